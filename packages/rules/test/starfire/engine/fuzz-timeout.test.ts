import { scriptedDice } from '../../../src/dice/scripted.js';
import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../../src/starfire/random-play.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { randomLegalOrders } from '../../record/starfire-support.js';
import type { NextMove } from '../../record/support.js';
import { playToVerifiedEnd } from './fuzz-play.js';
import { randomThreeSidedSetup } from './fuzz-support.js';

const GAMES = 60;
const TURN_LIMIT = 6;
/** Chance, before each order, that a side runs out of time instead. */
const TIMEOUT_CHANCE = 0.01;

describe('random three-sided games with timeouts (seeded fuzzer)', () => {
  test(`${GAMES} games: timeouts never dead-end pending(), records with timeout entries verify`, () => {
    const random = seededRandom(20261201);
    const reasons = new Map<string, number>();
    let timeouts = 0;
    let continued = 0;
    for (let game = 0; game < GAMES; game += 1) {
      const seed = Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256));
      const setup = randomThreeSidedSetup(random, TURN_LIMIT);
      const legal = randomLegalOrders(game);
      const choose = (raw: unknown): NextMove => {
        const state = raw as StarfireState;
        const owed = R.pending(state);
        if (state.result === null && owed.length !== 1)
          throw new Error(`game ${game}: ${owed.length} decisions owed`);
        if (random() < TIMEOUT_CHANCE) {
          // Mostly the side that owes the decision, as a real clock would; sometimes another.
          const inPlay = state.setup.sides.filter((side) => !state.conceded.includes(side));
          const seat =
            random() < 0.8
              ? (owed[0]?.seat ?? 'A')
              : (inPlay[Math.floor(random() * inPlay.length)] ?? 'A');
          timeouts += 1;
          const after = R.timeout(state, seat, scriptedDice([])).state;
          if (after.result === null) continued += 1;
          return { kind: 'timeout', seat };
        }
        return legal(state);
      };
      const final = playToVerifiedEnd(setup, choose, seed, game);
      const reason = final.result?.reason ?? 'none';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    // The fuzzer must really exercise both kinds of timeout.
    expect(timeouts).toBeGreaterThan(10);
    expect(continued).toBeGreaterThan(0);
    expect(reasons.get('timeout') ?? 0).toBeGreaterThan(0);
  }, 60_000);
});
