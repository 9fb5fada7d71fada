import { seededRandom, type DiceSource } from '@broadside/rules';
import {
  onepageRuleset,
  planOrder,
  type Launch,
  type OnepageState,
  type Plan,
  type ShipPath,
} from '@broadside/rules/onepage';
import { hash32, simulatedDice } from '../core/random.js';
import { planFire } from './fire.js';
import { judge } from './judge.js';
import { moveOptions, planLaunches, type MoveOption } from './options.js';

const R = onepageRuleset;

/** A movement decision's kind: written plot or initiative move. */
type Kind = 'plot' | 'move';

/** Dice samples per pair of plans (the same for every candidate: common random numbers). */
const DICE_SAMPLES = 3;
/** Rounds of improving one ship's move at a time. */
const PASSES = 2;
/** Weight of the worst enemy reply against the mean of them (a cautious plan). */
const WORST_WEIGHT = 0.35;

/** A plan from one move option per ship, with the launches those ends allow. */
function planOf(
  state: OnepageState,
  seat: string,
  ids: readonly string[],
  picks: readonly MoveOption[],
): Plan {
  const ends = new Map(ids.map((id, i) => [id, picks[i]!]));
  const moves: ShipPath[] = [];
  ids.forEach((id, i) => {
    const path = picks[i]!.path;
    if (path.length > 0) moves.push({ ship: id, path: [...path] });
  });
  const launches: Launch[] = planLaunches(state, seat, ends);
  return { moves, launches };
}

/** The few plans the enemy is weighed as playing: holding, all charging, all running, one charging. */
function enemyPlans(state: OnepageState, enemy: string): Plan[] {
  const ships = state.ships.filter((s) => s.side === enemy && s.status === 'active');
  const ids = ships.map((s) => s.id);
  const options = ships.map((s) => moveOptions(state, s));
  const hold = options.map((o) => o[0]!);
  const targets = state.ships.filter((s) => s.side !== enemy && s.status === 'active');
  const closest = options.map((opts) => {
    let best = opts[0]!;
    let bestD = Infinity;
    for (const o of opts) {
      const d = Math.min(...targets.map((t) => hexDistance(o, t.hex)));
      if (d < bestD) {
        bestD = d;
        best = o;
      }
    }
    return best;
  });
  const farthest = options.map((opts) => opts[opts.length - 1]!);
  const plans = [
    planOf(state, enemy, ids, hold),
    planOf(state, enemy, ids, closest),
    planOf(state, enemy, ids, farthest),
  ];
  if (ships.length > 1)
    ships.forEach((_, i) =>
      plans.push(
        planOf(
          state,
          enemy,
          ids,
          hold.map((h, j) => (j === i ? closest[j]! : h)),
        ),
      ),
    );
  return plans;
}

function hexDistance(o: MoveOption, h: OnepageState['ships'][number]['hex']): number {
  const dq = o.end.q - h.q;
  const dr = o.end.r - h.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Plays the turn on: the given plans, then every gun fire by `planFire`, up to the next movement. */
function playTurn(
  start: OnepageState,
  seat: string,
  plan: Plan,
  reply: Plan | null,
  dice: DiceSource,
): OnepageState | null {
  let state = start;
  const owed = () => R.pending(state);
  const mine = owed().find((p) => p.seat === seat);
  if (!mine || mine.kind === 'fire') return null;
  const checked = R.check(state, seat, planOrder(mine.kind as Kind, plan));
  if (!checked.ok) return null;
  state = R.apply(state, seat, checked.value, dice).state;
  for (let n = 0; n < 8 && !state.result; n += 1) {
    const next = owed()[0];
    if (!next) break;
    if (next.kind === 'fire') {
      state = R.apply(state, next.seat, planFire(state, next.seat), dice).state;
      continue;
    }
    if (next.seat === seat || !reply) break;
    const order = planOrder(next.kind as Kind, reply);
    const ok = R.check(state, next.seat, order);
    const given = ok.ok ? ok.value : planOrder(next.kind as Kind, { moves: [], launches: [] });
    state = R.apply(state, next.seat, given, dice).state;
    reply = null;
  }
  return state;
}

/** The state to plan from: a sampled plot of the enemy's (hidden) is taken out, the replies stand for it. */
function withoutHiddenPlot(state: OnepageState, seat: string): OnepageState {
  if (state.stage.phase !== 'plot') return state;
  return {
    ...state,
    stage: { ...state.stage, submitted: state.stage.submitted.filter((s) => s.seat === seat) },
  };
}

/**
 * The hard level's movement (Movement, Missiles): every ship's path and the launches, planned
 * together. Each ship has a few candidate moves (`moveOptions`); starting from all holding, one
 * ship's move at a time is replaced by the one that scores best, for two rounds. A plan is
 * scored by playing the turn out against each of a few enemy replies (holding, charging,
 * running) with sampled dice and both sides' gun fire by `planFire`, then judging the position
 * (`judge`): the mean over replies, with some weight on the worst. Stops weighing at `deadline`.
 */
export function planMovement(
  raw: OnepageState,
  seat: string,
  deadline: () => boolean,
): ReturnType<typeof planOrder> | null {
  const owed = R.pending(raw).find((p) => p.seat === seat);
  if (!owed || owed.kind === 'fire') return null;
  const state = withoutHiddenPlot(raw, seat);
  const enemy = seat === 'A' ? 'B' : 'A';
  const ships = state.ships.filter((s) => s.side === seat && s.status === 'active');
  const ids = ships.map((s) => s.id);
  const options = ships.map((s) => moveOptions(state, s));
  const enemyMoves = owed.kind === 'move' && state.stage.phase === 'move' && state.stage.index > 0;
  const replies: (Plan | null)[] = enemyMoves ? [null] : enemyPlans(state, enemy);
  const seeds = Array.from({ length: DICE_SAMPLES }, (_, k) =>
    hash32(`${seat}:${state.turn}:${state.rolls}:${k}`),
  );
  const score = (picks: MoveOption[]): number => {
    const plan = planOf(state, seat, ids, picks);
    let sum = 0;
    let worst = Infinity;
    for (const reply of replies) {
      let total = 0;
      for (const seed of seeds) {
        const after = playTurn(state, seat, plan, reply, simulatedDice(seededRandom(seed)));
        if (!after) return -Infinity;
        total += judge(after, seat);
      }
      const mean = total / seeds.length;
      sum += mean;
      worst = Math.min(worst, mean);
    }
    const mean = sum / replies.length;
    return (1 - WORST_WEIGHT) * mean + WORST_WEIGHT * worst;
  };
  const picks = options.map((o) => o[0]!);
  let best = score(picks);
  for (let pass = 0; pass < PASSES; pass += 1) {
    let improved = false;
    for (let i = 0; i < ships.length; i += 1) {
      for (const candidate of options[i]!) {
        if (candidate === picks[i] || deadline()) continue;
        const trial = picks.map((p, j) => (j === i ? candidate : p));
        const s = score(trial);
        if (s > best + 1e-9) {
          best = s;
          picks[i] = candidate;
          improved = true;
        }
      }
    }
    if (!improved || deadline()) break;
  }
  return planOrder(owed.kind as Kind, planOf(state, seat, ids, picks));
}
