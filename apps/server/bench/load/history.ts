// The run history of `bench:load` and `bench:guard`: one JSON line per run in
// docs/bench/history.jsonl, so that a slower server shows up against the runs before it.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { StepResult } from './report.js';

/** A figure that may be missing (no samples, no baseline): JSON has no NaN. */
const figure = z.number().nullable();

/** One offered rate of a run: the server's figures next to the bare `ws` baseline's. */
export const historyRateSchema = z.object({
  offeredPerSecond: z.number(),
  achievedPerSecond: z.number(),
  /** Server process CPU (user + system) per acknowledged order, in µs. */
  serverCpuPerOrderUs: figure,
  /** The same for the bare `ws` baseline; null when the run had none. */
  bareCpuPerOrderUs: figure,
  /** serverCpuPerOrderUs / bareCpuPerOrderUs. */
  ratio: figure,
  /** The server's order round trip (send to ack) as the driver saw it, in ms. */
  ackP50Ms: figure,
  ackP99Ms: figure,
});

/** One run of `bench:load` or `bench:guard`. */
export const historyEntrySchema = z.object({
  /** When the run ended (ISO 8601, UTC). */
  at: z.string(),
  /** `git rev-parse --short HEAD` at run time. */
  commit: z.string(),
  /** Whether the working tree had uncommitted changes (`git status --porcelain`). */
  dirty: z.boolean(),
  kind: z.enum(['load', 'guard']),
  machine: z.object({
    cpus: z.number().int(),
    model: z.string(),
    node: z.string(),
    /** os.loadavg() at the end of the run: 1, 5 and 15 minutes. */
    loadavg: z.tuple([z.number(), z.number(), z.number()]),
  }),
  settings: z.object({
    games: z.number().int(),
    spectatorsPerGame: z.number().int(),
    secondsPerStep: z.number(),
    scenario: z.string(),
    /** Interleaved server / baseline rounds (guard runs). */
    rounds: z.number().int().optional(),
    /** A prebuilt server bundle the run played against (BENCH_LOAD_SERVER_BUNDLE). */
    serverBundle: z.string().optional(),
  }),
  rates: z.array(historyRateSchema),
  /** The guard's verdict (guard runs): its ratio against the recorded one. */
  guard: z
    .object({
      recordedRatio: z.number().nullable(),
      limit: z.number(),
      passed: z.boolean(),
    })
    .optional(),
});

/** One offered rate of a recorded run. */
export type HistoryRate = z.infer<typeof historyRateSchema>;
/** One recorded run. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const orNull = (value: number | undefined): number | null =>
  value !== undefined && Number.isFinite(value) ? value : null;

/** Whether runs are recorded: `BENCH_HISTORY=0` turns it off for trial runs. */
export function historyEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.BENCH_HISTORY !== '0';
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length === 0
    ? NaN
    : Number.isInteger(mid)
      ? (sorted[mid - 1]! + sorted[mid]!) / 2
      : sorted[Math.floor(mid)]!;
};
/** CPU per order over several steps: all their CPU over all their orders (as measureStep counts). */
const pooledCpu = (steps: readonly StepResult[]): number => {
  const orders = steps.map((s) => Math.max(1, s.acked));
  return sum(steps.map((s, i) => s.cpuPerOrderUs * orders[i]!)) / sum(orders);
};

/**
 * The history figures of one offered rate from one or more server steps at that rate and the
 * baseline's steps at the same rate (none: no ratio). Several steps (the guard's interleaved
 * rounds) are pooled: CPU per order is all their CPU over all their orders, achieved rate the
 * mean, ack p50 and p99 the medians of the steps'.
 */
export function pooledRate(
  server: readonly StepResult[],
  bare: readonly StepResult[],
): HistoryRate {
  const serverCpu = orNull(pooledCpu(server));
  const bareCpu = bare.length > 0 ? orNull(pooledCpu(bare)) : null;
  return {
    offeredPerSecond: server[0]?.offeredPerSecond ?? NaN,
    achievedPerSecond: sum(server.map((s) => s.achievedPerSecond)) / server.length,
    serverCpuPerOrderUs: serverCpu,
    bareCpuPerOrderUs: bareCpu,
    ratio: serverCpu !== null && bareCpu !== null && bareCpu > 0 ? serverCpu / bareCpu : null,
    ackP50Ms: orNull(median(server.map((s) => s.ackMs.p50))),
    ackP99Ms: orNull(median(server.map((s) => s.ackMs.p99))),
  };
}

/** The history figures of a `bench:load` run: each server step paired with the baseline's. */
export function historyRates(results: readonly StepResult[]): HistoryRate[] {
  const atRate = (target: StepResult['target'], rate: number): StepResult[] =>
    results.filter((r) => r.target === target && r.offeredPerSecond === rate);
  const rates = [
    ...new Set(results.filter((r) => r.target === 'server').map((r) => r.offeredPerSecond)),
  ];
  return rates.map((rate) => pooledRate(atRate('server', rate), atRate('baseline', rate)));
}

/** Parses history.jsonl text (blank lines skipped); throws on a line that does not fit. */
export function parseHistory(text: string): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const parsed = historyEntrySchema.safeParse(JSON.parse(line));
    if (!parsed.success)
      throw new Error(`history line ${index + 1}: ${parsed.error.issues[0]?.message}`);
    entries.push(parsed.data);
  });
  return entries;
}

/** Reads the history file; no file is an empty history. */
export function readHistory(file: string): HistoryEntry[] {
  return existsSync(file) ? parseHistory(readFileSync(file, 'utf8')) : [];
}

/** Appends one run to the history file (checked against the schema first). */
export function appendHistory(file: string, entry: HistoryEntry): void {
  const line = JSON.stringify(historyEntrySchema.parse(entry));
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${line}\n`);
}

/** The ratio a new guard run is held to, and the run it comes from. */
export interface RecordedRatio {
  readonly ratio: number;
  readonly entry: HistoryEntry;
}

const ratioAt = (entry: HistoryEntry, rate: number): number | null =>
  entry.rates.find((r) => r.offeredPerSecond === rate)?.ratio ?? null;

/**
 * The last recorded ratio to the bare server at `rate`: from the last guard run that passed,
 * or, when there is none, from the last `load` run with a ratio at that rate. Null when
 * neither exists (the first run records and passes).
 */
export function lastRecordedRatio(
  entries: readonly HistoryEntry[],
  rate: number,
): RecordedRatio | null {
  for (const kind of ['guard', 'load'] as const) {
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const entry = entries[i]!;
      if (entry.kind !== kind || entry.guard?.passed === false) continue;
      const ratio = ratioAt(entry, rate);
      if (ratio !== null) return { ratio, entry };
    }
  }
  return null;
}

/** Whether `ratio` is within `limit` times the recorded ratio (no record: it passes). */
export function withinLimit(ratio: number, recorded: number | null, limit: number): boolean {
  return recorded === null || ratio <= recorded * limit;
}
