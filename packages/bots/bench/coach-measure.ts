/**
 * The coach's bench: how many decisions it flags, and the calibration of its win chance.
 *
 *   npx tsx packages/bots/bench/coach-measure.ts flags [--only id] [--decisions N] [--samples N]
 *     plays easy against random and easy against hard per ruleset (seeded) and analyses up to
 *     N decisions of each game spread over the game; prints the verdicts by level and severity
 *     and the decisions per second.
 *   npx tsx packages/bots/bench/coach-measure.ts calibrate [--only id] [--games N] [--setup JSON]
 *     plays N seeded games of each pairing of levels in each calibration scenario of a ruleset
 *     (or the one --setup gives), pairs the evaluation lead of seat A over seat B at every
 *     decision with the final result (1 win, ½ draw, 0 loss), and fits P(win) = 1 / (1 +
 *     e^(−bias − lead / T)) by least log-loss: one T per scenario, and for all of them, with a
 *     bias for each scenario, one T and the law T = c · material^p (the coach's), where
 *     material is the size of the battle (the evaluator's `material`).
 */
import { parseArgs } from 'node:util';
import {
  canonicalJson,
  RULESETS,
  seededRandom,
  verifiableDice,
  type AnyRuleset,
} from '@broadside/rules';
import { hash32 } from '../src/core/random.js';
import { rankOrders } from '../src/search/greedy.js';
import { sampleState } from '../src/core/simulate.js';
import {
  analyseStep,
  coachStepAt,
  createBot,
  DEFAULT_CANDIDATES,
  type Bot,
  type BotLevel,
  type CoachStep,
  type VerdictSeverity,
} from '../src/index.js';
import { evaluatorFor } from '../src/registry.js';
import { starfirePoints } from './points.js';
import { onepagePoints } from './points-onepage.js';
import { sclPoints } from './points-scl.js';
import { startrekPoints } from './points-startrek.js';

const CASES: readonly (readonly [string, unknown])[] = [
  ['starfire', { scenario: 'warp_assault' }],
  ['onepage', { scenario: 'duel', options: { movement: 'written' } }],
  ['scl', { scenario: 'carrier_strike', options: { movement: 'standard' } }],
  ['startrek', { scenario: 'ambush' }],
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: 'string' },
    decisions: { type: 'string', default: '40' },
    samples: { type: 'string', default: '16' },
    candidates: { type: 'string', default: String(DEFAULT_CANDIDATES) },
    games: { type: 'string', default: '6' },
    max: { type: 'string', default: '600' },
    seed: { type: 'string', default: '1' },
    verbose: { type: 'boolean', default: false },
    /** A set-up (JSON) in place of the listed one, for the rulesets chosen by --only. */
    setup: { type: 'string' },
  },
});

/** The bench's tiebreaks for a drawn or unfinished game: positive when the seat did better. */
const POINTS: Readonly<Record<string, (state: unknown, seat: string) => number>> = {
  starfire: starfirePoints,
  onepage: onepagePoints,
  scl: sclPoints,
  startrek: startrekPoints,
};

/** A played game: every decision as its seat saw it, the level of each seat, its result. */
interface Played {
  readonly steps: CoachStep[];
  readonly levels: Record<string, Level>;
  /** Seat A's evaluation lead over seat B before each decision. */
  readonly leads: number[];
  /** The size of the battle (the evaluator's `material`) before each decision. */
  readonly materials: number[];
  /** 1 when seat A won, 0 when B won; a draw or an unfinished game on points (½ when even). */
  readonly scoreA: number;
}

function seedBytes(text: string): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < text.length; i += 1)
    out[i % 32] = (out[i % 32]! * 31 + text.charCodeAt(i)) & 0xff;
  return out;
}

/** A level of the bench: the bots' own, or `worst`, the easy ranking's last order every time. */
type Level = BotLevel | 'worst';

/** A player that gives the order the easy ranking likes least: costly decisions on purpose. */
function worstBot(R: AnyRuleset, seed: string): Bot {
  const evaluator = evaluatorFor(R.id)!;
  return {
    level: 'random',
    decide(input) {
      if (!input.pending.some((p) => p.seat === input.seat)) return null;
      const random = seededRandom(hash32(`${seed}:${canonicalJson(input.pending)}`));
      return rankOrders(R, evaluator, input.view, input.seat, random, 2).at(-1)?.order ?? null;
    },
  };
}

function play(id: string, setup: unknown, levels: [Level, Level], game: number): Played {
  const R = RULESETS[id] as AnyRuleset;
  const evaluator = evaluatorFor(id)!;
  const label = `${id}/${levels.join('-')}/${game}`;
  const dice = verifiableDice(seedBytes(`coach:${label}`));
  const parsed = R.parseSetup(setup);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const created = R.create(parsed.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  let state: unknown = created.value.state;
  const seats: readonly string[] = R.seats(state);
  const levelOf: Record<string, Level> = Object.fromEntries(seats.map((s, i) => [s, levels[i]!]));
  const bots = Object.fromEntries(
    seats.map((s) => {
      const level = levelOf[s]!;
      const seed = `bot:${label}:${s}`;
      return [
        s,
        level === 'worst' ? worstBot(R, seed) : createBot(R, { level, seed, maxIterations: 60 }),
      ];
    }),
  );
  const steps: CoachStep[] = [];
  const leads: number[] = [];
  const materials: number[] = [];
  for (let seq = 1; seq <= Number(values.max) && R.result(state) === null; seq++) {
    const seat = R.pending(state)[0]!.seat;
    const viewer = { kind: 'seat', seat } as const;
    const order = bots[seat]!.decide({
      view: R.view(state, viewer),
      pending: R.viewPending(state, viewer),
      seat,
    });
    leads.push(evaluator.evaluate(state, seats[0]!) - evaluator.evaluate(state, seats[1]!));
    materials.push(evaluator.material(state));
    const checked = order === null ? null : R.check(state, seat, order);
    if (!checked?.ok) {
      state = R.timeout(state, seat, dice).state;
      continue;
    }
    const step = coachStepAt(R, state, seq, seat, checked.value);
    if (step) steps.push(step);
    state = R.apply(state, seat, checked.value, dice).state;
  }
  const winners = R.result(state)?.winners ?? [];
  const points = POINTS[id]!(state, seats[0]!);
  const scoreA =
    winners.length === 1
      ? winners[0] === seats[0]
        ? 1
        : 0
      : points > 0
        ? 1
        : points < 0
          ? 0
          : 0.5;
  return { steps, levels: levelOf, leads, materials, scoreA };
}

const easyOf = (R: AnyRuleset, seat: string) =>
  createBot(R, { level: 'easy', seed: `easy:${seat}` });
const inputOf = (R: AnyRuleset, state: unknown, seat: string) => {
  const viewer = { kind: 'seat', seat } as const;
  return { view: R.view(state, viewer), pending: R.viewPending(state, viewer), seat };
};

const cases = CASES.filter(([id]) => !values.only || values.only.split(',').includes(id)).map(
  ([id, setup]) => [id, values.setup ? (JSON.parse(values.setup) as unknown) : setup] as const,
);

function flags(): void {
  const wanted = Number(values.decisions);
  const settings = {
    seed: `bench:${values.seed}`,
    samples: Number(values.samples),
    candidates: Number(values.candidates),
  };
  for (const [id, setup] of cases) {
    const R = RULESETS[id] as AnyRuleset;
    for (const levels of [
      ['easy', 'random'],
      ['hard', 'random'],
      ['easy', 'hard'],
      ['hard', 'worst'],
    ] as [Level, Level][]) {
      const game = play(id, setup, levels, Number(values.seed));
      const stride = Math.max(1, Math.floor(game.steps.length / wanted));
      const picked = game.steps.filter((_, i) => i % stride === 0).slice(0, wanted);
      const counts: Record<string, Record<VerdictSeverity, number>> = {};
      const start = performance.now();
      const shown: string[] = [];
      for (const step of picked) {
        const { verdict } = analyseStep(R, step, settings);
        const level = game.levels[step.seat]!;
        counts[level] ??= { good: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
        counts[level][verdict.severity] += 1;
        if (values.verbose)
          console.log(
            `    ${level} ${verdict.chosenValue.toFixed(2)} best ${verdict.bestValue.toFixed(2)} cost ${verdict.loss.toFixed(3)}: ${verdict.chosenText}${verdict.bestText ? ` → ${verdict.bestText}` : ''}`,
          );
        else if (verdict.severity !== 'good' && shown.length < 6)
          shown.push(
            `    ${level} ${verdict.severity} −${verdict.loss.toFixed(2)}: ${verdict.chosenText} → ${verdict.bestText} (${verdict.why ?? ''})`,
          );
      }
      const seconds = (performance.now() - start) / 1000;
      const text = Object.entries(counts)
        .map(([l, c]) => `${l} ${c.good}/${c.inaccuracy}/${c.mistake}/${c.blunder}`)
        .join('; ');
      console.log(
        `${id} ${levels.join(' v ')}: ${game.steps.length} decisions, result A=${game.scoreA}; ` +
          `${picked.length} analysed in ${seconds.toFixed(1)} s (${(picked.length / seconds).toFixed(2)}/s); good/inacc/mistake/blunder: ${text}`,
      );
      for (const line of shown) console.log(line);
    }
  }
}

/** Mean log-loss of P(win) = σ(bias + lead / t) over the pairs. */
function logLoss(pairs: readonly (readonly [number, number])[], t: number, bias = 0): number {
  let sum = 0;
  for (const [lead, y] of pairs) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-(bias + lead / t)))));
    sum -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
  }
  return sum / pairs.length;
}

/**
 * The temperature with the least mean log-loss, with and without a bias for the side the
 * scenario favours (a scan in log space; for each t, the best bias by a scan too). The coach
 * uses no bias, so the fit without one is the calibrated value; the biased fit shows how much
 * of the lead is the scenario's own imbalance.
 */
function fitTemperature(pairs: readonly (readonly [number, number])[]): {
  t: number;
  loss: number;
  biased: { t: number; bias: number; loss: number };
} {
  let best = { t: 1, loss: Infinity };
  let biased = { t: 1, bias: 0, loss: Infinity };
  for (let t = 1; t <= 1000; t *= 1.03) {
    const loss = logLoss(pairs, t);
    if (loss < best.loss) best = { t, loss };
    for (let bias = -4; bias <= 4; bias += 0.1) {
      const l = logLoss(pairs, t, bias);
      if (l < biased.loss) biased = { t, bias, loss: l };
    }
  }
  return { ...best, biased };
}

/** Pairings of the calibration games, each played from both seats. */
const CALIBRATION_PAIRINGS: readonly (readonly [BotLevel, BotLevel])[] = [
  ['easy', 'easy'],
  ['easy', 'random'],
  ['random', 'easy'],
  ['hard', 'easy'],
  ['easy', 'hard'],
  ['random', 'random'],
];

/** The scenarios each ruleset's temperature is fitted on: small and large, even and one-sided. */
const CALIBRATION_SETUPS: Readonly<Record<string, readonly unknown[]>> = {
  starfire: [
    { scenario: 'patrol' },
    { scenario: 'task_groups' },
    { scenario: 'set_piece' },
    { scenario: 'warp_assault' },
  ],
  onepage: [
    { scenario: 'duel', options: { movement: 'written' } },
    { scenario: 'convoy', options: { movement: 'written' } },
    { scenario: 'raider_hunt', options: { movement: 'written' } },
  ],
  scl: [
    { scenario: 'carrier_strike', options: { movement: 'standard' } },
    { scenario: 'bismarck_at_bay', options: { movement: 'standard' } },
    { scenario: 'fleet_action', options: { movement: 'standard' } },
  ],
  startrek: [{ scenario: 'duel' }, { scenario: 'ambush' }, { scenario: 'rescue' }],
};

/** Positions of one scenario: seat A's lead, the size of the battle, the game's result for A. */
type Positions = readonly (readonly [lead: number, material: number, scoreA: number])[];

/** Mean log-loss of P(win) = σ(bias + lead / (c · material^p)) over one scenario's positions. */
function lawLogLoss(positions: Positions, c: number, p: number, bias: number): number {
  let sum = 0;
  for (const [lead, material, y] of positions) {
    const t = c * Math.max(1, material) ** p;
    const q = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-(bias + lead / t)))));
    sum -= y * Math.log(q) + (1 - y) * Math.log(1 - q);
  }
  return sum / positions.length;
}

/**
 * The temperature law T = c · material^p for all the scenarios, each with a bias of its own
 * (how much it favours a side, whatever the lead), with the least mean log-loss over every
 * position: p from 0 (one temperature for every battle) to 1.5 by tenths, c in log space, each
 * scenario's best bias by a scan. Every third position is used: neighbours in a game are alike.
 */
function fitLaw(groups: readonly Positions[]): {
  c: number;
  p: number;
  loss: number;
  biases: number[];
  flat: { c: number; loss: number };
  proportional: { c: number; loss: number };
} {
  const thinned = groups.map((g) => g.filter((_, i) => i % 3 === 0));
  const total = thinned.reduce((a, g) => a + g.length, 0);
  let best = { c: 1, p: 0, loss: Infinity, biases: [] as number[] };
  let flat = { c: 1, loss: Infinity };
  let proportional = { c: 1, loss: Infinity };
  for (let p = 0; p <= 1.501; p += 0.1)
    for (let c = 0.005; c <= 200; c *= 1.06) {
      let loss = 0;
      const biases: number[] = [];
      for (const group of thinned) {
        let groupBest = { bias: 0, loss: Infinity };
        for (let bias = -6; bias <= 6.001; bias += 0.2) {
          const l = lawLogLoss(group, c, p, bias);
          if (l < groupBest.loss) groupBest = { bias: Math.round(bias * 10) / 10, loss: l };
        }
        loss += (groupBest.loss * group.length) / total;
        biases.push(groupBest.bias);
      }
      if (loss < best.loss) best = { c, p: Math.round(p * 10) / 10, loss, biases };
      if (Math.abs(p) < 1e-9 && loss < flat.loss) flat = { c, loss };
      if (Math.abs(p - 1) < 1e-9 && loss < proportional.loss) proportional = { c, loss };
    }
  return { ...best, flat, proportional };
}

function calibrate(): void {
  for (const [id] of cases) {
    const groups: Positions[] = [];
    const setups = values.setup ? [JSON.parse(values.setup) as unknown] : CALIBRATION_SETUPS[id]!;
    for (const setup of setups) {
      const positions: [number, number, number][] = [];
      const results: string[] = [];
      for (let g = 0; g < Number(values.games); g++)
        for (const levels of CALIBRATION_PAIRINGS) {
          const game = play(id, setup, [...levels], g);
          results.push(String(game.scoreA));
          game.leads.forEach((lead, i) => positions.push([lead, game.materials[i]!, game.scoreA]));
        }
      const fit = fitTemperature(positions.map(([lead, , y]) => [lead, y] as const));
      const size = positions.reduce((a, [, m]) => a + m, 0) / positions.length;
      console.log(
        `${id} ${JSON.stringify(setup)}: ${results.length} games (A scored ${results.join(' ')}), ` +
          `${positions.length} positions, mean material ${size.toFixed(0)}; fitted T = ${fit.t.toFixed(1)} ` +
          `(log-loss ${fit.loss.toFixed(3)}); with a bias: T = ${fit.biased.t.toFixed(1)}, bias ${fit.biased.bias.toFixed(1)} (log-loss ${fit.biased.loss.toFixed(3)})`,
      );
      groups.push(positions);
    }
    const law = fitLaw(groups);
    console.log(
      `${id}, ${groups.length} scenarios, a bias for each: one T = ${law.flat.c.toFixed(1)} ` +
        `(log-loss ${law.flat.loss.toFixed(4)}); T = ${law.proportional.c.toFixed(4)} · material ` +
        `(log-loss ${law.proportional.loss.toFixed(4)}); T = ${law.c.toFixed(3)} · material^${law.p} ` +
        `(log-loss ${law.loss.toFixed(4)}, biases ${law.biases.map((b) => b.toFixed(1)).join(', ')})`,
    );
  }
}

/** Milliseconds of each ruleset's policies (the planned and the deep one) over a game's decisions. */
function policies(): void {
  for (const [id, setup] of cases) {
    const R = RULESETS[id] as AnyRuleset;
    const evaluator = evaluatorFor(id)!;
    const game = play(id, setup, ['easy', 'random'], Number(values.seed));
    const random = seededRandom(1);
    const time = (f: (state: unknown, seat: string) => unknown) => {
      const start = performance.now();
      let given = 0;
      for (const step of game.steps) {
        const state = sampleState(R, step.view, step.seat, random);
        if (f(state, step.seat) != null) given += 1;
      }
      return `${((performance.now() - start) / game.steps.length).toFixed(1)} ms (${given} given)`;
    };
    console.log(
      `${id}: ${game.steps.length} decisions; policy ${time((s, seat) => evaluator.policy?.(s, seat, random))}; ` +
        `deep ${time((s, seat) => evaluator.deepPolicy?.(s, seat, () => false))}; ` +
        `easy ${time((s, seat) => easyOf(R, seat).decide(inputOf(R, s, seat)))}`,
    );
  }
}

if (positionals[0] === 'calibrate') calibrate();
else if (positionals[0] === 'policies') policies();
else flags();
