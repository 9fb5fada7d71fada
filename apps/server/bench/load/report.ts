import type { LatencySummary } from './samples.js';
import { escapeXml, svgStart } from './svg.js';

/** One step of `bench:load` against one target, as printed and written to JSON. */
export interface StepResult {
  readonly target: 'server' | 'baseline';
  readonly offeredPerSecond: number;
  readonly achievedPerSecond: number;
  readonly sent: number;
  readonly acked: number;
  readonly lostAcks: number;
  /** Scheduled orders never sent: no game was ready (the target could not keep up). */
  readonly unsent: number;
  /** Events frames of acknowledged orders that never reached a spectator. */
  readonly lostSpectatorFrames: number;
  readonly rejections: Readonly<Record<string, number>>;
  readonly ackMs: LatencySummary;
  readonly spectatorMs: LatencySummary;
  /** p99 of how late orders left against their schedule, in ms (driver backlog). */
  readonly sendLagP99Ms: number;
  /** Target process CPU (user + system) per acknowledged order, in µs. */
  readonly cpuPerOrderUs: number;
  /** Target process CPU over the step, as a share of one core. */
  readonly cpuShareOfCore: number;
  readonly rssMiB: number;
  /** The load generator's own CPU over the step, as a share of one core (near 1: it limits). */
  readonly driverCpuShareOfCore: number;
  /** Bytes the target wrote to storage per acknowledged order. */
  readonly diskBytesPerOrder: number;
}

/** Steps that lost something: a rejected order, a lost ack or a lost spectator frame. */
export function troubledSteps(results: readonly StepResult[]): StepResult[] {
  return results.filter(
    (r) => r.lostAcks > 0 || r.lostSpectatorFrames > 0 || Object.keys(r.rejections).length > 0,
  );
}

const fmt = (value: number, digits = 1): string =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      })
    : '–';
const latency = (s: LatencySummary): string =>
  `${fmt(s.p50)} / ${fmt(s.p95)} / ${fmt(s.p99)} / ${fmt(s.max)}`;
const rejected = (r: Readonly<Record<string, number>>): string =>
  Object.keys(r).length === 0
    ? '0'
    : Object.entries(r)
        .map(([code, n]) => `${code} ${n}`)
        .join(', ');

/** The results as a Markdown table (also readable on a terminal). */
export function resultTable(results: readonly StepResult[]): string {
  const header = [
    'target',
    'offered/s',
    'achieved/s',
    'ack ms p50 / p95 / p99 / max',
    'spectator ms p50 / p95 / p99 / max',
    'rejected',
    'lost acks / spectator frames',
    'unsent',
    'CPU/order µs',
    'CPU % core',
    'driver CPU % core',
    'RSS MiB',
    'disk B/order',
  ];
  const rows = results.map((r) => [
    r.target,
    fmt(r.offeredPerSecond, 0),
    fmt(r.achievedPerSecond, 0),
    latency(r.ackMs),
    latency(r.spectatorMs),
    rejected(r.rejections),
    `${r.lostAcks} / ${r.lostSpectatorFrames}`,
    String(r.unsent),
    fmt(r.cpuPerOrderUs, 0),
    fmt(r.cpuShareOfCore * 100, 0),
    fmt(r.driverCpuShareOfCore * 100, 0),
    fmt(r.rssMiB, 0),
    r.target === 'baseline' ? '–' : fmt(r.diskBytesPerOrder, 0),
  ]);
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'));
  return [line(header), line(align), ...rows.map(line)].join('\n');
}

/**
 * An SVG line chart of p99 latency (log scale) against offered load: ack and spectator delivery,
 * for the server and the baseline.
 */
export function p99Chart(results: readonly StepResult[], title: string): string {
  const width = 720;
  const height = 420;
  const left = 70;
  const right = 200;
  const top = 40;
  const bottom = 60;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const maxRate = Math.max(...results.map((r) => r.offeredPerSecond));
  const values = results
    .flatMap((r) => [r.ackMs.p99, r.spectatorMs.p99])
    .filter((v) => Number.isFinite(v) && v > 0);
  const lo = Math.pow(10, Math.floor(Math.log10(Math.max(0.1, Math.min(...values)))));
  const hi = Math.pow(10, Math.ceil(Math.log10(Math.max(...values))));
  const x = (rate: number): number => left + (rate / maxRate) * plotW;
  const y = (ms: number): number =>
    top + plotH - ((Math.log10(Math.max(ms, lo)) - Math.log10(lo)) / Math.log10(hi / lo)) * plotH;
  const specs: {
    label: string;
    color: string;
    dash: string;
    target: StepResult['target'];
    key: 'ackMs' | 'spectatorMs';
  }[] = [
    { label: 'server ack p99', color: '#c0392b', dash: '', target: 'server', key: 'ackMs' },
    {
      label: 'server spectator p99',
      color: '#e67e22',
      dash: '6 4',
      target: 'server',
      key: 'spectatorMs',
    },
    { label: 'bare ws ack p99', color: '#2c3e50', dash: '', target: 'baseline', key: 'ackMs' },
    {
      label: 'bare ws spectator p99',
      color: '#7f8c8d',
      dash: '6 4',
      target: 'baseline',
      key: 'spectatorMs',
    },
  ];
  const series = specs.map((s) => ({
    ...s,
    points: results
      .filter((r) => r.target === s.target && Number.isFinite(r[s.key].p99))
      .map((r): [number, number] => [x(r.offeredPerSecond), y(r[s.key].p99)]),
  }));
  const parts = svgStart(width, height, title, left);
  for (let decade = lo; decade <= hi; decade *= 10) {
    parts.push(
      `<line x1="${left}" x2="${left + plotW}" y1="${y(decade)}" y2="${y(decade)}" stroke="#ddd"/>`,
      `<text x="${left - 8}" y="${y(decade) + 4}" text-anchor="end">${decade >= 1 ? decade.toFixed(0) : decade} ms</text>`,
    );
  }
  const rates = [...new Set(results.map((r) => r.offeredPerSecond))];
  for (const rate of rates) {
    parts.push(
      `<line x1="${x(rate)}" x2="${x(rate)}" y1="${top}" y2="${top + plotH}" stroke="#eee"/>`,
      `<text x="${x(rate)}" y="${top + plotH + 18}" text-anchor="middle">${rate.toLocaleString('en-US')}</text>`,
    );
  }
  parts.push(
    `<rect x="${left}" y="${top}" width="${plotW}" height="${plotH}" fill="none" stroke="#333"/>`,
    `<text x="${left + plotW / 2}" y="${height - 18}" text-anchor="middle">offered orders per second</text>`,
    `<text transform="translate(16 ${top + plotH / 2}) rotate(-90)" text-anchor="middle">p99 latency (log scale)</text>`,
  );
  series.forEach((s, i) => {
    if (s.points.length > 0) {
      const path = s.points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
      parts.push(
        `<polyline points="${path}" fill="none" stroke="${s.color}" stroke-width="2" stroke-dasharray="${s.dash}"/>`,
        ...s.points.map(
          ([px, py]) =>
            `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="3" fill="${s.color}"/>`,
        ),
      );
    }
    const ly = top + 10 + i * 20;
    parts.push(
      `<line x1="${left + plotW + 15}" x2="${left + plotW + 40}" y1="${ly}" y2="${ly}" stroke="${s.color}" stroke-width="2" stroke-dasharray="${s.dash}"/>`,
      `<text x="${left + plotW + 46}" y="${ly + 4}">${escapeXml(s.label)}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
