import { err, ok, ruleError, type Result } from '../../core/result.js';
import type { Hex } from '../../hex/hex.js';
import { inBounds, offsetToHex, type MapBounds } from '../../hex/map.js';
import { formatLabel } from '../../hex/label.js';
import { checkMapRoom } from './map-room.js';
import { HULLS } from '../data/hulls.js';
import {
  SIDE_IDS,
  type DeploymentConstraint,
  type ForceLine,
  type ScenarioDefinition,
  type ScenarioSide,
  type SideId,
  type Terrain,
} from './types.js';

/** A creator's changes to a scenario (already shape-checked by the set-up schema). */
export interface CustomScenarioInput {
  readonly map?: MapBounds | undefined;
  readonly sides?: number | undefined;
  readonly forces?: Partial<Record<SideId, readonly ForceLine[]>> | undefined;
  readonly terrain?:
    | {
        readonly planets?: readonly Hex[] | undefined;
        readonly moons?: readonly Hex[] | undefined;
        readonly warpPoints?: readonly Hex[] | undefined;
      }
    | undefined;
}

/** The hex in the middle of a map (seed, warp point assault: "in the middle of the map"). */
export function mapCentre(map: MapBounds): Hex {
  return offsetToHex(Math.ceil(map.columns / 2), Math.ceil(map.rows / 2));
}

/** Side C, D … of a scenario that allows more than two sides deploy and fight like side B. */
function extraSide(template: ScenarioSide, id: SideId): ScenarioSide {
  return { ...template, id, name: `Side ${id}` };
}

function constraints(side: ScenarioSide): readonly DeploymentConstraint[] {
  return [...side.deployment.flagship, ...side.deployment.others];
}

function resolveTerrain(
  base: ScenarioDefinition,
  custom: CustomScenarioInput,
  map: MapBounds,
): Terrain {
  const given = custom.terrain ?? {};
  const centredWarpPoints =
    base.warpPointAtMapCentre && custom.map !== undefined
      ? [mapCentre(map)]
      : base.terrain.warpPoints;
  return {
    planets: given.planets ?? base.terrain.planets,
    moons: given.moons ?? base.terrain.moons,
    warpPoints: given.warpPoints ?? centredWarpPoints,
  };
}

function checkTerrain(terrain: Terrain, map: MapBounds): Result<Terrain> {
  for (const key of ['planets', 'moons', 'warpPoints'] as const) {
    const index = terrain[key].findIndex((h) => !inBounds(map, h));
    if (index >= 0) {
      return err(
        ruleError(
          'setup/terrain_off_map',
          `Terrain ${key}[${index}] at ${formatLabel(terrain[key][index] as Hex)} is off the ${map.columns} × ${map.rows} map.`,
          ['custom', 'terrain', key, index],
        ),
      );
    }
  }
  return ok(terrain);
}

function checkSide(scenario: ScenarioDefinition, side: ScenarioSide): Result<ScenarioSide> {
  const path = ['custom', 'forces', side.id];
  for (const rule of constraints(side)) {
    const warpPoint =
      rule.kind === 'transit' || rule.kind === 'near_warp_point' ? rule.warpPoint : null;
    if (warpPoint !== null && warpPoint >= scenario.terrain.warpPoints.length) {
      return err(
        ruleError(
          'setup/missing_warp_point',
          `${scenario.name} needs warp point ${warpPoint + 1}, but the map has none.`,
          ['custom', 'terrain', 'warpPoints'],
        ),
      );
    }
    if (rule.kind === 'transit' && side.forces.some((line) => HULLS[line.hull].kind === 'base')) {
      return err(
        ruleError(
          'setup/base_cannot_transit',
          `Side ${side.id} enters through a warp point, and bases cannot transit (seed, Bases).`,
          path,
        ),
      );
    }
    if (rule.kind === 'min_distance_from' && rule.of.kind !== null) {
      const kind = rule.of.kind;
      const anchorSide = scenario.sides.find((s) => s.id === rule.of.side);
      if (!anchorSide?.forces.some((line) => HULLS[line.hull].kind === kind)) {
        return err(
          ruleError(
            'setup/no_freighters',
            `${scenario.name} needs at least one ${kind} on side ${rule.of.side}.`,
            ['custom', 'forces', rule.of.side],
          ),
        );
      }
    }
  }
  if (
    scenario.victory === 'convoy_escape' &&
    side.id === 'A' &&
    !side.forces.some((l) => HULLS[l.hull].kind === 'freighter')
  ) {
    return err(
      ruleError(
        'setup/no_freighters',
        `${scenario.name} needs at least one freighter on side A.`,
        path,
      ),
    );
  }
  return ok(side);
}

/**
 * Applies a creator's custom changes (map size, number of sides, forces, terrain) to a scenario.
 * The scenario's deployment constraints and victory rule stay as they are. Errors:
 * `setup/side_count`, `setup/unknown_side`, `setup/terrain_off_map`, `setup/missing_warp_point`,
 * `setup/no_freighters`, `setup/base_cannot_transit`, `setup/map_too_small`.
 */
export function applyCustomScenario(
  base: ScenarioDefinition,
  custom: CustomScenarioInput,
): Result<ScenarioDefinition> {
  const sideCount = custom.sides ?? base.sides.length;
  if (sideCount < base.minSides || sideCount > base.maxSides) {
    const allowed =
      base.minSides === base.maxSides
        ? `exactly ${base.minSides}`
        : `${base.minSides} to ${base.maxSides}`;
    return err(
      ruleError(
        'setup/side_count',
        `${base.name} is played by ${allowed} sides, not ${sideCount}.`,
        ['custom', 'sides'],
      ),
    );
  }
  const ids = SIDE_IDS.slice(0, sideCount);
  for (const side of Object.keys(custom.forces ?? {})) {
    if (!(ids as readonly string[]).includes(side)) {
      return err(
        ruleError(
          'setup/unknown_side',
          `Side ${side} is not in this game (sides: ${ids.join(', ')}).`,
          ['custom', 'forces', side],
        ),
      );
    }
  }
  const map = custom.map ?? base.map;
  const terrain = checkTerrain(resolveTerrain(base, custom, map), map);
  if (!terrain.ok) return terrain;

  const template = base.sides[1] as ScenarioSide;
  const sides = ids.map((id, index) => {
    const side = base.sides[index] ?? extraSide(template, id);
    const forces = custom.forces?.[id];
    return forces ? { ...side, forces } : side;
  });
  const extraIds = ids.filter((id) => !base.deploymentOrder.includes(id));
  const scenario: ScenarioDefinition = {
    ...base,
    map,
    terrain: terrain.value,
    sides,
    deploymentOrder: [...base.deploymentOrder.filter((id) => ids.includes(id)), ...extraIds],
  };
  for (const side of sides) {
    const checked = checkSide(scenario, side);
    if (!checked.ok) return checked;
  }
  const room = checkMapRoom(scenario);
  if (!room.ok) return room;
  return ok(scenario);
}
