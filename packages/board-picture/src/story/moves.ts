import type { Hex } from '@broadside/rules';

/**
 * Where units went within one step, from the step's events as a viewer saw them: the hexes a
 * move passed through, so that a trail bends where the unit turned instead of cutting straight
 * from where it stood before the step to where it stood after. Events are read defensively: a
 * field a viewer's copy lacks gives no move.
 */

/** One move: a unit and the hexes it passed, in order (its start hex first when known). */
export interface StepMove {
  readonly unit: string;
  readonly hexes: readonly Hex[];
}

type Fields = Readonly<Record<string, unknown>>;

function isHex(value: unknown): value is Hex {
  const h = value as Partial<Hex> | null;
  return typeof h === 'object' && h !== null && Number.isInteger(h.q) && Number.isInteger(h.r);
}

/** The hex of a field that is a hex or a position (`{ hex, heading }`). */
function hexOf(value: unknown): Hex | null {
  if (isHex(value)) return value;
  const inner = (value as Fields | null)?.hex;
  return isHex(inner) ? inner : null;
}

/** A move of unit `e[unitField]` from `e.from` along `e.path` (or to `e.to`). */
function move(e: Fields, unitField: string): StepMove[] {
  const unit = e[unitField];
  if (typeof unit !== 'string') return [];
  const from = hexOf(e.from);
  const path = Array.isArray(e.path) ? e.path.filter(isHex) : [];
  const to = hexOf(e.to);
  const hexes = [...(from ? [from] : []), ...path, ...(path.length === 0 && to ? [to] : [])];
  return hexes.length > 0 ? [{ unit, hexes }] : [];
}

/** Each ruleset's moving events: type → how to read them. */
const MOVES: Readonly<Record<string, Readonly<Record<string, (e: Fields) => StepMove[]>>>> = {
  onepage: {
    ships_stepped: (e) =>
      Array.isArray(e.moves) ? e.moves.flatMap((m) => move(m as Fields, 'ship')) : [],
    missile_moved: (e) => move(e, 'missile'),
    gravity_pull: (e) => move(e, 'unit'),
  },
  scl: { unit_moved: (e) => move(e, 'unit') },
  starfire: { unit_stepped: (e) => move(e, 'unit') },
  startrek: {
    ship_moved: (e) => move(e, 'ship'),
    tokens_moved: (e) =>
      Array.isArray(e.tokens) ? e.tokens.flatMap((t) => move(t as Fields, 'token')) : [],
  },
};

/** The moves in one step's events of a game of `rulesetId` (none for an unknown ruleset). */
export function stepMoves(rulesetId: string, events: readonly unknown[]): StepMove[] {
  const readers = Object.hasOwn(MOVES, rulesetId) ? MOVES[rulesetId] : undefined;
  if (!readers) return [];
  return events.flatMap((event) => {
    const e = event as Fields | null;
    const type = e?.type;
    if (typeof type !== 'string' || !Object.hasOwn(readers, type)) return [];
    return readers[type]!(e!);
  });
}
