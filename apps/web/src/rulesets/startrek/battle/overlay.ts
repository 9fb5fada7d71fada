import {
  distanceToStand,
  manoeuvre,
  nearestShips,
  standHexes as standOfPosition,
  type ActionOrder,
  type Position,
  type StartrekView,
} from '@broadside/rules/startrek';
import { hexEquals, type Hex } from '@broadside/rules';
import type { HexBadge, HexLine, HexMark } from '../../../map/map-data.js';
import { launchHexes, ofType, type ActionDraft } from './action-draft.js';
import { preview, stateOfView } from './legal.js';
import { bandMarks, rangeBadges } from './range-bands.js';
import { landings } from './token-moves.js';

/** What the battle screen draws over the counters. */
export interface Overlay {
  readonly marks: readonly HexMark[];
  readonly lines: readonly HexLine[];
  readonly path: readonly Hex[];
  readonly badges: readonly HexBadge[];
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

/** The fore hexes where a ship's legal moves of the drafted band end. */
export function moveEnds(legal: readonly ActionOrder[], d: ActionDraft, from: Position): Hex[] {
  return ofType(legal, d, 'move').flatMap((o) =>
    o.type === 'move' && o.band === d.band ? [manoeuvre(from, o).end.hex] : [],
  );
}

/** The cloaked move: each token's end stand with its id, the picked token's choices and path. */
function cloakedMove(view: StartrekView, draft: ActionDraft, out: Drawing): void {
  const ship = view.ships.find((s) => s.id === draft.ship);
  const names = new Map<string, { hex: Hex; ids: string[] }>();
  for (const token of ship?.cloak?.tokens ?? []) {
    const t = draft.tokens[token.id] ?? { turnAt: 0, turn: 0 };
    const p = preview(view, token, { band: draft.band, ...t });
    for (const h of standOfPosition(p.end)) out.marks.push({ hex: h, kind: 'path' });
    const key = `${p.end.hex.q},${p.end.hex.r}`;
    const at = names.get(key) ?? { hex: p.end.hex, ids: [] };
    at.ids.push(token.id);
    names.set(key, at);
    if (token.id !== draft.placing) continue;
    out.path = p.path;
    for (const l of landings(view, draft.ship, token, draft.band))
      out.marks.push({ hex: l.end.hex, kind: 'legal' });
    out.marks.push({ hex: p.end.hex, kind: 'focus' });
  }
  for (const { hex, ids } of names.values()) out.badges.push({ hex, text: ids.join(' ') });
}

interface Drawing {
  marks: HexMark[];
  lines: HexLine[];
  path: Hex[];
  badges: HexBadge[];
}

/**
 * While acting: the Short, Medium and Long bands around the acting uncloaked ship (around where
 * the drafted move ends, for a move) with the distance and arc to each enemy stand and the
 * distance to each torpedo as badges; the planned move as the arrow with its end stand marked
 * and every end its band allows; for a cloaked move each token's end stand named, and where the
 * picked token may go; targets in reach marked, the chosen target's line of fire, the hexes a
 * torpedo may be placed on. Log focus marks the units picked from the log. `bands` false leaves
 * the range bands out.
 */
export function overlay(
  view: StartrekView,
  legal: readonly ActionOrder[],
  draft: ActionDraft | null,
  focus: readonly string[],
  bands = true,
): Overlay {
  const out: Drawing = { marks: [], lines: [], path: [], badges: [] };
  const { marks, lines } = out;
  for (const id of focus) {
    const h = targetHex(view, id) ?? view.torpedoes.find((t) => t.id === id)?.hex;
    if (h) marks.push({ hex: h, kind: 'focus' });
  }
  if (!draft) return out;
  const ship = view.ships.find((s) => s.id === draft.ship);
  const from: Position | null =
    ship?.hex && ship.heading !== null ? { hex: ship.hex, heading: ship.heading } : null;
  const moved = from && draft.type === 'move' ? preview(view, from, draft) : null;
  const measured = moved?.end ?? from;
  if (measured && ship && !ship.cloak) {
    if (bands) marks.push(...bandMarks(view, measured));
    out.badges.push(...rangeBadges(view, measured, ship.side));
  }
  switch (draft.type) {
    case 'move':
      if (from && moved) {
        for (const h of moveEnds(legal, draft, from)) marks.push({ hex: h, kind: 'legal' });
        out.path = moved.path;
        for (const h of standOfPosition(moved.end)) marks.push({ hex: h, kind: 'path' });
      }
      break;
    case 'move_cloaked':
      cloakedMove(view, draft, out);
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
      if (!t) break;
      marks.push({ hex: t.hex, kind: 'target' });
      // The distance a die must equal to hit: to the named ship, else the nearest one.
      const state = stateOfView(view);
      const target =
        state.ships.find((s) => s.id === draft.target) ?? nearestShips(state, t.hex)[0];
      if (target) {
        out.badges = out.badges.filter((b) => !hexEquals(b.hex, t.hex));
        out.badges.push({ hex: t.hex, text: `${distanceToStand(t.hex, target)} to ${target.id}` });
        lines.push({ from: t.hex, to: target.hex, kind: 'fire' });
      }
      break;
    }
    default:
      break;
  }
  return out;
}
