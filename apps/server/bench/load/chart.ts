// `pnpm bench:chart`: draws docs/bench/history.jsonl as docs/bench/history.svg — the server's
// CPU per order at 1,000 orders/s and its ratio to the bare `ws` server, run after run.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readHistory, type HistoryEntry } from './history.js';
import { escapeXml, svgStart } from './svg.js';

/** The offered rate the chart follows: the guard's, and one of `bench:load`'s defaults. */
const RATE = 1000;

/** One plotted figure of a run: which run, and its value (null: the run has none). */
interface Panel {
  readonly label: string;
  readonly color: string;
  readonly value: (entry: HistoryEntry) => number | null;
}

const PANELS: readonly Panel[] = [
  {
    label: `server CPU µs per order at ${RATE.toLocaleString('en-US')}/s`,
    color: '#c0392b',
    value: (e) => e.rates.find((r) => r.offeredPerSecond === RATE)?.serverCpuPerOrderUs ?? null,
  },
  {
    label: 'ratio to the bare ws server',
    color: '#2c3e50',
    value: (e) => e.rates.find((r) => r.offeredPerSecond === RATE)?.ratio ?? null,
  },
];

/** The smallest 1, 2 or 5 times a power of ten at or above `v`, for the top of an axis. */
const niceCeil = (v: number): number => {
  const decade = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 5, 10].map((m) => m * decade).find((n) => n >= v)!;
};

/** Sizes in pixels: the picture's width, its margins, each panel's height and the gap between. */
const LAYOUT = { width: 760, left: 70, right: 90, top: 44, bottom: 80, panelH: 150, gap: 40 };

/**
 * An SVG chart of the history: one panel per figure (server CPU per order, ratio to bare), one
 * point per run, labelled by commit (`*`: uncommitted changes; at most about 30 labels).
 * Guard runs are filled circles, `bench:load` runs squares; a failed guard run is hollow.
 */
export function historyChart(entries: readonly HistoryEntry[]): string {
  const { width, left, right, panelH, gap, top, bottom } = LAYOUT;
  const height = top + PANELS.length * panelH + (PANELS.length - 1) * gap + bottom;
  const plotW = width - left - right;
  const x = (i: number): number =>
    left + (entries.length <= 1 ? plotW / 2 : (i / (entries.length - 1)) * plotW);
  const title = 'bench:load and bench:guard history (● guard, ○ failed guard, ■ load)';
  const parts = svgStart(width, height, title, left);
  PANELS.forEach((panel, p) => {
    const y0 = top + p * (panelH + gap);
    const values = entries.map(panel.value);
    const max = niceCeil(Math.max(1e-9, ...values.filter((v): v is number => v !== null)) * 1.1);
    const y = (v: number): number => y0 + panelH - (v / max) * panelH;
    parts.push(
      `<rect x="${left}" y="${y0}" width="${plotW}" height="${panelH}" fill="none" stroke="#333"/>`,
      `<text x="${left + 6}" y="${y0 + 16}" fill="${panel.color}">${escapeXml(panel.label)}</text>`,
    );
    for (const tick of [0, 0.5, 1].map((f) => f * max)) {
      parts.push(
        `<line x1="${left}" x2="${left + plotW}" y1="${y(tick).toFixed(1)}" y2="${y(tick).toFixed(1)}" stroke="#eee"/>`,
        `<text x="${left - 6}" y="${(y(tick) + 4).toFixed(1)}" text-anchor="end">${Number(tick.toPrecision(3))}</text>`,
      );
    }
    const points = values.flatMap((v, i) => (v === null ? [] : [{ i, px: x(i), py: y(v) }]));
    if (points.length > 1)
      parts.push(
        `<polyline points="${points.map((q) => `${q.px.toFixed(1)},${q.py.toFixed(1)}`).join(' ')}" fill="none" stroke="${panel.color}" stroke-width="1.5"/>`,
      );
    for (const { i, px, py } of points) {
      const entry = entries[i]!;
      const fill = entry.guard?.passed === false ? '#fff' : panel.color;
      const stroke = `fill="${fill}" stroke="${panel.color}" stroke-width="1.5"`;
      parts.push(
        entry.kind === 'guard'
          ? `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="4" ${stroke}/>`
          : `<rect x="${(px - 4).toFixed(1)}" y="${(py - 4).toFixed(1)}" width="8" height="8" ${stroke}/>`,
      );
    }
  });
  const labelY = height - bottom + 14;
  const every = Math.ceil(entries.length / 30);
  entries.forEach((entry, i) => {
    if (i % every !== 0 && i !== entries.length - 1) return;
    const label = `${entry.commit}${entry.dirty ? '*' : ''} ${entry.at.slice(5, 10)}`;
    parts.push(
      `<text transform="translate(${x(i).toFixed(1)} ${labelY}) rotate(40)" font-size="10">${escapeXml(label)}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
  const outDir = resolve(repo, process.env.BENCH_LOAD_OUT ?? 'docs/bench');
  const entries = readHistory(join(outDir, 'history.jsonl'));
  writeFileSync(join(outDir, 'history.svg'), historyChart(entries));
  console.log(`wrote ${join(outDir, 'history.svg')} (${entries.length} runs)`);
}
