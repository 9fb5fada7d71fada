import { hexToOffset } from '@broadside/rules';
import {
  assessShot,
  designOf,
  fireOptions,
  HULLS,
  isWeaponCode,
  type StarfireState,
  type UnitState,
} from '@broadside/rules/starfire';
import { describe, expect, test } from 'vitest';
import { createBot } from '../src/index.js';
import { planPointDefense } from '../src/starfire/defense.js';
import { pointsToKill } from '../src/starfire/durability.js';
import { quickShot } from '../src/starfire/threat.js';
import { applyChecked, inputFor, newGame, rulesetOf } from './support.js';

const R = rulesetOf('starfire');

/** Plays easy bots from a new game of `scenario` until `ready` holds for the side owing. */
function positionWhere(
  scenario: string,
  ready: (state: StarfireState, seat: string, kind: string) => boolean,
  seed = 21,
): { state: StarfireState; seat: string } {
  const game = newGame(R, { scenario }, seed);
  const bots: Record<string, ReturnType<typeof createBot>> = {};
  let state = game.state as StarfireState;
  for (let n = 0; n < 4000 && state.result === null; n += 1) {
    const owed = R.pending(state)[0]!;
    if (ready(state, owed.seat, owed.kind)) return { state, seat: owed.seat };
    bots[owed.seat] ??= createBot(R, { level: 'easy', seed: owed.seat });
    const order = bots[owed.seat]!.decide(inputFor(R, state, owed.seat));
    state = applyChecked(R, state, owed.seat, order, game.dice) as StarfireState;
  }
  throw new Error('the position never came up');
}

/** The enemies some ship of `seat` could fire at now. */
function targetsOf(state: StarfireState, seat: string): string[] {
  const ids = new Set<string>();
  for (const unit of state.units) {
    if (unit.side !== seat || unit.status !== 'on_map') continue;
    for (const weapon of fireOptions(state, unit.id).weapons)
      for (const t of weapon.targets) ids.add(t.target);
  }
  return [...ids].sort();
}

const hard = () => createBot(R, { level: 'hard', seed: 'x', maxIterations: 4 });

/** The hard level's Starfire plans, each named after the rulebook section it follows. */
describe('Starfire, the hard level', () => {
  test.each([
    ['CT', 'a fresh corvette: every system, its two shields among them', 11, 2],
    ['DD', 'a fresh destroyer: every system, its three shields among them', null, 3],
  ])('Damage, destruction: points to destroy %s (%s)', (hull, _what, points, shields) => {
    const { state } = positionWhere('task_groups', (s) => s.turn >= 1);
    const unit = state.units.find((u) => u.hull === hull)!;
    const slots = designOf(state, unit.id).slots.length;
    expect(pointsToKill(state, unit)).toEqual({ points: points ?? slots, shields });
  });

  test('Damage, destruction: a ship with only its last inner system left dies to one point', () => {
    const { state } = positionWhere('task_groups', (s) => s.turn >= 1);
    const unit = state.units.find((u) => u.hull === 'CT')!;
    const last = unit.slots.length - 1;
    const crippled = {
      ...unit,
      slots: unit.slots.map((_, i) => (i === last ? 'intact' : 'destroyed')),
    };
    expect(pointsToKill(state, crippled as typeof unit)).toEqual({ points: 1, shields: 0 });
  });

  test('Combat phase, choosing targets: fire goes where it can destroy a ship', () => {
    const { state, seat } = positionWhere(
      'task_groups',
      (s, owing, kind) => kind === 'fire' && targetsOf(s, owing).length >= 2,
    );
    for (const victim of targetsOf(state, seat)) {
      // The victim has one system left between it and destruction.
      const crippled: StarfireState = {
        ...state,
        units: state.units.map((u) => {
          if (u.id !== victim) return u;
          const last = u.slots.length - 1;
          return { ...u, slots: u.slots.map((_, i) => (i === last ? 'intact' : 'destroyed')) };
        }),
      };
      const order = hard().decide(inputFor(R, crippled, seat)) as {
        type: string;
        shots: { target: string }[];
      };
      expect(order.type).toBe('fire');
      expect(order.shots.map((s) => s.target)).toContain(victim);
    }
  });

  test('Convoy raid (scenario 3), deployment: the raiders wait across the convoy’s road', () => {
    const { state, seat } = positionWhere('convoy_raid', (_s, owing, kind) => {
      return kind === 'deploy' && owing === 'B';
    });
    const order = hard().decide(inputFor(R, state, seat)) as { type: string; hex: never };
    expect(order.type).toBe('deploy');
    const freighterRows = state.units
      .filter((u) => u.hull.startsWith('FT') && u.hex)
      .map((u) => hexToOffset(u.hex!).row);
    // Ahead of the convoy (toward the top edge it runs for), not beside or behind it.
    expect(hexToOffset(order.hex).row).toBeLessThan(Math.min(...freighterRows) - 15);
  });

  test.each([3, 5, 8])(
    'Combat, to-hit: the quick estimate agrees with the rules one on one (Patrol, turn %i)',
    (turn) => {
      // One ship a side: no Datalink group, the one thing the estimate leaves out.
      const { state } = positionWhere('patrol', (s) => s.turn >= turn, 5);
      const [a, b] = state.units as [UnitState, UnitState];
      let compared = 0;
      for (const [firer, target] of [
        [a, b],
        [b, a],
      ] as const) {
        const sensors = designOf(state, firer.id).slots.some(
          (s) => s.code === 'Y' && firer.slots[s.index] === 'intact',
        );
        const base = HULLS[firer.hull].kind === 'base';
        for (const slot of designOf(state, firer.id).slots) {
          if (!isWeaponCode(slot.code) || firer.slots[slot.index] !== 'intact') continue;
          const rules = assessShot(state, firer, slot.index, target);
          const quick = quickShot(firer, slot.code, slot.restricted, target, sensors, base);
          expect(quick).toEqual(
            rules.ok ? { toHit: rules.shot.toHit, damage: rules.shot.damage } : null,
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(0);
    },
  );

  test('Point Defense: every D engages, on the option that stops most', () => {
    const { state, seat } = positionWhere(
      'set_piece',
      (_s, _seat, kind) => kind === 'point_defense',
    );
    const order = planPointDefense(state, seat) as {
      type: string;
      intercepts: { slot: number; option: number }[];
    };
    expect(R.check(state, seat, order).ok).toBe(true);
    const stage = state.stage as Extract<StarfireState['stage'], { phase: 'combat' }>;
    const attack = stage.queue!.attacks[stage.queue!.next]!;
    const defender = state.units.find((u) => u.id === attack.target)!;
    const ds = designOf(state, defender.id).slots.filter(
      (s) => s.code === 'D' && defender.slots[s.index] === 'intact',
    );
    const munitions = new Set(attack.hits.filter((h) => h.interceptable).map((h) => h.weapon));
    // With interceptable hits coming in, no D sits idle unless every hit is already engaged.
    if (munitions.size > 0) expect(order.intercepts.length).toBeGreaterThan(0);
    expect(order.intercepts.length).toBeLessThanOrEqual(ds.length);
  });
});
