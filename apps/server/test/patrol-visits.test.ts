import { describe, expect, test } from 'vitest';
import { countPatrolVisits } from './helpers/patrol-visits.js';

/**
 * Issue 11: with paths queued on the server, a correspondence game of Patrol needs at most one
 * visit per phase per player. The same game (fixed dice, fixed policy) is played twice: one
 * movement step per visit, then each turn's path queued at once. `PRINT_VISITS=1` prints the
 * figures for docs/benchmarks.md.
 */
describe('visits per Patrol game, before and after queued paths', () => {
  test('queued paths need one visit per phase per player, and far fewer in all', async () => {
    const steps = await countPatrolVisits('steps');
    const queued = await countPatrolVisits('queue');
    // The same game: the same log length and the same winner.
    expect(queued.batches).toBe(steps.batches);
    expect(queued.winner).toBe(steps.winner);
    expect(Math.max(...queued.perPhase.values())).toBe(1);
    expect(Math.max(...steps.perPhase.values())).toBeGreaterThan(1);
    for (const seat of ['A', 'B']) expect(queued.visits[seat]!).toBeLessThan(steps.visits[seat]!);
    if (process.env.PRINT_VISITS === '1') {
      const phases = (c: typeof steps) => new Set([...c.perPhase.keys()]).size;
      const moves = (c: typeof steps) =>
        [...c.perPhase].filter(([k]) => k.endsWith(':move')).reduce((n, [, v]) => n + v, 0);
      console.log(
        JSON.stringify({
          batches: steps.batches,
          winner: steps.winner,
          turns: steps.turns,
          steps: {
            visits: steps.visits,
            phases: phases(steps),
            moves: moves(steps),
            most: Math.max(...steps.perPhase.values()),
          },
          queued: { visits: queued.visits, phases: phases(queued), moves: moves(queued) },
        }),
      );
    }
  }, 120_000);
});
