import type { SideId } from '../scenarios/types.js';
import { rollDie, type EngineContext } from '../context.js';
import { HOUSE_RULES } from '../data/house-rules.js';
import { sideInPlay } from '../unit-state.js';

/**
 * Orders `sides` by a fresh d10 each, highest first. Ties between sides are broken by
 * `previous` (the last turn's order, winner first): the side that did worse last turn wins the
 * tie (seed: "the player who lost initiative on the last turn is the winner"). Without a
 * previous turn the tied sides roll again (seed: "at the start of the game, simply roll again").
 */
function rankByRoll(
  ctx: EngineContext,
  sides: readonly SideId[],
  previous: readonly SideId[],
): SideId[] {
  const dice = sides.map((side) => ({ side, die: rollDie(ctx, HOUSE_RULES.dieSides, null) }));
  ctx.events.push({ type: 'initiative_rolled', turn: ctx.state.turn, dice });
  const values = [...new Set(dice.map((d) => d.die.value))].sort((a, b) => b - a);
  const order: SideId[] = [];
  for (const value of values) {
    const tied = dice.filter((d) => d.die.value === value).map((d) => d.side);
    if (tied.length === 1) order.push(...tied);
    else if (previous.length > 0) {
      // Worse place last turn (higher index) wins the tie.
      order.push(...tied.sort((a, b) => previous.indexOf(b) - previous.indexOf(a)));
    } else order.push(...rankByRoll(ctx, tied, previous));
  }
  return order;
}

/**
 * Decides this turn's initiative (winner first) and the movement order (lowest first). A single
 * side left needs no roll; a scenario override (warp point assault, turn 1) gives the named side
 * the initiative outright and the others are ordered by roll.
 */
export function decideInitiative(ctx: EngineContext): void {
  const state = ctx.state;
  const previous = state.initiative.filter((side) => sideInPlay(state, side));
  const sides = state.setup.sides.filter((side) => sideInPlay(state, side));
  let order: SideId[];
  let by: 'roll' | 'scenario' | 'single_side';
  const override = state.setup.scenario.initiativeOverride;
  if (sides.length <= 1) {
    order = [...sides];
    by = 'single_side';
  } else if (override && override.turn === state.turn && sides.includes(override.side)) {
    const rest = sides.filter((side) => side !== override.side);
    order = [override.side, ...(rest.length > 1 ? rankByRoll(ctx, rest, previous) : rest)];
    by = 'scenario';
  } else {
    order = rankByRoll(ctx, sides, previous);
    by = 'roll';
  }
  state.initiative = order;
  state.moveOrder = [...order].reverse();
  ctx.events.push({ type: 'initiative_decided', turn: state.turn, order, by });
}
