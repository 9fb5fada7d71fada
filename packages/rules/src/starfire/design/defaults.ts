import { deepFreeze } from '../data/freeze.js';
import type { HullCode } from '../data/hulls.js';
import { parseDesign } from './parse.js';
import type { Design } from './types.js';

/** A named design shipped with the product. */
export interface NamedDesign {
  readonly name: string;
  /** Canonical design string. */
  readonly text: string;
}

/**
 * One valid default design per hull (Starfire rulings, Ship design): each fills its hull spaces,
 * reaches the hull's Max MP, mixes weapons, and carries the free Datalink (Z) where it may.
 * The package README explains each choice.
 */
export const DEFAULT_DESIGNS: Readonly<Record<HullCode, NamedDesign>> = deepFreeze({
  ES: { name: 'Kestrel escort', text: 'SAZ(I)L+G(I)Q' },
  CT: { name: 'Lancer corvette', text: 'SSAAZ(I)R(I)LQ(I)' },
  DD: { name: 'Warden destroyer', text: 'SSSAAAZ(I)R(I)FQ(I)RD(I)MgY(I)Q' },
  CL: { name: 'Ranger light cruiser', text: 'SSSSAAAZ(I)PtR(II)FDQ(I)RLQ(II)DMgYQ' },
  CA: { name: 'Bastion heavy cruiser', text: 'SSSSSAAAAAZ(II)PtRQ(II)EDQ(II)FGDQPt(II)DMgYQ' },
  FT1: { name: 'Packet freighter', text: 'HHH(I)HHHQHH(I)H' },
  FT2: { name: 'Hauler freighter', text: 'HHH(I)HHHH(I)HHQHH(I)H' },
  BS1: { name: 'Picket base', text: 'SSSAAAZRPtDQYRMgLQ' },
  BS2: { name: 'Citadel base', text: 'SSSSSAAAAAZPtRQDEQYGPtQDRMgMgQ' },
});

const cache = new Map<HullCode, Design>();

/**
 * The default design for a hull, parsed and frozen (one shared value per hull). Throws if
 * the shipped design is invalid, which the test suite rules out (a programmer error).
 */
export function defaultDesign(hull: HullCode): Design {
  const cached = cache.get(hull);
  if (cached) return cached;
  const parsed = parseDesign(hull, DEFAULT_DESIGNS[hull].text);
  if (!parsed.ok) {
    throw new Error(
      `defaultDesign: the shipped ${hull} design is invalid: ${parsed.error.map((e) => e.message).join(' ')}`,
    );
  }
  const design = deepFreeze(parsed.value);
  cache.set(hull, design);
  return design;
}
