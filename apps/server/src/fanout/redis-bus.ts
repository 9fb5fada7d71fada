import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Redis as RedisClient, RedisOptions } from 'ioredis';
import type { FanoutBus } from './bus.js';

/** Where a Redis URL points, without its user name or password (for logs). */
export function redisTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * Connects to Redis at `url` with two connections (one publishes, one subscribes) and returns
 * them as a {@link FanoutBus}. `ioredis` is imported here, on demand, so a server without
 * `REDIS_URL` never loads it. Nothing is queued while Redis is unreachable: publishes are
 * dropped and counted, and the client reconnects in the background (at most 2 s apart). The
 * log says when the connection is lost and when it is back, naming the server but never the
 * URL's credentials.
 */
export async function openRedisBus(url: string, log: Logger): Promise<FanoutBus> {
  const { Redis } = await import('ioredis');
  const target = redisTarget(url);
  const options: RedisOptions = {
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  };
  const publisher: RedisClient = new Redis(url, options);
  const subscriber: RedisClient = new Redis(url, options);
  const handlers = new Map<string, Set<(message: string) => void>>();
  /** Subscriptions in flight or in place, by channel. */
  const subscribed = new Map<string, Promise<unknown>>();
  const listeners: ((connected: boolean) => void)[] = [];
  let connected = false;
  let dropped = 0;
  let closing = false;

  const update = (): void => {
    const now = publisher.status === 'ready' && subscriber.status === 'ready';
    if (now === connected) return;
    connected = now;
    if (now) log.info({ redis: target, dropped }, 'Redis connected');
    else if (!closing)
      log.warn({ redis: target }, 'Redis connection lost: relayed spectators resynchronise');
    dropped = 0;
    for (const listener of listeners) listener(now);
  };
  for (const client of [publisher, subscriber]) {
    client.on('ready', update);
    client.on('close', update);
    // Reconnection is automatic; the lost/back transitions above are what the log needs.
    client.on('error', (error: NodeJS.ErrnoException) =>
      log.debug({ redis: target, code: error.code, message: error.message }, 'Redis error'),
    );
  }
  // Channels still wanted are subscribed again on every (re)connection.
  subscriber.on('ready', () => {
    for (const channel of handlers.keys())
      if (!subscribed.has(channel)) {
        const ready = subscriber.subscribe(channel);
        subscribed.set(channel, ready);
        ready.catch(() => {
          if (subscribed.get(channel) === ready) subscribed.delete(channel);
        });
      }
  });
  subscriber.on('close', () => subscribed.clear());
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch (error) {
        log.error({ err: error, channel }, 'fan-out message handling failed');
      }
    }
  });

  return {
    get connected() {
      return connected;
    },
    publish(channel, message) {
      if (!connected) {
        dropped += 1;
        return;
      }
      publisher.publish(channel, message).catch(() => {
        dropped += 1;
      });
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      let ready = subscribed.get(channel);
      if (!ready) {
        ready = subscriber.subscribe(channel);
        subscribed.set(channel, ready);
        // A failed subscription is tried again when the connection is next ready (below).
        ready.catch(() => {
          if (subscribed.get(channel) === ready) subscribed.delete(channel);
        });
      }
      await ready;
    },
    unsubscribe(channel, handler) {
      const set = handlers.get(channel);
      if (!set?.delete(handler) || set.size > 0) return;
      handlers.delete(channel);
      subscribed.delete(channel);
      if (subscriber.status === 'ready') subscriber.unsubscribe(channel).catch(() => {});
    },
    onConnectionChange(listener) {
      listeners.push(listener);
    },
    putNumbers(entries, ttlMs) {
      if (!connected || entries.length === 0) return;
      const batch = publisher.pipeline();
      for (const [key, value] of entries)
        if (value === null) batch.del(key);
        else batch.set(key, String(value), 'PX', ttlMs);
      batch.exec().catch(() => {});
    },
    async getNumbers(keys) {
      if (!connected || keys.length === 0) return keys.map(() => null);
      try {
        // A lobby page never waits long on Redis: no answer within 250 ms counts as none.
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), 250);
        });
        const values = await Promise.race([publisher.mget(...keys), timeout]);
        clearTimeout(timer);
        if (values === null) return keys.map(() => null);
        return values.map((v) => (v === null ? null : Number(v)));
      } catch {
        return keys.map(() => null);
      }
    },
    async close() {
      closing = true;
      subscriber.disconnect();
      // What was published last (feeds ending) leaves before the connection closes.
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
