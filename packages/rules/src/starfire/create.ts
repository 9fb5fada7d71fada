import type { Result } from '../core/result.js';
import type { Applied } from '../core/ruleset.js';
import type { DiceSource } from '../core/dice-source.js';
import { openContext } from './context.js';
import type { StarfireEvent } from './events.js';
import { settle } from './phases/flow.js';
import { waitsToTransit } from './scenarios/deployment.js';
import type { ResolvedSetup } from './scenarios/types.js';
import type { StarfireState } from './state.js';
import { newUnitState } from './unit-state.js';

/**
 * The state of a new game: every unit undeployed (or waiting off the map to transit), turn 0,
 * in the fleet phase when each side picks its own designs, else in deployment. Deployment itself rolls no dice; the first initiative roll comes when the last
 * unit is placed.
 */
export function initialState(setup: ResolvedSetup): StarfireState {
  return {
    setup,
    turn: 0,
    rolls: 0,
    stage:
      setup.fleetChoice === 'each_side'
        ? { phase: 'fleet', chosen: [] }
        : { phase: 'deployment', index: 0 },
    units: setup.units.map((unit) => newUnitState(unit, waitsToTransit(setup, unit))),
    initiative: [],
    moveOrder: [],
    transitOrders: {},
    conceded: [],
    result: null,
  };
}

/** Creates a game from a checked setup and runs it to the first decision. */
export function createGame(
  setup: ResolvedSetup,
  dice: DiceSource,
): Result<Applied<StarfireState, StarfireEvent>> {
  const ctx = openContext(initialState(setup), dice);
  ctx.events.push({ type: 'game_created', sides: [...setup.sides], turnLimit: setup.turnLimit });
  settle(ctx);
  return { ok: true, value: { state: ctx.state, events: ctx.events } };
}
