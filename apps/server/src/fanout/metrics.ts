import { Gauge, type Registry } from 'prom-client';
import type { FanoutBus } from './bus.js';
import type { FanoutOwner } from './owner.js';
import type { RelayHub } from './relay.js';

/**
 * Gauges of the cross-node fan-out on the server's `/metrics`: whether Redis is reachable, the
 * feeds this process publishes for other nodes, and the spectators it relays from other nodes.
 */
export function registerFanoutMetrics(
  registry: Registry,
  fanout: { readonly bus: FanoutBus; readonly owner: FanoutOwner; readonly relay: RelayHub },
): void {
  const registers = [registry];
  new Gauge({
    name: 'broadside_fanout_redis_connected',
    help: 'Whether this process reaches Redis (1) or not (0): relayed spectators need it',
    registers,
    collect() {
      this.set(fanout.bus.connected ? 1 : 0);
    },
  });
  new Gauge({
    name: 'broadside_fanout_published_feeds',
    help: 'Spectator feeds of this process’s games published for viewers on other nodes',
    registers,
    collect() {
      this.set(fanout.owner.feedCount);
    },
  });
  new Gauge({
    name: 'broadside_fanout_relayed_spectators',
    help: 'Spectator sockets here watching games other nodes run, relayed through Redis',
    registers,
    collect() {
      this.set(fanout.relay.viewerCount);
    },
  });
}
