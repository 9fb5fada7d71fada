import type { KeyValueStorage } from './storage.js';

/** A seat this browser holds in a game. */
export interface HeldSeat {
  readonly seat: string;
  readonly token: string;
  /**
   * The seat's own invite, kept when the seat was claimed from the lobby list (the server then
   * issues a fresh invite): the link that takes the seat again from another browser.
   */
  readonly invite?: string;
  /** This browser created the game with this seat: it may cancel the game while it waits. */
  readonly created?: boolean;
}

const prefix = 'broadside.seat.';

/** The seat held in `gameId`, if this browser has joined it (survives reloads). */
export function heldSeat(storage: KeyValueStorage, gameId: string): HeldSeat | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(prefix + gameId) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { seat, token, invite, created } = parsed as Record<string, unknown>;
    if (typeof seat !== 'string' || typeof token !== 'string') return null;
    return {
      seat,
      token,
      ...(typeof invite === 'string' ? { invite } : {}),
      ...(created === true ? { created } : {}),
    };
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
 * public game from the lobby, and on creating a game as one of its players (`created`).
 */
export function holdGrant(
  storage: KeyValueStorage,
  grant: {
    readonly gameId: string;
    readonly seat: string;
    readonly seatToken: string;
    readonly invite?: string;
  },
  created = false,
): void {
  const held: HeldSeat = {
    seat: grant.seat,
    token: grant.seatToken,
    ...(grant.invite ? { invite: grant.invite } : {}),
    ...(created ? { created } : {}),
  };
  holdSeat(storage, grant.gameId, held);
}
