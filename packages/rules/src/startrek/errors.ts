import { rejecter } from '../core/reject.js';

/**
 * Every code with which the Star Trek engine rejects an order. The codes are stable: clients,
 * bots and tests rely on them. docs/rules/star-trek.md lists the same table.
 */
export const ORDER_ERRORS = {
  'order/malformed': 'The order does not have the shape of any Star Trek order.',
  'order/game_over': 'The game is over; no order is accepted.',
  'order/not_a_side': 'The seat is not a side of this game.',
  'order/not_pending': 'The seat owes no decision now (only decloak and concede are accepted).',
  'order/wrong_kind': 'The seat owes another kind of decision.',
  'order/already_submitted': 'The seat has already handed in this simultaneous decision.',
  'order/unknown_ship': 'No ship has that id.',
  'order/not_your_ship': 'The ship belongs to the other side.',
  'order/ship_not_in_play': 'The ship is not on the map (reserve, destroyed or gone to warp).',
  'order/cloaked': 'The ship is cloaked: it cannot do that (move it with move_cloaked).',
  'order/not_cloaked': 'The ship is not cloaked.',
  'order/offline': 'The track the action needs is Offline (at 1).',
  'order/band_too_long': 'The ship may not move that far (class or engines).',
  'order/bad_turn': 'The turn is larger than the ship’s turn value, or comes after the band.',
  'order/off_map': 'The move leaves the map.',
  'order/asteroid': 'The move ends with a stand on an asteroid (scenery option).',
  'order/bad_tokens': 'A cloaked move must give each of the ship’s tokens exactly once.',
  'order/invalid_target': 'The target is not an enemy ship on the map that may be targeted.',
  'order/not_scanned':
    'The target is cloaked and the firing ship has not found its real token with a scan of its own (with shared scans: no ship of the side has).',
  'order/out_of_range': 'The target is beyond range (Long, 9 hexes; boarding Short, 3).',
  'order/bad_hex': 'A torpedo must be placed on the map, next to the target’s stand.',
  'order/unknown_torpedo': 'No Active Torpedo has that id.',
  'order/not_your_torpedo': 'The torpedo belongs to the other side.',
  'order/no_target': 'No uncloaked ship is on the map for the torpedo to hit.',
  'order/not_nearest': 'The named target is not one of the ships nearest the torpedo.',
  'order/no_cloak': 'The ship has no cloaking device, or too little power to cloak.',
  'order/unknown_token': 'No enemy cloak token has that id.',
  'order/no_warp': 'The ship may not go to warp here.',
  'order/bad_drop': 'The side holds no initiative die of that value.',
  'order/bad_allocation': 'The sub-systems do not match the hits owed.',
  'order/bad_transfer': 'A damage control transfer breaks the rules.',
  'order/too_many_points': 'More points are moved than the ship’s damage control successes.',
  'order/option_off': 'The boarding option is off in this game.',
  'order/no_boarders': 'The side has no boarding party aboard that ship.',
} as const;

/** A stable order error code. */
export type OrderErrorCode = keyof typeof ORDER_ERRORS;

/** A failed result with a documented code. */
export const reject = rejecter<OrderErrorCode>();
