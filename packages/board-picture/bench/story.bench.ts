/// <reference types="node" />
/**
 * Story picture benchmark: how long one frame takes from frame to PNG, as the server makes it
 * (`storySvg`, then resvg at 900 px wide in DejaVu Sans). Plays the tests' seeded game of each
 * ruleset, draws every frame `--rounds` times and prints p50/p95 per ruleset and overall; the
 * target is under 200 ms per frame. resvg is the server's dependency, loaded from there (this
 * package stays pure). Run with `pnpm --filter @broadside/board-picture bench`.
 *
 *   --rounds N   times each frame is drawn (default 5)
 *   --out DIR    also write each frame's SVG and PNG there, to look at them
 *   --fonts F    `system` (default: resvg scans the system's fonts for every picture, as the
 *                server's svg-png.ts does) or `dejavu` (only the three DejaVu files it uses)
 *
 * Besides wall-clock times it prints the process's CPU time per frame, which a busy machine
 * (other processes on the same cores) does not inflate as much.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type * as resvgModule from '@resvg/resvg-js';
import { RULESETS } from '@broadside/rules';
import { storyFrames, storySvg } from '../src/index.js';
import { GAMES, gameRecord } from '../test/support/games.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    out: { type: 'string' },
    fonts: { type: 'string', default: 'system' },
  },
});
const rounds = Number(values.rounds);
const { Resvg } = createRequire(new URL('../../../apps/server/package.json', import.meta.url))(
  '@resvg/resvg-js',
) as typeof resvgModule;

const DEJAVU = '/usr/share/fonts/truetype/dejavu/';
const font =
  values.fonts === 'dejavu'
    ? {
        loadSystemFonts: false,
        fontFiles: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansMono.ttf'].map(
          (f) => DEJAVU + f,
        ),
        defaultFontFamily: 'DejaVu Sans',
      }
    : { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };

function png(svg: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: 900 }, font }).render().asPng();
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const line = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const [p50, p95, max] = [quantile(sorted, 0.5), quantile(sorted, 0.95), sorted.at(-1) ?? NaN];
  console.log(
    `${label.padEnd(10)} ${String(times.length).padStart(4)} frames  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${max.toFixed(1)} ms`,
  );
};

png('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>warm</text></svg>');
const all: number[] = [];
const allCpu: number[] = [];
/** CPU time of this process so far, in milliseconds. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (const game of GAMES) {
  const record = gameRecord(game);
  const t0 = performance.now();
  const frames = storyFrames(RULESETS[game.id]!, record);
  const framesMs = performance.now() - t0;
  const times: number[] = [];
  const svgTimes: number[] = [];
  const cpuTimes: number[] = [];
  frames.forEach((frame, i) => {
    const header = {
      title: `${game.id}: a seeded game`,
      players: record.seats.map((s) => ({ side: s.seat, name: s.name })),
      caption: frame.turn === null ? 'Set-up' : `Turn ${frame.turn}`,
      result: i === frames.length - 1 ? (record.result?.summary ?? null) : null,
    };
    for (let r = 0; r < rounds; r += 1) {
      const [start, cpuStart] = [performance.now(), cpu()];
      const svg = storySvg(frame, header);
      const drawn = performance.now();
      const bytes = png(svg);
      times.push(performance.now() - start);
      cpuTimes.push(cpu() - cpuStart);
      svgTimes.push(drawn - start);
      if (r === 0 && values.out) {
        mkdirSync(values.out, { recursive: true });
        writeFileSync(`${values.out}/${game.id}-${i}.svg`, svg);
        writeFileSync(`${values.out}/${game.id}-${i}.png`, bytes);
      }
    }
  });
  console.log(
    `${game.id}: ${record.entries.length} entries, ${frames.length} frames in ${framesMs.toFixed(0)} ms`,
  );
  line('  svg', svgTimes);
  line('  svg+png', times);
  line('  cpu', cpuTimes);
  all.push(...times);
  allCpu.push(...cpuTimes);
}
line('all', all);
line('all cpu', allCpu);
