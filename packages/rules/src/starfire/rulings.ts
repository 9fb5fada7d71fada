import type { ResolvedSetup } from './scenarios/types.js';

/**
 * The versions of the Starfire rules this program plays, oldest first. A game plays by the
 * rulings of the version it was created with, for its whole life, so that stored games and
 * records of an earlier version replay exactly as they were played.
 *
 * - `1.1.0`: the rulings before the revision (a later unit may overtake the written transit
 *   order; one warp point exit per MP step of each side, also after Engine Modulation; the
 *   shortest range in a datalink group sets the to-hit number; the warp point assault's warp
 *   point is fixed in the centre hex).
 * - `1.2.0`: the revised rulings (see {@link Rulings}).
 * - `1.3.0`: the revised rulings; at the start of the combat phase a ship with no shot says why
 *   (`cannot_fire`, issue 28). Play is unchanged.
 */
export const STARFIRE_RULES_VERSIONS = ['1.1.0', '1.2.0', '1.3.0'] as const;

/** One of {@link STARFIRE_RULES_VERSIONS}. */
export type StarfireRulesVersion = (typeof STARFIRE_RULES_VERSIONS)[number];

/** Version of the Starfire engine that new games use; recorded in every game record. */
export const STARFIRE_RULES_VERSION: StarfireRulesVersion = '1.3.0';

/** The version whose setups carry no `rulesVersion` field (games made before versioning). */
export const LEGACY_RULES_VERSION = '1.1.0' satisfies StarfireRulesVersion;

/** Type guard for unchecked input. */
export function isStarfireRulesVersion(value: unknown): value is StarfireRulesVersion {
  return (
    typeof value === 'string' && (STARFIRE_RULES_VERSIONS as readonly string[]).includes(value)
  );
}

/** The rulings that differ between versions, as flags the engine consults. */
export interface Rulings {
  /**
   * Only the first unit of the written transit order may pass; with no MP left it blocks the
   * others until the next turn ("This order cannot be changed"). Else the first waiting unit
   * with MP left passes.
   */
  readonly transitOrderNeverOvertaken: boolean;
  /**
   * Datalink uses the candidate range with the best to-hit number (never worse than the firer's
   * own). Else the shortest range in the group.
   */
  readonly datalinkBestToHit: boolean;
  /** One warp point exit per MP step of the whole game. Else one per MP step of each side. */
  readonly oneExitPerGameStep: boolean;
  /** No warp point exit on a turn with Engine Modulation (a Hard Turn never allows one). */
  readonly noExitAfterEngineModulation: boolean;
  /**
   * Side A places the warp point of the warp point assault within 3 hexes of the map's centre
   * before anything else is placed. Else it is fixed in the centre hex.
   */
  readonly defenderPlacesWarpPoint: boolean;
  /** A ship with no shot says why when the combat phase starts (`cannot_fire`). Else silence. */
  readonly explainsSilence: boolean;
}

const LEGACY: Rulings = {
  transitOrderNeverOvertaken: false,
  datalinkBestToHit: false,
  oneExitPerGameStep: false,
  noExitAfterEngineModulation: false,
  defenderPlacesWarpPoint: false,
  explainsSilence: false,
};

const REVISED: Rulings = {
  transitOrderNeverOvertaken: true,
  datalinkBestToHit: true,
  oneExitPerGameStep: true,
  noExitAfterEngineModulation: true,
  defenderPlacesWarpPoint: true,
  explainsSilence: false,
};

const TOLD: Rulings = { ...REVISED, explainsSilence: true };

/** The version a setup plays by: its `rulesVersion`, or 1.1.0 when it has none. */
export function rulesVersionOf(setup: Pick<ResolvedSetup, 'rulesVersion'>): StarfireRulesVersion {
  return setup.rulesVersion ?? LEGACY_RULES_VERSION;
}

/** The rulings a game plays by, from the version in its setup. */
export function rulingsOf(setup: Pick<ResolvedSetup, 'rulesVersion'>): Rulings {
  const version = rulesVersionOf(setup);
  return version === LEGACY_RULES_VERSION ? LEGACY : version === '1.2.0' ? REVISED : TOLD;
}
