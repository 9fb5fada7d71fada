import type { QueuedOrder, WireError } from '@broadside/protocol';
import type { Session } from './session.js';

/** What became of a sent order: accepted at a batch, or refused with the server's error. */
export type OrderOutcome =
  { readonly ok: true; readonly seq: number } | { readonly ok: false; readonly error: WireError };

/**
 * What the battle screen needs from a game, wherever it runs: the session, and a way to send
 * orders and chat. The shell's `GameConnection` talks to the server; `LocalGame` runs a practice
 * game in the page.
 */
export interface GameChannel<View = unknown, Event = unknown, Order = unknown> {
  readonly session: Session<View, Event>;
  sendOrder(order: Order): Promise<OrderOutcome>;
  sendChat(text: string): void;
  /**
   * Sets, replaces or (with none) clears this seat's queue of future orders, played by the server
   * when the seat owes them; absent where nothing keeps a queue (practice).
   */
  sendQueue?(orders: readonly QueuedOrder[]): Promise<WireError | null>;
}
