import { parseLabel, type Hex } from '@broadside/rules';

/**
 * Small pure helpers over a set-up as plain JSON, shared by the scenario editor and the
 * rulesets' editor parts. They copy what they change and leave the rest as it is.
 */

/** A set-up as JSON: an object, anything inside. */
export type SetupJson = Readonly<Record<string, unknown>>;

/** A path into a set-up, as a rules package's refusal names it. */
export type SetupPath = readonly (string | number)[];

/** The set-up as an object (an empty one when it is not). */
export function asObject(value: unknown): SetupJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as SetupJson)
    : {};
}

/** The value at `path` inside `value`, or `undefined`. */
export function valueAt(value: unknown, path: SetupPath): unknown {
  let at: unknown = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/**
 * `value` with `next` at `path` (objects made on the way); `undefined` removes the key, and an
 * object left empty by it goes too, so a set-up never carries `custom: {}`.
 */
export function withValueAt(value: unknown, path: SetupPath, next: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  if (Array.isArray(value) && typeof key === 'number') {
    const copy = [...(value as unknown[])];
    copy[key] = withValueAt(copy[key], rest, next);
    return copy;
  }
  const object = { ...asObject(value) };
  const inner = withValueAt(object[key], rest, next);
  const emptied =
    inner === undefined ||
    (rest.length > 0 &&
      typeof inner === 'object' &&
      inner !== null &&
      !Array.isArray(inner) &&
      Object.keys(inner).length === 0);
  if (emptied) delete object[key];
  else object[key] = inner;
  return object;
}

/**
 * The hex a refusal's path ends at, for the board to highlight: the value there read as a CCRR
 * label (`custom.forces.A.0.hex`, `custom.asteroids.3`) or a `{ q, r }` hex; `null` otherwise.
 */
export function hexAtPath(setup: unknown, path: SetupPath): Hex | null {
  const value = valueAt(setup, path);
  if (typeof value === 'string') {
    const parsed = parseLabel(value);
    return parsed.ok ? parsed.value : null;
  }
  const object = asObject(value);
  if (typeof object.q === 'number' && typeof object.r === 'number')
    return { q: object.q, r: object.r };
  return null;
}

/** The field key of a path: its parts joined with dots (`custom.forces.A.0`). */
export function pathKey(path: SetupPath): string {
  return path.join('.');
}

/**
 * The field a refusal belongs beside: of the editor's field keys, the longest that the path
 * starts with (`custom.forces.A.2.hex` → `custom.forces.A.2` when that row is a field, else
 * `custom.forces.A`); `null` when no field matches, and the message shows above the board.
 */
export function fieldForPath(path: SetupPath, keys: Iterable<string>): string | null {
  let best: string | null = null;
  for (let n = path.length; n > 0 && best === null; n -= 1) {
    const prefix = pathKey(path.slice(0, n));
    for (const key of keys) if (key === prefix) best = key;
  }
  return best;
}
