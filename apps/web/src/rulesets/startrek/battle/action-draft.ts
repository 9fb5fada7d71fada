import { hexEquals, type Hex } from '@broadside/rules';
import {
  AREAS,
  manoeuvre,
  type ActionOrder,
  type ActionType,
  type Position,
  type StartrekView,
} from '@broadside/rules/startrek';
import { preview } from './legal.js';
import { landingAt } from './token-moves.js';
import type { ActionDraft } from './draft.js';

export type { ActionDraft } from './draft.js';

/** Nothing chosen. */
export const EMPTY_ACTION: ActionDraft = {
  type: '',
  ship: '',
  band: 'short',
  turnAt: 0,
  turn: 0,
  target: '',
  area: 'weapons',
  hex: null,
  torpedo: '',
  token: '',
  drop: null,
  tokens: {},
  placing: '',
};

/** The ship an action is taken by, if any. */
export function actor(o: ActionOrder): string {
  return 'ship' in o ? o.ship : '';
}

/** A key that names an action without its die, to compare a draft with the legal list. */
export function actionKey(o: ActionOrder): string {
  switch (o.type) {
    case 'move':
      return `move/${o.ship}/${o.band}/${o.turnAt}/${o.turn}`;
    case 'move_cloaked':
      return `move_cloaked/${o.ship}/${o.band}`;
    case 'fire':
      return `fire/${o.ship}/${o.target}/${o.area}`;
    case 'launch':
      return `launch/${o.ship}/${o.target}/${o.hex.q},${o.hex.r}`;
    case 'detonate':
      return `detonate/${o.torpedo}/${o.area}/${o.target ?? ''}`;
    case 'cloak':
    case 'warp':
      return `${o.type}/${o.ship}`;
    case 'scan':
      return `scan/${o.ship}/${o.token}`;
    case 'board':
      return `board/${o.ship}/${o.target}`;
    case 'assault':
      return `assault/${o.target}/${o.area}`;
    case 'pass':
      return 'pass';
  }
}

/** The action types `ship` (or, for `''`, the side itself) may take now. */
export function typesFor(legal: readonly ActionOrder[], ship: string): ActionType[] {
  const types = new Set<ActionType>();
  for (const o of legal) {
    const by = actor(o);
    if (by === ship || by === '') types.add(o.type);
  }
  return [...types];
}

/** A draft's fields filled from one legal order (the panel's starting choice for a type). */
export function draftFrom(d: ActionDraft, o: ActionOrder, _view: StartrekView): ActionDraft {
  const base: ActionDraft = { ...d, type: o.type, ship: actor(o) || d.ship };
  switch (o.type) {
    case 'move':
      return { ...base, band: o.band, turnAt: o.turnAt, turn: o.turn };
    case 'move_cloaked':
      return {
        ...base,
        band: o.band,
        tokens: Object.fromEntries(
          o.tokens.map((t) => [t.token, { turnAt: t.turnAt, turn: t.turn }]),
        ),
        placing: o.tokens[0]?.token ?? '',
      };
    case 'fire':
      return { ...base, target: o.target, area: o.area };
    case 'launch':
      return { ...base, target: o.target, hex: o.hex };
    case 'detonate':
      return { ...base, torpedo: o.torpedo, area: o.area, target: o.target ?? '' };
    case 'scan':
      return { ...base, token: o.token };
    case 'board':
      return { ...base, target: o.target };
    case 'assault':
      return { ...base, target: o.target, area: o.area };
    default:
      return base;
  }
}

/** The order a draft stands for (with its die), or `null` when a field is missing. */
export function orderOf(d: ActionDraft): ActionOrder | null {
  const drop = d.drop !== null ? { drop: d.drop } : {};
  switch (d.type) {
    case '':
      return null;
    case 'move':
      return { type: 'move', ship: d.ship, band: d.band, turnAt: d.turnAt, turn: d.turn, ...drop };
    case 'move_cloaked':
      return {
        type: 'move_cloaked',
        ship: d.ship,
        band: d.band,
        tokens: Object.entries(d.tokens).map(([token, t]) => ({
          token,
          turnAt: t.turnAt,
          turn: t.turn,
        })),
        ...drop,
      };
    case 'fire':
      return { type: 'fire', ship: d.ship, target: d.target, area: d.area, ...drop };
    case 'launch':
      return d.hex ? { type: 'launch', ship: d.ship, target: d.target, hex: d.hex, ...drop } : null;
    case 'detonate':
      return {
        type: 'detonate',
        torpedo: d.torpedo,
        area: d.area,
        ...(d.target ? { target: d.target } : {}),
        ...drop,
      };
    case 'cloak':
    case 'warp':
      return { type: d.type, ship: d.ship, ...drop };
    case 'scan':
      return { type: 'scan', ship: d.ship, token: d.token, ...drop };
    case 'board':
      return { type: 'board', ship: d.ship, target: d.target, ...drop };
    case 'assault':
      return { type: 'assault', target: d.target, area: d.area, ...drop };
    case 'pass':
      return { type: 'pass', ...drop };
  }
}

/**
 * Whether the draft's order is legal: listed by `legalOrders` (a cloaked move: its band listed,
 * and every token's own manoeuvre on the map and off the asteroids).
 */
export function isLegal(
  view: StartrekView,
  legal: readonly ActionOrder[],
  order: ActionOrder | null,
): boolean {
  if (!order) return false;
  const key = actionKey(order);
  if (!legal.some((o) => actionKey(o) === key)) return false;
  if (order.type !== 'move_cloaked') return true;
  const ship = view.ships.find((s) => s.id === order.ship);
  return order.tokens.every((m) => {
    const token = ship?.cloak?.tokens.find((t) => t.id === m.token);
    return token !== undefined && preview(view, token, { ...m, band: order.band }).ok;
  });
}

/** The legal orders of a type by the draft's ship. */
export function ofType(
  legal: readonly ActionOrder[],
  d: ActionDraft,
  type: ActionType,
): ActionOrder[] {
  return legal.filter((o) => o.type === type && (actor(o) === '' || actor(o) === d.ship));
}

/** Distinct values, in first-seen order. */
export function distinct<T>(list: readonly T[]): T[] {
  return [...new Set(list)];
}

/** The legal hexes for a torpedo at the draft's target. */
export function launchHexes(legal: readonly ActionOrder[], d: ActionDraft): Hex[] {
  return ofType(legal, d, 'launch').flatMap((o) =>
    o.type === 'launch' && o.target === d.target ? [o.hex] : [],
  );
}

/** True when the hex is one of the list. */
export function hexIn(list: readonly Hex[], h: Hex): boolean {
  return list.some((x) => hexEquals(x, h));
}

/** Every area, for selects. */
export const AREA_LIST = AREAS;

/**
 * A click on `hex` while a move is drafted: the legal move of the drafted band that ends with the
 * fore hex there (a second click on the same hex turns to the next heading ending there), or
 * `null` when none does.
 */
export function moveTo(
  legal: readonly ActionOrder[],
  d: ActionDraft,
  from: Position,
  hex: Hex,
): ActionDraft | null {
  const options = ofType(legal, d, 'move').flatMap((o) =>
    o.type === 'move' && o.band === d.band ? [{ move: o, end: manoeuvre(from, o).end }] : [],
  );
  const picked = landingAt(options, hex, d);
  return picked ? { ...d, turnAt: picked.move.turnAt, turn: picked.move.turn } : null;
}

/** The first action of a ship (its first that is not a pass), or a pass. */
export function startingDraft(
  view: StartrekView,
  legal: readonly ActionOrder[],
  ship: string | null,
): ActionDraft {
  const first =
    legal.find((o) => actor(o) === ship && o.type !== 'pass') ??
    legal.find((o) => actor(o) !== '' && o.type !== 'pass') ??
    legal.find((o) => o.type === 'pass');
  return first
    ? draftFrom({ ...EMPTY_ACTION, ship: actor(first) || (ship ?? '') }, first, view)
    : EMPTY_ACTION;
}
