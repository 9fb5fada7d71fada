import { Counter, Gauge, Histogram, Registry, Summary, collectDefaultMetrics } from 'prom-client';

/** What the match service reports; a no-op implementation serves tests. */
export interface MatchMetrics {
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
export const noMetrics: MatchMetrics = { orderCommitted: () => {}, orderRejected: () => {} };

/** Live numbers the metrics read when scraped. */
export interface MetricsSources {
  gamesLive(): number;
  gamesInMemory(): number;
  sockets(): number;
}

/** The Prometheus metrics of the server, on their own registry. */
export class ServerMetrics implements MatchMetrics {
  readonly registry = new Registry();
  private readonly orders: Counter;
  private readonly rejections: Counter<'code'>;
  private readonly latency: Histogram;
  private readonly dbWrite: Histogram;
  private readonly work: Summary;

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
    this.latency = new Histogram({
      name: 'broadside_order_duration_seconds',
      help: 'Server time from receiving an order to its acknowledgement and broadcast',
      buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05],
      registers,
    });
    this.dbWrite = new Histogram({
      name: 'broadside_db_write_duration_seconds',
      help: 'Time spent in the SQLite transaction committing one order',
      buckets: [0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.005, 0.025],
      registers,
    });
    this.work = new Summary({
      name: 'broadside_order_work_seconds',
      help: 'Server work per durable order (parse, check, apply, its share of the commit, ack, broadcast), without queueing',
      percentiles: [0.5, 0.9, 0.99],
      // Every observation goes into each age bucket's digest: two buckets keep a 5–10 minute
      // window at two fifths of the cost per order of the default five.
      maxAgeSeconds: 600,
      ageBuckets: 2,
      registers,
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
      name: 'broadside_sockets',
      help: 'Open WebSocket connections',
      registers,
      collect() {
        this.set(sources.sockets());
      },
    });
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
}
