/**
 * Freezes a data table and everything inside it, so no caller can change a rule by accident.
 * Returns the same value, typed as before.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
