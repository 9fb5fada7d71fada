/**
 * The messages between the server's thread and an analysis worker. Everything crosses as JSON
 * text, parsed on the other side: the record of a finished game one way, the coach's steps and
 * analyses the other.
 */

/** The coach's settings that cross to a worker (no clock: a worker's budget is its samples). */
export interface WorkerCoachSettings {
  readonly seed: string;
  readonly samples: number;
  readonly candidates?: number;
}

/** One piece of work: list a record's decisions, or analyse one of them. */
export type AnalysisRequest =
  | {
      readonly id: number;
      readonly kind: 'steps';
      readonly ruleset: string;
      readonly rulesetVersion: string;
      /** `JSON.stringify(record)` of a finished game. */
      readonly record: string;
    }
  | {
      readonly id: number;
      readonly kind: 'step';
      readonly ruleset: string;
      readonly rulesetVersion: string;
      /** `JSON.stringify(step)` of one `CoachStep`. */
      readonly step: string;
      readonly settings: WorkerCoachSettings;
    };

/** A request before the pool numbers it. */
export type AnalysisWork = AnalysisRequest extends infer R
  ? R extends AnalysisRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** A worker's answer: the result as JSON text (`CoachStep[]` or `StepAnalysis`), or what it threw. */
export type AnalysisReply =
  | { readonly id: number; readonly ok: true; readonly json: string }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** What a worker says once it has loaded the coach and can take requests. */
export interface AnalysisWorkerReady {
  readonly ready: true;
}

/** The worker's start-up data. */
export interface AnalysisWorkerData {
  /** URL of a module to use instead of the built-in coach (tests only). */
  readonly library: string | null;
}

/** What a coach library module exports (the built-in one is `coach-library.ts`). */
export interface CoachLibrary {
  /** The decisions of a finished game (`CoachStep[]`), from its record. */
  steps(ruleset: string, rulesetVersion: string, record: unknown): unknown;
  /** One decision's analysis (`StepAnalysis`). */
  analyse(
    ruleset: string,
    rulesetVersion: string,
    step: unknown,
    settings: WorkerCoachSettings,
  ): unknown;
}
