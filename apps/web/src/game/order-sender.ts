import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { QueuedOrder, WireError } from '@broadside/protocol';
import type { OrderOutcome } from '../net/game-connection.js';
import { refusalSentence } from './refusal-text.js';

/** Where a battle screen's orders go: the game's channel (server or practice). */
export interface OrderChannel<Order> {
  sendOrder(order: Order): Promise<OrderOutcome>;
  /** Sets, replaces or clears this seat's queue of future orders (absent in practice). */
  sendQueue?(orders: readonly QueuedOrder[]): Promise<WireError | null>;
}

/**
 * Sends a battle screen's orders to its channel one at a time: busy while one is on its way,
 * and the server's refusal kept as the error the orders panel shows: a sentence that says what
 * to do (see {@link refusalSentence}); its code stays in {@link OrderSender.code}.
 */
export class OrderSender<Order> implements ReactiveController {
  /** True while an order is on its way. */
  busy = false;
  /** Why the last order was refused (or another problem to show), or `''`. */
  error = '';
  /** The last refusal itself (its stable code and the path to the entry at fault), or `null`. */
  refusal: WireError | null = null;

  /** The stable code of the last refusal, for a `data-code` attribute (bots, tests), or `''`. */
  get code(): string {
    return this.refusal?.code ?? '';
  }
  private readonly host: ReactiveControllerHost;
  private readonly channel: () => OrderChannel<Order> | null;
  private readonly onSent: () => void;

  /** `onSent` runs when an order is taken. */
  constructor(
    host: ReactiveControllerHost,
    channel: () => OrderChannel<Order> | null,
    onSent: () => void = () => {},
  ) {
    this.host = host;
    this.channel = channel;
    this.onSent = onSent;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Shows a problem with the player's input (`''` to clear it). */
  fail(error: string): void {
    if (this.error === error && this.refusal === null) return;
    this.error = error;
    this.refusal = null;
    this.host.requestUpdate();
  }

  /** Sends one order; ignored while another is on its way. */
  async send(order: Order): Promise<void> {
    const channel = this.channel();
    if (!channel || this.busy) return;
    this.refusal = null;
    this.set(true, '');
    const outcome = await channel.sendOrder(order);
    this.refusal = outcome.ok ? null : outcome.error;
    this.set(false, outcome.ok ? '' : refusalSentence(outcome.error));
    if (outcome.ok) this.onSent();
  }

  /** Sends this seat's queue (the server keeps it in place of the last); true when it is taken. */
  async sendQueue(queue: readonly unknown[]): Promise<boolean> {
    this.set(true, '');
    const refusal = (await this.channel()?.sendQueue?.(queue as QueuedOrder[])) ?? null;
    this.refusal = refusal;
    this.set(false, refusal ? refusalSentence(refusal) : '');
    return !refusal;
  }

  private set(busy: boolean, error: string): void {
    this.busy = busy;
    this.error = error;
    this.host.requestUpdate();
  }
}
