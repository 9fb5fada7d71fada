import type { Hex } from '@broadside/rules';
import type { ActionOrder, StartrekView } from '@broadside/rules/startrek';
import {
  hexIn,
  launchHexes,
  moveTo,
  ofType,
  startingDraft,
  type ActionDraft,
} from './action-draft.js';
import { standOf } from './map-model.js';
import { placeToken } from './token-moves.js';

/**
 * What a click on the map does to the action being drafted, apart from the screen: a hex clicked
 * sets a launch's hex, a move's end or a cloaked token's place; a counter clicked picks a target,
 * a token to scan, a hex under it, or another of your ships. `null`: the click changes nothing.
 */

/** A hex clicked while drafting `d`. */
export function draftOnHex(
  view: StartrekView,
  legal: readonly ActionOrder[],
  d: ActionDraft,
  hex: Hex,
): ActionDraft | null {
  let next: ActionDraft | null = null;
  if (d.type === 'launch' && hexIn(launchHexes(legal, d), hex)) next = { ...d, hex };
  const ship = view.ships.find((s) => s.id === d.ship);
  if (d.type === 'move' && ship?.hex && ship.heading !== null)
    next = moveTo(legal, d, { hex: ship.hex, heading: ship.heading }, hex);
  if (d.type === 'move_cloaked') next = placeToken(view, d, hex);
  return next;
}

/** A counter (`unitId`, a stand's end or a token) clicked by `seat` while drafting `d`. */
export function draftOnCounter(
  view: StartrekView,
  legal: readonly ActionOrder[],
  d: ActionDraft,
  seat: string | null,
  unitId: string,
): ActionDraft | null {
  const id = standOf(unitId);
  const stand = view.stands.find((s) => s.id === id);
  const onHex = (hex: Hex) => draftOnHex(view, legal, d, hex);
  if (d.type === 'move_cloaked') {
    // One of the ship's own tokens picks it; any other counter's hex is a destination.
    const own = view.ships.find((s) => s.id === d.ship)?.cloak?.tokens.some((t) => t.id === id);
    if (own && id !== d.placing) return { ...d, placing: id };
    const placed = stand ? onHex(unitId.endsWith('~aft') ? stand.aft : stand.fore) : null;
    if (placed) return placed;
  }
  // A counter on a marked hex is a move's end, unless it is another of your ships (picked below).
  const another = stand?.side === seat && stand.ship !== d.ship;
  if (d.type === 'move' && stand && !another) {
    const moved = onHex(stand.fore);
    if (moved) return moved;
  }
  if (
    d.type === 'scan' &&
    ofType(legal, d, 'scan').some((o) => o.type === 'scan' && o.token === id)
  )
    return { ...d, token: id };
  const ship = stand?.ship ?? id;
  if (
    (d.type === 'fire' || d.type === 'board') &&
    ofType(legal, d, d.type).some((o) => 'target' in o && o.target === ship)
  )
    return { ...d, target: ship };
  if (d.type === 'launch' && stand) {
    const hex = unitId.endsWith('~aft') ? stand.aft : stand.fore;
    if (hexIn(launchHexes(legal, d), hex)) return { ...d, hex };
  }
  if (stand && stand.side === seat && stand.ship !== d.ship)
    return startingDraft(view, legal, stand.ship);
  const torpedo = view.torpedoes.find((t) => t.id === id);
  if (d.type === 'launch' && torpedo) return onHex(torpedo.hex);
  return null;
}
