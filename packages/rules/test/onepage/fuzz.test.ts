import { describe, expect, test } from 'vitest';
import { foldEntry } from '../../src/core/fold.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { inBounds } from '../../src/hex/map.js';
import { playRandomly, seededRandom, type RandomMove } from '../../src/onepage/random-play.js';
import { onepageRuleset as R } from '../../src/onepage/ruleset.js';
import { SCENARIO_IDS } from '../../src/onepage/scenarios.js';
import type { OnepageState } from '../../src/onepage/state.js';
import { MOVEMENT_MODES } from '../../src/onepage/state.js';

const GAMES = 200;

function seedOf(n: number): Uint8Array {
  return Uint8Array.from({ length: 32 }, (_, i) => (n * 31 + i * 7) & 0xff);
}

function start(scenario: string, movement: string, seed: Uint8Array): OnepageState {
  const setup = R.parseSetup({ scenario, options: { movement } });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = R.create(setup.value, verifiableDice(seed));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** Invariants after every step: nothing negative, no ship back from the dead, rolls only grow. */
function checkMove(move: RandomMove, checkLegal: boolean): void {
  const { before, after } = move;
  expect(after.rolls).toBeGreaterThanOrEqual(before.rolls);
  after.ships.forEach((s, i) => {
    const old = before.ships[i]!;
    if (s.guns < 0 || s.launchers < 0 || s.mp < 0 || s.missiles < 0 || s.hull < 0)
      throw new Error(`${s.id} went negative`);
    if (old.status !== 'active' && s.status !== old.status) throw new Error(`${s.id} came back`);
    if (s.status === 'active' && !inBounds(after.map, s.hex))
      throw new Error(`${s.id} off the map`);
    if (after.map.bodies.some((b) => b.hex.q === s.hex.q && b.hex.r === s.hex.r))
      throw new Error(`${s.id} in a body`);
  });
  const owed = R.pending(after).length;
  if (after.result === null ? owed === 0 : owed !== 0) throw new Error(`${owed} decisions owed`);
  if (checkLegal && after.result === null) {
    for (const seat of ['A', 'B']) {
      for (const order of R.legalOrders(after, seat)) {
        const checked = R.check(after, seat, order);
        if (!checked.ok)
          throw new Error(`listed order refused: ${checked.error.code} ${JSON.stringify(order)}`);
      }
    }
  }
}

describe('random play: every scenario and movement mode plays to the end', () => {
  for (const scenario of SCENARIO_IDS) {
    for (const movement of MOVEMENT_MODES) {
      test(`${scenario}, ${movement} movement: ${GAMES} games`, () => {
        const reasons = new Set<string>();
        for (let game = 0; game < GAMES; game += 1) {
          const seed = seedOf(game);
          const initial = start(scenario, movement, seed);
          const { state, log } = playRandomly(initial, verifiableDice(seed), seededRandom(game), {
            concedeChance: 0.003,
            timeoutChance: 0.03,
            onMove: (move) => checkMove(move, game < 5),
          });
          expect(state.result).not.toBeNull();
          reasons.add(state.result!.reason);
          if (game % 20 === 0) {
            // Same set-up, seed and log: the same final state, byte for byte.
            const dice = verifiableDice(seed);
            let replayed: unknown = start(scenario, movement, seed);
            for (const entry of log) {
              const folded = foldEntry(R, replayed, entry, dice);
              if (!folded.ok) throw new Error(folded.error.message);
              replayed = folded.state;
            }
            expect(R.hash(replayed as OnepageState)).toBe(R.hash(state));
          }
        }
        expect(reasons.size).toBeGreaterThan(1);
      }, 60_000);
    }
  }
});
