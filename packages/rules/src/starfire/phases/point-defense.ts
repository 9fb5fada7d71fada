import type { EngineContext } from '../context.js';
import { rollDie } from '../context.js';
import { HOUSE_RULES } from '../data/house-rules.js';
import { interceptOption } from '../data/intercept.js';
import type { PointDefenseOrder } from '../orders.js';
import type { AttackQueue, PendingAttack, StarfireState } from '../state.js';
import { countIntact, designOf, getUnit } from '../unit-state.js';
import { applyHit } from './damage.js';

/** The attack waiting for the defender's Point Defense, or `null`. */
export function awaitedAttack(
  state: StarfireState,
): { queue: AttackQueue; attack: PendingAttack } | null {
  if (state.stage.phase !== 'combat' || !state.stage.queue) return null;
  const queue = state.stage.queue;
  const attack = queue.attacks[queue.next];
  return attack ? { queue, attack } : null;
}

/** True when the target can use Point Defense against the attack: an intact D and an interceptable hit. */
export function needsPointDefense(state: StarfireState, attack: PendingAttack): boolean {
  const target = getUnit(state, attack.target);
  if (target.status !== 'on_map') return false;
  return (
    attack.hits.some((hit) => hit.interceptable) &&
    countIntact(target, designOf(state, target.id), 'D') > 0
  );
}

/** Applies every remaining hit of an attack, one weapon at a time, in firing order. */
function applyAttack(
  ctx: EngineContext,
  firer: string,
  attack: PendingAttack,
  intercepted: ReadonlySet<number>,
): void {
  attack.hits.forEach((hit, index) => {
    if (!intercepted.has(index)) applyHit(ctx, firer, attack.target, hit);
  });
}

/**
 * Resolves the activation's attacks in order until one needs the defender's Point Defense (then
 * the game waits for it) or all are done (then the queue closes).
 */
export function resolveQueue(ctx: EngineContext): void {
  const stage = ctx.state.stage;
  if (stage.phase !== 'combat' || !stage.queue) return;
  const queue = stage.queue;
  while (queue.next < queue.attacks.length) {
    const attack = queue.attacks[queue.next] as PendingAttack;
    if (needsPointDefense(ctx.state, attack)) {
      const count = (w: string) =>
        attack.hits.filter((h) => h.interceptable && h.weapon === w).length;
      ctx.events.push({
        type: 'point_defense_awaited',
        defender: attack.target,
        firer: queue.firer,
        R: count('R'),
        G: count('G'),
        Pt: count('Pt'),
      });
      return;
    }
    applyAttack(ctx, queue.firer, attack, new Set());
    queue.next += 1;
  }
  stage.queue = null;
}

/**
 * Resolves the defender's Point Defense (already checked) against the awaited attack: each
 * chosen D engages, in the order given, up to its option's count of not-yet-engaged munitions of
 * its type, one d10 each, intercepting on the option's number (−1 on the defender's transit
 * turn). Then the hits that got through do damage and the queue moves on.
 */
export function applyPointDefense(ctx: EngineContext, order: PointDefenseOrder): void {
  const awaited = awaitedAttack(ctx.state);
  if (!awaited) throw new Error('no attack awaits Point Defense');
  const { queue, attack } = awaited;
  const defender = getUnit(ctx.state, attack.target);
  const penalty = defender.transited ? HOUSE_RULES.transitPointDefensePenalty : 0;
  const engaged = new Set<number>();
  const intercepted = new Set<number>();
  for (const intercept of order.intercepts) {
    const option = interceptOption(intercept.option);
    if (!option) throw new Error(`unchecked intercept option ${intercept.option}`);
    let left = option.count;
    attack.hits.forEach((hit, index) => {
      if (left === 0 || engaged.has(index) || !hit.interceptable || hit.weapon !== option.munition)
        return;
      left -= 1;
      engaged.add(index);
      const die = rollDie(ctx, HOUSE_RULES.dieSides, option.interceptOn + penalty);
      if (die.success) intercepted.add(index);
      ctx.events.push({
        type: 'intercept',
        defender: defender.id,
        slot: intercept.slot,
        option: option.option,
        munition: hit.weapon,
        die,
      });
    });
  }
  applyAttack(ctx, queue.firer, attack, intercepted);
  queue.next += 1;
  resolveQueue(ctx);
}
