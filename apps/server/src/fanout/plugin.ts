import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import type { FanoutBus } from './bus.js';
import { registerFanoutMetrics } from './metrics.js';
import { FanoutOwner } from './owner.js';
import { RelayHub } from './relay.js';
import { SpectatorCounts } from './spectator-counts.js';

/** The cross-node fan-out of a process (docs/scaling.md, "Cross-node fan-out"). */
export interface Fanout {
  readonly bus: FanoutBus;
  /** Publishes the spectator frames of this process's games for other nodes. */
  readonly owner: FanoutOwner;
  /** Serves spectators of games other nodes run. */
  readonly relay: RelayHub;
  /** Spectator counts shared between the nodes' lobbies. */
  readonly counts: SpectatorCounts;
  /** This process's key on the bus. */
  readonly node: string;
}

/** Options of {@link fanoutPlugin}. */
export interface FanoutPluginOptions {
  /** `REDIS_URL`; without it there is no fan-out and no Redis client is loaded. */
  readonly redisUrl: string | undefined;
  /** Keep-alive interval between relays and owners (default 2 s). */
  readonly keepAliveMs?: number;
  /** How long a relayed hello waits for the owner's welcome (default 3 s). */
  readonly answerTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The cross-node fan-out, or null without `REDIS_URL`. */
    fanout: Fanout | null;
  }
}

/**
 * Cross-node fan-out through Redis pub/sub, when `REDIS_URL` is set: spectators may connect to
 * any node, and are relayed the frames the game's owner built for spectators. Without it the
 * plugin does nothing but decorate `app.fanout` with null.
 */
export const fanoutPlugin = fp<FanoutPluginOptions>(
  async (app, options) => {
    if (!options.redisUrl) {
      app.decorate('fanout', null);
      return;
    }
    const log = app.log.child({ component: 'fanout' });
    // Imported on demand: a server without REDIS_URL never loads the Redis client.
    const { openRedisBus } = await import('./redis-bus.js');
    const bus = await openRedisBus(options.redisUrl, log);
    const node = `${hostname().slice(0, 24)}-${process.pid}-${randomBytes(3).toString('hex')}`;
    const keepAliveMs = options.keepAliveMs ?? 2000;
    const owner = new FanoutOwner({ bus, match: app.match, log, keepAliveMs });
    const relay = new RelayHub({
      bus,
      node,
      log,
      keepAliveMs,
      answerTimeoutMs: options.answerTimeoutMs ?? 3000,
    });
    const counts = new SpectatorCounts(bus, app.match, 3 * keepAliveMs);
    owner.start();
    relay.start();
    const countsTimer = setInterval(() => counts.publish(Date.now()), keepAliveMs);
    countsTimer.unref();
    app.decorate('fanout', { bus, owner, relay, counts, node });
    registerFanoutMetrics(app.metrics.registry, { bus, owner, relay });
    app.addHook('onClose', async () => {
      clearInterval(countsTimer);
      relay.stop();
      owner.stop();
      await bus.close();
    });
  },
  { name: 'broadside-fanout', dependencies: ['broadside-match'] },
);
