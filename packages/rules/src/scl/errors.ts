import { rejecter } from '../core/reject.js';

/** Every code with which Star Cruiser Lite refuses an order. Stable; the docs list the same. */
export const ORDER_ERRORS = {
  'order/malformed': 'The order does not have the shape of any Star Cruiser Lite order.',
  'order/game_over': 'The game is over.',
  'order/not_a_side': 'The seat is not a side of this game.',
  'order/not_pending': 'The seat owes no decision now (only a concession is accepted).',
  'order/wrong_kind': 'The seat owes another kind of decision.',
  'order/unknown_unit': 'No unit of yours in play has that id (or it is not due now).',
  'order/duplicate': 'The same unit, battery or craft appears twice where once is allowed.',
  'order/bad_repair': 'No damage control party is free, or the system is not destroyed.',
  'order/bad_launch': 'The craft cannot be launched now (none ready, no communicator free …).',
  'order/bad_recovery': 'The craft is not in its mother ship’s hex, or cannot be recovered.',
  'order/full_stop': 'The unit is at Full Stop, or cannot stop (vector speed above thrust).',
  'order/bad_move': 'The steps break the movement system’s rules.',
  'order/bad_battery': 'No such working battery, or it is used twice.',
  'order/not_in_arc': 'The target is outside every sector of the battery.',
  'order/invalid_target': 'The target is not an enemy unit in play that your side may engage.',
  'order/no_submunitions': 'No submunition shot left, or more than one a turn without the option.',
  'order/not_controlled': 'The missile has no communicator controlling it.',
  'order/not_in_contact':
    'The squadron is not one your fleet commander may activate now (not yours, not In Contact with the flagship, or nothing to move).',
} as const;

/** A stable order error code. */
export type OrderErrorCode = keyof typeof ORDER_ERRORS;

/** A failed result with a documented code. */
export const reject = rejecter<OrderErrorCode>();
