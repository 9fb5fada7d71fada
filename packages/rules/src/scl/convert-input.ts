import { z } from 'zod';
import { MISSILE_TYPE_IDS } from './designs.js';
import { ARCS } from './geometry.js';

/**
 * The Star Cruiser figures the seed's conversion reads, as a zod schema. Figures are those of
 * one ship (one craft for a fighter); `scale` says how many the counter stands for, and the
 * conversion adds them up ("use the total hit points for all ships represented by the counter").
 */

const int = z.number().int();
const amount = int.min(0).max(10_000);
const sensor = int.min(1).max(99).nullable();

/** One group of identical SC beam weapons firing into the same sectors. */
export const scBeamGroupSchema = z.strictObject({
  /** How many weapons of the group. */
  count: int.min(1).max(100),
  /** The weapon's own to-hit modifier ("dbl" weapons: +1). */
  toHit: int.min(-9).max(9),
  /** Its damage multiplier: 1 for x1, 3 for x3. */
  multiplier: int.min(1).max(9),
  /** The 90° sectors it fires into: F, P, S, A. */
  arcs: z
    .array(z.enum(ARCS))
    .min(1)
    .max(4)
    .refine((a) => new Set(a).size === a.length, 'a sector appears twice'),
});

/** The Star Cruiser figures of one class, for {@link convertShip}. */
export const scShipSchema = z.strictObject({
  /** Class id, lower case: `bismarck`. */
  id: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'lower-case letters, digits and _'),
  name: z.string().trim().min(1).max(60),
  kind: z.enum(['ship', 'fighter']),
  /** Ships per counter ("Scale"): 1 or 2 for warships, 4 for fighters. */
  scale: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  /** Fighters only ("Flexible Fighter Flights"): craft in the flight, 1–4; 4 if absent. */
  craft: int.min(1).max(4).optional(),
  damagePoints: int.min(1).max(10_000),
  /** Movement value, used as thrust. */
  movement: int.min(1).max(30),
  beams: z.array(scBeamGroupSchema).max(24),
  remoteStations: amount,
  targetingComputer: int.min(-9).max(9),
  /** Strength of the active (and passive) sensor, back-ups excluded; `null` for none. */
  activeSensor: sensor,
  passiveSensor: sensor,
  /** Radiated signature: one value, or two (the lower counts). */
  radiated: z.array(int.min(0).max(99)).min(1).max(2),
  lateralReflected: int.min(0).max(99),
  radialReflected: int.min(0).max(99),
  radialProfile: int.min(-9).max(9),
  lateralProfile: int.min(-9).max(9),
  armor: int.min(0).max(9),
  screens: int.min(0).max(99),
  damageControlParties: amount,
  /** Missiles carried and their type; `null` for none. */
  missiles: z.strictObject({ count: amount, type: z.enum(MISSILE_TYPE_IDS) }).nullable(),
  /** Total damage points of the submunitions carried. */
  submunitionDamage: amount,
  /** Fighter flights carried (a fighter class id and how many flights). */
  flights: z
    .array(z.strictObject({ cls: z.string().min(1).max(32), count: int.min(1).max(12) }))
    .max(6),
});

/** Star Cruiser figures as {@link convertShip} reads them. */
export type ScShipInput = z.infer<typeof scShipSchema>;
