import type { Hex } from '@broadside/rules';
import {
  legalOrders,
  manoeuvre,
  moveProblem,
  type Manoeuvre,
  type Position,
  type ActionOrder,
  type StartrekOrder,
  type StartrekState,
  type StartrekView,
} from '@broadside/rules/startrek';
import { memoOrders, type BattleMode } from '../../../game/owed-orders.js';
import type { Session } from '../../../net/session.js';

/** Where nothing is (a hidden cloaked ship the rules will not measure to). */
const NOWHERE: Hex = { q: -99, r: -99 };

/**
 * The view as a state the rules' `legalOrders` can read. A seat's own ships are all there; an
 * enemy ship under cloak has no position in the view: it gets its real token's position once a
 * scan found it (firing needs it), else a place no rule measures to (only its tokens are
 * targets). Nothing secret is guessed: only what the view holds is used.
 */
export function stateOfView(view: StartrekView): StartrekState {
  const ships = view.ships.map((s) => {
    if (s.hex !== null && s.heading !== null && (!s.cloak || s.cloak.real !== null))
      return {
        ...s,
        hex: s.hex,
        heading: s.heading,
        cloak: s.cloak && {
          ...s.cloak,
          real: s.cloak.real ?? '',
          scans: s.cloak.scans.map((x) => ({ ...x, real: x.real === true })),
        },
      };
    const found = s.cloak?.scans.find((x) => x.real === true)?.token;
    const token = s.cloak?.tokens.find((t) => t.id === found);
    return {
      ...s,
      hex: token?.hex ?? s.hex ?? NOWHERE,
      heading: token?.heading ?? s.heading ?? 0,
      cloak: s.cloak && {
        tokens: s.cloak.tokens,
        real: found ?? '',
        scans: s.cloak.scans.map((x) => ({ ...x, real: x.real === true })),
      },
    };
  });
  return { ...view, ships, salt: [] } as unknown as StartrekState;
}

/** The legal orders of the seat on screen, asked once per sequence number. */
export function memoLegal(): (s: Session, mode: BattleMode) => readonly StartrekOrder[] {
  return memoOrders((view, seat) => legalOrders(stateOfView(view as StartrekView), seat));
}

/** The legal actions among a list of orders. */
export function actionsOf(orders: readonly StartrekOrder[]): ActionOrder[] {
  return orders.filter(
    (o): o is ActionOrder =>
      o.type !== 'decloak' && o.type !== 'allocate' && o.type !== 'repair' && o.type !== 'concede',
  );
}

/**
 * A token's or ship's manoeuvre as the hexes it passes (its start first) and its end stand, and
 * whether the rules' `moveProblem` lets it end there (on the map, off the asteroids).
 */
export function preview(
  view: StartrekView,
  from: Position,
  m: Manoeuvre,
): { path: Hex[]; end: Position; ok: boolean } {
  const { path, end } = manoeuvre(from, m);
  return { path: [from.hex, ...path], end, ok: moveProblem(view.map, from, m) === null };
}
