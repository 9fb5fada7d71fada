import { z } from 'zod';
import { gameResultSchema } from '../core/game-result.js';
import { err, ok, ruleError, type Result } from '../core/result.js';
import { HULL_CODES } from './data/hulls.js';
import { facingSchema, hexSchema } from './orders.js';
import { SIDE_IDS, UNIT_STATUSES, type ResolvedSetup } from './scenarios/types.js';
import { DECLARATIONS, SLOT_CONDITIONS, type StarfireState } from './state.js';

const side = z.enum(SIDE_IDS);
const count = z.int().min(0);

const unitStateSchema = z.strictObject({
  id: z.string(),
  side,
  hull: z.enum(HULL_CODES),
  status: z.enum(UNIT_STATUSES),
  hex: hexSchema.nullable(),
  facing: facingSchema.nullable(),
  slots: z.array(z.enum(SLOT_CONDITIONS)),
  stores: z.array(count.nullable()),
  mp: count,
  turnCount: count,
  declaration: z.enum(DECLARATIONS),
  startHex: hexSchema.nullable(),
  leftStartHex: z.boolean(),
  enteredByLastStep: z.boolean(),
  transited: z.boolean(),
  activated: z.boolean(),
  sheltering: z.boolean(),
  damagedThisTurn: z.boolean(),
  cleanTurns: count,
});

const pendingHitSchema = z.strictObject({
  slot: count,
  weapon: z.enum(['R', 'G', 'Pt', 'F', 'L', 'E']),
  damage: count,
  interceptable: z.boolean(),
});

const stageSchema = z.discriminatedUnion('phase', [
  z.strictObject({ phase: z.literal('fleet'), chosen: z.array(side) }),
  z.strictObject({ phase: z.literal('deployment'), index: count }),
  z.strictObject({ phase: z.literal('declaration'), sideIndex: count }),
  z.strictObject({
    phase: z.literal('movement'),
    round: count,
    sideIndex: z.int().min(-1),
    owed: z.array(z.string()),
    exits: z.array(count),
  }),
  z.strictObject({ phase: z.literal('shelter'), sideIndex: count }),
  z.strictObject({
    phase: z.literal('combat'),
    sideIndex: count,
    queue: z
      .strictObject({
        firer: z.string(),
        attacks: z.array(z.strictObject({ target: z.string(), hits: z.array(pendingHitSchema) })),
        next: count,
      })
      .nullable(),
  }),
  z.strictObject({ phase: z.literal('over') }),
]);

/**
 * The shape of everything the engine keeps in a state besides the setup. The setup is checked
 * separately (see {@link parseStoredState}), since it has its own schema and rules.
 */
export const starfireStateSchema = z.strictObject({
  setup: z.custom<ResolvedSetup>((value) => typeof value === 'object' && value !== null),
  turn: count,
  rolls: count,
  stage: stageSchema,
  units: z.array(unitStateSchema),
  initiative: z.array(side),
  moveOrder: z.array(side),
  transitOrders: z.partialRecord(side, z.array(z.string())),
  conceded: z.array(side),
  result: gameResultSchema.nullable(),
  // The rules kit's draw offer (core/draw-offer.ts), present only in games that saw one.
  drawOffer: z.strictObject({ by: side, accepted: z.array(side) }).optional(),
  drawDeclined: z.partialRecord(side, count).optional(),
});

/**
 * Checks a state read back from storage: the engine's fields by schema, and the units against
 * the setup (same ids, sides, hulls, and one slot per design system). Errors: `state/invalid`.
 * The setup itself is trusted as stored; to re-check it, run the creator's stored input through
 * `resolveSetup` again.
 */
export function parseStoredState(input: unknown): Result<StarfireState> {
  const parsed = starfireStateSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = (issue?.path ?? []).map((p) => (typeof p === 'number' ? p : String(p)));
    return err(
      ruleError(
        'state/invalid',
        `Stored state is not valid at ${path.join('.')}: ${issue?.message ?? '?'}`,
        path,
      ),
    );
  }
  const state = parsed.data as StarfireState;
  const units = state.setup.units;
  if (!Array.isArray(units) || units.length !== state.units.length) {
    return err(ruleError('state/invalid', 'Stored state units do not match its setup.', ['units']));
  }
  for (const [i, unit] of state.units.entries()) {
    const entry = units[i];
    if (!entry || entry.id !== unit.id || entry.side !== unit.side || entry.hull !== unit.hull) {
      return err(
        ruleError('state/invalid', `Unit ${unit.id} does not match its setup entry.`, ['units', i]),
      );
    }
    if (
      entry.design.slots.length !== unit.slots.length ||
      unit.stores.length !== unit.slots.length
    ) {
      return err(
        ruleError('state/invalid', `Unit ${unit.id} has the wrong number of systems.`, [
          'units',
          i,
          'slots',
        ]),
      );
    }
  }
  return ok(state);
}
