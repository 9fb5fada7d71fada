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
}
