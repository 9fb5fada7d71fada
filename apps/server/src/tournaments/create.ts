import { serverError } from '@broadside/protocol';
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/user-store.js';
import { fail, type Outcome } from '../match/outcome.js';
import type { TournamentContext } from './context.js';
import { isStaged, stageSettingsProblem } from './formats/staged.js';
import { entrySettingsRefusal } from './entry-rules.js';
import type { CreateTournament } from './settings.js';
import type { TournamentRow } from './store.js';

/**
 * Creates a tournament: a Swiss one needs its number of rounds, and every game of its settings is
 * checked with its ruleset now (errors name the game's path). A webhook URL gets a new secret.
 */
export function createTournament(
  ctx: TournamentContext,
  organiser: User,
  body: CreateTournament,
): Outcome<{ tournament: TournamentRow; webhookSecret: string | null }> {
  if (body.format === 'swiss' && body.rounds === undefined)
    return fail(
      serverError('request/invalid', 'A Swiss tournament needs a number of rounds.', ['rounds']),
    );
  const staged = isStaged(body.format) ? stageSettingsProblem(body.format, body) : null;
  if (staged) return fail(serverError(staged.code, staged.message, staged.path));
  const refused = entrySettingsRefusal(body);
  if (refused) return fail(refused);
  const games = Array.isArray(body.games) ? body.games : [body.games];
  for (const [i, spec] of games.entries()) {
    const path = Array.isArray(body.games) ? ['games', String(i)] : ['games'];
    const ruleset = ctx.match.rulesets.get(spec.ruleset);
    if (!ruleset)
      return fail(
        serverError('ruleset/unknown', `No ruleset "${spec.ruleset}".`, [...path, 'ruleset']),
      );
    const setup = ruleset.parseSetup(spec.setup);
    if (!setup.ok) return fail({ ...setup.error, path: [...path, 'setup', ...setup.error.path] });
  }
  const id = `t${randomBytes(6).toString('base64url')}`;
  const { name, description, webhookUrl, ...settings } = body;
  const webhookSecret = webhookUrl ? randomBytes(24).toString('base64url') : null;
  ctx.store.create(
    {
      id,
      name,
      description,
      organiserId: organiser.id,
      format: body.format,
      settings,
      webhookUrl: webhookUrl ?? null,
      webhookSecret,
    },
    ctx.clock.now(),
  );
  ctx.log.info({ tournamentId: id, format: body.format }, 'tournament created');
  return { ok: true, value: { tournament: ctx.store.get(id)!, webhookSecret } };
}
