import { verifiableDice } from '@broadside/rules';
import { randomOrder, seededRandom, starfireRuleset } from '@broadside/rules/starfire';
import { benchSeed } from './seed.js';

/** One order of a pre-played game: the seat that sends it and the order. */
export interface ScriptedOrder {
  readonly seat: string;
  readonly order: unknown;
}

/**
 * Plays a Starfire game locally with benchmark seed number `n` (the dice the benchmark server
 * gives its n-th game) and returns its orders: random legal orders (`randomOrder` of the rules
 * package), avoiding where it can an order that loses the game at once, so that games last.
 */
export function preplay(n: number, scenario: string, maxOrders: number): ScriptedOrder[] {
  const setup = starfireRuleset.parseSetup({ scenario });
  if (!setup.ok) throw new Error(setup.error.message);
  const dice = verifiableDice(benchSeed(n));
  const created = starfireRuleset.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const random = seededRandom(n + 1);
  const moves: ScriptedOrder[] = [];
  while (moves.length < maxOrders && !starfireRuleset.result(state)) {
    let chosen: { seat: string; order: unknown; state: typeof state } | null = null;
    for (let tries = 0; tries < 8 && !chosen; tries += 1) {
      const next = randomOrder(state, random);
      if (!next) throw new Error(`game ${n}: no legal order`);
      const after = starfireRuleset.apply(state, next.seat, next.order, dice).state;
      const result = starfireRuleset.result(after);
      if (!result || result.winners.includes(next.seat) || tries === 7)
        chosen = { ...next, state: after };
    }
    moves.push({ seat: chosen!.seat, order: chosen!.order });
    state = chosen!.state;
  }
  return moves;
}
