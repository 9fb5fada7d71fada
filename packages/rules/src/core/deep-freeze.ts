/**
 * Freezes a value and everything inside it, so no caller can change it by accident (a write then
 * throws in strict code). Returns the same value, typed as before. Objects already frozen are
 * taken as frozen all the way down.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
