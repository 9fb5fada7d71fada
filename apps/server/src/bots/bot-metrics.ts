import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { BotLevelName } from './worker-messages.js';

/** What became of a bot decision, as counted. */
export type BotDecisionOutcome =
  /** A legal order, played. */
  | 'played'
  /** An order the ruleset refused: the seat was timed out instead. */
  | 'illegal'
  /** An answer larger than any order a player could send, refused unread: the seat was timed out. */
  | 'oversized'
  /** The bot threw, its worker died or it overran its time: the seat was timed out. */
  | 'failed'
  /** The game moved on while the bot thought: the decision was dropped (and asked again). */
  | 'stale';

/** Prometheus metrics of the server's bots, on the server's registry. */
export class BotMetrics {
  private readonly decisions: Counter<'level' | 'outcome'>;
  private readonly duration: Histogram<'level'>;

  constructor(registry: Registry, waiting: () => number) {
    const registers = [registry];
    this.decisions = new Counter({
      name: 'broadside_bot_decisions_total',
      help: 'Bot decisions by level and outcome (played, illegal, oversized, failed, stale)',
      labelNames: ['level', 'outcome'],
      registers,
    });
    this.duration = new Histogram({
      name: 'broadside_bot_decision_duration_seconds',
      help: 'Time from posting a decision to a bot worker to its answer (thinking, no queueing)',
      labelNames: ['level'],
      buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10],
      registers,
    });
    new Gauge({
      name: 'broadside_bot_requests_waiting',
      help: 'Bot decisions waiting for a free bot worker',
      registers,
      collect() {
        this.set(waiting());
      },
    });
  }

  /** One decision answered (or given up) after `seconds`. */
  decided(level: BotLevelName, outcome: BotDecisionOutcome, seconds: number): void {
    this.decisions.inc({ level, outcome });
    this.duration.observe({ level }, seconds);
  }
}
