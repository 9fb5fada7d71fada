/** The global object with `structuredClone`, which every runtime the rules run in has. */
const runtime = globalThis as unknown as { structuredClone<T>(value: T): T };

/**
 * A deep copy of a plain JSON-like value (a game state), so that `apply` can mutate its copy and
 * never the caller's state. Typed here rather than through the DOM or Node typings, which the
 * pure rules package does not load, so that any package compiling these sources needs no extra
 * declarations.
 */
export function deepClone<T>(value: T): T {
  return runtime.structuredClone(value);
}
