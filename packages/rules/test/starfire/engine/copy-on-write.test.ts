import { describe, expect, test } from 'vitest';
import { canonicalJson, hashValue } from '../../../src/core/canonical-json.js';
import type { Applied } from '../../../src/core/ruleset.js';
import { verifiableDice } from '../../../src/dice/verifiable.js';
import { applyOrder, applyTimeout } from '../../../src/starfire/apply.js';
import type { StarfireEvent } from '../../../src/starfire/events.js';
import { hashState } from '../../../src/starfire/hash.js';
import type { StarfireOrder } from '../../../src/starfire/orders.js';
import { randomOrder, seededRandom } from '../../../src/starfire/random-play.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import { SCENARIO_IDS, type SideId } from '../../../src/starfire/scenarios/types.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { randomSetup, randomThreeSidedSetup } from './fuzz-support.js';

/**
 * `apply` and `timeout` copy units on write (see context.ts): a result shares the unit objects it
 * did not change with the state it came from. This guards the scheme. Before every `apply` and
 * `timeout` of many seeded random games the whole input state is deep-frozen, so a unit changed
 * without being copied first throws (ES modules are strict). And every result must equal, to the
 * byte, the result of the same order applied to a private deep copy of the input (the old path:
 * every unit cloned up front, the setup shared). That reference runs the same engine, so it
 * cannot see a fault that both runs share (say, a timeout playing on in a context that owns the
 * first context's copies); so every state hash and every event of the run is also folded into one
 * digest, which must be the digest the engine gave before copy-on-write, when `apply` cloned every
 * unit up front (commit e72f518, with the fix that lets the other sides place after a side leaves
 * during deployment: before it such a game dead-ended, and this test kept sides from leaving
 * then). The games are played under rules 1.3.0, so a later rules version leaves the digest
 * alone; a change that alters 1.3.0 games on purpose must recompute it.
 */

const TURN_LIMIT = 8;
/** The rules version the games are played under (pinned: see the digest). */
const RULES = R.atVersion?.('1.3.0') ?? R;
/** The digest of the whole run as the full-clone engine played it. */
const FULL_CLONE_DIGEST = 'eaf255921891ed85a5311026464ee525d16b4ff8f278a44ef3ddd15f0164ddad';
/** Chance, before each order, that a side runs out of time instead. */
const TIMEOUT_CHANCE = 0.01;
/** Chance, before each order, that a random side concedes instead. */
const CONCEDE_CHANCE = 0.003;

/** Objects already frozen with everything they reach (frozen objects never change again). */
const deepFrozen = new WeakSet<object>();

/** Freezes `value` and everything reachable from it; returns it. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || deepFrozen.has(value)) return value;
  deepFrozen.add(value);
  for (const key of Reflect.ownKeys(value))
    deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  Object.freeze(value);
  return value;
}

/** The old path's private input: a deep copy of everything but the (immutable, shared) setup. */
function privateCopy(state: StarfireState): StarfireState {
  return { ...structuredClone({ ...state, setup: null }), setup: state.setup };
}

function sameResult(
  actual: Applied<StarfireState, StarfireEvent>,
  expected: Applied<StarfireState, StarfireEvent>,
  what: string,
): void {
  if (hashState(actual.state) !== hashState(expected.state))
    throw new Error(`${what}: the state differs from the full-copy path`);
  if (JSON.stringify(actual.state) !== JSON.stringify(expected.state))
    throw new Error(`${what}: the state's JSON differs from the full-copy path`);
  if (canonicalJson(actual.events) !== canonicalJson(expected.events))
    throw new Error(`${what}: the events differ from the full-copy path`);
}

function setupFor(game: number, random: () => number): unknown {
  // Each scenario as written, each with each side choosing its fleet, mixed random battles
  // (some three-sided), and three-sided battles where timeouts let play go on.
  if (game < SCENARIO_IDS.length) return { scenario: SCENARIO_IDS[game], turnLimit: TURN_LIMIT };
  if (game < 2 * SCENARIO_IDS.length)
    return {
      scenario: SCENARIO_IDS[game - SCENARIO_IDS.length],
      fleetChoice: 'each_side',
      turnLimit: TURN_LIMIT,
    };
  if (game % 3 === 0) return randomThreeSidedSetup(random, TURN_LIMIT);
  return randomSetup(random, TURN_LIMIT);
}

interface Tally {
  orders: number;
  timeouts: number;
  timeoutsPlayedOn: number;
  /** Timeouts with two other sides left that still ended the game: play on needed a die. */
  timeoutsJudged: number;
  types: Set<string>;
  events: Set<string>;
  fleetTimeouts: number;
  /** Sides that left during deployment (timeout or concession) with two or more others left. */
  deploymentLeaves: number;
  scenarios: Set<string>;
  /** Every result so far, folded: state hash and events of each. */
  digest: string;
}

function playGame(game: number, random: () => number, tally: Tally): void {
  const parsed = RULES.parseSetup(setupFor(game, random));
  if (!parsed.ok) throw new Error(`game ${game}: ${parsed.error.message}`);
  tally.scenarios.add(parsed.value.scenario.id);
  const seed = Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256));
  const dice = verifiableDice(seed);
  const created = RULES.create(parsed.value, dice);
  if (!created.ok) throw new Error(`game ${game}: ${created.error.message}`);
  let state = deepFreeze(created.value.state);
  for (let n = 0; state.result === null && n < 5_000; n += 1) {
    const inPlay = state.setup.sides.filter((side) => !state.conceded.includes(side));
    const anySide = () => inPlay[Math.floor(random() * inPlay.length)] as SideId;
    const r = random();
    let actual: Applied<StarfireState, StarfireEvent>;
    let expected: Applied<StarfireState, StarfireEvent>;
    let what: string;
    // In the fleet phase a timeout plays the default designs: try that path often.
    const timeoutChance = state.stage.phase === 'fleet' ? 0.3 : TIMEOUT_CHANCE;
    if (r < timeoutChance) {
      const seat = anySide();
      what = `game ${game}, order ${n}: timeout of ${seat}`;
      actual = applyTimeout(state, seat);
      expected = applyTimeout(privateCopy(state), seat);
      tally.timeouts += 1;
      if (state.stage.phase === 'fleet') tally.fleetTimeouts += 1;
      if (actual.state.result === null) tally.timeoutsPlayedOn += 1;
      else if (inPlay.length > 2 && inPlay.includes(seat)) tally.timeoutsJudged += 1;
    } else {
      const next: { seat: string; order: StarfireOrder } | null =
        r < timeoutChance + CONCEDE_CHANCE
          ? { seat: anySide(), order: { type: 'concede' } }
          : randomOrder(state, random);
      if (!next) throw new Error(`game ${game}: dead end at ${JSON.stringify(state.stage)}`);
      const checked = RULES.check(state, next.seat, next.order);
      if (!checked.ok) throw new Error(`game ${game}: refused ${checked.error.code}`);
      const seat = next.seat as SideId;
      what = `game ${game}, order ${n}: ${seat} ${JSON.stringify(checked.value)}`;
      actual = applyOrder(state, seat, checked.value, dice);
      expected = applyOrder(privateCopy(state), seat, checked.value, dice);
      tally.types.add(checked.value.type);
    }
    sameResult(actual, expected, what);
    if (
      state.stage.phase === 'deployment' &&
      actual.state.conceded.length > state.conceded.length &&
      actual.state.result === null
    )
      tally.deploymentLeaves += 1;
    tally.digest = hashValue([tally.digest, hashState(actual.state), actual.events]);
    for (const event of actual.events) {
      tally.events.add(event.type);
      if (event.type === 'shot' && event.reloadFrom !== null) tally.events.add('reloaded');
    }
    tally.orders += 1;
    state = deepFreeze(actual.state);
  }
  if (state.result === null) throw new Error(`game ${game} did not finish`);
}

describe('copy-on-write units (seeded random games on deep-frozen states)', () => {
  test('apply and timeout never change their input, and give what a full copy gives', () => {
    const random = seededRandom(20260611);
    const tally: Tally = {
      orders: 0,
      timeouts: 0,
      timeoutsPlayedOn: 0,
      timeoutsJudged: 0,
      types: new Set(),
      events: new Set(),
      fleetTimeouts: 0,
      deploymentLeaves: 0,
      scenarios: new Set(),
      digest: '',
    };
    for (let game = 0; game < 90; game += 1) playGame(game, random, tally);
    expect(tally.digest, 'the same games, states and events as the full-clone engine').toBe(
      FULL_CLONE_DIGEST,
    );
    // The games must really reach every kind of order, every scenario, and both kinds of timeout.
    expect([...tally.types].sort()).toEqual(
      [
        'choose_fleet',
        'concede',
        'declare',
        'deploy',
        'fire',
        'pass',
        'place_warp_point',
        'point_defense',
        'shelter',
        'step',
        'transit_order',
      ].sort(),
    );
    // Every kind of change to a unit happened (each has a site that copies the unit first).
    for (const type of [
      'unit_deployed',
      'declared',
      'unit_stepped',
      'unit_transited',
      'units_waited',
      'unit_left_map',
      'unit_exited',
      'sheltered',
      'shot',
      'passed',
      'intercept',
      'damage',
      'reloads_lost',
      'reloaded',
      'unit_destroyed',
      'shield_restored',
      'turn_started',
      'side_conceded',
      'fleet_chosen',
    ])
      expect(tally.events, type).toContain(type);
    expect(tally.scenarios.size).toBe(SCENARIO_IDS.length);
    expect(tally.orders).toBeGreaterThan(5_000);
    expect(tally.timeouts).toBeGreaterThan(20);
    expect(tally.timeoutsPlayedOn).toBeGreaterThan(0);
    expect(tally.timeoutsJudged).toBeGreaterThan(0);
    expect(tally.fleetTimeouts).toBeGreaterThan(0);
    expect(tally.deploymentLeaves).toBeGreaterThan(0);
  }, 120_000);
});
