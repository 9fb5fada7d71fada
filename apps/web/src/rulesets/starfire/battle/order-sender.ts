import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { QueuedOrder } from '@broadside/protocol';
import type { StarfireOrder } from '@broadside/rules/starfire';
import type { StarfireChannel } from '../session.js';

/**
 * Sends the battle page's orders and queues to its channel, one at a time: busy while one is on
 * its way, and the server's refusal as the error the orders panel shows.
 */
export class OrderSender implements ReactiveController {
  /** True while an order or a queue is on its way. */
  busy = false;
  /** Why the last order was refused (or another problem to show), or `''`. */
  error = '';
  private readonly host: ReactiveControllerHost;
  private readonly channel: () => StarfireChannel | null;
  private readonly onSent: () => void;

  /** `onSent` runs when an order is taken. */
  constructor(
    host: ReactiveControllerHost,
    channel: () => StarfireChannel | null,
    onSent: () => void,
  ) {
    this.host = host;
    this.channel = channel;
    this.onSent = onSent;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Shows a problem with the player's input (`''` to clear it). */
  fail(error: string): void {
    this.error = error;
    this.host.requestUpdate();
  }

  /** Sends one order; ignored while another is on its way. */
  async send(order: StarfireOrder): Promise<void> {
    const channel = this.channel();
    if (!channel || this.busy) return;
    this.set(true, '');
    const outcome = await channel.sendOrder(order);
    this.set(false, outcome.ok ? '' : `${outcome.error.message} (${outcome.error.code})`);
    if (outcome.ok) this.onSent();
  }

  /** Sends this seat's queue (the server keeps it in place of the last); true when it is taken. */
  async sendQueue(queue: readonly QueuedOrder[]): Promise<boolean> {
    this.set(true, '');
    const refusal = (await this.channel()?.sendQueue?.(queue)) ?? null;
    this.set(false, refusal ? `${refusal.message} (${refusal.code})` : '');
    return !refusal;
  }

  private set(busy: boolean, error: string): void {
    this.busy = busy;
    this.error = error;
    this.host.requestUpdate();
  }
}
