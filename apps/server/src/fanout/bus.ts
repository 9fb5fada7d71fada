/**
 * A publish/subscribe message bus between the nodes of a cluster (Redis in production): what the
 * fan-out needs of it, so that the owner and relay code never touch a client library.
 */
export interface FanoutBus {
  /** Whether messages can be published and received right now. */
  readonly connected: boolean;
  /**
   * Publishes a message. Never throws and never queues while disconnected: a message that cannot
   * be sent is dropped (the receivers notice the gap, or the silence, and resynchronise).
   */
  publish(channel: string, message: string): void;
  /**
   * Calls `handler` with every message of `channel` until {@link FanoutBus.unsubscribe}; resolves
   * once the subscription is in place, so a request sent afterwards cannot outrun it. Several
   * handlers may share a channel. When it rejects (Redis unreachable), the handler stays
   * registered and the channel is subscribed when the connection is back.
   */
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  /** Removes one handler; the channel is left when its last handler goes. */
  unsubscribe(channel: string, handler: (message: string) => void): void;
  /**
   * Calls `listener` whenever the connection to the bus is lost (messages may have been missed)
   * and with `true` when it is back.
   */
  onConnectionChange(listener: (connected: boolean) => void): void;
  /**
   * Stores numbers under keys for `ttlMs` (a null deletes the key); fire and forget, nothing is
   * queued while disconnected.
   */
  putNumbers(entries: readonly (readonly [string, number | null])[], ttlMs: number): void;
  /** Reads numbers stored by {@link FanoutBus.putNumbers}: null when missing or unreachable. */
  getNumbers(keys: readonly string[]): Promise<(number | null)[]>;
  /** Closes the connections. */
  close(): Promise<void>;
}
