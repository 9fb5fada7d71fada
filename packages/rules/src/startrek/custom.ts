import { z } from 'zod';
import { err, ok, ruleError, type Result } from '../core/result.js';
import { hexEquals, type Hex } from '../hex/hex.js';
import { inBounds, type MapBounds } from '../hex/map.js';
import { parseLabel } from '../hex/label.js';
import { fitted } from './cards.js';
import { standHexes } from './geometry.js';
import {
  classCard,
  classProblem,
  factionCard,
  factionProblem,
  gameClasses,
  gameFactions,
  MAX_OWN_CLASSES,
  MAX_OWN_FACTIONS,
  ownClassSchema,
  ownFactionSchema,
} from './own-cards.js';
import { fleetPoints } from './points.js';
import {
  SCENARIOS,
  SEATS,
  type Deployment,
  type Scenario,
  type ScenarioSide,
  type Seat,
} from './scenarios.js';
import type { StartrekSetup } from './state.js';

/** Most ships a side may field in a custom battle. */
export const MAX_SHIPS_PER_SIDE = 24;
/** Longest custom battle, in turns. */
export const MAX_TURN_LIMIT = 30;

const shipSchema = z.strictObject({
  /** A ship class id (`CLASS_IDS`); checked after the shape, for a `setup/unknown_design`. */
  cls: z.string(),
  /** The fore hex, as a CCRR label. */
  hex: z.string(),
  heading: z.number().int().min(0).max(5),
  /** Starts under cloak (Cloak 6 and six tokens); only a class with a cloaking device. */
  cloaked: z.boolean().optional(),
  /** Turn it drops out of warp at its hex (reinforcements); on the map from the start if left out. */
  arrives: z.number().int().min(2).max(MAX_TURN_LIMIT).optional(),
});

const sideSchema = z.strictObject({
  name: z.string().trim().min(1).max(40).optional(),
  /** The faction card (printed or own): initiative dice and Crew Quality. */
  faction: z.string().optional(),
});

const seatRecord = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(SEATS), value);

/**
 * A creator's changes to a scenario (issue 30, custom set-ups). Every field is optional; what is
 * left out stays as the scenario has it.
 */
export const customSchema = z.strictObject({
  map: z
    .strictObject({
      columns: z.number().int().min(8).max(60),
      rows: z.number().int().min(8).max(60),
    })
    .optional(),
  turnLimit: z.number().int().min(1).max(MAX_TURN_LIMIT).optional(),
  sides: seatRecord(sideSchema).optional(),
  /** Each side given replaces the scenario's ships of that side. */
  forces: seatRecord(z.array(shipSchema).max(100)).optional(),
  /** Most fleet points a side may field (`points.ts`). */
  budget: seatRecord(z.number().int().min(1).max(9999)).optional(),
  /** Asteroid hexes (CCRR), replacing the scenario's; only with the scenery option on. */
  asteroids: z.array(z.string()).max(200).optional(),
  /** Classes that may not go to warp. */
  noWarp: z.array(z.string()).max(32).optional(),
  /** Classes whose ships still on the map at the end score their own points for their side. */
  survivors: z.array(z.string()).max(32).optional(),
  /** The creator's own faction cards (`own-cards.ts`), which sides may name. */
  factions: z.array(ownFactionSchema).max(MAX_OWN_FACTIONS).optional(),
  /** The creator's own ship cards (`own-cards.ts`), which forces may field. */
  classes: z.array(ownClassSchema).max(MAX_OWN_CLASSES).optional(),
});

/** A custom part as the schema reads it; `parseSetup` keeps only one that passed {@link checkCustom}. */
export type StartrekCustom = z.infer<typeof customSchema>;

type Path = (string | number)[];

function refuse(code: string, message: string, path: Path): Result<never> {
  return err(ruleError(`setup/${code}`, message, path));
}

type CardSource = Pick<StartrekSetup, 'custom'>;

function isClass(setup: CardSource, cls: string): boolean {
  return gameClasses(setup).some((c) => c.id === cls);
}

function classIds(setup: CardSource): string {
  return gameClasses(setup)
    .map((c) => c.id)
    .join(', ');
}

/** The scenario a set-up plays: the named scenario with its custom changes, if any. */
export function scenarioOf(setup: Pick<StartrekSetup, 'scenario' | 'custom'>): Scenario {
  const base = SCENARIOS[setup.scenario];
  const custom = setup.custom;
  if (!custom) return base;
  const side = (s: ScenarioSide): ScenarioSide => {
    const given = custom.sides?.[s.id];
    const faction = given?.faction ?? s.faction;
    const name = given?.name ?? (given?.faction ? factionCard(setup, faction).name : s.name);
    const forces = custom.forces?.[s.id];
    const ships: readonly Deployment[] = forces
      ? forces.map((f) => ({
          cls: f.cls,
          at: f.hex,
          heading: f.heading,
          ...(f.cloaked ? { cloaked: true } : {}),
          ...(f.arrives !== undefined ? { arrives: f.arrives } : {}),
        }))
      : s.ships;
    return { ...s, name, faction, ships };
  };
  return {
    ...base,
    columns: custom.map?.columns ?? base.columns,
    rows: custom.map?.rows ?? base.rows,
    turnLimit: custom.turnLimit ?? base.turnLimit,
    sides: [side(base.sides[0]), side(base.sides[1])],
    noWarp: custom.noWarp ?? base.noWarp,
    survivors: custom.survivors ?? base.survivors,
    asteroids: custom.asteroids ?? base.asteroids,
  };
}

/** Reads a CCRR label on the map: `setup/bad_hex` or `setup/off_map` at `path`. */
function hexAt(label: string, map: MapBounds, path: Path): Result<Hex> {
  const parsed = parseLabel(label);
  if (!parsed.ok) return refuse('bad_hex', parsed.error.message, path);
  if (!inBounds(map, parsed.value))
    return refuse('off_map', `Hex ${label} is off the ${map.columns} × ${map.rows} map.`, path);
  return parsed;
}

function checkClassList(
  setup: CardSource,
  list: readonly string[] | undefined,
  key: string,
): Result<true> {
  const bad = (list ?? []).findIndex((cls) => !isClass(setup, cls));
  if (bad >= 0)
    return refuse('unknown_design', `No ship class "${list![bad]}" (${classIds(setup)}).`, [
      'custom',
      key,
      bad,
    ]);
  return ok(true);
}

function checkAsteroids(scenario: Scenario, custom: StartrekCustom, scenery: boolean) {
  if (custom.asteroids !== undefined && !scenery)
    return refuse(
      'scenery_off',
      'Asteroids are scenery: turn the scenery option on to place them.',
      ['custom', 'asteroids'],
    );
  const asteroids: Hex[] = [];
  if (!scenery) return ok(asteroids);
  const given = custom.asteroids !== undefined;
  for (const [i, label] of scenario.asteroids.entries()) {
    const hex = hexAt(label, scenario, given ? ['custom', 'asteroids', i] : ['custom', 'map']);
    if (!hex.ok) return hex;
    asteroids.push(hex.value);
  }
  return ok(asteroids);
}

/** Checks one ship of a side; `placed` holds the stands already on the map at the start. */
function checkShip(
  setup: CardSource,
  scenario: Scenario,
  ship: Deployment,
  path: Path | null,
  asteroids: readonly Hex[],
  placed: Hex[],
): Result<true> {
  const at = (field: string): Path => (path ? [...path, field] : ['custom', 'map']);
  if (!isClass(setup, ship.cls))
    return refuse('unknown_design', `No ship class "${ship.cls}" (${classIds(setup)}).`, at('cls'));
  const card = classCard(setup, ship.cls);
  const fore = hexAt(ship.at, scenario, at('hex'));
  if (!fore.ok) return fore;
  const stand = standHexes({ hex: fore.value, heading: ship.heading });
  if (!inBounds(scenario, stand[1]))
    return refuse(
      'off_map',
      `The ${card.name} at ${ship.at} has its aft hex off the map: turn it or move it in.`,
      at('hex'),
    );
  if (stand.some((h) => asteroids.some((a) => hexEquals(a, h))))
    return refuse('asteroid', `The ${card.name} at ${ship.at} is on an asteroid.`, at('hex'));
  if (ship.cloaked && !fitted(card, 'cloak'))
    return refuse('no_cloak', `A ${card.name} has no cloaking device.`, at('cloaked'));
  if (ship.arrives !== undefined) {
    if (ship.cloaked)
      return refuse(
        'cloaked_reserve',
        'A ship that drops out of warp arrives uncloaked.',
        at('cloaked'),
      );
    if (ship.arrives > scenario.turnLimit)
      return refuse(
        'late_arrival',
        `The ${card.name} would arrive on turn ${ship.arrives}, after the last turn (${scenario.turnLimit}).`,
        at('arrives'),
      );
    return ok(true);
  }
  if (stand.some((h) => placed.some((p) => hexEquals(p, h))))
    return refuse(
      'overlap',
      `The ${card.name} at ${ship.at} overlaps another ship's stand.`,
      at('hex'),
    );
  placed.push(...stand);
  return ok(true);
}

function checkSide(
  setup: CardSource,
  scenario: Scenario,
  custom: StartrekCustom,
  seat: Seat,
  asteroids: readonly Hex[],
  placed: Hex[],
): Result<true> {
  const side = scenario.sides.find((s) => s.id === seat)!;
  const given = custom.forces?.[seat] !== undefined;
  const path: Path = ['custom', 'forces', seat];
  if (side.ships.length === 0)
    return refuse('empty_side', `Side ${seat} needs at least one ship.`, path);
  if (side.ships.length > MAX_SHIPS_PER_SIDE)
    return refuse(
      'too_many_ships',
      `Side ${seat} has ${side.ships.length} ships; at most ${MAX_SHIPS_PER_SIDE} a side.`,
      path,
    );
  for (const [i, ship] of side.ships.entries()) {
    const checked = checkShip(
      setup,
      scenario,
      ship,
      given ? [...path, i] : null,
      asteroids,
      placed,
    );
    if (!checked.ok) return checked;
  }
  const budget = custom.budget?.[seat];
  const points = fleetPoints(side.ships, setup);
  if (budget !== undefined && points > budget)
    return refuse(
      'over_budget',
      `Side ${seat}'s fleet costs ${points} points, over its budget of ${budget}.`,
      path,
    );
  return ok(true);
}

/** A card's own refusal as a set-up's: `card/x` becomes `setup/x`, its path under `path`. */
function within(result: Result<unknown>, path: Path): Result<true> {
  if (result.ok) return ok(true);
  const { code, message } = result.error;
  return refuse(code.replace(/^card\//, ''), message, [...path, ...result.error.path]);
}

/** The own cards' own checks, unique ids, and each side naming a known faction card. */
function checkOwnCards(custom: StartrekCustom): Result<true> {
  const factions = custom.factions ?? [];
  const classes = custom.classes ?? [];
  for (const [i, card] of factions.entries()) {
    const checked = within(factionProblem(card), ['custom', 'factions', i]);
    if (!checked.ok) return checked;
    if (factions.findIndex((f) => f.id === card.id) !== i)
      return refuse('duplicate_card', `Two faction cards have the id "${card.id}".`, [
        'custom',
        'factions',
        i,
        'id',
      ]);
  }
  for (const [i, card] of classes.entries()) {
    const checked = within(classProblem(card, factions), ['custom', 'classes', i]);
    if (!checked.ok) return checked;
    if (classes.findIndex((c) => c.id === card.id) !== i)
      return refuse('duplicate_card', `Two ship cards have the id "${card.id}".`, [
        'custom',
        'classes',
        i,
        'id',
      ]);
  }
  const known = gameFactions({ custom }).map((f) => f.id);
  for (const seat of SEATS) {
    const faction = custom.sides?.[seat]?.faction;
    if (faction !== undefined && !known.includes(faction))
      return refuse('unknown_faction', `No faction card "${faction}" (${known.join(', ')}).`, [
        'custom',
        'sides',
        seat,
        'faction',
      ]);
  }
  return ok(true);
}

/**
 * Checks a set-up's custom part against its scenario. Errors, each with the path at fault:
 * the own cards' refusals (`own-cards.ts`: `setup/printed_id`, `setup/unknown_faction`,
 * `setup/duplicate_track`, `setup/no_tracks`, `setup/torpedo_dice`) under `custom.factions.i` /
 * `custom.classes.i`, `setup/duplicate_card`, `setup/unknown_faction`, `setup/unknown_design`, `setup/bad_hex`, `setup/off_map`, `setup/scenery_off`,
 * `setup/asteroid`, `setup/overlap`, `setup/no_cloak`, `setup/cloaked_reserve`,
 * `setup/late_arrival`, `setup/empty_side`, `setup/too_many_ships`, `setup/over_budget`.
 */
export function checkCustom(setup: StartrekSetup): Result<true> {
  const custom = setup.custom;
  if (!custom) return ok(true);
  const cards = checkOwnCards(custom);
  if (!cards.ok) return cards;
  for (const key of ['noWarp', 'survivors'] as const) {
    const checked = checkClassList(setup, custom[key], key);
    if (!checked.ok) return checked;
  }
  const scenario = scenarioOf(setup);
  const asteroids = checkAsteroids(scenario, custom, setup.scenery);
  if (!asteroids.ok) return asteroids;
  const placed: Hex[] = [];
  for (const seat of SEATS) {
    const checked = checkSide(setup, scenario, custom, seat, asteroids.value, placed);
    if (!checked.ok) return checked;
  }
  return ok(true);
}
