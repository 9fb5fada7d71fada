import { distance, offsetToHex, type Facing } from '@broadside/rules';
import {
  isInBlindspot,
  reachablePoses,
  type StarfireState,
  type UnitState,
} from '@broadside/rules/starfire';
import { describe, expect, test } from 'vitest';
import { createBot } from '../src/index.js';
import { pointsToKill } from '../src/starfire/durability.js';
import { bestPoseAgainstReplies } from '../src/starfire/response.js';
import {
  focusOf,
  isSwarm,
  laserPointsToKill,
  sharedDamageIn,
  sternHex,
  swarmStanding,
} from '../src/starfire/swarm.js';
import { damageOut } from '../src/starfire/threat.js';
import { applyChecked, inputFor, newGame, rulesetOf } from './support.js';

const R = rulesetOf('starfire');

/** A Raiders game (scenario 5) played by easy bots up to side B's first movement step. */
function raidersAtFirstMove(): StarfireState {
  const game = newGame(R, { scenario: 'raiders' }, 7);
  const bots: Record<string, ReturnType<typeof createBot>> = {};
  let state = game.state as StarfireState;
  for (let n = 0; n < 500; n += 1) {
    const owed = R.pending(state)[0]!;
    if (owed.kind === 'move' && owed.seat === 'B') return state;
    bots[owed.seat] ??= createBot(R, { level: 'easy', seed: owed.seat });
    const order = bots[owed.seat]!.decide(inputFor(R, state, owed.seat));
    state = applyChecked(R, state, owed.seat, order, game.dice) as StarfireState;
  }
  throw new Error('side B never came to move');
}

/** A unit placed on the map at `CCRR` with a facing and MP left (others unchanged). */
type Placement = readonly [id: string, label: string, facing: Facing, mp?: number];

/** `state` with units placed; every corvette not placed is taken out of the battle. */
function arrange(state: StarfireState, placements: readonly Placement[]): StarfireState {
  const at = (label: string) => offsetToHex(Number(label.slice(0, 2)), Number(label.slice(2)));
  return {
    ...state,
    units: state.units.map((u) => {
      const placed = placements.find(([id]) => id === u.id);
      if (placed) {
        const [, label, facing, mp] = placed;
        return { ...u, hex: at(label), facing, mp: mp ?? u.mp, status: 'on_map' };
      }
      if (u.hull !== 'CT') return u;
      return { ...u, hex: null, facing: null, mp: 0, status: 'destroyed' };
    }),
  };
}

const base = raidersAtFirstMove();
const cruisers = base.units.filter((u) => u.hull === 'CA').map((u) => u.id);
const corvettes = base.units.filter((u) => u.hull === 'CT').map((u) => u.id);
const [CA1, CA2] = cruisers as [string, string];
const [CT1, CT2, CT3] = corvettes as [string, string, string];
const unit = (state: StarfireState, id: string) => state.units.find((u) => u.id === id)!;
const enemiesOf = (state: StarfireState, side: string) =>
  state.units.filter((u) => u.side !== side && u.status === 'on_map');

describe('Starfire, the hard level’s swarm plan (Raiders, scenario 5)', () => {
  test.each([
    ['raiders', 'B', true, 'six corvettes (16 HS) against two heavy cruisers (60 HS)'],
    ['raiders', 'A', false, 'two heavy cruisers are no swarm'],
    ['task_groups', 'A', false, 'mixed task groups of like size'],
    ['set_piece', 'B', false, 'equal fleets'],
    ['patrol', 'A', false, 'one corvette a side'],
  ])('Scenario forces: %s side %s fights as a swarm: %s (%s)', (scenario, side, swarm) => {
    const { state } = newGame(R, { scenario }, 3);
    expect(isSwarm(state as StarfireState, side)).toBe(swarm);
  });

  test('Scenario forces: the swarm stops being one when it no longer outnumbers the enemy', () => {
    const thinned: StarfireState = {
      ...base,
      units: base.units.map((u) =>
        u.hull === 'CT' && u.id !== CT1 ? { ...u, status: 'destroyed', hex: null } : u,
      ),
    };
    expect(isSwarm(thinned, 'B')).toBe(false);
  });

  test('Damage: lasers pass over shields, so a fresh cruiser dies to its points less its shields', () => {
    const ca = unit(base, CA1);
    const { points, shields } = pointsToKill(base, ca);
    expect(shields).toBe(5);
    expect(laserPointsToKill(base, ca)).toBe(points - 5);
  });

  /** A cruiser with its first `n` systems of a kind out (shields go offline, the rest are destroyed). */
  const hurt = (state: StarfireState, id: string, code: 'S' | 'A', n: number): StarfireState => ({
    ...state,
    units: state.units.map((u) => {
      if (u.id !== id) return u;
      const offset = code === 'S' ? 0 : 5; // SSSSSAAAAA… (the Bastion heavy cruiser)
      return {
        ...u,
        slots: u.slots.map((s, i) =>
          i >= offset && i < offset + n ? (code === 'S' ? 'offline' : 'destroyed') : s,
        ),
      };
    }),
  });

  test.each([
    ['neither cruiser hurt: the lower id', (s: StarfireState) => s, 0],
    [
      'the second cruiser’s shields down: lasers gain nothing, the lower id',
      (s: StarfireState) => hurt(s, CA2, 'S', 5),
      0,
    ],
    [
      'the second cruiser’s armour holed: the one nearer destruction by lasers',
      (s: StarfireState) => hurt(s, CA2, 'A', 2),
      1,
    ],
  ])('Damage, focus fire: with %s', (_case, change, expected) => {
    const state = change(base);
    expect(focusOf(state, enemiesOf(state, 'B'))?.id).toBe(cruisers[expected]);
  });

  test.each(['A', 'B', 'C', 'D', 'E', 'F'] as const)(
    'Geometry, Arcs: the hex two behind a cruiser facing %s is in its blindspot',
    (facing) => {
      const state = arrange(base, [[CA1, '2217', facing]]);
      const ca = unit(state, CA1);
      const stern = sternHex(ca)!;
      expect(distance(ca.hex!, stern)).toBe(2);
      expect(isInBlindspot(ca.hex!, facing, stern)).toBe(true);
    },
  );

  test.each([
    [0, 1],
    [1, 1 / 2],
    [2, 1 / 3],
  ])(
    'Combat, order of play: with %i friends beside it, a corvette takes %f of a cruiser’s fire',
    (friends, share) => {
      const placements: Placement[] = [
        [CA1, '2217', 'A'],
        [CA2, '4033', 'A'],
        [CT1, '2213', 'D'],
      ];
      for (const id of [CT2, CT3].slice(0, friends)) placements.push([id, '2213', 'D']);
      const state = arrange(base, placements);
      const ct = unit(state, CT1);
      const others = state.units.filter(
        (u) => u.side === 'B' && u.id !== CT1 && u.status === 'on_map',
      );
      const full = damageOut(state, unit(state, CA1), [ct]);
      expect(full).toBeGreaterThan(0);
      expect(sharedDamageIn(state, unit(state, CA1), ct, others)).toBeCloseTo(full * share, 6);
    },
  );

  test('Geometry, Arcs: at laser range, behind the cruiser beats abeam and ahead of it', () => {
    const score = (label: string, facing: Facing) => {
      const state = arrange(base, [
        [CA1, '2217', 'A'],
        [CA2, '4033', 'A'],
        [CT1, label, facing],
      ]);
      return swarmStanding(state, unit(state, CT1), enemiesOf(state, 'B'));
    };
    const behind = score('2219', 'A'); // two hexes astern, bow on the cruiser
    const abeam = score('2418', 'F'); // two hexes off its side
    const ahead = score('2215', 'D'); // two hexes ahead of its bow
    expect(behind).toBeGreaterThan(abeam);
    expect(behind).toBeGreaterThan(ahead);
  });

  /** Starts from which a corvette (6 MP) can reach a cruiser's blindspot within laser range. */
  test.each([
    ['abeam at range 4', '2615', 'E'],
    ['on the quarter at range 6', '2620', 'F'],
    ['astern at range 8', '2225', 'A'],
    ['off the bow at range 4', '2014', 'C'],
    ['abeam at range 2, bow on', '2418', 'F'],
  ] as const)(
    'Movement, Geometry: Arcs: a corvette %s ends its move in the cruiser’s blindspot within laser range',
    (_where, label, facing) => {
      // The cruisers have spent their MP (a corvette's 6 MP outlast a cruiser's 4).
      const state = arrange(base, [
        [CA1, '2217', 'A', 0],
        [CA2, '4033', 'A', 0],
        [CT1, label, facing, 6],
        // Two friends far off in the top corner keep the swarm three strong.
        [CT2, '4402', 'A', 0],
        [CT3, '4302', 'A', 0],
      ]);
      const ct = unit(state, CT1) as UnitState;
      const ca = unit(state, CA1);
      const good = (hex: UnitState['hex']) =>
        hex !== null && distance(ca.hex!, hex) <= 6 && isInBlindspot(ca.hex!, ca.facing!, hex);
      const reachable = reachablePoses(ct, state.setup.scenario.map).some((p) => good(p.hex));
      expect(reachable).toBe(true);
      const planned = bestPoseAgainstReplies(state, ct);
      expect(good(planned!.hex)).toBe(true);
    },
  );
});
