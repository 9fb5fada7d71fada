import {
  canActivate,
  designOf,
  fireOptions,
  HOUSE_RULES,
  HULLS,
  starfireRuleset,
  type FireOptions,
  type Shot,
  type StarfireOrder,
  type StarfireState,
  type UnitState,
} from '@broadside/rules/starfire';
import { pointsToKill } from './durability.js';
import { damageOut } from './threat.js';

/** One shot the planner may give, with its odds. */
interface Option {
  readonly slot: number;
  readonly target: string;
  /** Chance to hit, Point Defense allowed for. */
  readonly p: number;
  /** Damage points on a hit (doubled against freighters). */
  readonly points: number;
  /** True for a launcher (uses a munition). */
  readonly launcher: boolean;
  /** True for a laser, which passes over shields (Damage). */
  readonly laser: boolean;
}

/** Share of interceptable hits assumed to get through a defender's intact Point Defense. */
const PD_THROUGH = 0.7;
/** A launcher shot below this chance to hit is kept for a better one. */
const MIN_LAUNCHER_P = 0.3;
/** Value of a damage point that only knocks a shield offline (it may come back). */
const SHIELD_POINT = 0.5;

/** What destroying a unit is worth to the side that fires at it. */
function killValue(state: StarfireState, target: UnitState, own: readonly UnitState[]): number {
  const firepower = damageOut(state, target, own);
  const convoy = state.setup.scenario.victory === 'convoy_escape';
  const freighter = HULLS[target.hull].kind === 'freighter';
  // A ship that has not fired yet this turn loses its shots too.
  const unfired = target.activated ? 1 : 1.5;
  return 12 + 3 * firepower * unfired + (convoy && freighter ? 40 : 0);
}

/**
 * Probability distribution of the damage points a set of shots deals (index = points), each
 * shot hitting on its own.
 */
function damageDistribution(shots: readonly Option[]): number[] {
  let dist = [1];
  for (const shot of shots) {
    const next = new Array<number>(dist.length + shot.points).fill(0);
    dist.forEach((q, d) => {
      next[d]! += q * (1 - shot.p);
      next[d + shot.points]! += q * shot.p;
    });
    dist = next;
  }
  return dist;
}

/** What the planner knows of a target for one decision. */
interface TargetFigures {
  readonly toKill: number;
  readonly shields: number;
  readonly kill: number;
}

/** Figures of each target, worked out once per decision. */
type Figures = (target: UnitState) => TargetFigures;

function figuresOf(state: StarfireState, own: readonly UnitState[]): Figures {
  const known = new Map<string, TargetFigures>();
  return (target) => {
    let found = known.get(target.id);
    if (!found) {
      const { points, shields } = pointsToKill(state, target);
      found = { toKill: points, shields, kill: killValue(state, target, own) };
      known.set(target.id, found);
    }
    return found;
  };
}

/** The value of the shots aimed at one target: expected systems taken out, and the kill. */
function targetValue(figures: TargetFigures, shots: readonly Option[]): number {
  const { toKill, shields, kill } = figures;
  const perPoint = 1 + kill / Math.max(1, toKill) / 2;
  let value = 0;
  damageDistribution(shots).forEach((q, d) => {
    if (q === 0) return;
    const taken = Math.min(d, toKill);
    const onShields = Math.min(taken, shields);
    value += q * ((taken - onShields) * perPoint + onShields * SHIELD_POINT * perPoint);
    if (d >= toKill && toKill > 0) value += q * kill;
  });
  return value;
}

/** The shots a ship can take now, each weapon at each target it bears on. */
function optionsOf(state: StarfireState, options: FireOptions): Option[] {
  const out: Option[] = [];
  for (const weapon of options.weapons) {
    if (!weapon.ready) continue;
    for (const t of weapon.targets) {
      const target = state.units.find((u) => u.id === t.target);
      if (!target) continue;
      const design = designOf(state, target.id);
      const pd =
        t.interceptable &&
        design.slots.some((s) => s.code === 'D' && target.slots[s.index] === 'intact');
      const freighter = HULLS[target.hull].kind === 'freighter';
      out.push({
        slot: weapon.slot,
        target: t.target,
        p: (Math.max(0, Math.min(10, t.toHit)) / 10) * (pd ? PD_THROUGH : 1),
        points: t.damage * (freighter ? HOUSE_RULES.freighterDamageMultiplier : 1),
        launcher: weapon.munitions !== null,
        laser: weapon.weapon === 'L',
      });
    }
  }
  return out;
}

/**
 * A target's figures for shots that are all lasers, which pass over shields (Damage): every
 * point strikes a system behind them, and the ship dies once those are gone.
 */
function lasersOnly(figures: TargetFigures, shots: readonly Option[]): TargetFigures {
  if (figures.shields === 0 || !shots.every((s) => s.laser)) return figures;
  return { ...figures, toKill: figures.toKill - figures.shields, shields: 0 };
}

/** The value of a whole activation: the sum over its targets. */
function orderValue(state: StarfireState, shots: readonly Option[], figures: Figures): number {
  const byTarget = new Map<string, Option[]>();
  for (const shot of shots) byTarget.set(shot.target, [...(byTarget.get(shot.target) ?? []), shot]);
  let value = 0;
  for (const [id, aimed] of byTarget) {
    const target = state.units.find((u) => u.id === id);
    if (target) value += targetValue(lasersOnly(figures(target), aimed), aimed);
  }
  return value;
}

/**
 * The best activation of one ship: each weapon is given, strongest first, the target where it
 * adds the most value to the shots already aimed (so fire concentrates where it can destroy a
 * ship, and spreads only where it cannot); also every all-weapons-at-one-target activation.
 * Launchers with a poor chance keep their munition.
 */
function bestActivation(
  state: StarfireState,
  unit: UnitState,
  figures: Figures,
): { shots: Option[]; value: number } | null {
  const all = optionsOf(state, fireOptions(state, unit.id));
  const good = all.filter((o) => !o.launcher || o.p >= MIN_LAUNCHER_P);
  // Only poor launcher shots: taken all the same (the ship fires now or never this turn).
  const options = good.length > 0 ? good : all;
  if (options.length === 0) return null;
  const slots = [...new Set(options.map((o) => o.slot))];
  const bestOf = (slot: number) =>
    Math.max(...options.filter((o) => o.slot === slot).map((o) => o.p * o.points));
  slots.sort((a, b) => bestOf(b) - bestOf(a) || a - b);
  const plans: Option[][] = [];
  const greedy: Option[] = [];
  for (const slot of slots) {
    let best: Option | null = null;
    let bestGain = -Infinity;
    const base = orderValue(state, greedy, figures);
    for (const option of options.filter((o) => o.slot === slot)) {
      const gain = orderValue(state, [...greedy, option], figures) - base;
      if (gain > bestGain) {
        bestGain = gain;
        best = option;
      }
    }
    if (best) greedy.push(best);
  }
  plans.push(greedy);
  for (const target of new Set(options.map((o) => o.target))) {
    const focused: Option[] = [];
    for (const slot of slots) {
      const option = options.find((o) => o.slot === slot && o.target === target);
      if (option) focused.push(option);
    }
    plans.push(focused);
  }
  let best: { shots: Option[]; value: number } | null = null;
  for (const shots of plans) {
    if (shots.length === 0) continue;
    const value = orderValue(state, shots, figures);
    if (!best || value > best.value) best = { shots, value };
  }
  return best;
}

/**
 * The fire phase's activation for a side, by expected damage and kill chance: of the side's ships
 * that may fire, the one whose best activation is worth most fires it. Values count each system
 * a hit takes out (shields, which may come back, for half), weighted toward targets near
 * destruction, plus the destruction itself: more for a ship that hits hard and has not fired yet
 * this turn, and much more for a convoy's freighter. Point Defense, munitions left (a launcher
 * keeps a poor shot back) and the skip rules come from the rules' own fire options.
 */
export function planFire(state: StarfireState, seat: string): StarfireOrder | null {
  if (state.stage.phase !== 'combat') return null;
  const own = state.units.filter((u) => u.side === seat && u.status === 'on_map');
  const figures = figuresOf(state, own);
  let best: { unit: string; shots: Option[]; value: number } | null = null;
  for (const unit of own) {
    if (!canActivate(state, unit)) continue;
    const activation = bestActivation(state, unit, figures);
    if (activation && (!best || activation.value > best.value))
      best = { unit: unit.id, ...activation };
  }
  if (!best) return null;
  // The rules have the last word on munitions: without the launchers if they refuse.
  for (const shots of [best.shots, best.shots.filter((s) => !s.launcher)]) {
    if (shots.length === 0) continue;
    const order: StarfireOrder = {
      type: 'fire',
      unit: best.unit,
      shots: shots.map((s): Shot => ({ slot: s.slot, target: s.target })),
    };
    if (starfireRuleset.check(state, seat, order).ok) return order;
  }
  return null;
}
