import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { historyChart } from '../bench/load/chart.js';
import {
  appendHistory,
  historyEnabled,
  historyRates,
  lastRecordedRatio,
  parseHistory,
  readHistory,
  withinLimit,
  type HistoryEntry,
} from '../bench/load/history.js';
import type { StepResult } from '../bench/load/report.js';

/**
 * The run history of `bench:load` and `bench:guard` (bench/load/history.ts): its lines, the
 * figures a run records, and which recorded run a guard run is held to. No benchmark runs here.
 */

const entry = (
  kind: HistoryEntry['kind'],
  commit: string,
  ratios: Record<number, number | null>,
  passed?: boolean,
): HistoryEntry => ({
  at: '2026-12-07T00:00:00.000Z',
  commit,
  dirty: false,
  kind,
  machine: { cpus: 2, model: 'test cpu', node: 'v20.20.2', loadavg: [1, 1, 1] },
  settings: { games: 200, spectatorsPerGame: 2, secondsPerStep: 5, scenario: 'task_groups' },
  rates: Object.entries(ratios).map(([rate, ratio]) => ({
    offeredPerSecond: Number(rate),
    achievedPerSecond: Number(rate),
    serverCpuPerOrderUs: 400,
    bareCpuPerOrderUs: ratio === null ? null : 400 / ratio,
    ratio,
    ackP50Ms: 1,
    ackP99Ms: 10,
  })),
  ...(passed === undefined ? {} : { guard: { recordedRatio: null, limit: 1.5, passed } }),
});

const step = (
  target: StepResult['target'],
  cpuPerOrderUs: number,
  acked: number,
  ackP99: number,
): StepResult => ({
  target,
  offeredPerSecond: 1000,
  achievedPerSecond: 1000,
  sent: acked,
  acked,
  lostAcks: 0,
  unsent: 0,
  lostSpectatorFrames: 0,
  rejections: {},
  ackMs: { count: acked, p50: ackP99 / 10, p95: ackP99 / 2, p99: ackP99, max: ackP99 * 2 },
  spectatorMs: { count: acked, p50: 1, p95: 2, p99: 3, max: 4 },
  sendLagP99Ms: 0,
  cpuPerOrderUs,
  cpuShareOfCore: 0.5,
  driverCpuShareOfCore: 0.2,
  rssMiB: 100,
  diskBytesPerOrder: 0,
});

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('bench history', () => {
  test('append then read gives the runs back; no file is an empty history', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
    const file = join(dir, 'nested', 'history.jsonl');
    expect(readHistory(file)).toEqual([]);
    const first = entry('load', 'aaa1111', { 200: 2.5, 1000: 3 });
    const second = entry('guard', 'bbb2222', { 1000: 3.2 }, true);
    appendHistory(file, first);
    appendHistory(file, second);
    expect(readHistory(file)).toEqual([first, second]);
  });

  test('parse skips blank lines and names the line that does not fit; append checks first', () => {
    const line = JSON.stringify(entry('guard', 'ccc3333', { 1000: 3 }, true));
    expect(parseHistory(`${line}\n\n${line}\n`)).toHaveLength(2);
    const bad = JSON.stringify({ ...entry('load', 'ddd4444', {}), kind: 'other' });
    expect(() => parseHistory(`${line}\n${bad}\n`)).toThrow(/history line 2/);
    dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
    const file = join(dir, 'history.jsonl');
    expect(() => appendHistory(file, { ...entry('load', 'x', {}), at: 1 } as never)).toThrow();
    expect(readHistory(file)).toEqual([]);
  });

  test('the last passed guard run is the reference; a failed one is not', () => {
    const runs = [
      entry('guard', 'g1', { 1000: 3 }, true),
      entry('load', 'l1', { 200: 2, 1000: 3.5 }),
      entry('guard', 'g2', { 1000: 3.4 }, true),
      entry('guard', 'g3', { 1000: 9 }, false),
    ];
    expect(lastRecordedRatio(runs, 1000)).toMatchObject({ ratio: 3.4, entry: { commit: 'g2' } });
  });

  test("without a guard run, the last load run's ratio at the rate; none at all: null", () => {
    const runs = [
      entry('load', 'l1', { 1000: 3.1 }),
      entry('load', 'l2', { 200: 2, 4000: 5 }),
      entry('load', 'l3', { 1000: null }),
      entry('guard', 'g1', { 1000: 8 }, false),
    ];
    expect(lastRecordedRatio(runs, 1000)).toMatchObject({ ratio: 3.1, entry: { commit: 'l1' } });
    expect(lastRecordedRatio(runs.slice(1), 1000)).toBeNull();
    expect(lastRecordedRatio([], 1000)).toBeNull();
  });

  test('the limit: at most 1.5 times the recorded ratio; nothing recorded passes', () => {
    expect(withinLimit(4.5, 3, 1.5)).toBe(true);
    expect(withinLimit(4.51, 3, 1.5)).toBe(false);
    expect(withinLimit(100, null, 1.5)).toBe(true);
  });

  test('rates pool interleaved rounds: all CPU over all orders, median ack quantiles', () => {
    const [rate] = historyRates([
      step('server', 400, 5000, 10),
      step('baseline', 100, 5000, 2),
      step('server', 600, 5000, 80),
      step('baseline', 100, 5000, 3),
      step('server', 500, 5000, 20),
      step('baseline', 100, 5000, 3),
    ]);
    expect(rate).toMatchObject({
      offeredPerSecond: 1000,
      serverCpuPerOrderUs: 500,
      bareCpuPerOrderUs: 100,
      ratio: 5,
      ackP99Ms: 20,
      ackP50Ms: 2,
    });
  });

  test('a run without the baseline records no ratio', () => {
    expect(historyRates([step('server', 400, 10, 5)])).toEqual([
      expect.objectContaining({ serverCpuPerOrderUs: 400, bareCpuPerOrderUs: null, ratio: null }),
    ]);
  });

  test('BENCH_HISTORY=0 turns recording off', () => {
    expect(historyEnabled({})).toBe(true);
    expect(historyEnabled({ BENCH_HISTORY: '0' })).toBe(false);
  });

  test('the chart labels every run by its commit', () => {
    const svg = historyChart([
      entry('load', 'l1', { 1000: 3 }),
      { ...entry('guard', 'g1', { 1000: 3.2 }, true), dirty: true },
    ]);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('l1 12-07');
    expect(svg).toContain('g1* 12-07');
  });
});
