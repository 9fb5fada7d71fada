import { serverError } from '@broadside/protocol';
import { z } from 'zod';
import { fail, type Outcome } from '../match/outcome.js';
import type { TournamentContext } from './context.js';
import type { TournamentRow } from './store.js';

/** `PUT /api/tournaments/{id}/seeds`: every player's account id, top seed first. */
export const seedsBodySchema = z.strictObject({
  players: z.array(z.int().min(1)).min(1).max(256),
});

/**
 * Stores the organiser's seed order. Allowed before the start (the start keeps it; players who
 * register afterwards are seeded after them, by rating), while no round has started (round 1 is
 * then paired afresh: `repairRound1`), and in a Swiss at any time before the end (seeds only break
 * ties of its later pairings). A round robin's schedule and a bracket follow the seeds of round 1,
 * so they refuse once it has started.
 */
export function setSeeds(
  ctx: TournamentContext,
  t: TournamentRow,
  order: readonly number[],
): Outcome<{ repairRound1: boolean }> {
  const rounds = ctx.store.rounds(t.id);
  const started = rounds.some((r) => r.status !== 'paired');
  if (t.status === 'finished' || (started && t.format !== 'swiss'))
    return fail(
      serverError(
        'tournament/wrong_status',
        'Seeds may change only before round 1 starts (in a Swiss, before the end).',
      ),
    );
  const players = ctx.store.players(t.id).map((p) => p.userId);
  const same =
    order.length === players.length &&
    new Set(order).size === order.length &&
    order.every((p) => players.includes(p));
  if (!same) return fail(serverError('tournament/bad_seeds', undefined, ['players']));
  const statement = ctx.store.db.prepare(
    'UPDATE tournament_players SET seed = ? WHERE tournament_id = ? AND user_id = ?',
  );
  ctx.store.db.transaction(() =>
    order.forEach((userId, i) => statement.run(i + 1, t.id, userId)),
  )();
  ctx.log.info({ tournamentId: t.id }, 'seeds changed');
  return { ok: true, value: { repairRound1: rounds.length === 1 && !started } };
}
