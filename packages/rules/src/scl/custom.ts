import { z } from 'zod';
import { err, ok, ruleError, type Result } from '../core/result.js';
import { hexKey, type Hex } from '../hex/hex.js';
import { parseLabel } from '../hex/label.js';
import type { MapBounds } from '../hex/map.js';
import { checkOwnClasses, MAX_OWN_CLASSES } from './classes.js';
import { scShipSchema } from './convert-input.js';
import type { ClassBook } from './designs.js';
import { fleetPoints } from './points.js';
import {
  SCENARIOS,
  type Deployment,
  type Scenario,
  type ScenarioId,
  type ScenarioSide,
} from './scenarios.js';
import { SEATS, type Seat, type SclSetup } from './state.js';

/**
 * Custom battles (issue 30): a scenario with the creator's changes over it
 * (docs/rules/star-cruiser-lite.md, "Custom battles"). `parseSetup` checks the changes once with
 * {@link checkCustom}; a checked set-up always resolves with {@link scenarioOf}.
 */

/** The most ships a side may field in a custom battle. */
export const MAX_SHIPS_PER_SIDE = 24;
/** The longest custom battle, in turns. */
export const MAX_TURN_LIMIT = 40;
/** Crew quality runs from −3 to +3 (CQ-affected movement). */
export const CQ_RANGE = [-3, 3] as const;

/** Facing a custom ship starts with when none is given: each side faces the other. */
const DEFAULT_FACING: Record<Seat, number> = { A: 2, B: 5 };

const shipSchema = z.strictObject({
  /** A ship class id (`CLASS_IDS`); checked after the shape, for a `setup/unknown_design`. */
  cls: z.string().max(40),
  /** The starting hex, as a CCRR label. */
  hex: z.string().max(8),
  facing: z.number().int().min(0).max(5).optional(),
  /** Crew quality, 0 unless given. */
  cq: z.number().int().min(CQ_RANGE[0]).max(CQ_RANGE[1]).optional(),
});

const seatRecord = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(SEATS), value);

/**
 * A creator's changes to a scenario. Every part is optional; a part left out stays as the
 * scenario has it. Shape only: {@link checkCustom} checks the rest.
 */
export const sclCustomSchema = z.strictObject({
  /**
   * The creator's own classes, as Star Cruiser figures for the converter (`classes.ts`); forces
   * name them by id like printed classes.
   */
  classes: z.array(scShipSchema).max(MAX_OWN_CLASSES).optional(),
  /** Map size in hexes. */
  map: z
    .strictObject({
      columns: z.number().int().min(10).max(60),
      rows: z.number().int().min(10).max(40),
    })
    .optional(),
  turnLimit: z.number().int().min(1).max(MAX_TURN_LIMIT).optional(),
  /** Each side given replaces that side's ships, as one squadron (rating 1) with no fleet commander. */
  forces: seatRecord(z.array(shipSchema).max(MAX_SHIPS_PER_SIDE * 4)).optional(),
  /** How the battle is won beyond points: `battle`, `carrier` (side A's first ship) or `breakout`. */
  victory: z.enum(['battle', 'carrier', 'breakout']).optional(),
  /** The most fleet points a side's ships may cost (`points.ts`). */
  budget: seatRecord(z.number().int().min(1).max(10_000)).optional(),
});

/** A custom part as the schema reads it. */
export type SclCustom = z.infer<typeof sclCustomSchema>;

type Path = (string | number)[];

const refuse = (code: string, message: string, path: Path) =>
  err(ruleError(`setup/${code}`, message, path));

/** The hex of a CCRR label on `map`, or a `setup/bad_hex` / `setup/off_map` refusal at `path`. */
function hexOf(label: string, map: MapBounds, what: string, path: Path): Result<Hex> {
  const parsed = parseLabel(label, map);
  if (parsed.ok) return parsed;
  if (parsed.error.code === 'hex/out_of_bounds')
    return refuse(
      'off_map',
      `${what} at ${label} is off the ${map.columns} × ${map.rows} map.`,
      path,
    );
  return refuse('bad_hex', `${what}: ${parsed.error.message}`, path);
}

/** A side with the creator's forces, unchecked: the scenario's side when none are given. */
function sideOf(base: ScenarioSide, custom: SclCustom): ScenarioSide {
  const forces = custom.forces?.[base.id];
  if (!forces) return base;
  const squadron = `${base.id}-1`;
  const units: Deployment[] = forces.map((f) => ({
    cls: f.cls,
    at: f.hex,
    facing: f.facing ?? DEFAULT_FACING[base.id],
    cq: f.cq ?? 0,
    squadron,
  }));
  return { id: base.id, name: base.name, units, squadrons: [{ id: squadron, rating: 1 }] };
}

/** The scenario `id` with `custom` over it, unchecked. */
function merged(id: ScenarioId, custom: SclCustom): Scenario {
  const base = SCENARIOS[id];
  return {
    ...base,
    columns: custom.map?.columns ?? base.columns,
    rows: custom.map?.rows ?? base.rows,
    turnLimit: custom.turnLimit ?? base.turnLimit,
    sides: [sideOf(base.sides[0], custom), sideOf(base.sides[1], custom)],
    victory: custom.victory ?? base.victory,
  };
}

/** One side's ships, checked: not empty, within the cap, known ship classes, on the map, one per hex. */
function checkSide(
  side: ScenarioSide,
  custom: SclCustom,
  map: MapBounds,
  taken: Map<string, { readonly what: string; readonly path: Path }>,
  classes: ClassBook,
): Result<true> {
  const given = custom.forces?.[side.id] !== undefined;
  const sidePath: Path = ['custom', 'forces', side.id];
  if (side.units.length === 0)
    return refuse('empty_side', `${side.name} needs at least one ship.`, sidePath);
  if (side.units.length > MAX_SHIPS_PER_SIDE)
    return refuse(
      'too_many_ships',
      `${side.name} has ${side.units.length} ships; at most ${MAX_SHIPS_PER_SIDE} a side.`,
      sidePath,
    );
  for (const [i, unit] of side.units.entries()) {
    const c = classes[unit.cls];
    if (!c || c.kind !== 'ship')
      return refuse(
        'unknown_design',
        `No ship class "${unit.cls}": choose one of ${Object.values(classes)
          .filter((k) => k.kind === 'ship')
          .map((k) => k.id)
          .join(', ')} (fighter flights come aboard their carrier).`,
        [...sidePath, i, 'cls'],
      );
    // A scenario ship that no longer fits is the fault of the new map.
    const path: Path = given ? [...sidePath, i, 'hex'] : ['custom', 'map'];
    const what = `${side.name}'s ${c.name}`;
    const hex = hexOf(unit.at, map, what, path);
    if (!hex.ok) return hex;
    const other = taken.get(hexKey(hex.value));
    // Of a given ship and a scenario ship in one hex, the given one is at fault.
    if (other)
      return refuse(
        'overlap',
        `${what} and ${other.what} both start in hex ${unit.at}.`,
        given ? path : other.path,
      );
    taken.set(hexKey(hex.value), { what, path });
  }
  return ok(true);
}

/**
 * Applies a creator's custom changes to scenario `id` and checks the result. Errors, each with
 * the path into the set-up input: the own classes' (`checkOwnClasses`), `setup/empty_side`, `setup/too_many_ships`,
 * `setup/unknown_design` (not a ship class: fighter flights come aboard their carrier),
 * `setup/bad_hex` (not a CCRR label), `setup/off_map` (the path `['custom','map']` when a
 * scenario ship no longer fits), `setup/overlap` (two ships start in one hex), `setup/no_carrier`
 * (a carrier battle whose side A leads with no carrier) and `setup/over_budget` (a side's ships
 * cost more than its budget: the path is the side's forces, or its budget when the side keeps the
 * scenario's ships).
 */
export function checkCustom(id: ScenarioId, custom: SclCustom): Result<Scenario> {
  const own = checkOwnClasses(custom.classes);
  if (!own.ok) return own;
  const classes = own.value;
  const scenario = merged(id, custom);
  const map: MapBounds = { columns: scenario.columns, rows: scenario.rows };
  const taken = new Map<string, { readonly what: string; readonly path: Path }>();
  for (const side of scenario.sides) {
    const checked = checkSide(side, custom, map, taken, classes);
    if (!checked.ok) return checked;
  }
  const flagship = scenario.sides[0].units[0];
  if (scenario.victory === 'carrier' && classes[flagship?.cls ?? '']?.flights.length === 0)
    return refuse(
      'no_carrier',
      `A carrier battle is lost with side A's first ship, which must carry fighters; ${scenario.sides[0].name} leads with a ${classes[flagship!.cls]!.name}.`,
      custom.forces?.A ? ['custom', 'forces', 'A', 0, 'cls'] : ['custom', 'victory'],
    );
  for (const side of scenario.sides) {
    const budget = custom.budget?.[side.id];
    const points = fleetPoints(side.units, classes);
    if (budget !== undefined && points > budget)
      return refuse(
        'over_budget',
        `${side.name}'s ships cost ${points} points; the budget is ${budget}.`,
        custom.forces?.[side.id] ? ['custom', 'forces', side.id] : ['custom', 'budget', side.id],
      );
  }
  return ok(scenario);
}

/** The scenario a checked set-up plays: the scenario itself, or it with the custom changes. */
export function scenarioOf(setup: Pick<SclSetup, 'scenario' | 'custom'>): Scenario {
  if (setup.custom === undefined) return SCENARIOS[setup.scenario];
  const resolved = checkCustom(setup.scenario, setup.custom);
  if (!resolved.ok) throw new Error(`unchecked custom set-up: ${resolved.error.message}`);
  return resolved.value;
}
