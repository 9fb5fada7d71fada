import type { DiceSource } from '../core/dice-source.js';
import { ok, type Result } from '../core/result.js';
import type { Applied } from '../core/ruleset.js';
import { parseLabel } from '../hex/label.js';
import { emit, type Ctx } from './context.js';
import { cqMovement } from './convert.js';
import { scenarioOf } from './custom.js';
import { classOf } from './classes.js';
import type { SclClass } from './designs.js';
import { refreshDetection } from './detection.js';
import { legacySetup } from './house-rules.js';
import type { SclEvent } from './events.js';
import { startTurn } from './flow.js';
import { OPTIONAL_RULES, type SclSetup, type SclState, type Seat, type Unit } from './state.js';

/** A unit of a class at its full strength; `share` splits a flight (flexible fighter flights). */
function newUnit(
  setup: SclSetup,
  c: SclClass,
  fields: { id: string; side: Seat; hex: Unit['hex']; facing: number; cq: number },
  extra: { status: Unit['status']; mother: string | null; squadron: string | null; share: number },
): Unit {
  const hp = Math.floor(c.hp / extra.share);
  const base = Math.floor(hp / 4);
  const rows = [0, 1, 2, 3].map((i) => base + (i < hp - base * 4 ? 1 : 0));
  const batteries = c.batteryArcs
    .slice(0, Math.floor(c.batteryArcs.length / extra.share))
    .map((arcs) => ({ arcs: [...arcs], ok: true }));
  return {
    ...fields,
    kind: c.kind,
    cls: c.id,
    status: extra.status,
    course: fields.facing,
    speed: 0,
    thrust: setup.rules.cq_movement ? cqMovement(c.thrust, fields.cq) : c.thrust,
    rows: extra.share === 1 ? [...c.rows] : rows,
    hits: 0,
    checkedRows: 0,
    batteries,
    magazine: c.magazine,
    magazineLost: 0,
    subs: Math.floor(c.subs / extra.share),
    subsLost: 0,
    fullStop: false,
    mother: extra.mother,
    count: 1,
    endurance: 0,
    readyTurn: 1,
    squadron: extra.squadron,
  };
}

/** The state of a scenario before turn 1. */
export function initialState(setup: SclSetup): SclState {
  const scenario = scenarioOf(setup);
  const map = { columns: scenario.columns, rows: scenario.rows };
  const units: Unit[] = [];
  for (const side of scenario.sides) {
    let flights = 0;
    side.units.forEach((d, i) => {
      const parsed = parseLabel(d.at, map);
      if (!parsed.ok) throw new Error(`scenario data: ${parsed.error.message}`);
      const hex = { q: parsed.value.q, r: parsed.value.r };
      const c = classOf({ setup }, d.cls);
      const ship = newUnit(
        setup,
        c,
        { id: `${side.id}${i + 1}`, side: side.id, hex, facing: d.facing, cq: d.cq },
        { status: 'active', mother: null, squadron: d.squadron, share: 1 },
      );
      units.push(ship);
      for (const f of c.flights) {
        const fc = classOf({ setup }, f.cls);
        const split = setup.rules.flexible_flights ? 2 : 1;
        for (let n = 0; n < f.count * split; n += 1) {
          flights += 1;
          units.push(
            newUnit(
              setup,
              fc,
              { id: `${side.id}F${flights}`, side: side.id, hex, facing: d.facing, cq: d.cq + 1 },
              { status: 'aboard', mother: ship.id, squadron: d.squadron, share: split },
            ),
          );
        }
      }
    });
  }
  const squadrons = scenario.sides.flatMap((s) =>
    s.squadrons.map((q) => ({ id: q.id, side: s.id, rating: q.rating })),
  );
  const fleet = scenario.sides.flatMap((s) =>
    s.fleetCommander
      ? [{ side: s.id, ship: s.fleetCommander.ship, rating: s.fleetCommander.rating, used: 0 }]
      : [],
  );
  // `fleet` only where the scenario names fleet commanders: older games keep their state shape.
  const command = {
    squadrons,
    cup: [],
    activated: [],
    moved: [],
    ...(fleet.length ? { fleet } : {}),
  };
  return {
    setup: {
      scenario: setup.scenario,
      movement: setup.movement,
      rules: { ...setup.rules },
      ...(setup.houseRules ? { houseRules: [...setup.houseRules] } : {}),
      ...(setup.custom ? { custom: setup.custom } : {}),
    },
    map: { ...map, exitEdge: scenario.victory === 'breakout' ? 'right' : null },
    turn: 0,
    turnLimit: scenario.turnLimit,
    rolls: 0,
    stage: { phase: 'prepare', submitted: [] },
    units,
    nextId: legacySetup(setup) ? 1 : { A: 1, B: 1 },
    detected: { A: [], B: [] },
    initiative: { A: 0, B: 0 },
    command: setup.rules.command_control ? command : null,
    score: { A: 0, B: 0 },
    result: null,
  };
}

/** Creates a game and starts turn 1 (no dice until the first prepare orders are in). */
export function createGame(setup: SclSetup, dice: DiceSource): Result<Applied<SclState, SclEvent>> {
  const ctx: Ctx = { state: initialState(setup), events: [], dice };
  emit(ctx, {
    type: 'game_created',
    scenario: setup.scenario,
    movement: setup.movement,
    rules: OPTIONAL_RULES.filter((id) => setup.rules[id]),
    turnLimit: ctx.state.turnLimit,
  });
  refreshDetection(ctx);
  startTurn(ctx);
  return ok({ state: ctx.state, events: ctx.events });
}
