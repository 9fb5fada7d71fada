import { ruleError, type RuleError } from '../core/result.js';
import { rejecter } from '../core/reject.js';

/**
 * Every code with which the Starfire engine rejects an order, with what it means. The codes are
 * stable: clients, bots and tests rely on them. docs/rules-reference.md lists the same table.
 */
export const ORDER_ERRORS = {
  'order/malformed':
    'The order does not have the shape of any Starfire order (the path points at the fault).',
  'order/game_over': 'The game is over; no order is accepted.',
  'order/not_a_side': 'The seat is not a side of this game, or it has conceded.',
  'order/not_your_turn': 'Another side owes the decision now.',
  'order/wrong_phase': 'This kind of order is not accepted in the current phase.',
  'order/unknown_unit': 'No unit has that id.',
  'order/not_your_unit': 'The unit belongs to another side.',
  'order/duplicate_unit': 'The same unit appears twice in one order.',
  'order/unit_not_available':
    'The unit is not in a state to do that (destroyed, off the map, not deployed …).',
  'order/not_owed':
    'That unit does not owe a step now (it already stepped this round or has no MP).',
  'order/no_mp_left': 'The unit has no movement point left.',
  'order/not_eligible':
    'The unit does not meet the preconditions of the declaration (MP, transit, base).',
  'order/must_stay': 'A ship making a Hard Turn spends every MP in its starting hex.',
  'order/must_leave_start_hex':
    'A ship using Engine Modulation must leave its starting hex; this is its last MP.',
  'order/turn_not_allowed':
    'That facing change is not allowed now (turn mode not fulfilled, or more than one hexside).',
  'order/facing_required': 'A unit coming through a warp point must be given a facing.',
  'order/cannot_transit':
    'Only the next unit of the transit order, waiting off the map, can come through the warp point.',
  'order/cannot_exit': 'The ship cannot leave through a warp point now.',
  'order/bad_transit_order':
    'The transit order must list each waiting unit of the side exactly once.',
  'order/cannot_shelter': 'Only a ship (not a base) in a planet or moon hex can shelter.',
  'order/nothing_to_fire': 'The ship has no shot it could take; it is skipped automatically.',
  'order/already_fired': 'The ship has already fired or passed this turn.',
  'order/not_a_weapon': 'That slot holds no weapon.',
  'order/weapon_not_ready': 'That weapon is destroyed.',
  'order/duplicate_weapon': 'Each weapon fires once per turn, at one target.',
  'order/no_munitions': 'The launcher is empty and no intact magazine has a reload.',
  'order/invalid_target': 'The target is not an enemy unit on the map.',
  'order/out_of_range': 'The weapon cannot reach the target at that range.',
  'order/beyond_targeting_limit':
    'The target is beyond 10 hexes and the firer cannot use Combat Sensors.',
  'order/in_blindspot': "The target is in the firer's blindspot.",
  'order/outside_restricted_arc':
    'A restricted-arc (+) weapon can only fire into the front 120° arc or its own hex.',
  'order/target_sheltered':
    'The target shelters behind a planet or moon and the firer is not in its hex.',
  'order/firer_sheltered': 'A sheltering ship can only fire at units in its own hex.',
  'order/cannot_hit': 'The to-hit number after modifiers is zero or less.',
  'order/not_point_defense': 'That slot is not an intact Point Defense of the defending ship.',
  'fleet/hull_not_fielded': 'The side fields no unit of that hull, so it picks no design for it.',
  'fleet/invalid_design':
    'The design is not valid for its hull (the path ends at the character of the first fault).',
  'order/over_budget': "The chosen designs make the side's fleet cost more points than its budget.",
  'order/nothing_to_intercept':
    'The attack has no interceptable munition of the type that option engages.',
} as const;

/** A stable order error code. */
export type OrderErrorCode = keyof typeof ORDER_ERRORS;

/** A failed result with a documented code. */
export const reject = rejecter<OrderErrorCode>();

/** Builds a {@link RuleError} with a documented code. */
export function orderError(
  code: OrderErrorCode,
  message: string,
  path: readonly (string | number)[] = [],
): RuleError {
  return ruleError(code, message, path);
}
