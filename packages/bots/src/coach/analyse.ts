import { canonicalJson, seededRandom, type SeatId } from '@broadside/rules';
import { hash32 } from '../core/random.js';
import { sampleState } from '../core/simulate.js';
import { plannedOrder } from '../levels/easy-bot.js';
import type { Evaluator } from '../evaluation.js';
import { evaluatorFor } from '../registry.js';
import { rankOrders } from '../search/greedy.js';
import type { BotRuleset } from '../types.js';
import { drawSamples, estimateOrder, temperatureAt, type OrderEstimate } from './estimate.js';
import type {
  CoachSettings,
  CoachStep,
  GameAnalysis,
  StepAnalysis,
  VerdictSeverity,
} from './types.js';
import { wordsFor } from './words/index.js';

/** Candidate orders compared with the chosen one, unless the settings say otherwise. */
export const DEFAULT_CANDIDATES = 3;
/**
 * The coach's method, numbered: raised whenever a change gives other verdicts for the same game
 * and settings (candidates, playouts, calibration), so that caches of older analyses are not
 * served as new. 2: the hard plan among the candidates, greedy playouts, fitted temperatures.
 * 3: the best candidate by the lead it keeps, and a decision's cost counted as in an even battle
 * when that is more (see {@link decisionCost}). 4: leads unclamped, with a win worth 4
 * temperatures more; temperatures fitted over several scenarios per ruleset, and scaled by
 * the size of the battle.
 */
export const COACH_VERSION = 4;
/** Playouts per candidate and decision, unless the settings say otherwise (see docs/bots.md). */
export const DEFAULT_SAMPLES = 8;
/** Samples per candidate of the easy ranking that picks the candidates. */
const RANK_SAMPLES = 2;

/** The loss in win probability from which a decision is an inaccuracy, a mistake, a blunder. */
export const SEVERITY_THRESHOLDS: Readonly<Record<Exclude<VerdictSeverity, 'good'>, number>> = {
  inaccuracy: 0.05,
  mistake: 0.1,
  blunder: 0.2,
};

/** How bad a loss in win probability is. */
export function severityOf(loss: number): VerdictSeverity {
  if (loss >= SEVERITY_THRESHOLDS.blunder) return 'blunder';
  if (loss >= SEVERITY_THRESHOLDS.mistake) return 'mistake';
  if (loss >= SEVERITY_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'good';
}

/**
 * What a decision cost, from the chances and leads after the chosen order and after the best
 * candidate: the win chance it gave away, or, when more, what the same loss of lead would cost
 * in an even battle — `tanh(Δ / 4T)`, the fall from a lead of Δ/2 to a deficit of Δ/2 on the
 * ruleset's calibrated logistic (temperature T). The second keeps a careless order visible in a
 * battle already decided, where every chance sits near 0 or 1 and no single order moves it,
 * as a coach still points out a loose move in a won game.
 */
export function decisionCost(
  chosen: { readonly share: number; readonly margin: number },
  best: { readonly share: number; readonly margin: number },
  temperature: number,
): number {
  const lead = Math.max(0, best.margin - chosen.margin);
  return Math.max(0, best.share - chosen.share, Math.tanh(lead / (4 * temperature)));
}

/** Four decimals: estimates carry no more, and cached analyses stay small. */
function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

/**
 * The hard level's plan for the step (the evaluator's `deepPolicy` on a state sampled from the
 * view), checked by the rules; null when the ruleset has none or the rules refuse it.
 */
function deepPlan(
  ruleset: BotRuleset,
  evaluator: Evaluator,
  step: CoachStep,
  random: () => number,
  deadline: () => boolean,
): unknown {
  if (!evaluator.deepPolicy) return null;
  const state = sampleState(ruleset, step.view, step.seat, random);
  const order = evaluator.deepPolicy(state, step.seat, deadline);
  if (order === null || order === undefined) return null;
  const checked = ruleset.check(state, step.seat, order);
  return checked.ok ? checked.value : null;
}

/**
 * The coach's judgement of one decision, from the step alone (the seat's view and pending list,
 * never the game's state): the candidates are the easy level's best few (the ruleset's planned
 * order first, when it has one), and each of them and the chosen order are played on the same
 * sampled states — hidden information drawn by the ruleset's `determinize`, the coach's own
 * dice — until the seat must decide again; the states reached are turned into win
 * probabilities (see `winShares`) and leads (see `leadOf`). The best candidate keeps the most
 * lead; the loss is what the chosen order cost against it (see {@link decisionCost}). Same step and settings, same analysis: the randomness is seeded by the settings'
 * seed and the step, and the clock (when given) only stops it from trying more candidates.
 */
export function analyseStep(
  ruleset: BotRuleset,
  step: CoachStep,
  settings: CoachSettings,
): StepAnalysis {
  const evaluator = evaluatorFor(ruleset.id);
  if (!evaluator) throw new Error(`the coach has no evaluation for ruleset ${ruleset.id}`);
  const { seat, view } = step;
  const random = seededRandom(
    hash32(`${settings.seed}\u0000${seat}\u0000${step.seq}\u0000${canonicalJson(step.pending)}`),
  );
  const start = settings.clock?.() ?? 0;
  const outOfTime = () =>
    settings.clock !== undefined &&
    settings.budgetMs !== undefined &&
    settings.clock() - start >= settings.budgetMs;

  // Words are put from one sampled state, drawn with a seed of its own.
  const wordsState = sampleState(ruleset, view, seat, seededRandom(hash32(`words:${step.seq}`)));
  const words = wordsFor(ruleset.id);
  const seats: readonly SeatId[] = ruleset.seats(wordsState);
  const normal = (order: unknown) => {
    const checked = ruleset.check(wordsState, seat, order);
    return checked.ok ? checked.value : order;
  };

  const chosen = normal(step.chosen);
  const candidates = [chosen];
  const keys = new Set([canonicalJson(chosen)]);
  const add = (order: unknown) => {
    if (order === null || order === undefined) return;
    const key = canonicalJson(order);
    if (keys.has(key)) return;
    keys.add(key);
    candidates.push(order);
  };
  const input = { view, pending: step.pending, seat };
  add(deepPlan(ruleset, evaluator, step, random, outOfTime));
  add(plannedOrder(ruleset, evaluator, input, random));
  // The easy ranking's best few besides the plans (the chosen order may be among them).
  const wanted = candidates.length + (settings.candidates ?? DEFAULT_CANDIDATES);
  for (const r of rankOrders(ruleset, evaluator, view, seat, random, RANK_SAMPLES, outOfTime)) {
    if (candidates.length >= wanted) break;
    add(r.order);
  }

  const samples = drawSamples(ruleset, view, seat, settings.samples, random);
  const estimates: OrderEstimate[] = [];
  for (const [i, order] of candidates.entries()) {
    if (i > 0 && outOfTime()) break;
    estimates.push(estimateOrder(ruleset, evaluator, samples, seat, order, seats));
  }
  // The best candidate keeps the most lead: finer than the chance, which a lopsided battle
  // holds near 0 or 1 whatever is played.
  let best = 0;
  estimates.forEach((e, i) => {
    if (e.margin > estimates[best]!.margin) best = i;
  });
  const picked = (e: OrderEstimate) => ({ share: e.shares[seat]!, margin: e.margin });
  const chosenValue = round(estimates[0]!.shares[seat]!);
  const bestValue = round(estimates[best]!.shares[seat]!);
  const loss = round(
    decisionCost(
      picked(estimates[0]!),
      picked(estimates[best]!),
      temperatureAt(ruleset, evaluator, wordsState),
    ),
  );
  const severity = severityOf(loss);
  const chosenPhrase = words(wordsState, seat, chosen);
  const bestPhrase = severity === 'good' ? null : words(wordsState, seat, candidates[best]);
  return {
    verdict: {
      seq: step.seq,
      seat,
      turn: step.turn,
      chosenText: chosenPhrase.text,
      bestText: bestPhrase?.text ?? null,
      why: bestPhrase?.reason ?? null,
      chosenValue,
      bestValue,
      loss,
      severity,
    },
    point: {
      seq: step.seq,
      turn: step.turn,
      seat,
      winProbability: Object.fromEntries(seats.map((s) => [s, round(estimates[0]!.shares[s]!)])),
    },
  };
}

/**
 * A whole game's analysis on one thread: every step in order (a server spreads the steps over
 * worker threads with {@link analyseStep} and puts the pieces together the same way).
 */
export function analyseGame(
  ruleset: BotRuleset,
  steps: readonly CoachStep[],
  settings: CoachSettings,
): GameAnalysis {
  return gameAnalysis(
    ruleset,
    steps.map((step) => analyseStep(ruleset, step, settings)),
    settings,
  );
}

/** Puts step analyses (in the order of their steps) together into a game's analysis. */
export function gameAnalysis(
  ruleset: BotRuleset,
  analyses: readonly StepAnalysis[],
  settings: CoachSettings,
): GameAnalysis {
  const seats: SeatId[] = [];
  for (const a of analyses)
    for (const s of Object.keys(a.point.winProbability)) if (!seats.includes(s)) seats.push(s);
  return {
    version: 1,
    ruleset: ruleset.id,
    seats,
    verdicts: analyses.map((a) => a.verdict),
    winProbability: analyses.map((a) => a.point),
    samples: settings.samples,
  };
}
