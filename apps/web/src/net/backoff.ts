import type { WireError } from '@broadside/protocol';

/**
 * Reconnection delay after `attempt` failed tries (0 = the first retry): doubling from
 * `baseMs`, capped at `maxMs`, with up to 25 % jitter from `jitter` (0 … 1) so that many
 * clients dropped together do not return together.
 */
export function backoffDelay(
  attempt: number,
  jitter: number,
  baseMs = 500,
  maxMs = 10_000,
): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(raw * (1 - 0.25 * Math.min(1, Math.max(0, jitter))));
}

/** Close codes after which reconnecting cannot help (bad game, bad token, misbehaving client). */
export const FINAL_CLOSE_CODES: readonly number[] = [4001, 4002, 4003, 4004, 4005];

/** The error a final close code means, for a socket closed before any error frame said why. */
export function closeError(code: number): WireError {
  if (code === 4002) return { code: 'game/not_found', message: 'No such game.', path: [] };
  if (code === 4003)
    return {
      code: 'auth/refused',
      message:
        'The server refused this browser: its seat link no longer works, or the game is private.',
      path: [],
    };
  return { code: 'connection/closed', message: 'The server closed the connection.', path: [] };
}
