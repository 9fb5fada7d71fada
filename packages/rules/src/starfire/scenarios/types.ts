import type { Facing } from '../../hex/facing.js';
import type { Hex } from '../../hex/hex.js';
import type { MapBounds, MapEdge } from '../../hex/map.js';
import type { HullCode } from '../data/hulls.js';
import type { Design } from '../design/types.js';
import type { StarfireRulesVersion } from '../rulings.js';

/** The six scenarios of the Quick Start Rules, in the seed's order. */
export const SCENARIO_IDS = [
  'patrol',
  'task_groups',
  'convoy_raid',
  'set_piece',
  'raiders',
  'warp_assault',
] as const;

/** One of the six scenarios. */
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** Type guard for unchecked input. */
export function isScenarioId(value: unknown): value is ScenarioId {
  return typeof value === 'string' && (SCENARIO_IDS as readonly string[]).includes(value);
}

/** Side names. The seed speaks of Player A and Player B; more sides take the next letters. */
export const SIDE_IDS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** One side of a battle. Sides are the seats of a Starfire game. */
export type SideId = (typeof SIDE_IDS)[number];

/** Type guard for unchecked input. */
export function isSideId(value: unknown): value is SideId {
  return typeof value === 'string' && (SIDE_IDS as readonly string[]).includes(value);
}

/**
 * The part a unit plays in deployment. Each side has one flagship: the first unit of its
 * largest hull that is not a freighter (task groups: the DD; set piece: the CA; convoy: the DD). Every other unit is `other`.
 */
export const UNIT_ROLES = ['flagship', 'other'] as const;

/** A unit's part in deployment. */
export type UnitRole = (typeof UNIT_ROLES)[number];

/** Planets, moons and warp points on the map. Planets and moons never block movement or fire. */
export interface Terrain {
  readonly planets: readonly Hex[];
  readonly moons: readonly Hex[];
  /** Warp points, referred to by their index in this list. */
  readonly warpPoints: readonly Hex[];
}

/** A number of ships of one hull. */
export interface ForceLine {
  readonly hull: HullCode;
  readonly count: number;
}

/** Which of a side's units a `min_distance_from` constraint keeps away from. */
export interface UnitSelector {
  readonly side: SideId;
  /** Only units of this kind (e.g. freighters in the convoy raid); `null` for every unit. */
  readonly kind: 'warship' | 'freighter' | 'base' | null;
}

/**
 * One rule a placement must obey. A unit's placement must satisfy every constraint in its list.
 * The constraints are the seed's scenario set-up sentences, made exact.
 */
export type DeploymentConstraint =
  /** "may place his ship in any hex on the map with any facing". */
  | { readonly kind: 'anywhere' }
  /** "must place their ship at 25 hexes from Player A's ship": exactly `distance` from that side's flagship. */
  | { readonly kind: 'distance_from_flagship'; readonly side: SideId; readonly distance: number }
  /** "within 3 hexes of the DD with the same facing": near the unit's own side's flagship. */
  | { readonly kind: 'near_own_flagship'; readonly within: number; readonly sameFacing: boolean }
  /** "must place his DD on the bottom map edge". */
  | { readonly kind: 'on_edge'; readonly edge: MapEdge }
  /** "no closer than 20 hexes from any FT2": at least `distance` hexes from every selected unit. */
  | { readonly kind: 'min_distance_from'; readonly distance: number; readonly of: UnitSelector }
  /** "anywhere within 15 hexes of the warp point, but no unit may be placed in the hex of the warp point". */
  | {
      readonly kind: 'near_warp_point';
      readonly warpPoint: number;
      readonly within: number;
      readonly notOnWarpPoint: boolean;
    }
  /** The unit is not placed: it waits off the map and enters through a warp point, in the written transit order. */
  | { readonly kind: 'transit'; readonly warpPoint: number };

/** The kinds of deployment constraint. */
export type DeploymentConstraintKind = DeploymentConstraint['kind'];

/** How one side deploys: the constraints for its flagship and for its other units. */
export interface SideDeployment {
  readonly flagship: readonly DeploymentConstraint[];
  readonly others: readonly DeploymentConstraint[];
}

/** One side of a scenario as the seed describes it. */
export interface ScenarioSide {
  readonly id: SideId;
  /** The side's part in the story, e.g. "Convoy escort", "Raiders". */
  readonly name: string;
  /** Order of battle (Starfire rulings, Scenarios: Scenario forces). */
  readonly forces: readonly ForceLine[];
  readonly deployment: SideDeployment;
}

/** How a scenario decides its winner (see victory.ts). */
export const VICTORY_RULE_IDS = ['battle_to_the_death', 'convoy_escape', 'warp_assault'] as const;

/** One of the victory rules. */
export type VictoryRuleId = (typeof VICTORY_RULE_IDS)[number];

/** The warp point assault's victory thresholds (seed, Warp point assault: victory). */
export interface WarpAssaultThresholds {
  /** Side B wins a major victory with at least this many surviving ships ("four or more"). */
  readonly attackerMajorSurvivors: number;
  /** Side A wins a major victory by destroying more than this many of B's ships ("more than six"). */
  readonly defenderMajorKills: number;
}

/** A scenario, as data. Every number and sentence comes from the seed or the Starfire rulings. */
export interface ScenarioDefinition {
  readonly id: ScenarioId;
  /** 1 … 6, the seed's order. */
  readonly number: number;
  readonly name: string;
  /** The situation, in our own words. */
  readonly briefing: string;
  readonly map: MapBounds;
  readonly terrain: Terrain;
  /** When true, the (single) warp point sits in the middle of the map, also on a custom map. */
  readonly warpPointAtMapCentre: boolean;
  /** The seed's sides. A custom game with more sides copies `sides[1]` for sides C, D … */
  readonly sides: readonly ScenarioSide[];
  /** Fewest and most sides the scenario allows. */
  readonly minSides: number;
  readonly maxSides: number;
  /** Order in which the sides deploy (or write their transit order). */
  readonly deploymentOrder: readonly SideId[];
  /** A side that wins initiative outright on a given turn (warp point assault: B on turn 1). */
  readonly initiativeOverride: { readonly turn: number; readonly side: SideId } | null;
  /** The side that writes a hidden transit order before anyone places a unit, and its warp point. */
  readonly transitOrder: { readonly side: SideId; readonly warpPoint: number } | null;
  /** Special rules in plain words, shown to players. */
  readonly specialRules: readonly string[];
  /** The victory rule, in plain words as well as by id. */
  readonly victory: VictoryRuleId;
  readonly victoryText: string;
  /** True when the scenario defines major and minor victories. */
  readonly hasLevels: boolean;
  /** Only for `warp_assault`. */
  readonly warpAssault: WarpAssaultThresholds | null;
}

/** One unit of a resolved game. */
export interface ResolvedUnit {
  /** Side letter and number within the side, e.g. `A1`, `B3`. The flagship is always number 1. */
  readonly id: string;
  readonly side: SideId;
  readonly hull: HullCode;
  readonly design: Design;
  /** Readable name, e.g. "Destroyer A1". */
  readonly name: string;
  readonly role: UnitRole;
}

/**
 * Who picks the designs of a game. `setup`: the game's creator, in the set-up's
 * `sides[].designs` (the default). `each_side`: every side picks its own in a fleet phase
 * before deployment, with a `choose_fleet` order.
 */
export const FLEET_CHOICES = ['setup', 'each_side'] as const;

/** One of {@link FLEET_CHOICES}. */
export type FleetChoice = (typeof FLEET_CHOICES)[number];

/**
 * A warp point that a side places before deployment (warp point assault from rules 1.2.0: "One
 * warp point is placed by Player A in the middle of the map"): any hex within `within` of
 * `centre`. Until it is placed, the terrain holds the centre hex as its provisional position.
 */
export interface WarpPointPlacement {
  readonly side: SideId;
  /** Index of the warp point in the terrain. */
  readonly warpPoint: number;
  /** The middle of the map. */
  readonly centre: Hex;
  /** Greatest distance from the centre (3). */
  readonly within: number;
  /** True once the side has placed it; its hex is then the terrain's. */
  readonly placed: boolean;
}

/** A checked game set-up: the only input the engine builds a game from. */
export interface ResolvedSetup {
  /** The scenario with the creator's custom changes applied. */
  readonly scenario: ScenarioDefinition;
  /** Sides in play, in order (A, B, …). */
  readonly sides: readonly SideId[];
  /** Seat name per side ("Side A" unless given). */
  readonly seatNames: Readonly<Partial<Record<SideId, string>>>;
  /** Every unit, side by side, flagship first. */
  readonly units: readonly ResolvedUnit[];
  /** Last turn to play, or `null` for no limit (the default). */
  readonly turnLimit: number | null;
  /** One person plays every side (practice). */
  readonly solitaire: boolean;
  /** True when the creator changed map, forces, terrain or sides. */
  readonly custom: boolean;
  /**
   * Present (as `each_side`) only when each side picks its own designs in a fleet phase; left
   * out for `setup`, so that the setups (and hashes) of games without a fleet phase are unchanged.
   */
  readonly fleetChoice?: 'each_side';
  /**
   * Most points each side's fleet may cost (design/points.ts), per side that has a budget.
   * Present only when the creator set one, so that other setups (and hashes) are unchanged.
   */
  readonly budget?: Readonly<Partial<Record<SideId, number>>>;
  /**
   * The rules version the game plays by, for its whole life (see rulings.ts). Left out for
   * 1.1.0, so that the setups (and hashes) of games made before versioning are unchanged.
   */
  readonly rulesVersion?: Exclude<StarfireRulesVersion, '1.1.0'>;
  /** Present only when a side places a warp point before deployment (rules 1.2.0). */
  readonly warpPointPlacement?: WarpPointPlacement;
}

/** Where a unit is, for deployment and victory. */
export const UNIT_STATUSES = [
  'undeployed',
  'waiting_transit',
  'on_map',
  'destroyed',
  'escaped',
  'left_map',
  'exited',
] as const;

/**
 * A unit's status. `escaped`: a convoy freighter that left by the top edge. `left_map`: left by
 * any other edge, or an edge where the scenario counts no escape (the unit is out of the game).
 * `exited`: left through a warp point (disengaged; survives).
 */
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** A placed unit, as deployment checks see it. */
export interface Placement {
  readonly unitId: string;
  readonly hex: Hex;
  readonly facing: Facing;
}

/** The engine's view of a battle that victory checks need. */
export interface BattleSnapshot {
  readonly turn: number;
  readonly units: readonly {
    readonly id: string;
    readonly side: SideId;
    readonly hull: HullCode;
    readonly status: UnitStatus;
  }[];
}
