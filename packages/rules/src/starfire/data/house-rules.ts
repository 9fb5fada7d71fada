import { deepFreeze } from './freeze.js';
import type { MapBounds } from '../../hex/map.js';
import { DEFAULT_MAP } from '../geometry/default-map.js';

/**
 * Every number the Starfire engine needs that is not in a chart, each citing its source:
 * "seed" is the Starfire Quick Start Rules text, "rulings" is the Starfire rulings
 * (docs/rules/starfire.md). Change a ruling here, never in code.
 */
export interface HouseRules {
  /** Faces on every die the QSR rolls (seed: "ten-sided dice"). */
  readonly dieSides: number;
  /** A to-hit number below this cannot hit (seed, Extreme Numbers: "reduced to zero or less cannot hit"). */
  readonly minimumToHit: number;
  /** Range limit without Combat Sensors (seed: "target any number of ships out to 10 hexes"). */
  readonly targetingLimit: number;
  /** Munitions each launcher (R, G, Pt) starts with (rulings, Munitions). */
  readonly munitionsPerLauncher: number;
  /** Reloads held by each intact Magazine (rulings, Munitions). */
  readonly reloadsPerMagazine: number;
  /** Hexes within which datalinked ships form a group (rulings, Combat: Datalink). */
  readonly datalinkRange: number;
  /** Hexes a base with Combat Sensors subtracts from missile/torpedo range (seed, Bases). */
  readonly baseRangeReduction: number;
  /** The base range reduction never takes the range below this (seed, Bases). */
  readonly baseRangeFloor: number;
  /** Consecutive turns without non-laser damage before one shield returns (seed, Shields). */
  readonly shieldRecoveryTurns: number;
  /** To-hit bonus for plasma torpedoes fired at a base (seed, Bases). */
  readonly torpedoVsBaseBonus: number;
  /** To-hit modifier against a ship using Engine Modulation (seed, Engine Modulation). */
  readonly engineModulationPenalty: number;
  /** Engine Modulation needs MP ≥ turn mode + this (seed: "at least one more Movement Point"). */
  readonly engineModulationExtraMp: number;
  /** To-hit modifier for a ship firing on the turn it transits (seed, Warp Point Transits). */
  readonly transitFirerPenalty: number;
  /** To-hit modifier for firing at a ship that transited this turn (seed, Warp Point Transits). */
  readonly transitTargetPenalty: number;
  /** Intercept modifier for Point Defense on its transit turn (seed, Warp Point Transits). */
  readonly transitPointDefensePenalty: number;
  /** Freighters take this many times the damage (seed: "double damage"). */
  readonly freighterDamageMultiplier: number;
  /** Map size when the scenario sets none (rulings, Geometry: Default map). */
  readonly defaultMap: MapBounds;
  /** Units that may pass through one warp point in one MP step (seed, Warp Point Transits). */
  readonly warpTransitsPerStep: number;
  /**
   * Units that may leave the map through warp points in one MP step of a side, all warp points
   * together (seed: "Only one ship may leave the map at a time during a given Movement Point").
   */
  readonly warpExitsPerStep: number;
}

/** Broadside's numbers for the Starfire QSR. */
export const HOUSE_RULES: HouseRules = deepFreeze({
  dieSides: 10,
  minimumToHit: 1,
  targetingLimit: 10,
  munitionsPerLauncher: 3,
  reloadsPerMagazine: 6,
  datalinkRange: 6,
  baseRangeReduction: 5,
  baseRangeFloor: 12,
  shieldRecoveryTurns: 3,
  torpedoVsBaseBonus: 1,
  engineModulationPenalty: -1,
  engineModulationExtraMp: 1,
  transitFirerPenalty: -3,
  transitTargetPenalty: -2,
  transitPointDefensePenalty: -1,
  freighterDamageMultiplier: 2,
  defaultMap: DEFAULT_MAP,
  warpTransitsPerStep: 1,
  warpExitsPerStep: 1,
});

/** Weapons whose range a base with Combat Sensors reduces (seed, Bases: "Missiles (R or G) and Plasma Torpedoes (Pt)"). */
export const BASE_RANGE_WEAPONS = ['R', 'G', 'Pt'] as const;
