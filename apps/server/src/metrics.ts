import type { CacheEvents } from './match/game-cache.js';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { FastHistogram } from './fast-histogram.js';

/** What the match service reports; a no-op implementation serves tests. */
export interface MatchMetrics extends CacheEvents {
  /**
   * A durable order: time from receipt to acknowledgement and broadcast, the server's own work
   * on it (everything but waiting for the group commit; its share of the transaction included)
   * and its share of the DB transaction, in seconds.
   */
  orderCommitted(totalSeconds: number, workSeconds: number, dbSeconds: number): void;
  /** An order refused with `code`. */
  orderRejected(code: string): void;
}

/** Metrics that go nowhere. */
export const noMetrics: MatchMetrics = {
  orderCommitted: () => {},
  orderRejected: () => {},
  evicted: () => {},
  overflowed: () => {},
  refused: () => {},
};

/** Live numbers the metrics read when scraped. */
export interface MetricsSources {
  gamesLive(): number;
  gamesInMemory(): number;
  /** Games in memory that are in use (sockets attached): never evicted. */
  gamesPinned(): number;
  /** The cache's soft limit. */
  cacheLimit(): number;
  sockets(): number;
}

/** The Prometheus metrics of the server, on their own registry. */
export class ServerMetrics implements MatchMetrics {
  readonly registry = new Registry();
  private readonly orders: Counter;
  private readonly rejections: Counter<'code'>;
  // The three per-order histograms are observed on the hot path: see FastHistogram.
  private readonly latency: FastHistogram;
  private readonly dbWrite: FastHistogram;
  private readonly work: FastHistogram;
  private readonly evictions: Counter;
  private readonly overflows: Counter;
  private readonly refusals: Counter;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'broadside_process_' });
    this.orders = new Counter({
      name: 'broadside_orders_total',
      help: 'Durable orders and timeouts committed (rate() gives orders/s)',
      registers,
    });
    this.rejections = new Counter({
      name: 'broadside_order_rejections_total',
      help: 'Orders refused, by error code',
      labelNames: ['code'],
      registers,
    });
    this.latency = new FastHistogram({
      name: 'broadside_order_duration_seconds',
      help: 'Server time from receiving an order to its acknowledgement and broadcast',
      buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05],
    });
    this.dbWrite = new FastHistogram({
      name: 'broadside_db_write_duration_seconds',
      help: 'Time spent in the SQLite transaction committing one order (its share of the group commit)',
      buckets: [0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.005, 0.025],
    });
    this.work = new FastHistogram({
      name: 'broadside_order_work_seconds',
      help: 'Server work per durable order (parse, check, apply, its share of the commit, ack, broadcast), without queueing',
      buckets: [
        0.00001, 0.000025, 0.00005, 0.000075, 0.0001, 0.00015, 0.0002, 0.0003, 0.0005, 0.001,
        0.0025, 0.01,
      ],
    });
    new Gauge({
      name: 'broadside_games_live',
      help: 'Games being played (in memory, not finished)',
      registers,
      collect() {
        this.set(sources.gamesLive());
      },
    });
    new Gauge({
      name: 'broadside_games_in_memory',
      help: 'Games held in the live-game cache',
      registers,
      collect() {
        this.set(sources.gamesInMemory());
      },
    });
    new Gauge({
      name: 'broadside_game_cache_pinned',
      help: 'Games in the cache that are in use (sockets attached) and cannot be evicted',
      registers,
      collect() {
        this.set(sources.gamesPinned());
      },
    });
    new Gauge({
      name: 'broadside_game_cache_limit',
      help: 'Soft limit of the live-game cache (it grows past it only when every game is in use)',
      registers,
      collect() {
        this.set(sources.cacheLimit());
      },
    });
    this.evictions = new Counter({
      name: 'broadside_game_cache_evictions_total',
      help: 'Idle games dropped from the live-game cache to make room',
      registers,
    });
    this.overflows = new Counter({
      name: 'broadside_game_cache_overflows_total',
      help: 'Games loaded past the soft limit because every cached game was in use',
      registers,
    });
    this.refusals = new Counter({
      name: 'broadside_game_cache_refusals_total',
      help: 'Game loads refused at the hard limit (server/overloaded)',
      registers,
    });
    new Gauge({
      name: 'broadside_sockets',
      help: 'Open WebSocket connections',
      registers,
      collect() {
        this.set(sources.sockets());
      },
    });
  }

  /** Every metric in Prometheus text format, as served at `/metrics`. */
  async text(): Promise<string> {
    const registered = await this.registry.metrics();
    return registered + [this.latency, this.dbWrite, this.work].map((h) => h.text()).join('');
  }

  orderCommitted(totalSeconds: number, workSeconds: number, dbSeconds: number): void {
    this.orders.inc();
    this.latency.observe(totalSeconds);
    this.work.observe(workSeconds);
    this.dbWrite.observe(dbSeconds);
  }

  orderRejected(code: string): void {
    this.rejections.inc({ code });
  }

  evicted(count: number): void {
    this.evictions.inc(count);
  }

  overflowed(): void {
    this.overflows.inc();
  }

  refused(): void {
    this.refusals.inc();
  }
}
