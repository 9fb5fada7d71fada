import type { Role } from '@broadside/protocol';

/** A receiver of a game's frames: a socket, or a test double. */
export interface Subscriber {
  readonly role: Role;
  /** Wants the full view with every batch. */
  readonly wantsViews: boolean;
  /** With `wantsViews`: takes a patch of the view it holds instead, when it holds the last one. */
  readonly wantsViewPatches?: boolean;
  /** Wants every earlier batch with a full welcome (hello `history`). */
  readonly wantsHistory?: boolean;
  /** Sends one serialised frame. Must not throw. */
  send(frame: string): void;
  /** Drops the client (after a failed commit); it reconnects and catches up. */
  abort?(): void;
  /** SHA-256 of the seat token the client joined with (seats only). */
  readonly tokenHash?: string;
  /** Drops the client because its seat token was revoked; it must not reconnect with it. */
  revoke?(): void;
  /**
   * Spectators this subscriber stands for (default 1): the feed that publishes a game's frames
   * to other nodes counts the viewers they relay them to.
   */
  readonly viewers?: number;
}

/** A stable key per role: frames are built once per key. */
export function roleKey(role: Role): string {
  return role.kind === 'seat' ? `seat:${role.seat}` : 'spectator';
}
