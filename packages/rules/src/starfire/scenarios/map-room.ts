import { err, ok, ruleError, type Result } from '../../core/result.js';
import { distance } from '../../hex/hex.js';
import { hexesInBounds, offsetToHex, type MapBounds } from '../../hex/map.js';
import type { DeploymentConstraint, ScenarioDefinition, ScenarioSide } from './types.js';

/**
 * The smallest, over every hex of the map, of the greatest distance from that hex to the map's
 * corners. Hex distance is a norm, so the farthest hex from any hex is a corner: a unit placed
 * anywhere always has some hex at exactly d (for d up to this value) for another unit.
 */
export function guaranteedReach(map: MapBounds): number {
  const corners = [
    offsetToHex(1, 1),
    offsetToHex(map.columns, 1),
    offsetToHex(1, map.rows),
    offsetToHex(map.columns, map.rows),
    offsetToHex(map.columns - 1, 1),
    offsetToHex(2, 1),
    offsetToHex(map.columns - 1, map.rows),
    offsetToHex(2, map.rows),
  ];
  let reach = Infinity;
  for (const h of hexesInBounds(map))
    reach = Math.min(reach, Math.max(...corners.map((c) => distance(h, c))));
  return reach;
}

function sideOf(scenario: ScenarioDefinition, id: string): ScenarioSide | undefined {
  return scenario.sides.find((side) => side.id === id);
}

/** Rows the anchor side may spread up from the bottom edge, or `null` when it is not tied to that edge. */
function rowsAboveBottom(side: ScenarioSide): number | null {
  if (!side.deployment.flagship.some((rule) => rule.kind === 'on_edge' && rule.edge === 'bottom'))
    return null;
  let spread = 0;
  for (const rule of side.deployment.others) {
    if (rule.kind === 'near_own_flagship') spread = Math.max(spread, rule.within);
    else if (!(rule.kind === 'on_edge' && rule.edge === 'bottom')) return null;
  }
  return spread;
}

function tooSmall(map: MapBounds, why: string): Result<void> {
  return err(
    ruleError('setup/map_too_small', `A ${map.columns} × ${map.rows} map is too small: ${why}`, [
      'custom',
      'map',
    ]),
  );
}

function checkRule(
  scenario: ScenarioDefinition,
  rule: DeploymentConstraint,
  reach: () => number,
): Result<void> {
  const { map } = scenario;
  if (rule.kind === 'distance_from_flagship' && reach() < rule.distance) {
    return tooSmall(
      map,
      `side ${rule.side}'s flagship could be placed where no hex is ${rule.distance} hexes away.`,
    );
  }
  if (rule.kind === 'min_distance_from') {
    const anchor = sideOf(scenario, rule.of.side);
    const spread = anchor ? rowsAboveBottom(anchor) : null;
    if (spread !== null && map.rows - 1 - spread < rule.distance) {
      return tooSmall(
        map,
        `it needs at least ${rule.distance + 1 + spread} rows to keep ${rule.distance} hexes from side ${rule.of.side}.`,
      );
    }
  }
  return ok(undefined);
}

/**
 * Checks that every side can always deploy on the map, whatever legal placements came before
 * (a custom map may be too small for "25 hexes from side A's ship"). Error `setup/map_too_small`.
 */
export function checkMapRoom(scenario: ScenarioDefinition): Result<void> {
  let cached: number | null = null;
  const reach = () => (cached ??= guaranteedReach(scenario.map));
  for (const side of scenario.sides) {
    for (const rule of [...side.deployment.flagship, ...side.deployment.others]) {
      const checked = checkRule(scenario, rule, reach);
      if (!checked.ok) return checked;
    }
  }
  return ok(undefined);
}
