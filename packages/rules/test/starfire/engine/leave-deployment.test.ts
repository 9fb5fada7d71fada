import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../src/dice/scripted.js';
import { verifiableDice } from '../../../src/dice/verifiable.js';
import { hexesInBounds } from '../../../src/hex/map.js';
import { playRandomly, seededRandom } from '../../../src/starfire/random-play.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import { deploymentSequence } from '../../../src/starfire/scenarios/deployment.js';
import type { SideId } from '../../../src/starfire/scenarios/types.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { TEST_SEED } from '../../record/support.js';
import { at, eventsOf, play, testSetup, unit } from './helpers.js';

/**
 * A side that leaves the game during deployment (it concedes, or its clock runs out) with two or
 * more sides left is skipped in the deployment sequence: the next side still in the game places,
 * and a placement measured from the leaving side's units (side B's and C's flagships 25 hexes
 * from side A's) no longer applies, since those units have left the map (Starfire rulings, End of
 * battle: Concession). Before, the next side's every placement was refused (`deploy/out_of_turn`
 * or `deploy/anchor_not_placed`) and the game could never end.
 */

const TASK_GROUP = [
  { hull: 'DD', count: 1 },
  { hull: 'CT', count: 2 },
] as const;

/** Task groups with `n` sides of a DD leading two CTs; side A's flagship is A1, and so on. */
function taskGroups(n: 3 | 4): StarfireState {
  const forces = Object.fromEntries(
    (['A', 'B', 'C', 'D'] as const).slice(0, n).map((side) => [side, TASK_GROUP]),
  );
  const created = R.create(
    testSetup({ forces, sidesCount: n, turnLimit: 4 }),
    verifiableDice(TEST_SEED),
  );
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** The game's dice (the seed's rolls by index, so the same for every state of the game). */
const DICE = verifiableDice(TEST_SEED);

type Leave = 'concede' | 'timeout';

/** The side leaves the game, by conceding or by running out of time. */
function leave(state: StarfireState, side: SideId, how: Leave): StarfireState {
  return how === 'concede'
    ? play(state, side, { type: 'concede' }, DICE).state
    : R.timeout(state, side, scriptedDice([])).state;
}

/** The side that owes the decision now (`null` once the game is over). */
function owedSeat(state: StarfireState): SideId | null {
  const owed = R.pending(state);
  if (state.result !== null) {
    expect(owed).toEqual([]);
    return null;
  }
  expect(owed).toHaveLength(1);
  return (owed[0]?.seat as SideId | undefined) ?? null;
}

/**
 * The side owed a decision has a legal order and `check` accepts every order listed (all of
 * them, or `sample` of them spread over the list).
 */
function expectLegalOrdersAccepted(state: StarfireState, sample = Infinity): void {
  const seat = owedSeat(state);
  if (seat === null) return;
  const orders = R.legalOrders(state, seat);
  expect(orders.length, `${seat} owes a decision and has a legal order`).toBeGreaterThan(0);
  const step = Math.max(1, Math.floor(orders.length / Math.min(sample, orders.length)));
  for (let i = 0; i < orders.length; i += step) {
    const checked = R.check(state, seat, orders[i]);
    if (!checked.ok)
      throw new Error(`listed ${JSON.stringify(orders[i])} refused: ${checked.error.code}`);
  }
}

/** Plays the game on by random legal orders, checking every owed decision, until it ends. */
function playToTheEnd(state: StarfireState, seed: number): StarfireState {
  const end = playRandomly(state, DICE, seededRandom(seed), 5_000, (move) =>
    expectLegalOrdersAccepted(move.after, move.after.stage.phase === 'deployment' ? 50 : 10),
  ).state;
  expect(end.result, 'the game reaches a result').not.toBeNull();
  return end;
}

/** Places the side's next unit on one of its legal placements, picked by `random`. */
function placeNext(state: StarfireState, random: () => number): StarfireState {
  const seat = owedSeat(state);
  if (seat === null) throw new Error('the game is over');
  const orders = R.legalOrders(state, seat);
  const order = orders[Math.floor(random() * orders.length)];
  if (!order || order.type !== 'deploy') throw new Error(`${seat} has no placement`);
  return play(state, seat, order, DICE).state;
}

const placedCount = (state: StarfireState, side: SideId): number =>
  state.units.filter((u) => u.side === side && u.status === 'on_map').length;

describe('a side leaves during deployment with two or more sides left', () => {
  for (const how of ['timeout', 'concede'] as const) {
    test(`three sides: A places A1, then A ${how === 'timeout' ? 'times out' : 'concedes'}; B places and the game plays on to the end`, () => {
      const start = taskGroups(3);
      const placed = play(start, 'A', { type: 'deploy', unit: 'A1', hex: at('1010'), facing: 'A' });
      expect(R.pending(placed.state)).toEqual([{ seat: 'A', kind: 'deploy' }]);
      const left = leave(placed.state, 'A', how);
      expect(left.result).toBeNull();
      expect(left.conceded).toEqual(['A']);
      expect(unit(left, 'A1')).toMatchObject({ status: 'left_map', hex: null });
      expect(R.pending(left)).toEqual([{ seat: 'B', kind: 'deploy' }]);
      expectLegalOrdersAccepted(left);
      // Side A's flagship has left the map, so B's is no longer placed 25 hexes from it: any hex,
      // even one next to where A1 stood.
      expect(R.legalOrders(left, 'B')).toHaveLength(
        6 * hexesInBounds(left.setup.scenario.map).length,
      );
      const b1 = play(left, 'B', { type: 'deploy', unit: 'B1', hex: at('1011'), facing: 'D' });
      expect(eventsOf(b1.events, 'unit_deployed')).toHaveLength(1);
      expect(R.pending(b1.state)).toEqual([{ seat: 'B', kind: 'deploy' }]);
      const end = playToTheEnd(b1.state, 1);
      expect(end.result?.winners).not.toContain('A');
    });
  }

  /**
   * When the side leaves: before its turn to place has come (an earlier side still places), on
   * its turn with none, one or all of its units placed.
   */
  type Moment =
    'before its turn' | 'on its turn, none placed' | 'on its turn, one placed' | 'with all placed';
  const MOMENTS: readonly Moment[] = [
    'before its turn',
    'on its turn, none placed',
    'on its turn, one placed',
    'with all placed',
  ];
  const positions: readonly [string, SideId][] = [
    ['first', 'A'],
    ['middle', 'B'],
    ['last', 'C'],
  ];
  const cases = positions.flatMap(([position, side]) =>
    MOMENTS.filter((moment) => !(side === 'A' && moment === 'before its turn')).flatMap((moment) =>
      (['concede', 'timeout'] as const).map((how) => ({ position, side, moment, how })),
    ),
  );

  test.each(cases)(
    'the $position side ($side) leaves $moment, by $how',
    ({ side, moment, how }) => {
      const random = seededRandom(7);
      let state = taskGroups(3);
      const order = deploymentSequence(state.setup).map((step) => step.side);
      const wanted = moment === 'on its turn, one placed' ? 1 : 0;
      // Place until the moment has come.
      const ready = (s: StarfireState): boolean => {
        if (moment === 'before its turn') return true;
        if (moment === 'with all placed') return placedCount(s, side) === 3;
        return owedSeat(s) === side && placedCount(s, side) === wanted;
      };
      while (!ready(state)) state = placeNext(state, random);
      const owedBefore = owedSeat(state);
      const deploying = state.stage.phase === 'deployment';
      // The last side placing its last unit ends deployment: it leaves on turn 1 instead.
      expect(deploying).toBe(!(side === 'C' && moment === 'with all placed'));
      const left = leave(state, side, how);
      expect(left.conceded).toEqual([side]);
      for (const u of left.units.filter((x) => x.side === side))
        expect(u).toMatchObject({ status: 'left_map', hex: null });
      // Nobody else's units moved.
      for (const u of left.units.filter((x) => x.side !== side))
        expect(u.status === 'on_map').toBe(unit(state, u.id).status === 'on_map');
      if (deploying && left.result === null && left.stage.phase === 'deployment') {
        // The owed side is the one that owed before, or (when the leaving side owed) the next
        // side in the deployment order with units still to place.
        const next =
          owedBefore === side
            ? order.find(
                (s, i) => i > order.indexOf(side) && placedCount(left, s) < 3 && s !== side,
              )
            : owedBefore;
        expect(R.pending(left)).toEqual([{ seat: next, kind: 'deploy' }]);
      }
      expectLegalOrdersAccepted(left, 200);
      const end = playToTheEnd(left, 11);
      expect(end.result?.winners ?? []).not.toContain(side);
    },
  );

  test('four sides: A and then C leave during deployment; B and D place anywhere and play on', () => {
    const random = seededRandom(3);
    let state = taskGroups(4);
    state = leave(state, 'A', 'concede');
    expect(R.pending(state)).toEqual([{ seat: 'B', kind: 'deploy' }]);
    state = placeNext(state, random);
    state = leave(state, 'C', 'timeout');
    expect(state.conceded).toEqual(['A', 'C']);
    while (placedCount(state, 'B') < 3) state = placeNext(state, random);
    expect(R.pending(state)).toEqual([{ seat: 'D', kind: 'deploy' }]);
    expect(R.legalOrders(state, 'D')).toHaveLength(
      6 * hexesInBounds(state.setup.scenario.map).length,
    );
    expectLegalOrdersAccepted(state, 200);
    playToTheEnd(state, 5);
  });

  test('a placement measured from a side still in the game still applies', () => {
    // A places its flagship, B leaves: C's flagship is still placed 25 hexes from A1.
    let state = taskGroups(3);
    state = play(state, 'A', { type: 'deploy', unit: 'A1', hex: at('1010'), facing: 'A' }).state;
    state = leave(state, 'B', 'concede');
    state = play(state, 'A', { type: 'deploy', unit: 'A2', hex: at('1011'), facing: 'A' }).state;
    state = play(state, 'A', { type: 'deploy', unit: 'A3', hex: at('1009'), facing: 'A' }).state;
    expect(R.pending(state)).toEqual([{ seat: 'C', kind: 'deploy' }]);
    const checked = R.check(state, 'C', {
      type: 'deploy',
      unit: 'C1',
      hex: at('1013'),
      facing: 'A',
    });
    expect(checked.ok ? 'accepted' : checked.error.code).toBe('deploy/wrong_distance');
    expectLegalOrdersAccepted(state);
    expect(R.legalOrders(state, 'C').length).toBeLessThan(
      6 * hexesInBounds(state.setup.scenario.map).length,
    );
  });
});
