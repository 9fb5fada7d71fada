import { describe, expect, test } from 'vitest';
import { verifiableDice } from '../../../src/dice/verifiable.js';
import { FACINGS } from '../../../src/hex/facing.js';
import { inBounds } from '../../../src/hex/map.js';
import { STEP_ACTIONS } from '../../../src/starfire/orders.js';
import { replay } from '../../../src/starfire/replay.js';
import { playRandomly, seededRandom, type RandomMove } from '../../../src/starfire/random-play.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { randomSetup } from './fuzz-support.js';

const GAMES = 300;
const TURN_LIMIT = 8;
/** Now and then a random side concedes, at any moment (also in three-sided games). */
const CONCEDE_CHANCE = 0.002;
const TERMINAL = ['destroyed', 'escaped', 'left_map', 'exited'];

function fail(move: RandomMove, why: string): never {
  throw new Error(
    `${why} after ${move.seat} ${JSON.stringify(move.order)} on turn ${move.after.turn}`,
  );
}

/**
 * Invariants that must hold across every applied order (plain checks: this runs hundreds of
 * thousands of times). MP never negative, no destroyed system revived and only shields back from
 * offline, no unit back from destroyed/escaped/left/exited, units on the map in bounds and units
 * off it without a hex, munitions never negative, dice and turns never going back, and exactly
 * one decision owed until the game is over.
 */
function checkMove(move: RandomMove): void {
  const { before, after } = move;
  if (after.rolls < before.rolls || after.turn < before.turn) fail(move, 'dice or turn went back');
  after.units.forEach((unit, i) => {
    const old = before.units[i];
    if (!old) return fail(move, 'unit list changed');
    if (unit.mp < 0) fail(move, `${unit.id} has negative MP`);
    unit.slots.forEach((now, slot) => {
      const was = old.slots[slot];
      if (was === 'destroyed' && now !== 'destroyed') fail(move, `${unit.id} slot ${slot} revived`);
      if (
        was === 'offline' &&
        now === 'intact' &&
        after.setup.units[i]?.design.slots[slot]?.code !== 'S'
      ) {
        fail(move, `${unit.id} slot ${slot} back online but not a shield`);
      }
    });
    if (TERMINAL.includes(old.status) && unit.status !== old.status)
      fail(move, `${unit.id} came back`);
    if (unit.status === 'on_map') {
      if (!unit.hex || !inBounds(after.setup.scenario.map, unit.hex))
        fail(move, `${unit.id} on the map out of bounds`);
    } else if (unit.hex !== null) fail(move, `${unit.id} off the map keeps a hex`);
    if (unit.stores.some((n) => n !== null && n < 0)) fail(move, `${unit.id} negative munitions`);
  });
  const owed = R.pending(after).length;
  if (after.result === null ? owed !== 1 : owed !== 0) fail(move, `${owed} decisions owed`);
}

/**
 * On sampled positions, the promises of `legalOrders`: every order listed passes `check`, and in
 * the movement phase every unit that owes a step has at least one (so no unit can block the phase)
 * and, with `stepsComplete`, every step that `check` accepts is listed (steps are complete).
 */
function checkLegalOrders(move: RandomMove, stepsComplete: boolean): void {
  const state = move.after;
  const owed = R.pending(state)[0];
  if (!owed) return;
  const orders = R.legalOrders(state, owed.seat);
  if (orders.length === 0) fail(move, `${owed.seat} owes ${owed.kind} but has no legal order`);
  for (const order of orders) {
    const checked = R.check(state, owed.seat, order);
    if (!checked.ok) fail(move, `legalOrders listed a refused order (${checked.error.code})`);
  }
  if (state.stage.phase === 'movement') {
    const listed = new Set(orders.map((order) => JSON.stringify(order)));
    for (const id of state.stage.owed) {
      if (!orders.some((order) => order.type === 'step' && order.unit === id))
        fail(move, `${id} owes a step but has no legal step`);
      // Steps are listed completely: every step `check` accepts is in the list (a facing equal to
      // the present one is the same step as no facing, which is how the list writes it).
      if (!stepsComplete) continue;
      const present = state.units.find((u) => u.id === id)?.facing;
      for (const action of STEP_ACTIONS) {
        for (const facing of [undefined, ...FACINGS.filter((f) => f !== present)]) {
          const step = facing
            ? { type: 'step' as const, unit: id, action, facing }
            : { type: 'step' as const, unit: id, action };
          if (R.check(state, owed.seat, step).ok && !listed.has(JSON.stringify(step)))
            fail(move, `legalOrders left out the legal step ${JSON.stringify(step)}`);
        }
      }
    }
  }
}

describe('random games (seeded fuzzer)', () => {
  test(`${GAMES} random games of mixed hulls and sides, with random concessions, play to the end without a dead end, keeping every invariant`, () => {
    const random = seededRandom(20261130);
    const outcomes = new Map<string, number>();
    for (let game = 0; game < GAMES; game += 1) {
      const seed = Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256));
      const setup = randomSetup(random, TURN_LIMIT);
      const parsed = R.parseSetup(setup);
      if (!parsed.ok) throw new Error(`game ${game}: ${parsed.error.message}`);
      const created = R.create(parsed.value, verifiableDice(seed));
      if (!created.ok) throw new Error(created.error.message);
      const start: StarfireState = created.value.state;
      const sampleImmutability = game % 10 === 0;
      const { state, orders } = playRandomly(
        start,
        verifiableDice(seed),
        random,
        20_000,
        (move) => {
          checkMove(move);
          if (sampleImmutability) checkLegalOrders(move, game % 30 === 0);
          if (sampleImmutability && R.hash(move.before) === R.hash(move.after))
            fail(move, 'the state did not change');
        },
        CONCEDE_CHANCE,
      );
      expect(state.result, `game ${game} finished`).not.toBeNull();
      const again = replay(setup, seed, orders);
      if (!again.ok) throw new Error(`game ${game} replay: ${again.error.message}`);
      expect(R.hash(again.value.state), `game ${game} replays`).toBe(R.hash(state));
      const reason = state.result?.reason ?? 'none';
      outcomes.set(reason, (outcomes.get(reason) ?? 0) + 1);
    }
    expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBe(GAMES);
  }, 120_000);
});
