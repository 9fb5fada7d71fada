import { classesOf, type WithSetup } from './classes.js';
import { MISSILE_PROFILE, MISSILE_SIGNATURE, MISSILES, type MissileTypeId } from './designs.js';
import { rowsFilled, type SclState, type Unit } from './state.js';

/** The fixed figures of a unit's class (missiles: of their type). */
export interface Stats {
  readonly fc: number;
  readonly wt: number;
  readonly ap: number;
  readonly sensor: number;
  readonly signature: number;
  readonly profile: number;
  readonly armor: number;
  readonly dc: number;
  readonly comms: number;
}

/** The class figures of a unit of `game` (its own classes too, `classes.ts`). */
export function statsOf(game: WithSetup, u: Pick<Unit, 'kind' | 'cls'>): Stats {
  if (u.kind === 'missile') {
    const m = MISSILES[u.cls as MissileTypeId];
    return {
      fc: 0,
      wt: 0,
      ap: m.ap,
      sensor: 0,
      signature: MISSILE_SIGNATURE,
      profile: MISSILE_PROFILE,
      armor: 0,
      dc: 0,
      comms: 0,
    };
  }
  const c = classesOf(game)[u.cls];
  if (!c) throw new Error(`no class ${u.cls}`);
  return c;
}

/** Movement allowance now: halved after row 2, quartered after row 3, never below 1 (floor). */
export function currentMa(u: Unit): number {
  const filled = rowsFilled(u);
  if (filled >= 3) return Math.max(1, Math.floor(u.thrust / 4));
  if (filled >= 2) return Math.max(1, Math.floor(u.thrust / 2));
  return u.thrust;
}

/** Armor now: halved (down) after row 1, 0 after row 2. */
export function currentArmor(game: WithSetup, u: Unit): number {
  const filled = rowsFilled(u);
  const armor = statsOf(game, u).armor;
  if (filled >= 2) return 0;
  return filled >= 1 ? Math.floor(armor / 2) : armor;
}

/** The armor penetration a firer brings: its AP with the optional rule, else 0. */
export function effectiveAp(state: SclState, u: Unit): number {
  return state.setup.rules.armor_penetration ? statsOf(state, u).ap : 0;
}
