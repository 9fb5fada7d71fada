import { describe, expect, test } from 'vitest';
import { createBot, playMatch, type BotLevel } from '../src/index.js';
import { newGame, rulesetOf } from './support.js';

const R = rulesetOf('startrek');

/**
 * The Star Trek hard level's plans (actions, cloaks, torpedoes, hits, damage control) never
 * give an order the rules refuse and never stall: whole seeded games of every scenario, with the
 * draft's rules and with every house rule and option on, against easy, sides alternating.
 * Deterministic: a fixed iteration count, no clock.
 */
const SETUPS = ['duel', 'ambush', 'rescue'].flatMap((scenario) => [
  { scenario },
  {
    scenario,
    options: {
      torpedo_falloff: 'on',
      crew_damage_control: 'on',
      shared_scans: 'on',
      boarding: 'on',
      scenery: 'on',
    },
  },
]);
const PAIRINGS: [BotLevel, BotLevel][] = [
  ['hard', 'easy'],
  ['easy', 'hard'],
];

describe('Star Trek hard never refused', () => {
  test.each(SETUPS.map((setup) => [JSON.stringify(setup), setup] as const))('%s', (_l, setup) => {
    PAIRINGS.forEach(([a, b], i) => {
      const game = newGame(R, setup, 40 + i);
      const bots = {
        A: createBot(R, { level: a, seed: `a${i}`, maxIterations: 2 }),
        B: createBot(R, { level: b, seed: `b${i}`, maxIterations: 2 }),
      };
      const outcome = playMatch(R, game.state, bots, game.dice);
      expect(outcome.illegal).toBe(0);
      expect(outcome.stalls).toBe(0);
      expect(outcome.result).not.toBeNull();
    });
  });
});
