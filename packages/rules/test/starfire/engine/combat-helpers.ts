import type { Facing } from '../../../src/hex/facing.js';
import type { HullCode } from '../../../src/starfire/data/hulls.js';
import { fireOptions, type TargetOption } from '../../../src/starfire/fire-options.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { battle, testSetup } from './helpers.js';

/** The default CT design, a typical target. */
export const TARGET = 'SSAAZ(I)R(I)LQ(I)';

/**
 * A1 (side A) against B1 (side B) in the combat phase with A to fire. B2, a decoy sharing A1's
 * hex, gives A1 a legal shot at range 0 whatever else, so that A1 can always be activated.
 */
export function duel(
  a: { design: string; hex: string; facing: Facing; hull?: HullCode },
  b: { design: string; hex: string; facing: Facing; hull?: 'CT' | 'DD' | 'CA' | 'BS1' },
  extra: { planets?: string[]; moons?: string[] } = {},
): StarfireState {
  const aHull = a.hull ?? 'CT';
  const bHull = b.hull ?? 'CT';
  const forces =
    bHull === 'CT'
      ? [{ hull: bHull, count: 2 }]
      : [
          { hull: bHull, count: 1 },
          { hull: 'CT' as const, count: 1 },
        ];
  const options = {
    forces: { A: [{ hull: aHull, count: 1 }], B: forces },
    designs: {
      A: { [aHull]: a.design },
      B: { [bHull]: b.design, CT: bHull === 'CT' ? b.design : TARGET },
    },
    phase: 'combat' as const,
    ...extra,
  };
  // The target is the first side-B unit of hull bHull; the other side-B unit is the decoy.
  const bUnits = testSetup(options).units.filter((u) => u.side === 'B');
  const target = bUnits.find((u) => u.hull === bHull)?.id ?? 'B1';
  const decoy = bUnits.find((u) => u.id !== target)?.id ?? 'B2';
  return battle(
    {
      A1: { hex: a.hex, facing: a.facing },
      [target]: { hex: b.hex, facing: b.facing },
      [decoy]: { hex: a.hex, facing: b.facing },
    },
    options,
  );
}

/** A1's option against `target` (default B1) with the weapon in `slot`, or `undefined`. */
export function option(s: StarfireState, slot: number, target = 'B1'): TargetOption | undefined {
  return fireOptions(s, 'A1')
    .weapons.find((w) => w.slot === slot)
    ?.targets.find((t) => t.target === target);
}
