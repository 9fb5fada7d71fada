/// <reference types="node" />
/**
 * Rules benchmark: how fast the Starfire engine checks and applies orders, and how many whole
 * random games it plays per second. Run with `pnpm bench:rules` (tsx bench/rules.bench.ts).
 * Seeded throughout, so two runs on one machine measure the same work.
 */
import { verifiableDice } from '../src/dice/verifiable.js';
import type { DiceSource } from '../src/core/dice-source.js';
import { legalOrders } from '../src/starfire/legal-orders.js';
import type { StarfireOrder } from '../src/starfire/orders.js';
import { owedDecision } from '../src/starfire/pending.js';
import { playRandomly, seededRandom } from '../src/starfire/random-play.js';
import { starfireRuleset as R } from '../src/starfire/ruleset.js';
import type { StarfireState } from '../src/starfire/state.js';
import { randomSetup } from '../test/starfire/engine/fuzz-support.js';

const GAMES = Number(process.argv[2] ?? 200);
const TURN_LIMIT = 8;

interface Recorded {
  readonly state: StarfireState;
  readonly seat: string;
  readonly order: StarfireOrder;
  readonly dice: DiceSource;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summary(name: string, samplesMs: number[]): string {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const total = sorted.reduce((a, b) => a + b, 0);
  const perSecond = total > 0 ? sorted.length / (total / 1000) : 0;
  const us = (ms: number) => (ms * 1000).toFixed(1);
  return `| ${name} | ${sorted.length} | ${Math.round(perSecond).toLocaleString('en-US')} | ${us(percentile(sorted, 50))} | ${us(percentile(sorted, 90))} | ${us(percentile(sorted, 99))} | ${us(sorted[sorted.length - 1] ?? 0)} |`;
}

function newGame(random: () => number): { state: StarfireState; seed: Uint8Array } {
  const seed = Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256));
  const parsed = R.parseSetup(randomSetup(random, TURN_LIMIT));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const created = R.create(parsed.value, verifiableDice(seed));
  if (!created.ok) throw new Error(created.error.message);
  return { state: created.value.state, seed };
}

// 0. Warm the JIT up on a few games that are not measured.
const warmRandom = seededRandom(99);
for (let g = 0; g < 10; g += 1) {
  const { state, seed } = newGame(warmRandom);
  playRandomly(state, verifiableDice(seed), warmRandom, 20_000);
}

// 1. Record the positions and orders of random games.
const recordRandom = seededRandom(1);
const recorded: Recorded[] = [];
for (let g = 0; g < GAMES; g += 1) {
  const { state, seed } = newGame(recordRandom);
  const dice = verifiableDice(seed);
  playRandomly(state, dice, recordRandom, 20_000, (move) =>
    recorded.push({ state: move.before, seat: move.seat, order: move.order, dice }),
  );
}

// 2. Time check and apply, order by order, on the recorded positions.
const checkMs: number[] = [];
const applyMs: number[] = [];
const legalMs: number[] = [];
const hashMs: number[] = [];
for (const r of recorded) {
  let t = performance.now();
  const checked = R.check(r.state, r.seat, r.order);
  checkMs.push(performance.now() - t);
  if (!checked.ok) throw new Error(checked.error.message);
  t = performance.now();
  R.apply(r.state, r.seat, checked.value, r.dice);
  applyMs.push(performance.now() - t);
  t = performance.now();
  legalOrders(r.state, owedDecision(r.state)?.seat ?? r.seat);
  legalMs.push(performance.now() - t);
  t = performance.now();
  R.hash(r.state);
  hashMs.push(performance.now() - t);
}

// 3. Whole random games, from creation to the end.
const gameRandom = seededRandom(2);
const gameMs: number[] = [];
let orders = 0;
for (let g = 0; g < GAMES; g += 1) {
  const t = performance.now();
  const { state, seed } = newGame(gameRandom);
  orders += playRandomly(state, verifiableDice(seed), gameRandom, 20_000).orders.length;
  gameMs.push(performance.now() - t);
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
console.log(
  `Starfire rules benchmark: ${GAMES} seeded random games (mixed hulls and the six scenarios, turn limit ${TURN_LIMIT}), Node ${process.version}\n`,
);
console.log('| measure | samples | per second | p50 µs | p90 µs | p99 µs | max µs |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
console.log(summary('check(order)', checkMs));
console.log(summary('apply(order)', applyMs));
console.log(summary('legalOrders(seat)', legalMs));
console.log(summary('hash(state)', hashMs));
console.log(summary('whole random game', gameMs));
console.log('');
console.log(`- orders per game: ${(orders / GAMES).toFixed(1)} on average`);
console.log(`- apply / check time ratio: ${(mean(applyMs) / mean(checkMs)).toFixed(2)}`);
console.log(`- legalOrders / apply time ratio: ${(mean(legalMs) / mean(applyMs)).toFixed(2)}`);
const totalGameMs = gameMs.reduce((a, b) => a + b, 0);
const sortedGames = [...gameMs].sort((a, b) => a - b);
console.log(
  `- orders per second inside whole random games (set-up, legalOrders, check and apply): ${Math.round(orders / (totalGameMs / 1000)).toLocaleString('en-US')}`,
);
console.log(
  `- slowest / median whole game: ${((sortedGames[sortedGames.length - 1] ?? 0) / percentile(sortedGames, 50)).toFixed(1)}`,
);
