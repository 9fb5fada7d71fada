import { describe, expect, test } from 'vitest';
import { foldEntry } from '../../src/core/fold.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { inBounds } from '../../src/hex/map.js';
import { standHexes } from '../../src/startrek/geometry.js';
import { playRandomly, seededRandom, type RandomMove } from '../../src/startrek/random-play.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import { SCENARIO_IDS } from '../../src/startrek/scenarios.js';
import type { StartrekState } from '../../src/startrek/state.js';
import { TRACKS } from '../../src/startrek/cards.js';

const GAMES = 200;

function seedOf(n: number): Uint8Array {
  return Uint8Array.from({ length: 32 }, (_, i) => (n * 31 + i * 7) & 0xff);
}

function start(setupInput: unknown, seed: Uint8Array): StartrekState {
  const setup = R.parseSetup(setupInput);
  if (!setup.ok) throw new Error(setup.error.message);
  const created = R.create(setup.value, verifiableDice(seed));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** Invariants after every step: tracks 1–6, no ship back from the dead, stands on the map. */
function checkMove(move: RandomMove, checkLegal: boolean): void {
  const { before, after } = move;
  expect(after.rolls).toBeGreaterThanOrEqual(before.rolls);
  after.ships.forEach((s, i) => {
    const old = before.ships[i]!;
    for (const t of TRACKS)
      if (s.tracks[t] < 1 || s.tracks[t] > 6) throw new Error(`${s.id} ${t} = ${s.tracks[t]}`);
    if ((old.status === 'destroyed' || old.status === 'warped') && s.status !== old.status)
      throw new Error(`${s.id} came back`);
    if (s.status === 'active' && !standHexes(s).every((h) => inBounds(after.map, h)))
      throw new Error(`${s.id} off the map`);
    if (s.cloak && !s.cloak.tokens.some((t) => t.id === s.cloak!.real))
      throw new Error(`${s.id} lost its real token`);
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

describe('random play: every scenario plays to the end', () => {
  for (const scenario of SCENARIO_IDS) {
    test(`${scenario}: ${GAMES} games, options on and off, with timeouts and concessions`, () => {
      const reasons = new Set<string>();
      for (let game = 0; game < GAMES; game += 1) {
        const seed = seedOf(game);
        const on = game % 2 === 1 ? 'on' : 'off';
        const setup = { scenario, options: { boarding: on, scenery: on } };
        const initial = start(setup, seed);
        const { state, log } = playRandomly(initial, verifiableDice(seed), seededRandom(game), {
          concedeChance: 0.002,
          timeoutChance: 0.03,
          onMove: (move) => checkMove(move, game < 6),
        });
        expect(state.result).not.toBeNull();
        reasons.add(state.result!.reason);
        if (game % 20 === 0) {
          // Same set-up, seed and log: the same final state, byte for byte.
          const dice = verifiableDice(seed);
          let replayed: unknown = start(setup, seed);
          for (const entry of log) {
            const folded = foldEntry(R, replayed, entry, dice);
            if (!folded.ok) throw new Error(folded.error.message);
            replayed = folded.state;
          }
          expect(R.hash(replayed as StartrekState)).toBe(R.hash(state));
        }
      }
      expect(reasons.size).toBeGreaterThan(1);
    }, 120_000);
  }
});
