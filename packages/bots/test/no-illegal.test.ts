import { describe, expect, test } from 'vitest';
import { createBot, playMatch, type BotLevel } from '../src/index.js';
import { newGame, rulesetOf } from './support.js';

/**
 * No bot ever submits an illegal order or stalls: whole seeded games of every ruleset and
 * scenario (the one-page rules in both movement modes, Star Cruiser Lite in standard and vector
 * movement, and quasi-naval with and without pivoting in place), each level against another,
 * sides alternating. Starfire games get a turn limit so the large scenarios stay quick; a game
 * must still reach its end.
 */
const CASES: { ruleset: string; setup: Record<string, unknown>; games?: number }[] = [
  ...['patrol', 'task_groups', 'convoy_raid', 'set_piece', 'raiders', 'warp_assault'].map(
    (scenario) => ({ ruleset: 'starfire', setup: { scenario, turnLimit: 3 }, games: 1 }),
  ),
  ...['duel', 'convoy', 'raider_hunt'].flatMap((scenario) =>
    ['written', 'initiative'].map((movement) => ({
      ruleset: 'onepage',
      setup: { scenario, options: { movement } },
    })),
  ),
  ...['duel', 'ambush', 'rescue'].map((scenario) => ({ ruleset: 'startrek', setup: { scenario } })),
  ...['bismarck_at_bay', 'carrier_strike', 'breakout', 'fleet_action'].flatMap((scenario) =>
    ['standard', 'vector'].map((movement) => ({
      ruleset: 'scl',
      setup: { scenario, options: { movement } },
    })),
  ),
  // Quasi-naval as the seed words it (no turn without a hex moved), and with the house rule.
  ...['bismarck_at_bay', 'breakout'].flatMap((scenario) =>
    ['off', 'on'].map((pivot) => ({
      ruleset: 'scl',
      setup: { scenario, options: { movement: 'naval', pivot_in_place: pivot } },
    })),
  ),
  // Star Trek with the side-wide scans house rule (the default is each ship its own scans).
  { ruleset: 'startrek', setup: { scenario: 'ambush', options: { shared_scans: 'on' } } },
];

const PAIRINGS: [BotLevel, BotLevel][] = [
  ['random', 'easy'],
  ['easy', 'hard'],
];

describe('bots never submit an illegal order and never stall', () => {
  test.each(CASES.map((c) => [c.ruleset, JSON.stringify(c.setup), c] as const))(
    '%s %s',
    (_id, _label, { ruleset: id, setup, games = 2 }) => {
      const ruleset = rulesetOf(id);
      PAIRINGS.forEach(([first, second], p) => {
        for (let game = 0; game < games; game += 1) {
          const { state, dice } = newGame(ruleset, setup, 100 * p + game);
          const seats = ruleset.seats(state);
          const bots = Object.fromEntries(
            seats.map((seat: string, i: number) => [
              seat,
              createBot(ruleset, {
                level: (i + game) % 2 === 0 ? first : second,
                seed: `test-${p}-${game}-${seat}`,
                maxIterations: 3,
              }),
            ]),
          );
          const out = playMatch(ruleset, state, bots, dice, { maxDecisions: 4000 });
          expect({ illegal: out.illegal, stalls: out.stalls }).toEqual({ illegal: 0, stalls: 0 });
          expect(out.result).not.toBeNull();
        }
      });
    },
    300_000,
  );
});
