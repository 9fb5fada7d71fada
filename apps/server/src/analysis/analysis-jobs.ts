import {
  COACH_VERSION,
  gameAnalysis,
  type CoachStep,
  type GameAnalysis,
  type StepAnalysis,
} from '@broadside/bots';
import type { AnyRuleset, GameRecord } from '@broadside/rules';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Clock } from '../util/clock.js';
import type { AnalysisPool } from './analysis-pool.js';
import type { AnalysisStore } from './analysis-store.js';
import { coachSettingsFor, settingsKey, type AnalysisSettings } from './analysis-settings.js';

/**
 * The coach's method the cache holds analyses of (`COACH_VERSION`); a new one makes new rows
 * beside the old.
 */
export const ANALYSIS_VERSION = COACH_VERSION;

/** How many failed games are remembered (not tried again until a restart). */
const FAILURES_KEPT = 1000;

/** How far an analysis being made has come. */
export interface AnalysisProgress {
  /** Decisions analysed so far. */
  readonly done: number;
  /** Decisions to analyse; 0 until they are listed. */
  readonly total: number;
}

/** The queue was full: the caller answers `analysis/busy`. */
export class AnalysisBusyError extends Error {
  override readonly name = 'AnalysisBusyError';
}

interface Job {
  readonly gameId: string;
  readonly record: GameRecord;
  readonly ruleset: AnyRuleset;
  done: number;
  total: number;
  readonly finished: Promise<void>;
  readonly settle: () => void;
}

/** What {@link AnalysisJobs} works with. */
export interface AnalysisJobsOptions {
  readonly pool: AnalysisPool;
  readonly store: AnalysisStore;
  readonly settings: AnalysisSettings;
  readonly clock: Clock;
  readonly log: Logger;
}

/**
 * The games waiting for the coach, and the one it works on. One game at a time has the whole
 * pool: its decisions are listed by one worker, then analysed on every worker at once, and the
 * result is put together in record order and cached. Games wait their turn first come, first
 * served, in a queue of at most `settings.queue`; a game already running or waiting is joined,
 * never started twice. Nothing is kept but the cache: a job lost with the process is started
 * again by the next request.
 */
export class AnalysisJobs {
  private readonly options: AnalysisJobsOptions;
  private readonly waiting: Job[] = [];
  private running: Job | null = null;
  /** Games the coach failed on since the start, oldest first (at most {@link FAILURES_KEPT}). */
  private readonly failures = new Map<string, string>();

  constructor(options: AnalysisJobsOptions) {
    this.options = options;
  }

  /** The key the cache holds analyses made with these settings under. */
  get settingsKey(): string {
    return settingsKey(this.options.settings);
  }

  /** The cached analysis of a game under the current version and settings, or null. */
  cached(gameId: string): GameAnalysis | null {
    return this.options.store.get(gameId, ANALYSIS_VERSION, this.settingsKey);
  }

  /** How far the game's analysis has come, when it is running or waiting; else null. */
  progress(gameId: string): AnalysisProgress | null {
    const job = this.find(gameId);
    return job ? { done: job.done, total: job.total } : null;
  }

  /**
   * Why the coach failed on this game since the server started, or null. It is not tried again
   * until a restart, so that a game the coach cannot read does not keep a worker busy.
   */
  failure(gameId: string): string | null {
    return this.failures.get(gameId) ?? null;
  }

  /** Resolves when the game's analysis ends (made or failed); at once if none is running. */
  async settled(gameId: string): Promise<void> {
    await this.find(gameId)?.finished;
  }

  /**
   * Starts the analysis of a finished game, or joins the one running or waiting; throws
   * {@link AnalysisBusyError} when the queue is full.
   */
  start(gameId: string, record: GameRecord, ruleset: AnyRuleset): AnalysisProgress {
    const known = this.progress(gameId);
    if (known) return known;
    if (this.running !== null && this.waiting.length >= this.options.settings.queue)
      throw new AnalysisBusyError(`${this.waiting.length} games wait for the coach`);
    let settle = () => {};
    const finished = new Promise<void>((resolve) => (settle = resolve));
    this.waiting.push({ gameId, record, ruleset, done: 0, total: 0, finished, settle });
    if (this.running === null) void this.next();
    return { done: 0, total: 0 };
  }

  private find(gameId: string): Job | undefined {
    if (this.running?.gameId === gameId) return this.running;
    return this.waiting.find((j) => j.gameId === gameId);
  }

  private async next(): Promise<void> {
    for (let job = this.waiting.shift(); job; job = this.waiting.shift()) {
      this.running = job;
      const started = performance.now();
      try {
        const analysis = await this.analyse(job);
        this.options.store.put(
          job.gameId,
          ANALYSIS_VERSION,
          this.settingsKey,
          analysis,
          this.options.clock.now(),
        );
        this.options.log.info(
          { gameId: job.gameId, decisions: job.total, ms: Math.round(performance.now() - started) },
          'game analysed',
        );
      } catch (error) {
        this.options.log.warn({ gameId: job.gameId, err: error }, 'game analysis failed');
        this.failures.set(job.gameId, error instanceof Error ? error.message : String(error));
        if (this.failures.size > FAILURES_KEPT)
          this.failures.delete(this.failures.keys().next().value!);
      } finally {
        this.running = null;
        job.settle();
      }
    }
  }

  private async analyse(job: Job): Promise<GameAnalysis> {
    const { pool } = this.options;
    const ruleset = job.record.ruleset.id;
    const rulesetVersion = job.record.ruleset.version;
    const steps = JSON.parse(
      await pool.run({
        kind: 'steps',
        ruleset,
        rulesetVersion,
        record: JSON.stringify(job.record),
      }),
    ) as CoachStep[];
    job.total = steps.length;
    const settings = coachSettingsFor(this.options.settings, job.gameId, steps.length);
    const analyses = await Promise.all(
      steps.map(async (step) => {
        const json = await pool.run({
          kind: 'step',
          ruleset,
          rulesetVersion,
          step: JSON.stringify(step),
          settings,
        });
        job.done++;
        return JSON.parse(json) as StepAnalysis;
      }),
    );
    return gameAnalysis(job.ruleset, analyses, settings);
  }
}
