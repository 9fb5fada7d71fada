import type { DiceSource } from '../core/dice-source.js';
import { ok, type Result } from '../core/result.js';
import type { Applied } from '../core/ruleset.js';
import { parseLabel } from '../hex/label.js';
import { emit, type Ctx } from './context.js';
import { designOf } from './own-design.js';
import type { OnepageEvent } from './events.js';
import { startTurn } from './flow.js';
import { scenarioOf } from './custom.js';
import type { OnepageMap, OnepageSetup, OnepageState, ShipState } from './state.js';

function at(label: string, map: OnepageMap) {
  const parsed = parseLabel(label, map);
  if (!parsed.ok) throw new Error(`scenario data: ${parsed.error.message}`);
  return { q: parsed.value.q, r: parsed.value.r };
}

/** The initial state of a scenario, before turn 1 starts. */
export function initialState(setup: OnepageSetup): OnepageState {
  const scenario = scenarioOf(setup);
  const map: OnepageMap = { columns: scenario.columns, rows: scenario.rows, bodies: [], exits: [] };
  map.bodies = scenario.bodies.map((b) => ({
    name: b.name,
    hex: at(b.at, map),
    rings: b.rings.map((r) => ({ ...r })),
  }));
  map.exits = scenario.exits.map((e) => ({ ...e, designs: [...e.designs] }));
  const ships: ShipState[] = scenario.sides.flatMap((side) =>
    side.ships.map((deployment, i) => {
      const design = designOf({ setup }, deployment.design);
      return {
        id: `${side.id}${i + 1}`,
        side: side.id,
        design: design.id,
        status: 'active' as const,
        hex: at(deployment.at, map),
        heading: deployment.heading,
        hull: design.hull,
        hits: 0,
        guns: design.guns,
        launchers: design.launchers,
        mp: design.mp,
        missiles: design.missiles,
      };
    }),
  );
  return {
    setup: {
      scenario: setup.scenario,
      movement: setup.movement,
      ...(setup.custom ? { custom: setup.custom } : {}),
    },
    map,
    turn: 0,
    turnLimit: scenario.turnLimit,
    rolls: 0,
    stage: { phase: 'plot', submitted: [] },
    ships,
    missiles: [],
    nextMissile: 1,
    score: { A: 0, B: 0 },
    result: null,
  };
}

/** Creates a game and starts turn 1 (initiative movement rolls its first dice here). */
export function createGame(
  setup: OnepageSetup,
  dice: DiceSource,
): Result<Applied<OnepageState, OnepageEvent>> {
  const ctx: Ctx = { state: initialState(setup), events: [], dice };
  emit(ctx, {
    type: 'game_created',
    scenario: setup.scenario,
    movement: setup.movement,
    turnLimit: ctx.state.turnLimit,
  });
  startTurn(ctx);
  return ok({ state: ctx.state, events: ctx.events });
}
