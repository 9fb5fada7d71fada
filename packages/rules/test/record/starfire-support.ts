import { starfireRuleset } from '../../src/starfire/ruleset.js';
import type { StarfireState } from '../../src/starfire/state.js';
import type { NextMove } from './support.js';

/** A small deterministic PRNG (mulberry32) so that random games are the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A chooser that plays a random legal order for the first seat that owes a decision. */
export function randomLegalOrders(seed: number): (state: unknown) => NextMove {
  const random = prng(seed);
  return (raw) => {
    const state = raw as StarfireState;
    const owed = starfireRuleset.pending(state)[0];
    if (!owed) return null;
    const orders = starfireRuleset.legalOrders(state, owed.seat);
    if (orders.length === 0)
      throw new Error(`seat ${owed.seat} owes ${owed.kind} but has no legal order`);
    const order = orders[Math.floor(random() * orders.length)];
    return { kind: 'order', seat: owed.seat, order };
  };
}
