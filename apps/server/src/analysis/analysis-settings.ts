import { availableParallelism } from 'node:os';
import type { WorkerCoachSettings } from './messages.js';

/** How the server's coach works: its threads, its budget and its queue. */
export interface AnalysisSettings {
  /** Worker threads (`ANALYSIS_WORKERS`). */
  readonly workers: number;
  /** Playouts per candidate and decision (`ANALYSIS_SAMPLES`). */
  readonly samples: number;
  /**
   * Most playouts per candidate for a whole game (`ANALYSIS_GAME_SAMPLES`): a long
   * game gets fewer per decision, never fewer than one.
   */
  readonly gameSamples: number;
  /** Candidate orders compared with the chosen one; absent, the coach's default. */
  readonly candidates?: number | undefined;
  /** Games that may wait while one is analysed (`ANALYSIS_QUEUE`). */
  readonly queue: number;
}

/** Default number of analysis threads: one per core beyond the first, at most 2, at least 1. */
export function defaultAnalysisWorkers(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

/** The defaults, with any of them replaced. */
export function analysisSettings(given: Partial<AnalysisSettings> = {}): AnalysisSettings {
  const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  return {
    workers: defaultAnalysisWorkers(),
    samples: 16,
    gameSamples: 2000,
    queue: 16,
    ...defined,
  };
}

/** The text the cache keys analyses by: every setting that changes the result. */
export function settingsKey(settings: AnalysisSettings): string {
  const candidates = settings.candidates === undefined ? '' : `;candidates=${settings.candidates}`;
  return `samples=${settings.samples};game=${settings.gameSamples}${candidates}`;
}

/**
 * The coach's settings for one game of `decisions` decisions: its own seed (never the game's
 * dice), and the samples per decision within the per-game cap.
 */
export function coachSettingsFor(
  settings: AnalysisSettings,
  gameId: string,
  decisions: number,
): WorkerCoachSettings {
  const capped = Math.floor(settings.gameSamples / Math.max(1, decisions));
  return {
    seed: `coach:${gameId}`,
    samples: Math.max(1, Math.min(settings.samples, capped)),
    ...(settings.candidates === undefined ? {} : { candidates: settings.candidates }),
  };
}
