import { describe, expect, test } from 'vitest';
import { foldEntry } from '../../src/core/fold.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { playRandomly, seededRandom, type RandomMove } from '../../src/scl/random-play.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import { SCENARIO_IDS } from '../../src/scl/scenarios.js';
import { MOVEMENT_SYSTEMS, OPTIONAL_RULES, type SclState } from '../../src/scl/state.js';

/** 4 scenarios × 3 movement systems × 24 games = 288 games, optional rules switched at random. */
const GAMES = 24;

function seedOf(n: number): Uint8Array {
  return Uint8Array.from({ length: 32 }, (_, i) => (n * 37 + i * 11) & 0xff);
}

function setupFor(scenario: string, movement: string, game: number) {
  const random = seededRandom(game * 7919 + 1);
  const options: Record<string, string> = { movement };
  for (const rule of OPTIONAL_RULES) options[rule] = random() < 0.4 ? 'on' : 'off';
  return { scenario, options };
}

function start(input: unknown, seed: Uint8Array): SclState {
  const setup = R.parseSetup(input);
  if (!setup.ok) throw new Error(setup.error.message);
  const created = R.create(setup.value, verifiableDice(seed));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

function checkMove(move: RandomMove, checkLegal: boolean): void {
  const { before, after } = move;
  expect(after.rolls).toBeGreaterThanOrEqual(before.rolls);
  for (const u of after.units) {
    if (u.hits < 0 || u.magazine < 0 || u.subs < 0) throw new Error(`${u.id} went negative`);
    const old = before.units.find((x) => x.id === u.id);
    if (old && (old.status === 'destroyed' || old.status === 'escaped') && u.status !== old.status)
      throw new Error(`${u.id} came back`);
  }
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

describe('random play: every scenario and movement system plays to the end', () => {
  for (const scenario of SCENARIO_IDS) {
    for (const movement of MOVEMENT_SYSTEMS) {
      test(`${scenario}, ${movement}: ${GAMES} games`, () => {
        const reasons = new Set<string>();
        for (let game = 0; game < GAMES; game += 1) {
          const seed = seedOf(game);
          const input = setupFor(scenario, movement, game);
          const initial = start(input, seed);
          const { state, log } = playRandomly(initial, verifiableDice(seed), seededRandom(game), {
            concedeChance: 0.002,
            timeoutChance: 0.03,
            onMove: (move) => checkMove(move, game < 4),
          });
          expect(state.result).not.toBeNull();
          reasons.add(state.result!.reason);
          if (game % 6 === 0) {
            const dice = verifiableDice(seed);
            let replayed: unknown = start(input, seed);
            for (const entry of log) {
              const folded = foldEntry(R, replayed, entry, dice);
              if (!folded.ok) throw new Error(folded.error.message);
              replayed = folded.state;
            }
            expect(R.hash(replayed as SclState)).toBe(R.hash(state));
          }
        }
        expect(reasons.size).toBeGreaterThan(0);
      }, 120_000);
    }
  }
});

describe('random play with the Fleet Commander rule never stalls', () => {
  for (const movement of MOVEMENT_SYSTEMS) {
    test(`fleet_action, ${movement}, command and control: 8 games`, () => {
      let commands = 0;
      let declined = 0;
      for (let game = 0; game < 8; game += 1) {
        const seed = seedOf(100 + game);
        const input = { scenario: 'fleet_action', options: { movement, command_control: 'on' } };
        const { state } = playRandomly(
          start(input, seed),
          verifiableDice(seed),
          seededRandom(game),
          {
            timeoutChance: 0.03,
            onMove: (move) => {
              checkMove(move, game < 2);
              for (const e of move.events) {
                if (e.type === 'fleet_command') commands += 1;
                if (e.type === 'fleet_command_declined') declined += 1;
              }
            },
          },
        );
        expect(state.result).not.toBeNull();
      }
      expect(commands).toBeGreaterThan(0);
      expect(declined).toBeGreaterThan(0);
    }, 120_000);
  }
});
