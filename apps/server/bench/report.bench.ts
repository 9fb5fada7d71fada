/**
 * After-action report benchmark (`pnpm bench:report`): for a seeded game of each ruleset, played
 * by two easy bots to the end of turn 12 (or its end before that), makes everything a report
 * needs from a cold cache, as the server does on the first requests: the story (frames replayed
 * from the record, each turn's summary), the report in BBCode, Markdown and HTML, every frame's
 * PNG and the animated GIF. Prints p50/p95 wall-clock and CPU times per ruleset over `--rounds`
 * rounds and their ratio to the 3 s target. Playing the games is not timed.
 *
 *   --rounds N   rounds per ruleset (default 5)
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { narrationFor } from '@broadside/board-picture/narration';
import { RULESETS } from '@broadside/rules';
import { afterActionReport } from '../src/reports/aar.js';
import { framePng, replayGif } from '../src/reports/frame-images.js';
import { gameStory } from '../src/reports/story.js';
import { REPORT_SCENARIOS, seededRecord } from '../test/reports/seeded-record.js';

const TARGET_MS = 3000;
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

console.log(
  `after-action report, cold cache, ${rounds} rounds per ruleset; target ${TARGET_MS} ms`,
);
for (const id of Object.keys(REPORT_SCENARIOS)) {
  const ruleset = RULESETS[id]!;
  const record = seededRecord(id);
  const wall: number[] = [];
  const cpu: number[] = [];
  let frames = 0;
  let gifBytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    const [w0, c0] = [performance.now(), cpuMs()];
    const story = gameStory(ruleset, record, narrationFor(id, null), {
      title: `Bench ${id}`,
      players: record.seats.map((s) => ({ side: s.seat, name: s.name })),
      result: record.result?.summary ?? '',
    });
    for (const format of ['bbcode', 'markdown', 'html'] as const)
      afterActionReport(format, {
        title: `Bench ${id}`,
        ruleset: id,
        scenario: REPORT_SCENARIOS[id]!,
        sides: [],
        result: record.result?.summary ?? '',
        level: null,
        turns: story.frames.at(-1)?.turn ?? null,
        commitment: record.dice.commitment,
        seed: record.dice.seed,
        fingerprint: record.chain ?? null,
        replayUrl: 'https://broadside.example/#/watch/g',
        recordUrl: 'https://broadside.example/api/games/g/record',
        mapUrl: 'https://broadside.example/api/games/g/map.png',
        gifUrl: 'https://broadside.example/api/games/g/replay.gif',
        turnReports: story.summaries.map((s, i) => ({
          ...s,
          imageUrl: `https://broadside.example/api/games/g/frames/${i + 1}.png`,
        })),
        annotations: [],
      });
    for (let n = 1; n <= story.frames.length; n += 1) framePng(story, n);
    gifBytes = (await replayGif(story)).length;
    frames = story.frames.length;
    wall.push(performance.now() - w0);
    cpu.push(cpuMs() - c0);
  }
  const p50 = quantile(wall, 0.5);
  const p95 = quantile(wall, 0.95);
  console.log(
    `${id.padEnd(9)} ${String(frames).padStart(2)} frames, GIF ${(gifBytes / 1024).toFixed(0)} KiB: ` +
      `wall p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (${(p95 / TARGET_MS).toFixed(2)} × target); ` +
      `CPU p50 ${quantile(cpu, 0.5).toFixed(0)} ms, p95 ${quantile(cpu, 0.95).toFixed(0)} ms (${(quantile(cpu, 0.95) / TARGET_MS).toFixed(2)} × target)`,
  );
}
