import type { QueuedOrder, Role } from '@broadside/protocol';
import type { OrderInput } from './session.js';

/**
 * What a socket that said hello talks to: a {@link Session} of a game this process runs, or a
 * relay of a game another node runs (spectators only; see the fanout folder).
 */
export interface SocketSession {
  readonly role: Role;
  /** A key naming the role, for logs. */
  readonly roleKey: string;
  /** The game's sequence number as this socket knows it (for `rejected` frames). */
  readonly seq: number;
  order(input: OrderInput, receivedAt: number): void;
  chat(text: string): void;
  resync(): void;
  queue(expectedSeq: number, orders: readonly QueuedOrder[]): void;
  reveal(nonce: string): void;
  /** The socket is gone. */
  close(): void;
}
