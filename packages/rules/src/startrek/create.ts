import type { DiceSource } from '../core/dice-source.js';
import { ok, type Result } from '../core/result.js';
import type { Applied } from '../core/ruleset.js';
import { parseLabel } from '../hex/label.js';
import { startingTracks } from './cards.js';
import { classCard } from './own-cards.js';
import { emit, roll, type Ctx } from './context.js';
import type { StartrekEvent } from './events.js';
import { startTurn } from './flow.js';
import type { StarMap } from './geometry.js';
import { scenarioOf } from './custom.js';
import type { ShipState, StartrekSetup, StartrekState } from './state.js';

function at(label: string, map: StarMap) {
  const parsed = parseLabel(label, map);
  if (!parsed.ok) throw new Error(`scenario data: ${parsed.error.message}`);
  return { q: parsed.value.q, r: parsed.value.r };
}

/**
 * The initial state of a scenario, before turn 1 and without dice: a ship that starts cloaked has
 * its six tokens on its stand, the first one real until `createGame` rolls the secret die.
 */
export function initialState(setup: StartrekSetup): StartrekState {
  const scenario = scenarioOf(setup);
  const map: StarMap = { columns: scenario.columns, rows: scenario.rows, asteroids: [] };
  if (setup.scenery) map.asteroids = scenario.asteroids.map((a) => at(a, map));
  let nextId = 1;
  const ships: ShipState[] = scenario.sides.flatMap((side) =>
    side.ships.map((d, i) => {
      const tracks = startingTracks(classCard(setup, d.cls), d.cloaked === true);
      const hex = at(d.at, map);
      const tokens = d.cloaked
        ? Array.from({ length: tracks.cloak }, () => ({
            id: `K${nextId++}`,
            hex,
            heading: d.heading,
          }))
        : [];
      return {
        id: `${side.id}${i + 1}`,
        side: side.id,
        cls: d.cls,
        status: d.arrives ? ('reserve' as const) : ('active' as const),
        hex,
        heading: d.heading,
        tracks,
        arrives: d.arrives ?? null,
        cloak: d.cloaked ? { tokens, real: tokens[0]!.id, scans: [] } : null,
      };
    }),
  );
  return {
    setup: { ...setup },
    map,
    turn: 0,
    turnLimit: scenario.turnLimit,
    rolls: 0,
    salt: [],
    initiative: { A: [], B: [] },
    stage: { phase: 'action', seats: [], submitted: [] },
    ships,
    torpedoes: [],
    boarders: [],
    nextId,
    score: { A: 0, B: 0 },
    result: null,
  };
}

/** 2^32: the sides of each secret salt die. */
const SALT_SIDES = 2 ** 32;

/**
 * Creates a game: two secret salt dice (never in an event), a secret die per ship that starts
 * cloaked for its real token, then turn 1 with its initiative dice.
 */
export function createGame(
  setup: StartrekSetup,
  dice: DiceSource,
): Result<Applied<StartrekState, StartrekEvent>> {
  const ctx: Ctx = { state: initialState(setup), events: [], dice };
  ctx.state.salt = [roll(ctx, SALT_SIDES).value, roll(ctx, SALT_SIDES).value];
  for (const ship of ctx.state.ships) {
    if (!ship.cloak) continue;
    ship.cloak.real = ship.cloak.tokens[roll(ctx, ship.cloak.tokens.length).value - 1]!.id;
  }
  emit(ctx, {
    type: 'game_created',
    scenario: setup.scenario,
    boarding: setup.boarding,
    scenery: setup.scenery,
    turnLimit: ctx.state.turnLimit,
  });
  startTurn(ctx);
  return ok({ state: ctx.state, events: ctx.events });
}
