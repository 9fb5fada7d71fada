import type { ReactiveControllerHost } from 'lit';
import type { QueuedOrder } from '@broadside/protocol';
import type { StarfireOrder } from '@broadside/rules/starfire';
import { OrderSender } from '../../../game/order-sender.js';
import { refusalSentence } from '../../../game/refusal-text.js';
import type { StarfireChannel } from '../session.js';

/**
 * Starfire's order sender: one order at a time like every battle screen's, and also this seat's
 * queue of future orders (see the path planner).
 */
export class StarfireOrderSender extends OrderSender<StarfireOrder> {
  private readonly starfireChannel: () => StarfireChannel | null;

  /** `onSent` runs when an order is taken. */
  constructor(
    host: ReactiveControllerHost,
    channel: () => StarfireChannel | null,
    onSent: () => void,
  ) {
    super(host, channel, onSent);
    this.starfireChannel = channel;
  }

  /** Sends this seat's queue (the server keeps it in place of the last); true when it is taken. */
  async sendQueue(queue: readonly QueuedOrder[]): Promise<boolean> {
    this.set(true, '');
    const refusal = (await this.starfireChannel()?.sendQueue?.(queue)) ?? null;
    this.refusal = refusal;
    this.set(false, refusal ? refusalSentence(refusal) : '');
    return !refusal;
  }
}
