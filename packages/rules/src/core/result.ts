/**
 * Errors are data: every rejected setup or order is described by a stable, namespaced
 * `code`, a human `message`, and the `path` into the input that is at fault.
 */
export interface RuleError {
  /** Stable, namespaced code such as `order/not_your_turn`. Documented in docs/rules-reference.md. */
  readonly code: string;
  /** One human sentence saying what is wrong. */
  readonly message: string;
  /** Path into the offending input (order, setup, design string position …); empty for the whole input. */
  readonly path: readonly (string | number)[];
}

/** A value or the reason there is none. Only programmer errors throw. */
export type Result<T, E = RuleError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a value as a successful {@link Result}. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Wraps an error as a failed {@link Result}. */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** Builds a {@link RuleError}. */
export function ruleError(
  code: string,
  message: string,
  path: readonly (string | number)[] = [],
): RuleError {
  return { code, message, path };
}
