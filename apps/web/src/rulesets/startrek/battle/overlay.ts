import { standHexes as standOfPosition, type StartrekView } from '@broadside/rules/startrek';
import type { Hex } from '@broadside/rules';
import type { HexLine, HexMark } from '../../../map/map-data.js';
import { launchHexes, ofType, type ActionDraft } from './action-draft.js';
import { preview } from './legal.js';
import type { ActionOrder } from '@broadside/rules/startrek';

/** What the battle screen draws over the counters. */
export interface Overlay {
  readonly marks: readonly HexMark[];
  readonly lines: readonly HexLine[];
  readonly path: readonly Hex[];
}

/** The fore hex of a ship's stand or a token's, by id. */
function foreOf(view: StartrekView, id: string): Hex | null {
  return view.stands.find((s) => s.id === id)?.fore ?? null;
}

/** Where a target ship stands for this viewer (a cloaked one: its found real token). */
export function targetHex(view: StartrekView, ship: string): Hex | null {
  const direct = view.stands.find((s) => s.id === ship);
  if (direct) return direct.fore;
  const cloak = view.ships.find((s) => s.id === ship)?.cloak;
  const real = cloak?.real ?? cloak?.scans.find((x) => x.real === true)?.token;
  return real ? foreOf(view, real) : null;
}

/**
 * While acting: the planned move as the arrow with its end stand marked (each token's, for a
 * cloaked move), targets in reach marked, the chosen target's line of fire, the hexes a torpedo
 * may be placed on. Log focus marks the units picked from the log.
 */
export function overlay(
  view: StartrekView,
  legal: readonly ActionOrder[],
  draft: ActionDraft | null,
  focus: readonly string[],
): Overlay {
  const marks: HexMark[] = [];
  const lines: HexLine[] = [];
  let path: Hex[] = [];
  for (const id of focus) {
    const h = targetHex(view, id) ?? view.torpedoes.find((t) => t.id === id)?.hex;
    if (h) marks.push({ hex: h, kind: 'focus' });
  }
  if (!draft) return { marks, lines, path };
  const ship = view.ships.find((s) => s.id === draft.ship);
  const from = ship?.hex && ship.heading !== null ? { hex: ship.hex, heading: ship.heading } : null;
  switch (draft.type) {
    case 'move':
      if (from) {
        const p = preview(view, from, draft);
        path = p.path;
        for (const h of standOfPosition(p.end)) marks.push({ hex: h, kind: 'path' });
      }
      break;
    case 'move_cloaked':
      for (const token of ship?.cloak?.tokens ?? []) {
        const t = draft.tokens[token.id] ?? { turnAt: 0, turn: 0 };
        const p = preview(view, token, { band: draft.band, ...t });
        for (const h of p.path.slice(1)) marks.push({ hex: h, kind: 'path' });
        for (const h of standOfPosition(p.end)) marks.push({ hex: h, kind: 'legal' });
      }
      break;
    case 'fire':
    case 'board':
      for (const o of ofType(legal, draft, draft.type)) {
        const h = o.type === 'fire' || o.type === 'board' ? targetHex(view, o.target) : null;
        if (h) marks.push({ hex: h, kind: 'target' });
      }
      if (from) {
        const to = targetHex(view, draft.target);
        if (to) lines.push({ from: from.hex, to, kind: 'assigned' });
      }
      break;
    case 'launch':
      for (const h of launchHexes(legal, draft)) marks.push({ hex: h, kind: 'legal' });
      if (draft.hex) marks.push({ hex: draft.hex, kind: 'target' });
      break;
    case 'scan':
      for (const o of ofType(legal, draft, 'scan')) {
        const h = o.type === 'scan' ? foreOf(view, o.token) : null;
        if (h)
          marks.push({
            hex: h,
            kind: o.type === 'scan' && o.token === draft.token ? 'target' : 'legal',
          });
      }
      break;
    case 'detonate': {
      const t = view.torpedoes.find((x) => x.id === draft.torpedo);
      if (t) marks.push({ hex: t.hex, kind: 'target' });
      break;
    }
    default:
      break;
  }
  return { marks, lines, path };
}
