import type { KeyValueStorage } from '../designer/design-store.js';

/** A seat this browser holds in a game. */
export interface HeldSeat {
  readonly seat: string;
  readonly token: string;
}

const prefix = 'broadside.seat.';

/** The seat held in `gameId`, if this browser has joined it (survives reloads). */
export function heldSeat(storage: KeyValueStorage, gameId: string): HeldSeat | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(prefix + gameId) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { seat, token } = parsed as Record<string, unknown>;
    return typeof seat === 'string' && typeof token === 'string' ? { seat, token } : null;
  } catch {
    return null;
  }
}

/** Remembers the seat token of a game. */
export function holdSeat(storage: KeyValueStorage, gameId: string, held: HeldSeat): void {
  storage.setItem(prefix + gameId, JSON.stringify(held));
}

/**
 * Remembers the seat the server granted: on joining by invite, on claiming a free seat of a
 * public game from the lobby, and on creating a game as one of its players.
 */
export function holdGrant(
  storage: KeyValueStorage,
  grant: { readonly gameId: string; readonly seat: string; readonly seatToken: string },
): void {
  holdSeat(storage, grant.gameId, { seat: grant.seat, token: grant.seatToken });
}
