import { describe, expect, test } from 'vitest';
import { randomOrder, seededRandom } from '../../../src/starfire/random-play.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import { deploymentSequence } from '../../../src/starfire/scenarios/deployment.js';
import type { SideId } from '../../../src/starfire/scenarios/types.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import type { NextMove } from '../../record/support.js';
import { playToVerifiedEnd } from './fuzz-play.js';
import { randomManySidedSetup } from './fuzz-support.js';

const GAMES = 200;
const TURN_LIMIT = 5;
/** Orders `check` must accept among those `legalOrders` lists, spread over the list. */
const SAMPLE = 40;

/** How far the leaving side had come in deployment when it left. */
type Moment = 'before its turn' | 'on its turn' | 'after its turn';
/** How many of its units it had placed. */
type Placed = 'none' | 'some' | 'all';

interface Tally {
  leaves: number;
  timeouts: number;
  concessions: number;
  /** Leaves that left two or more sides in the game. */
  playedOn: number;
  moments: Map<Moment, number>;
  placed: Map<Placed, number>;
  /** Games in which two sides left during deployment. */
  twoLeft: number;
  sides: Map<number, number>;
}

const bump = <K>(map: Map<K, number>, key: K): void => {
  map.set(key, (map.get(key) ?? 0) + 1);
};

/**
 * The one side owed a decision has a legal order, and `check` accepts the orders listed (a
 * sample of them, or all of them with `all`).
 */
function checkOwed(state: StarfireState, game: number, all = false): void {
  const owed = R.pending(state);
  if (state.result !== null) {
    if (owed.length !== 0) throw new Error(`game ${game}: a decision owed after the end`);
    return;
  }
  const seat = owed[0]?.seat;
  if (owed.length !== 1 || seat === undefined)
    throw new Error(
      `game ${game}: ${owed.length} decisions owed at ${JSON.stringify(state.stage)}`,
    );
  const orders = R.legalOrders(state, seat);
  if (orders.length === 0)
    throw new Error(`game ${game}: ${seat} owes ${owed[0]?.kind} but has no legal order`);
  const step = all ? 1 : Math.max(1, Math.floor(orders.length / SAMPLE));
  for (let i = 0; i < orders.length; i += step) {
    const checked = R.check(state, seat, orders[i]);
    if (!checked.ok)
      throw new Error(
        `game ${game}: listed ${JSON.stringify(orders[i])} refused (${checked.error.code})`,
      );
  }
}

/** Where the side stands in deployment now, and how many of its units it has placed. */
function standing(state: StarfireState, side: SideId): [Moment, Placed] {
  const own = state.units.filter((u) => u.side === side);
  const placed = own.filter((u) => u.status !== 'undeployed').length;
  const owedSide = R.pending(state)[0]?.seat as SideId | undefined;
  const order = deploymentSequence(state.setup).map((step) => step.side);
  const moment: Moment =
    owedSide === side
      ? 'on its turn'
      : owedSide !== undefined && order.indexOf(owedSide) < order.indexOf(side)
        ? 'before its turn'
        : 'after its turn';
  return [moment, placed === 0 ? 'none' : placed === own.length ? 'all' : 'some'];
}

/**
 * One game: random legal orders, with one side (in four-sided games sometimes two) leaving at a
 * random point of deployment, by conceding or by running out of time; mostly the side that owes
 * the placement, sometimes another. Plays to the end and verifies the record.
 */
function playGame(game: number, random: () => number, tally: Tally): void {
  const sides = random() < 0.5 ? 3 : 4;
  bump(tally.sides, sides);
  const seed = Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256));
  const setup = randomManySidedSetup(random, TURN_LIMIT, sides);
  const parsed = R.parseSetup(setup);
  if (!parsed.ok) throw new Error(`game ${game}: ${parsed.error.message}`);
  const units = parsed.value.units.length;
  // After how many placements each side leaves (at most two sides, so that play goes on).
  const leaveAt = [Math.floor(random() * units)];
  if (sides === 4 && random() < 0.5) leaveAt.push(Math.floor(random() * units));
  leaveAt.sort((a, b) => a - b);
  let placements = 0;
  let left = 0;
  const choose = (raw: unknown): NextMove => {
    const state = raw as StarfireState;
    if (state.result !== null) return null;
    const deploying = state.stage.phase === 'deployment';
    checkOwed(state, game, deploying && left > 0 && random() < 0.05);
    const at = leaveAt[0];
    if (deploying && at !== undefined && placements >= at) {
      leaveAt.shift();
      const owed = R.pending(state)[0]?.seat as SideId;
      const inPlay = state.setup.sides.filter((side) => !state.conceded.includes(side));
      const seat = random() < 0.6 ? owed : (inPlay[Math.floor(random() * inPlay.length)] as SideId);
      const [moment, placed] = standing(state, seat);
      bump(tally.moments, moment);
      bump(tally.placed, placed);
      tally.leaves += 1;
      left += 1;
      if (left === 2) tally.twoLeft += 1;
      if (inPlay.length > 2) tally.playedOn += 1;
      if (random() < 0.5) {
        tally.timeouts += 1;
        return { kind: 'timeout', seat };
      }
      tally.concessions += 1;
      return { kind: 'order', seat, order: { type: 'concede' } };
    }
    const next = randomOrder(state, random);
    if (!next) throw new Error(`game ${game}: dead end at ${JSON.stringify(state.stage)}`);
    if (next.order.type === 'deploy') placements += 1;
    return { kind: 'order', seat: next.seat, order: next.order };
  };
  // Every timeout during deployment replays from the record alone.
  playToVerifiedEnd(setup, choose, seed, game);
}

describe('random games where sides leave during deployment (seeded fuzzer)', () => {
  test(`${GAMES} three- and four-sided games: a side that concedes or times out while placing never dead-ends the game`, () => {
    const random = seededRandom(20261207);
    const tally: Tally = {
      leaves: 0,
      timeouts: 0,
      concessions: 0,
      playedOn: 0,
      moments: new Map(),
      placed: new Map(),
      twoLeft: 0,
      sides: new Map(),
    };
    for (let game = 0; game < GAMES; game += 1) playGame(game, random, tally);
    // The fuzzer must really reach every kind of leave.
    expect(tally.leaves).toBeGreaterThanOrEqual(GAMES);
    expect(tally.timeouts).toBeGreaterThan(20);
    expect(tally.concessions).toBeGreaterThan(20);
    expect(tally.playedOn).toBeGreaterThan(GAMES / 2);
    expect(tally.twoLeft).toBeGreaterThan(5);
    for (const moment of ['before its turn', 'on its turn', 'after its turn'] as const)
      expect(tally.moments.get(moment) ?? 0, moment).toBeGreaterThan(5);
    for (const placed of ['none', 'some', 'all'] as const)
      expect(tally.placed.get(placed) ?? 0, placed).toBeGreaterThan(5);
    expect(tally.sides.get(3) ?? 0).toBeGreaterThan(0);
    expect(tally.sides.get(4) ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
