import { serverError } from '@broadside/protocol';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { fail, type Outcome } from '../match/outcome.js';
import type { TournamentContext } from './context.js';
import { createTournamentBodySchema, type TournamentSettings } from './settings.js';
import type { TournamentRow } from './store.js';

const create = createTournamentBodySchema.shape;

/**
 * `PATCH /api/tournaments/{id}`: the settings an organiser may change after creation. Every field
 * is optional; `null` clears the webhook or a registration bound.
 */
export const patchTournamentBodySchema = z.strictObject({
  name: create.name.optional(),
  description: z.string().max(2000).optional(),
  webhookUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .optional(),
  scoring: create.scoring.unwrap().optional(),
  tieBreaks: create.tieBreaks.unwrap().optional(),
  registrationOpensAt: z.int().min(0).nullable().optional(),
  registrationClosesAt: z.int().min(0).nullable().optional(),
  maxPlayers: z.int().min(2).max(256).optional(),
  rounds: z.int().min(1).max(30).optional(),
  roundStartDelayHours: z.number().min(0).max(168).optional(),
  rated: z.boolean().optional(),
});
/** A settings change. */
export type TournamentPatch = z.output<typeof patchTournamentBodySchema>;

/** Fields that may change only while registration is open (before the start). */
const BEFORE_START = [
  'registrationOpensAt',
  'registrationClosesAt',
  'maxPlayers',
  'rated',
] as const;

const refuse = (
  code: 'tournament/setting_locked' | 'tournament/bad_settings',
  m: string,
  f: string,
) => fail(serverError(code, m, [f]));

/**
 * Why a change does not fit the tournament as it stands, or null. Description, name, webhook,
 * scoring, tie-breaks and round start delay change at any time before the end; the window, cap
 * and "rated" only before the start; a Swiss's rounds until its last round is paired.
 */
function refusal(
  t: TournamentRow,
  patch: TournamentPatch,
  registered: number,
  paired: number,
): Outcome<never> | null {
  if (t.status === 'finished')
    return fail(serverError('tournament/wrong_status', 'The tournament has ended.', []));
  if (t.status !== 'registration')
    for (const f of BEFORE_START)
      if (patch[f] !== undefined)
        return refuse('tournament/setting_locked', 'Only before the start.', f);
  if (patch.maxPlayers !== undefined && patch.maxPlayers < registered)
    return refuse(
      'tournament/bad_settings',
      `${registered} players are registered: the cap may not be below that.`,
      'maxPlayers',
    );
  if (patch.rounds !== undefined) {
    if (t.format !== 'swiss')
      return refuse('tournament/bad_settings', 'Only a Swiss has a number of rounds.', 'rounds');
    if (patch.rounds < Math.max(paired, 1) || (paired > 0 && paired === t.settings.rounds))
      return refuse(
        'tournament/setting_locked',
        `${paired} rounds are paired: change the number of rounds before the last one is paired, to at least that many.`,
        'rounds',
      );
  }
  const opens =
    patch.registrationOpensAt === undefined
      ? t.settings.registrationOpensAt
      : (patch.registrationOpensAt ?? undefined);
  const closes =
    patch.registrationClosesAt === undefined
      ? t.settings.registrationClosesAt
      : (patch.registrationClosesAt ?? undefined);
  if (opens !== undefined && closes !== undefined && closes <= opens)
    return refuse(
      'tournament/bad_settings',
      'Registration must close after it opens.',
      patch.registrationClosesAt === undefined ? 'registrationOpensAt' : 'registrationClosesAt',
    );
  return null;
}

/** The settings with the patch applied (`null` bounds removed). */
function patched(s: TournamentSettings, patch: TournamentPatch): TournamentSettings {
  const { name: _n, description: _d, webhookUrl: _w, ...rest } = patch;
  const next: Record<string, unknown> = { ...s };
  for (const [k, v] of Object.entries(rest)) {
    if (v === undefined) continue;
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next as TournamentSettings;
}

/**
 * Applies the organiser's settings change in one statement, or refuses it whole (a structured
 * error whose `path` names the field). A new webhook URL gets a new secret, returned once; `null`
 * removes the webhook. Standings are computed from the stored boards on every read, so a new
 * scoring or tie-break order shows at once.
 */
export function patchTournament(
  ctx: TournamentContext,
  t: TournamentRow,
  patch: TournamentPatch,
): Outcome<{ tournament: TournamentRow; webhookSecret: string | null }> {
  const refused = refusal(t, patch, ctx.store.players(t.id).length, ctx.store.rounds(t.id).length);
  if (refused) return refused;
  let webhookUrl = t.webhookUrl;
  let webhookSecret = t.webhookSecret;
  let newSecret: string | null = null;
  if (patch.webhookUrl === null) [webhookUrl, webhookSecret] = [null, null];
  else if (patch.webhookUrl !== undefined && patch.webhookUrl !== t.webhookUrl) {
    newSecret = randomBytes(24).toString('base64url');
    [webhookUrl, webhookSecret] = [patch.webhookUrl, newSecret];
  }
  ctx.store.db
    .prepare(
      `UPDATE tournaments SET name = ?, description = ?, settings_json = ?, webhook_url = ?,
         webhook_secret = ? WHERE id = ?`,
    )
    .run(
      patch.name ?? t.name,
      patch.description ?? t.description,
      JSON.stringify(patched(t.settings, patch)),
      webhookUrl,
      webhookSecret,
      t.id,
    );
  ctx.log.info({ tournamentId: t.id, fields: Object.keys(patch) }, 'tournament settings changed');
  ctx.advance(t.id);
  return { ok: true, value: { tournament: ctx.store.get(t.id)!, webhookSecret: newSecret } };
}
