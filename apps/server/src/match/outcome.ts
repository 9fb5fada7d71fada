import type { WireError } from '@broadside/protocol';

/** A failure the HTTP layer turns into an error answer. */
export type Failure = { readonly ok: false; readonly error: WireError };
/** Success or failure. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | Failure;

/** Wraps an error as a {@link Failure}. */
export function fail(error: WireError): Failure {
  return { ok: false, error };
}
