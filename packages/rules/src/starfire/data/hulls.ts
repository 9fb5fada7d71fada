import { deepFreeze } from './freeze.js';

/**
 * The Hull Chart (seed QSR, "Hull Chart"), with the crew-quarter requirements and engine-room
 * grouping from the seed's construction rules and the MP per engine room from
 * the Starfire rulings (Movement: Engines).
 */

/** Hull codes, smallest warship first, then freighters, then bases. */
export const HULL_CODES = ['ES', 'CT', 'DD', 'CL', 'CA', 'FT1', 'FT2', 'BS1', 'BS2'] as const;

/** One of the nine hulls. */
export type HullCode = (typeof HULL_CODES)[number];

/** What a hull is for: warships fight, freighters carry, bases stay put. */
export const HULL_KINDS = ['warship', 'freighter', 'base'] as const;

/** One of {@link HULL_KINDS}. */
export type HullKind = (typeof HULL_KINDS)[number];

/**
 * How a hull's drives are grouped into engine rooms:
 * - `single`: every room is `(I)`;
 * - `alternating`: rooms alternate `(I)` and `(II)`, the rightmost being `(II)`;
 * - `double`: every room is `(II)`;
 * - `none`: the hull mounts no drives.
 */
export const ENGINE_ROOM_PATTERNS = ['single', 'alternating', 'double', 'none'] as const;

/** One of {@link ENGINE_ROOM_PATTERNS}. */
export type EngineRoomPattern = (typeof ENGINE_ROOM_PATTERNS)[number];

/** One row of the Hull Chart. */
export interface HullSpec {
  readonly code: HullCode;
  /** Name as the seed's Hull Chart gives it. */
  readonly name: string;
  /** Hull spaces (HS) available for systems. */
  readonly hullSpaces: number;
  /** Turn Mode (TM). */
  readonly turnMode: number;
  /** Max Movement Points. */
  readonly maxMp: number;
  readonly kind: HullKind;
  /** Crew Quarters (Q) the hull must mount. */
  readonly requiredQuarters: number;
  readonly engineRoom: {
    readonly pattern: EngineRoomPattern;
    /** MP given by each intact engine room. */
    readonly mpPerRoom: number;
  };
  /** The Hull Chart's "MPs per Engine" cell, verbatim (MP per drive). */
  readonly seedMpPerEngine: string;
}

/** The Hull Chart, by hull code. */
export const HULLS: Readonly<Record<HullCode, HullSpec>> = deepFreeze({
  ES: {
    code: 'ES',
    name: 'Escort',
    hullSpaces: 12,
    turnMode: 2,
    maxMp: 6,
    kind: 'warship',
    requiredQuarters: 1,
    engineRoom: { pattern: 'single', mpPerRoom: 3 },
    seedMpPerEngine: '3',
  },
  CT: {
    code: 'CT',
    name: 'Corvette',
    hullSpaces: 16,
    turnMode: 2,
    maxMp: 6,
    kind: 'warship',
    requiredQuarters: 1,
    engineRoom: { pattern: 'single', mpPerRoom: 2 },
    seedMpPerEngine: '2',
  },
  DD: {
    code: 'DD',
    name: 'Destroyer',
    hullSpaces: 30,
    turnMode: 3,
    maxMp: 5,
    kind: 'warship',
    requiredQuarters: 2,
    engineRoom: { pattern: 'single', mpPerRoom: 1 },
    seedMpPerEngine: '1',
  },
  CL: {
    code: 'CL',
    name: 'Light Cruiser',
    hullSpaces: 45,
    turnMode: 3,
    maxMp: 4,
    kind: 'warship',
    requiredQuarters: 3,
    engineRoom: { pattern: 'alternating', mpPerRoom: 1 },
    seedMpPerEngine: '2/3',
  },
  CA: {
    code: 'CA',
    name: 'Heavy Cruiser',
    hullSpaces: 60,
    turnMode: 3,
    maxMp: 4,
    kind: 'warship',
    requiredQuarters: 4,
    engineRoom: { pattern: 'double', mpPerRoom: 1 },
    seedMpPerEngine: '1/2',
  },
  FT1: {
    code: 'FT1',
    name: 'Freighter 1',
    hullSpaces: 12,
    turnMode: 2,
    maxMp: 6,
    kind: 'freighter',
    requiredQuarters: 1,
    engineRoom: { pattern: 'single', mpPerRoom: 3 },
    seedMpPerEngine: '3',
  },
  FT2: {
    code: 'FT2',
    name: 'Freighter 2',
    hullSpaces: 16,
    turnMode: 2,
    maxMp: 6,
    kind: 'freighter',
    requiredQuarters: 1,
    engineRoom: { pattern: 'single', mpPerRoom: 2 },
    seedMpPerEngine: '2',
  },
  BS1: {
    code: 'BS1',
    name: 'Base 1',
    hullSpaces: 30,
    turnMode: 0,
    maxMp: 0,
    kind: 'base',
    requiredQuarters: 2,
    engineRoom: { pattern: 'none', mpPerRoom: 0 },
    seedMpPerEngine: 'N/A',
  },
  BS2: {
    code: 'BS2',
    name: 'Base 2',
    hullSpaces: 50,
    turnMode: 0,
    maxMp: 0,
    kind: 'base',
    requiredQuarters: 4,
    engineRoom: { pattern: 'none', mpPerRoom: 0 },
    seedMpPerEngine: 'N/A',
  },
});

/** Type guard for unchecked input. */
export function isHullCode(value: unknown): value is HullCode {
  return typeof value === 'string' && (HULL_CODES as readonly string[]).includes(value);
}
