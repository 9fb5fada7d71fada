/// <reference types="node" />
/**
 * Merges the JSON files of tournament runs split over processes (each with its own `--only`)
 * into one, pairings in the bench's scenario order, and prints the merged table:
 *
 *   npx tsx bench/merge.ts OUT.json PART-1.json PART-2.json …
 *
 * The parts are removed once the merged file is written.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pct } from './stats.js';
import type { PairingResult } from './tournament.js';

const ORDER = ['patrol', 'task_groups', 'convoy_raid', 'set_piece', 'raiders', 'warp_assault'];
const PAIRINGS = ['hard-easy', 'easy-random'];

interface Part {
  readonly games: number;
  readonly iterations: number;
  readonly results: readonly PairingResult[];
}

const [out, ...inputs] = process.argv.slice(2);
if (!out || inputs.length === 0) throw new Error('usage: merge.ts OUT.json PART.json …');
const parts = inputs.map((path) => JSON.parse(readFileSync(path, 'utf8')) as Part);
const rank = (r: PairingResult) =>
  ORDER.indexOf(r.scenario) * 10 + PAIRINGS.indexOf(`${r.first}-${r.second}`);
const results = parts.flatMap((p) => p.results).sort((a, b) => rank(a) - rank(b));
const merged = { games: parts[0]!.games, iterations: parts[0]!.iterations, results };
writeFileSync(out, `${JSON.stringify(merged, null, 1)}\n`);
for (const path of inputs) if (path !== out) rmSync(path);

const range = (low: number, high: number) => `${pct(low)}–${pct(high)}`;
for (const r of results)
  process.stdout.write(
    `| ${r.scenario} | ${r.turnLimit} | ${r.first} vs ${r.second} | ${r.records.length} | ${r.wins} | ${r.draws} | ${r.losses} | ${r.pointWins}–${r.pointDraws}–${r.pointLosses} | ${pct(r.winRate)} | ${range(r.low, r.high)} | ${r.low > 0.5 ? 'yes' : '**no**'} | ${r.refused} | ${r.stalls} | ${r.cpuSeconds.toFixed(0)} |\n`,
  );
