/**
 * Faction and ship cards (Basics: "Each Faction has a datacard … Each ship has a datacard"). The
 * draft's playtest designs were lost, so these are Broadside's own; docs/rules/star-trek.md
 * explains each one.
 */

/** The tracks of a ship card, each rated 1–6 (1 is Offline). */
export const TRACKS = [
  'shields',
  'phasers',
  'torpedoes',
  'lifeSupport',
  'engines',
  'transporters',
  'detectCloak',
  'cloak',
] as const;

/** One of {@link TRACKS}. */
export type Track = (typeof TRACKS)[number];

/** Current track values of a ship. */
export type Tracks = Record<Track, number>;

/** The highest and lowest value of a track; a track at {@link OFFLINE} is Offline. */
export const TRACK_MAX = 6;
export const OFFLINE = 1;

/** The areas an attacker may choose for hits that get through the shields (Actions). */
export const AREAS = ['weapons', 'systems', 'transporters'] as const;

/** One of {@link AREAS}. */
export type Area = (typeof AREAS)[number];

/** The sub-systems of each area; the defender picks among them. */
export const AREA_TRACKS: Readonly<Record<Area, readonly Track[]>> = {
  weapons: ['phasers', 'torpedoes'],
  systems: ['lifeSupport', 'engines', 'detectCloak', 'cloak'],
  transporters: ['transporters'],
};

/** Faction ids. */
export const FACTION_IDS = ['federation', 'klingon'] as const;

/** One of {@link FACTION_IDS}. */
export type FactionId = (typeof FACTION_IDS)[number];

/** A faction card. */
export interface Faction {
  /** A printed {@link FactionId}, or an own card's id (`own-cards.ts`). */
  readonly id: string;
  readonly name: string;
  /** Initiative dice rolled each turn: at most this many actions a turn. */
  readonly initiative: number;
  /** Target number of damage control dice. */
  readonly crewQuality: number;
  /** Boarding option: dice of an assault, and the target number of assaults against this faction. */
  readonly assault: number;
  readonly defence: number;
}

/** The faction cards. */
export const FACTIONS: Readonly<Record<FactionId, Faction>> = {
  federation: {
    id: 'federation',
    name: 'Federation',
    initiative: 3,
    crewQuality: 3,
    assault: 2,
    defence: 4,
  },
  klingon: {
    id: 'klingon',
    name: 'Klingon Empire',
    initiative: 4,
    crewQuality: 4,
    assault: 3,
    defence: 3,
  },
};

/** Movement bands (Basics: Short 3″, Medium 6″, Long 9″); one hex is one inch. */
export const BANDS = ['short', 'medium', 'long'] as const;

/** One of {@link BANDS}. */
export type Band = (typeof BANDS)[number];

/** Hexes of each band. */
export const BAND_HEXES: Readonly<Record<Band, number>> = { short: 3, medium: 6, long: 9 };

/** Ship class ids. */
export const CLASS_IDS = [
  'heavy_cruiser',
  'frigate',
  'scout',
  'freighter',
  'battlecruiser',
  'raider',
  'escort',
] as const;

/** One of {@link CLASS_IDS}. */
export type ClassId = (typeof CLASS_IDS)[number];

/** A ship card: what does not change in battle. Every fitted track starts at 6. */
export interface ShipClass {
  /** A printed {@link ClassId}, or an own card's id (`own-cards.ts`). */
  readonly id: string;
  /** The faction card it belongs to: a printed {@link FactionId} or an own faction's id. */
  readonly faction: string;
  readonly name: string;
  /** The longest band it may move. */
  readonly move: Band;
  /** Hexsides it may turn once during a move. */
  readonly turn: number;
  /** Damage dice of its photon torpedoes (0: none carried). */
  readonly torpedoDice: number;
  /** Victory points its loss is worth to the enemy. */
  readonly points: number;
  /** Systems not fitted: the track stays at 1 and cannot take hits or energy. */
  readonly lacks: readonly Track[];
}

const NO_CLOAK: readonly Track[] = ['cloak'];

/** The ship cards by id. */
export const CLASSES: Readonly<Record<ClassId, ShipClass>> = {
  heavy_cruiser: {
    id: 'heavy_cruiser',
    faction: 'federation',
    name: 'Heavy Cruiser',
    move: 'medium',
    turn: 1,
    torpedoDice: 4,
    points: 10,
    lacks: NO_CLOAK,
  },
  frigate: {
    id: 'frigate',
    faction: 'federation',
    name: 'Frigate',
    move: 'long',
    turn: 2,
    torpedoDice: 3,
    points: 6,
    lacks: NO_CLOAK,
  },
  scout: {
    id: 'scout',
    faction: 'federation',
    name: 'Scout',
    move: 'long',
    turn: 2,
    torpedoDice: 0,
    points: 5,
    lacks: ['cloak', 'torpedoes'],
  },
  freighter: {
    id: 'freighter',
    faction: 'federation',
    name: 'Freighter',
    move: 'short',
    turn: 1,
    torpedoDice: 0,
    points: 4,
    lacks: ['cloak', 'torpedoes', 'phasers', 'detectCloak'],
  },
  battlecruiser: {
    id: 'battlecruiser',
    faction: 'klingon',
    name: 'Battlecruiser',
    move: 'medium',
    turn: 1,
    torpedoDice: 4,
    points: 10,
    lacks: [],
  },
  raider: {
    id: 'raider',
    faction: 'klingon',
    name: 'Raider',
    move: 'long',
    turn: 2,
    torpedoDice: 3,
    points: 6,
    lacks: [],
  },
  escort: {
    id: 'escort',
    faction: 'klingon',
    name: 'Escort',
    move: 'long',
    turn: 2,
    torpedoDice: 2,
    points: 5,
    lacks: NO_CLOAK,
  },
};

/** A printed class by id, or the card itself. */
function cardOf(cls: ClassId | ShipClass): ShipClass {
  return typeof cls === 'string' ? CLASSES[cls] : cls;
}

/** Whether a class (a printed id or any card) has a system fitted. */
export function fitted(cls: ClassId | ShipClass, track: Track): boolean {
  return !cardOf(cls).lacks.includes(track);
}

/** Starting tracks: 6 for every fitted system, 1 for the rest; Cloak 6 or 1 as the scenario says. */
export function startingTracks(cls: ClassId | ShipClass, cloakAtStart: boolean): Tracks {
  const tracks = {} as Tracks;
  for (const track of TRACKS) tracks[track] = fitted(cls, track) ? TRACK_MAX : OFFLINE;
  tracks.cloak = fitted(cls, 'cloak') && cloakAtStart ? TRACK_MAX : OFFLINE;
  return tracks;
}

/** "Medium move, turn 1, 4 torpedo dice, cloak, 10 VP". */
export function classSummary(c: ShipClass, factionName?: string): string {
  const faction = factionName ?? FACTIONS[c.faction as FactionId]?.name ?? c.faction;
  const parts = [`${c.name} (${faction})`, `${c.move} move`, `turn ${c.turn}`];
  parts.push(c.torpedoDice > 0 ? `${c.torpedoDice} torpedo dice` : 'no torpedoes');
  if (!c.lacks.includes('cloak')) parts.push('cloak');
  if (c.lacks.includes('phasers')) parts.push('unarmed');
  parts.push(`${c.points} VP`);
  return parts.join(', ');
}
