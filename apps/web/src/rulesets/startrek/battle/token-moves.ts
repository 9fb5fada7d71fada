import { hexEquals, type Hex } from '@broadside/rules';
import {
  classCard,
  manoeuvre,
  manoeuvres,
  measure,
  moveProblem,
  type Band,
  type Manoeuvre,
  type Position,
  type StartrekView,
  type Token,
} from '@broadside/rules/startrek';
import type { ActionDraft } from './draft.js';
import { stateOfView } from './legal.js';

/** A turn of a move without its band: what a cloaked move sets for each token. */
export interface Turn {
  readonly turnAt: number;
  readonly turn: number;
}

/** One place a stand may end a move: the manoeuvre and the stand it ends as. */
export interface Landing {
  readonly move: Manoeuvre;
  readonly end: Position;
}

/**
 * Where a stand of `ship` may end a move of `band` from `from`: the rules' `manoeuvres` of its
 * class that `moveProblem` allows, one per end stand (the first manoeuvre reaching it), in the
 * rules' order (straight first).
 */
export function landings(view: StartrekView, ship: string, from: Position, band: Band): Landing[] {
  const state = stateOfView(view).ships.find((s) => s.id === ship);
  if (!state) return [];
  const out: Landing[] = [];
  for (const move of manoeuvres(classCard(view.setup, state.cls), band)) {
    if (moveProblem(view.map, from, move) !== null) continue;
    const { end } = manoeuvre(from, move);
    if (!out.some((l) => hexEquals(l.end.hex, end.hex) && l.end.heading === end.heading))
      out.push({ move, end });
  }
  return out;
}

/** True when two turns are the same manoeuvre. */
export function sameTurn(a: Turn, b: Turn): boolean {
  return a.turn === b.turn && (a.turn === 0 || a.turnAt === b.turnAt);
}

/**
 * The landing a click on `hex` picks: one whose fore hex is there. When `current` already ends
 * there, the next one ending there (another heading), so clicking again turns the stand.
 */
export function landingAt(options: readonly Landing[], hex: Hex, current: Turn): Landing | null {
  const here = options.filter((l) => hexEquals(l.end.hex, hex));
  const at = here.findIndex((l) => sameTurn(l.move, current));
  return here[(at + 1) % Math.max(here.length, 1)] ?? null;
}

/**
 * "Fan out": each token of a cloaked ship its own place, as far as can be from the places
 * already given to the tokens before it (distances by the rules' `measure`, stand to stand),
 * over the moves the rules allow it; ties go to the rules' order, so the result is the same for
 * the same board. Every token is treated alike (the real one included), so the pattern tells the
 * opponent nothing. A token with no legal move of the band keeps straight.
 */
export function fanOut(
  view: StartrekView,
  ship: string,
  tokens: readonly Token[],
  band: Band,
): Record<string, Turn> {
  const placed: Position[] = [];
  const out: Record<string, Turn> = {};
  for (const token of tokens) {
    let best: Landing | null = null;
    let bestGap = -1;
    for (const l of landings(view, ship, token, band)) {
      const gap = Math.min(
        Number.MAX_SAFE_INTEGER,
        ...placed.map((p) => measure(l.end, p).distance),
      );
      if (gap > bestGap) {
        best = l;
        bestGap = gap;
      }
    }
    if (best) placed.push(best.end);
    out[token.id] = best
      ? { turnAt: best.move.turnAt, turn: best.move.turn }
      : { turnAt: 0, turn: 0 };
  }
  return out;
}

/** The draft with its cloaked ship's tokens fanned out ({@link fanOut}) over its band. */
export function fanOutDraft(view: StartrekView, d: ActionDraft): ActionDraft {
  const tokens = view.ships.find((s) => s.id === d.ship)?.cloak?.tokens ?? [];
  return { ...d, tokens: fanOut(view, d.ship, tokens, d.band) };
}

/** The token picked after `token`, in the ship's order (back to the first after the last). */
export function nextToken(tokens: readonly Token[], token: string): string {
  const i = tokens.findIndex((t) => t.id === token);
  return tokens[(i + 1) % Math.max(tokens.length, 1)]?.id ?? token;
}

/**
 * A click on `hex` during a cloaked move: the picked token goes to end there (a second click
 * turns it to the next heading that ends there) and the next token is picked; `null` when the
 * picked token cannot end there.
 */
export function placeToken(view: StartrekView, d: ActionDraft, hex: Hex): ActionDraft | null {
  const tokens = view.ships.find((s) => s.id === d.ship)?.cloak?.tokens ?? [];
  const token = tokens.find((t) => t.id === d.placing);
  if (!token) return null;
  const current = d.tokens[token.id] ?? { turnAt: 0, turn: 0 };
  const options = landings(view, d.ship, token, d.band);
  const picked = landingAt(options, hex, current);
  if (!picked) return null;
  const here = options.filter((l) => hexEquals(l.end.hex, hex));
  const again = here.length > 1 && here.some((l) => sameTurn(l.move, current));
  return {
    ...d,
    tokens: { ...d.tokens, [token.id]: { turnAt: picked.move.turnAt, turn: picked.move.turn } },
    // Clicking the same hex again turns the same token; a new hex moves on to the next token.
    placing: again ? token.id : nextToken(tokens, token.id),
  };
}
