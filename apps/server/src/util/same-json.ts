/**
 * Whether two JSON values are equal: the same primitives, arrays of equal items in the same
 * order, objects with the same keys (in any order) holding equal values. Keys whose value is
 * `undefined` count as absent, as they do in JSON.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item, b[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keysOf = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const xKeys = keysOf(x);
  if (xKeys.length !== keysOf(y).length) return false;
  return xKeys.every((k) => Object.hasOwn(y, k) && sameJson(x[k], y[k]));
}
