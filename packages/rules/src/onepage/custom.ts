import { err, ok, ruleError, type Result } from '../core/result.js';
import { hexKey, type Hex } from '../hex/hex.js';
import { parseLabel } from '../hex/label.js';
import type { MapBounds } from '../hex/map.js';
import type { Design } from './designs.js';
import { checkDesign, gameDesigns } from './own-design.js';
import { fleetPoints } from './points.js';
import {
  SCENARIOS,
  SEATS,
  type BodyData,
  type Deployment,
  type ExitRule,
  type ScenarioData,
  type ScenarioId,
  type Seat,
} from './scenarios.js';
import type { OnepageCustom } from './setup.js';
import type { OnepageSetup } from './state.js';

/**
 * Custom battles: a scenario with the creator's changes over it (docs/rules/onepage.md, Custom
 * battles). The changes are checked once, by `parseSetup`; a checked set-up always resolves.
 */

/** The most ships a side may field in a custom battle. */
export const MAX_SHIPS_PER_SIDE = 24;

/** The most bodies a custom map may hold. */
export const MAX_WELLS = 8;

/** The convoy's exit: side A's freighters leave across the right edge. */
const CONVOY_EXIT: ExitRule = { side: 'A', edge: 'right', designs: ['freighter'] };

/** The convoy needs this many freighters: fewer could never win it (Victory and score). */
const CONVOY_FREIGHTERS = 2;

/** Heading a custom ship starts with when none is given: each side faces the other. */
const DEFAULT_HEADING: Record<Seat, number> = { A: 2, B: 5 };

type Path = (string | number)[];

const refuse = (code: string, message: string, path: Path) => err(ruleError(code, message, path));

/** The hex of a label on `map`, or a `setup/bad_hex` / `setup/off_map` refusal at `path`. */
function hexOf(text: string, map: MapBounds, what: string, path: Path): Result<Hex> {
  const parsed = parseLabel(text, map);
  if (parsed.ok) return parsed;
  if (parsed.error.code === 'hex/out_of_bounds')
    return refuse(
      'setup/off_map',
      `${what} at ${text} is off the ${map.columns} × ${map.rows} map.`,
      path,
    );
  return refuse('setup/bad_hex', `${what}: ${parsed.error.message}`, path);
}

/** The bodies in play, checked: on the map, one per hex, each ring distance once. */
function resolveBodies(
  base: ScenarioData,
  custom: OnepageCustom,
  map: MapBounds,
): Result<{ bodies: BodyData[]; hexes: Set<string> }> {
  const given = custom.terrain?.wells;
  const bodies: BodyData[] = given
    ? given.map((w) => ({ name: w.name ?? 'Planet', at: w.hex, rings: w.rings }))
    : [...base.bodies];
  const hexes = new Set<string>();
  for (const [i, body] of bodies.entries()) {
    const path: Path = given ? ['custom', 'terrain', 'wells', i, 'hex'] : ['custom', 'map'];
    const hex = hexOf(body.at, map, `The ${body.name}`, path);
    if (!hex.ok) return hex;
    if (hexes.has(hexKey(hex.value)))
      return refuse('setup/overlap', `Two bodies are set in hex ${body.at}.`, path);
    hexes.add(hexKey(hex.value));
    const seen = new Set<number>();
    for (const [j, ring] of body.rings.entries()) {
      if (seen.has(ring.distance))
        return refuse(
          'setup/duplicate_ring',
          `The ${body.name} has two rings ${ring.distance} hexes out.`,
          ['custom', 'terrain', 'wells', i, 'rings', j, 'distance'],
        );
      seen.add(ring.distance);
    }
  }
  return ok({ bodies, hexes });
}

/** One side's ships, checked: known designs, on the map, off every body, within the cap. */
function resolveShips(
  base: ScenarioData['sides'][number],
  custom: OnepageCustom,
  map: MapBounds,
  bodyHexes: Set<string>,
  designs: readonly Design[],
): Result<Deployment[]> {
  const given = custom.forces?.[base.id];
  const sidePath: Path = ['custom', 'forces', base.id];
  if (given && given.length === 0)
    return refuse('setup/empty_side', `${base.name} needs at least one ship.`, sidePath);
  if (given && given.length > MAX_SHIPS_PER_SIDE)
    return refuse(
      'setup/too_many_ships',
      `${base.name} has ${given.length} ships; at most ${MAX_SHIPS_PER_SIDE} a side.`,
      sidePath,
    );
  const ships: Deployment[] = [];
  for (const [i, ship] of (given ?? base.ships.map((s) => ({ ...s, hex: s.at }))).entries()) {
    // A scenario ship that no longer fits is the fault of the new map or the new terrain.
    const hexPath: Path = given ? [...sidePath, i, 'hex'] : ['custom', 'map'];
    const bodyPath: Path = given ? hexPath : ['custom', 'terrain', 'wells'];
    const design = designs.find((d) => d.id === ship.design);
    if (!design)
      return refuse(
        'setup/unknown_design',
        `No design "${ship.design}": choose one of the seven designs (Ship designs) or an own design.`,
        [...sidePath, i, 'design'],
      );
    const what = `${base.name}'s ${design.name}`;
    const hex = hexOf(ship.hex, map, what, hexPath);
    if (!hex.ok) return hex;
    if (bodyHexes.has(hexKey(hex.value)))
      return refuse('setup/on_body', `${what} at ${ship.hex} is inside a body.`, bodyPath);
    ships.push({
      design: ship.design,
      at: ship.hex,
      heading: ship.heading ?? DEFAULT_HEADING[base.id],
    });
  }
  return ok(ships);
}

/**
 * The set-up's own designs, each checked by {@link checkDesign} (a refusal becomes
 * `setup/bad_design` at the path into the set-up) and with an id no other own design has
 * (`setup/duplicate_design`).
 */
function resolveDesigns(custom: OnepageCustom): Result<Design[]> {
  const own: Design[] = [];
  for (const [i, input] of (custom.designs ?? []).entries()) {
    const path: Path = ['custom', 'designs', i];
    const checked = checkDesign(input);
    if (!checked.ok)
      return refuse('setup/bad_design', checked.error.message, [...path, ...checked.error.path]);
    if (own.some((d) => d.id === checked.value.id))
      return refuse('setup/duplicate_design', `Two own designs have the id "${input.id}".`, [
        ...path,
        'id',
      ]);
    own.push(checked.value);
  }
  return ok(own);
}

/**
 * Applies a creator's custom changes to scenario `id` and checks the result. Errors, each with
 * the path into the set-up input: `setup/bad_hex` (not a CCRR label), `setup/off_map` (a ship or
 * body off the map, the path `['custom','map']` when a scenario ship or body no longer fits),
 * `setup/overlap` (two bodies in one hex), `setup/duplicate_ring`, `setup/on_body` (a ship inside
 * a body), `setup/unknown_design`, `setup/empty_side`, `setup/too_many_ships`,
 * `setup/bad_design` and `setup/duplicate_design` (an own design refused, Own designs),
 * `setup/no_freighters` (a convoy with fewer than two freighters on side A) and
 * `setup/over_budget` (a side's ships cost more than its budget: the path is the side's forces,
 * or its budget when the side keeps the scenario's ships).
 */
export function checkCustom(id: ScenarioId, custom: OnepageCustom): Result<ScenarioData> {
  const base = SCENARIOS[id];
  const map: MapBounds = {
    columns: custom.map?.columns ?? base.columns,
    rows: custom.map?.rows ?? base.rows,
  };
  const own = resolveDesigns(custom);
  if (!own.ok) return own;
  const designs = gameDesigns(own.value);
  const bodies = resolveBodies(base, custom, map);
  if (!bodies.ok) return bodies;
  const sides: ScenarioData['sides'][number][] = [];
  for (const side of base.sides) {
    const ships = resolveShips(side, custom, map, bodies.value.hexes, designs);
    if (!ships.ok) return ships;
    sides.push({ ...side, ships: ships.value });
  }
  const victory = custom.victory ?? base.victory;
  const freighters = sides[0]?.ships.filter((s) => s.design === 'freighter').length ?? 0;
  if (victory === 'convoy' && freighters < CONVOY_FREIGHTERS)
    return refuse(
      'setup/no_freighters',
      `A convoy needs at least ${CONVOY_FREIGHTERS} Freighters on side A; it has ${freighters}.`,
      custom.forces?.A ? ['custom', 'forces', 'A'] : ['custom', 'victory'],
    );
  for (const seat of SEATS) {
    const budget = custom.budget?.[seat];
    const side = sides.find((s) => s.id === seat);
    const points = fleetPoints(side?.ships ?? [], own.value);
    if (budget !== undefined && points > budget)
      return refuse(
        'setup/over_budget',
        `${side?.name ?? seat}'s ships cost ${points} points; the budget is ${budget}.`,
        custom.forces?.[seat] ? ['custom', 'forces', seat] : ['custom', 'budget', seat],
      );
  }
  const exits = victory === base.victory ? base.exits : victory === 'convoy' ? [CONVOY_EXIT] : [];
  return ok({
    ...base,
    columns: map.columns,
    rows: map.rows,
    bodies: bodies.value.bodies,
    exits,
    sides,
    turnLimit: custom.turnLimit ?? base.turnLimit,
    victory,
  });
}

/** The scenario a checked set-up plays: the scenario itself, or it with the custom changes. */
export function scenarioOf(setup: OnepageSetup): ScenarioData {
  if (setup.custom === undefined) return SCENARIOS[setup.scenario];
  const resolved = checkCustom(setup.scenario, setup.custom);
  if (!resolved.ok) throw new Error(`unchecked custom set-up: ${resolved.error.message}`);
  return resolved.value;
}
