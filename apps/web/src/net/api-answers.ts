import type { WireError } from '@broadside/protocol';

/**
 * What every HTTP answer of the server shares, for the lobby's calls (`api.ts`) and the
 * account's (`account.ts`) alike: the structured error and the seat a call grants.
 */

/** A failed call, with the server's error code when it sent one. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** Where in the request the fault lies, as the server's error names it (`[]` without one). */
  readonly path: readonly (string | number)[];
  constructor(status: number, error: WireError | null) {
    super(error?.message ?? `The server answered ${status}.`);
    this.code = error?.code ?? 'http/error';
    this.status = status;
    this.path = error?.path ?? [];
  }
}

/** A held seat as the server grants it. */
export interface SeatGrant {
  readonly gameId: string;
  readonly seat: string;
  readonly seatToken: string;
  readonly url: string;
  /** A fresh invite for the seat, when it was claimed without one (it replaces the old invite). */
  readonly invite?: string;
}

/** The structured error of a failed answer: the server sends `{ error: { code, message, path } }`. */
export function wireErrorOf(body: unknown): WireError | null {
  const inner =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  if (isWireError(inner)) return inner;
  return isWireError(body) ? body : null;
}

function isWireError(value: unknown): value is WireError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
