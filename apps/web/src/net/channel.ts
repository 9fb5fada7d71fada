import type { QueuedOrder, WireError } from '@broadside/protocol';
import type { Session } from './session.js';
import type { OrderOutcome } from './game-connection.js';

/**
 * What the battle screen needs from a game, wherever it runs: the session, and a way to send
 * orders and chat. {@link GameConnection} talks to the server; `LocalGame` runs a practice
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
