import { rejecter } from '../core/reject.js';

/**
 * Every code with which the one-page engine rejects an order, with what it means. The codes are
 * stable: clients, bots and tests rely on them. docs/rules/onepage.md lists the same table.
 */
export const ORDER_ERRORS = {
  'order/malformed': 'The order does not have the shape of any one-page order.',
  'order/game_over': 'The game is over; no order is accepted.',
  'order/not_a_side': 'The seat is not a side of this game.',
  'order/not_pending': 'The seat owes no decision now (only a concession is accepted).',
  'order/wrong_kind': 'The seat owes another kind of decision (e.g. a plot, not a fire order).',
  'order/unknown_ship': 'No ship has that id.',
  'order/not_your_ship': 'The ship belongs to the other side.',
  'order/ship_not_in_play': 'The ship is destroyed or has escaped.',
  'order/duplicate_ship': 'The same ship has two paths in one order.',
  'order/too_far': 'The path is longer than the ship’s current MP.',
  'order/into_body': 'The path enters a planet’s hex; bodies are impassable.',
  'order/off_map':
    'The path leaves the map where this ship may not leave, or goes on after leaving.',
  'order/no_launcher':
    'The ship has no working launcher left for this launch (one per launcher a turn).',
  'order/no_missiles': 'The ship has no missile left in stock for this launch.',
  'order/cannot_launch': 'A ship that leaves the map this turn cannot launch.',
  'order/invalid_target': 'The target is not an enemy ship still in play.',
  'order/no_gun': 'The ship has no working gun left for this shot (one shot per gun).',
  'order/out_of_range': 'The target is not within gun range (1 hex).',
} as const;

/** A stable order error code. */
export type OrderErrorCode = keyof typeof ORDER_ERRORS;

/** A failed result with a documented code. */
export const reject = rejecter<OrderErrorCode>();
