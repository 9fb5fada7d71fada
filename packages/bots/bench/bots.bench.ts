/// <reference types="node" />
/**
 * Bot benchmark: a seeded, headless tournament. For every scenario (Starfire by default), hard against easy
 * and easy against random-legal (sides alternating), with win rates and 95% Wilson intervals,
 * refused orders and stalls (both must be 0); the hard level's decision times at its budget;
 * and a no-illegal/no-stall run of the other rulesets. Run with `pnpm bench:bots`.
 *
 * The tournament is reproducible: every game's dice and every bot's randomness are seeded from
 * the game's number, and the hard level searches a fixed number of iterations per decision with
 * no clock, so its play does not depend on the machine or its load. Decision times are measured
 * separately, with the clock and the default budget, search uncapped.
 *
 *   --games N          games per pairing and scenario (default 100)
 *   --iterations N     the hard level's search iterations per decision in the tournament (default 24)
 *   --budget-ms N      the hard level's budget when timed (default 1000)
 *   --timing-games N   games per scenario timed at the budget, uncapped (default 2)
 *   --turn-limit N     turn limit of every game (Starfire default 15; others and 0: the scenario's);
 *                      `N,set_piece=8,…` sets some scenarios' own
 *   --other-games N    games per pairing and set-up of the other rulesets (default 6)
 *   --only a,b         only these scenarios; --skip-other skips the other rulesets,
 *                      --skip-tournament the tournament; --by-pairing plays hard against
 *                      easy in every scenario before easy against random
 *   --pairings a-b,c-d the pairings (default hard-easy,easy-random)
 *   --first-game N     number of the tournament's first game (default 0): its seeds follow
 *                      the game's number, so a trial run on other games (e.g. 1000) leaves
 *                      the tournament's own games unseen
 *   --json PATH        also write the tournament, game by game, as JSON
 *   --ruleset ID       the tournament's ruleset (default starfire): onepage, startrek and scl
 *                      play every scenario the ruleset describes, at the scenario's own turn
 *                      limit unless --turn-limit says otherwise
 *   --options k=v,…    set-up options of every tournament game (e.g. movement=vector)
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { BotLevel } from '../src/index.js';
import { RULESETS, type AnyRuleset } from '@broadside/rules';
import { playGame } from './games.js';
import { pct, quantile } from './stats.js';
import { playPairing, type PairingResult } from './tournament.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    iterations: { type: 'string', default: '24' },
    'budget-ms': { type: 'string', default: '1000' },
    'timing-games': { type: 'string', default: '2' },
    'other-games': { type: 'string', default: '6' },
    only: { type: 'string' },
    'skip-other': { type: 'boolean', default: false },
    'skip-tournament': { type: 'boolean', default: false },
    'by-pairing': { type: 'boolean', default: false },
    pairings: { type: 'string', default: 'hard-easy,easy-random' },
    'turn-limit': { type: 'string' },
    'first-game': { type: 'string', default: '0' },
    json: { type: 'string' },
    ruleset: { type: 'string', default: 'starfire' },
    options: { type: 'string' },
  },
});
const RULESET = values.ruleset;
const IS_STARFIRE = RULESET === 'starfire';
/** `--options movement=vector,…`: set-up options of every tournament game. */
const OPTIONS: Record<string, string> | null = values.options
  ? Object.fromEntries(values.options.split(',').map((part) => part.split('=') as [string, string]))
  : null;
const GAMES = Number(values.games);
const ITERATIONS = Number(values.iterations);
const BUDGET = Number(values['budget-ms']);
const TIMING_GAMES = Number(values['timing-games']);
const OTHER_GAMES = Number(values['other-games']);
const FIRST_GAME = Number(values['first-game']);
/** `--turn-limit`: one number for every scenario, or `12,set_piece=8,…` (a default, then overrides). */
const TURN_LIMITS = new Map<string, number>();
let TURN_LIMIT = IS_STARFIRE ? 15 : 0;
for (const part of (values['turn-limit'] ?? '').split(',').filter(Boolean)) {
  const [key, value] = part.split('=');
  if (value === undefined) TURN_LIMIT = Number(key);
  else TURN_LIMITS.set(key!, Number(value));
}
/** The turn limit of a scenario's games (0: the scenario's own, none). */
const turnLimitOf = (scenario: string) => TURN_LIMITS.get(scenario) ?? TURN_LIMIT;
/** A set-up of the tournament's ruleset with the bench's turn limit and options. */
const setupOf = (scenario: string) => ({
  scenario,
  ...(turnLimitOf(scenario) > 0 ? { turnLimit: turnLimitOf(scenario) } : {}),
  ...(OPTIONS ? { options: OPTIONS } : {}),
});
/** How each ruleset's draws are judged by the bench (see TIEBREAKS in games.ts). */
const TIEBREAK_TEXT: Readonly<Record<string, string>> = {
  starfire: 'share of systems lost',
  onepage: "the rules' points, then share of hull lost",
  startrek: 'share of the fleet lost',
  scl: "the rules' points, then share of hit points lost",
};
const RULESET_NAMES: Readonly<Record<string, string>> = {
  starfire: 'Starfire',
  onepage: 'One-page rules',
  startrek: 'Star Trek',
  scl: 'Star Cruiser Lite',
};
const clock = () => performance.now();
const STARFIRE = ['patrol', 'task_groups', 'convoy_raid', 'set_piece', 'raiders', 'warp_assault'];
const described = (RULESETS[RULESET] as AnyRuleset | undefined)?.describe().scenarios ?? [];
const ALL_SCENARIOS = IS_STARFIRE ? STARFIRE : described.map((s) => s.id);
const scenarios = values.only ? values.only.split(',') : ALL_SCENARIOS;
/** `--pairings hard-easy,easy-random` (the default): which levels meet. */
const PAIRINGS = values.pairings
  .split(',')
  .map((pairing) => pairing.split('-') as [BotLevel, BotLevel]);

const out = (line: string) => process.stdout.write(`${line}\n`);
const range = (low: number, high: number) => `${pct(low)}–${pct(high)}`;

/** The tournament so far, game by game, to the `--json` file. */
function writeJson(results: readonly PairingResult[]): void {
  const body = { games: GAMES, iterations: ITERATIONS, results };
  writeFileSync(values.json!, `${JSON.stringify(body, null, 1)}\n`);
}

function tournament(): PairingResult[] {
  out(
    `## ${RULESET_NAMES[RULESET] ?? RULESET} tournament: ${GAMES} games per pairing and scenario`,
  );
  out(
    `Hard: ${ITERATIONS} search iterations per decision, no clock; turn limits ${scenarios.map((x) => `${x} ${turnLimitOf(x) || "the scenario's own"}`).join(', ')}. ` +
      `Draws at the turn limit judged on points (${TIEBREAK_TEXT[RULESET] ?? 'none'}); a draw left counts as no win.\n`,
  );
  out(
    '| Scenario | Pairing | Wins | Draws | Losses | On points W–D–L | Win rate | 95% Wilson | Rules alone | 95% Wilson | Refused | Stalls | CPU s |',
  );
  out('| --- | --- | ---: | ---: | ---: | --- | ---: | --- | ---: | --- | ---: | ---: | ---: |');
  const results: PairingResult[] = [];
  // Pairing by pairing (hard against easy in every scenario first) with --by-pairing.
  const order = values['by-pairing']
    ? PAIRINGS.flatMap((pairing) => scenarios.map((scenario) => [scenario, pairing] as const))
    : scenarios.flatMap((scenario) => PAIRINGS.map((pairing) => [scenario, pairing] as const));
  for (const [scenario, [first, second]] of order) {
    const r = playPairing({
      rulesetId: RULESET,
      setup: setupOf(scenario),
      scenario,
      first,
      second,
      games: GAMES,
      turnLimit: turnLimitOf(scenario),
      iterations: ITERATIONS,
      firstGame: FIRST_GAME,
    });
    results.push(r);
    // Written after every pairing, so a long run leaves what it has played so far.
    if (values.json) writeJson(results);
    out(
      `| ${scenario} | ${first} vs ${second} | ${r.wins} | ${r.draws} | ${r.losses} | ${r.pointWins}–${r.pointDraws}–${r.pointLosses} | ${pct(r.winRate)} | ${range(r.low, r.high)} | ${pct(r.rulesWinRate)} | ${range(r.rulesLow, r.rulesHigh)} | ${r.refused} | ${r.stalls} | ${r.cpuSeconds.toFixed(0)} |`,
    );
  }
  return results;
}

function timing(): void {
  out(`\n## Hard decision times at the ${BUDGET} ms budget (uncapped search)\n`);
  out('| Scenario | Decisions | p50 ms | p95 ms | p99 ms | max ms |');
  out('| --- | ---: | ---: | ---: | ---: | ---: |');
  const all: number[] = [];
  for (const scenario of scenarios) {
    const times: number[] = [];
    for (let game = 0; game < TIMING_GAMES; game += 1)
      playGame({
        rulesetId: RULESET,
        setup: setupOf(scenario),
        first: 'hard',
        second: 'easy',
        swap: game % 2 === 1,
        game: 1000 + game,
        budgetMs: BUDGET,
        clock,
        onHardDecision: (ms) => times.push(ms),
      });
    all.push(...times);
    out(
      `| ${scenario} | ${times.length} | ${quantile(times, 0.5).toFixed(0)} | ${quantile(times, 0.95).toFixed(0)} | ${quantile(times, 0.99).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`,
    );
  }
  out(
    `| all | ${all.length} | ${quantile(all, 0.5).toFixed(0)} | ${quantile(all, 0.95).toFixed(0)} | ${quantile(all, 0.99).toFixed(0)} | ${Math.max(...all).toFixed(0)} |`,
  );
}

const OTHER: { rulesetId: string; setup: unknown }[] = [
  ...['duel', 'convoy', 'raider_hunt'].flatMap((scenario) =>
    ['written', 'initiative'].map((movement) => ({
      rulesetId: 'onepage',
      setup: { scenario, options: { movement } },
    })),
  ),
  ...['duel', 'ambush', 'rescue'].map((scenario) => ({
    rulesetId: 'startrek',
    setup: { scenario },
  })),
  ...['bismarck_at_bay', 'carrier_strike', 'breakout', 'fleet_action'].flatMap((scenario) =>
    ['standard', 'vector'].map((movement) => ({
      rulesetId: 'scl',
      setup: { scenario, options: { movement } },
    })),
  ),
];

function others(): void {
  const games = OTHER_GAMES;
  out(`\n## Other rulesets: ${games} games per pairing (easy vs random, hard vs easy)\n`);
  out(
    '| Ruleset | Set-up | Games | Finished | Refused | Stalls | Easy wins vs random | Hard wins vs easy |',
  );
  out('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { rulesetId, setup } of OTHER) {
    let played = 0;
    let finished = 0;
    let refused = 0;
    let stalls = 0;
    const wins: Record<string, number> = { easy: 0, hard: 0 };
    for (const [first, second] of [
      ['easy', 'random'],
      ['hard', 'easy'],
    ] as [BotLevel, BotLevel][]) {
      for (let game = 0; game < games; game += 1) {
        const { outcome, match } = playGame({
          rulesetId,
          setup,
          first,
          second,
          swap: game % 2 === 1,
          game,
          maxIterations: 8,
        });
        played += 1;
        if (match.result) finished += 1;
        refused += match.illegal;
        stalls += match.stalls;
        if (outcome === 'win') wins[first]! += 1;
      }
    }
    out(
      `| ${rulesetId} | ${JSON.stringify(setup)} | ${played} | ${finished} | ${refused} | ${stalls} | ${wins.easy}/${games} | ${wins.hard}/${games} |`,
    );
  }
}

if (!values['skip-tournament']) tournament();
if (TIMING_GAMES > 0) timing();
if (!values['skip-other']) others();
