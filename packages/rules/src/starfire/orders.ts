import { z } from 'zod';
import { FACINGS } from '../hex/facing.js';
import { HULL_CODES } from './data/hulls.js';

/**
 * Every order a Starfire player can give, as a zod discriminated union on `type`. The schemas
 * are exported so that the protocol package can reuse them on the wire. See
 * docs/rules-reference.md ("Orders") for when each one is accepted.
 */

/** An axial hex as it travels in orders. */
export const hexSchema = z.strictObject({ q: z.int(), r: z.int() });

/** A facing letter A … F. */
export const facingSchema = z.enum(FACINGS);

const unitId = z.string().min(1).max(16);

/**
 * A side's fleet, in the fleet phase: design text per hull. Hulls left out keep the default
 * design ("one design type per hull size"); only hulls the side fields may be named.
 */
export const chooseFleetOrderSchema = z.strictObject({
  type: z.literal('choose_fleet'),
  designs: z.partialRecord(z.enum(HULL_CODES), z.string().max(300)),
});

/**
 * Place the warp point before deployment (warp point assault from rules 1.2.0: side A, in any
 * hex within 3 of the centre hex).
 */
export const placeWarpPointOrderSchema = z.strictObject({
  type: z.literal('place_warp_point'),
  hex: hexSchema,
});

/** Place one unit on the map during deployment. */
export const deployOrderSchema = z.strictObject({
  type: z.literal('deploy'),
  unit: unitId,
  hex: hexSchema,
  facing: facingSchema,
});

/** Write down (hidden) the order in which the side's waiting units pass through the warp point. */
export const transitOrderSchema = z.strictObject({
  type: z.literal('transit_order'),
  units: z.array(unitId).max(64),
});

/**
 * The side's movement declarations for this turn, all at once (an empty list declares nothing).
 * Hard Turn and Engine Modulation are announced to everyone.
 */
export const declareOrderSchema = z.strictObject({
  type: z.literal('declare'),
  hardTurn: z.array(unitId).max(64),
  engineModulation: z.array(unitId).max(64),
});

/** What a ship does with one movement point. */
export const STEP_ACTIONS = ['forward', 'stay', 'transit', 'exit'] as const;

/** One of {@link STEP_ACTIONS}. */
export type StepAction = (typeof STEP_ACTIONS)[number];

/**
 * One movement point of one ship: move forward, stay, come through the warp point (a waiting
 * unit) or leave through it. `facing` is the facing after the step: omitted or equal to the
 * present facing for no turn, one hexside away for a turn (turn mode permitting), any facing on
 * the last MP of a Hard Turn and on arrival through a warp point (where it is required).
 */
export const stepOrderSchema = z.strictObject({
  type: z.literal('step'),
  unit: unitId,
  action: z.enum(STEP_ACTIONS),
  facing: facingSchema.optional(),
});

/** The side's ships that shelter behind a planet or moon this turn (may be empty). */
export const shelterOrderSchema = z.strictObject({
  type: z.literal('shelter'),
  units: z.array(unitId).max(64),
});

/** One weapon shot: the firer's slot index and the target unit. */
export const shotSchema = z.strictObject({ slot: z.int().min(0), target: unitId });

/** Activate a ship and fire some of its ready weapons, each at one target. */
export const fireOrderSchema = z.strictObject({
  type: z.literal('fire'),
  unit: unitId,
  shots: z.array(shotSchema).min(1).max(64),
});

/** Activate a ship without firing; it counts as having fired this turn. */
export const passOrderSchema = z.strictObject({ type: z.literal('pass'), unit: unitId });

/** One Point Defense system's choice: its slot index and an intercept option 1 … 6. */
export const interceptSchema = z.strictObject({
  slot: z.int().min(0),
  option: z.int().min(1).max(6),
});

/** The defender's Point Defense against the attack now waiting; D systems left out do nothing. */
export const pointDefenseOrderSchema = z.strictObject({
  type: z.literal('point_defense'),
  intercepts: z.array(interceptSchema).max(64),
});

/** Give up the battle. Accepted at any time from a side still in the game. */
export const concedeOrderSchema = z.strictObject({ type: z.literal('concede') });

/** Any Starfire order. */
export const starfireOrderSchema = z.discriminatedUnion('type', [
  chooseFleetOrderSchema,
  placeWarpPointOrderSchema,
  deployOrderSchema,
  transitOrderSchema,
  declareOrderSchema,
  stepOrderSchema,
  shelterOrderSchema,
  fireOrderSchema,
  passOrderSchema,
  pointDefenseOrderSchema,
  concedeOrderSchema,
]);

/** Any Starfire order. */
export type StarfireOrder = z.infer<typeof starfireOrderSchema>;
/** An order's type name. */
export type StarfireOrderType = StarfireOrder['type'];
/** The order with the given type. */
export type OrderOfType<T extends StarfireOrderType> = Extract<StarfireOrder, { type: T }>;

/** A side's designs, in the fleet phase. */
export type ChooseFleetOrder = OrderOfType<'choose_fleet'>;
/** Places the warp point before deployment. */
export type PlaceWarpPointOrder = OrderOfType<'place_warp_point'>;
/** Places one unit during deployment. */
export type DeployOrder = OrderOfType<'deploy'>;
/** Writes the hidden warp point transit order. */
export type TransitOrder = OrderOfType<'transit_order'>;
/** A side's Hard Turn and Engine Modulation declarations. */
export type DeclareOrder = OrderOfType<'declare'>;
/** One movement point of one ship. */
export type StepOrder = OrderOfType<'step'>;
/** A side's sheltering ships. */
export type ShelterOrder = OrderOfType<'shelter'>;
/** An activation that fires weapons. */
export type FireOrder = OrderOfType<'fire'>;
/** An activation that fires nothing. */
export type PassOrder = OrderOfType<'pass'>;
/** The defender's intercept choices against the awaited attack. */
export type PointDefenseOrder = OrderOfType<'point_defense'>;
/** A concession. */
export type ConcedeOrder = OrderOfType<'concede'>;
/** One weapon fired at one target. */
export type Shot = z.infer<typeof shotSchema>;
/** One Point Defense system's option. */
export type Intercept = z.infer<typeof interceptSchema>;

/** The order types, in the order a turn uses them. */
export const ORDER_TYPES = [
  'choose_fleet',
  'place_warp_point',
  'deploy',
  'transit_order',
  'declare',
  'step',
  'shelter',
  'fire',
  'pass',
  'point_defense',
  'concede',
] as const satisfies readonly StarfireOrderType[];

/** Type guard: the order is of type `type`. */
export function isOrderOfType<T extends StarfireOrderType>(
  order: StarfireOrder,
  type: T,
): order is OrderOfType<T> {
  return order.type === type;
}
