import * as C from './convert.js';
import type { Arc } from './geometry.js';

/**
 * Star Cruiser figures of every class Broadside fields, and their Star Cruiser Lite conversion by
 * the seed's own rules (`convert.ts`). The Bismarck is the seed's worked example; the seed's
 * list of other conversions is lost, so the other classes are Broadside's own, worked through
 * in docs/rules/star-cruiser-lite.md ("Ships").
 */

/** What a class is: a warship counter, a fighter flight or (in `MISSILES`) a missile. */
export type UnitKind = 'ship' | 'fighter' | 'missile';

/** Star Cruiser figures of a class, for the whole counter (`scale` ships or craft). */
export interface ScFigures {
  readonly scale: number;
  readonly damagePoints: number;
  readonly movement: number;
  readonly beams: readonly C.ScBeam[];
  readonly remoteStations: number;
  readonly targetingComputer: number;
  readonly activeSensor: number | null;
  readonly passiveSensor: number | null;
  readonly radiated: readonly number[];
  readonly lateralReflected: number;
  readonly radialReflected: number;
  readonly radialProfile: number;
  readonly lateralProfile: number;
  readonly armor: number;
  readonly screens: number;
  readonly damageControlParties: number;
  readonly missiles: number;
  readonly submunitionDamage: number;
}

/** A class as the seed converts it. */
export interface SclClass {
  readonly id: string;
  readonly name: string;
  readonly kind: 'ship' | 'fighter';
  readonly sc: ScFigures;
  /** Sectors of each battery (the seed's "3 Beam Batteries FS, 3 AP"). */
  readonly batteryArcs: readonly (readonly Arc[])[];
  readonly missileType: MissileTypeId | null;
  /** Fighter flights carried (class id and count). */
  readonly flights: readonly { readonly cls: string; readonly count: number }[];
  // Converted figures:
  readonly thrust: number;
  readonly hp: number;
  readonly rows: readonly number[];
  readonly fc: number;
  readonly wt: number;
  readonly ap: number;
  readonly sensor: number;
  readonly signature: number;
  readonly profile: number;
  readonly armor: number;
  readonly dc: number;
  readonly comms: number;
  readonly magazine: number;
  readonly subs: number;
}

/** The missile types. */
export const MISSILE_TYPE_IDS = ['sr10', 'lx6', 'k3'] as const;
/** A missile type id. */
export type MissileTypeId = (typeof MISSILE_TYPE_IDS)[number];

/** A missile type: the SC warhead strength of four missiles, or a laser (rolls as a beam). */
export interface MissileType {
  readonly id: MissileTypeId;
  readonly name: string;
  /** Warhead damage of four SC missiles; `null` for a laser-armed missile. */
  readonly strength: number | null;
  readonly dice: number;
  readonly thrust: number;
  /** Turns a missile flies before it is lost (the seed's "see below" never came). */
  readonly endurance: number;
  readonly ap: number;
}

function missile(id: MissileTypeId, name: string, strength: number | null, thrust: number) {
  const dice = strength === null ? 0 : C.missileDice(strength);
  return { id, name, strength, dice, thrust, endurance: 4, ap: 0 };
}

/** Every missile type by id. */
export const MISSILES: Readonly<Record<MissileTypeId, MissileType>> = {
  sr10: missile('sr10', 'SR-10', 80, 10),
  lx6: missile('lx6', 'LX-6 laser missile', null, 9),
  k3: missile('k3', 'Kafer K-3', 40, 8),
};

/** Missile profile (the seed's point-defense "−3 for all missiles") and signature. */
export const MISSILE_PROFILE = -3;
export const MISSILE_SIGNATURE = -1;

function convert(
  id: string,
  name: string,
  kind: 'ship' | 'fighter',
  sc: ScFigures,
  batteryArcs: Arc[][],
  missileType: MissileTypeId | null,
  flights: { cls: string; count: number }[] = [],
): SclClass {
  const hp = C.hitPoints(sc.damagePoints);
  if (batteryArcs.length !== C.beamBatteries(sc.beams))
    throw new Error(
      `${id}: ${batteryArcs.length} battery sectors for ${C.beamBatteries(sc.beams)}`,
    );
  return {
    id,
    name,
    kind,
    sc,
    batteryArcs,
    missileType,
    flights,
    thrust: sc.movement,
    hp,
    rows: C.damageRows(hp),
    fc: sc.targetingComputer,
    wt: C.weaponTargeting(sc.beams),
    ap: C.armorPenetration(sc.beams),
    sensor: C.sensorModifier(sc.activeSensor, sc.passiveSensor),
    signature: C.signatureModifier(sc.radiated, sc.lateralReflected, sc.radialReflected),
    profile: C.profileModifier(sc.radialProfile, sc.lateralProfile),
    armor: C.armorRating(sc.armor, sc.screens),
    dc: C.damageControlParties(sc.damageControlParties),
    comms: C.communicators(sc.remoteStations),
    magazine: C.sclMissiles(sc.missiles),
    subs: C.submunitionShots(sc.submunitionDamage),
  };
}

const none = { missiles: 0, submunitionDamage: 0 };

/** Classes by id: the printed ones, or a game's (its set-up's own classes too, `classes.ts`). */
export type ClassBook = Readonly<Record<string, SclClass>>;

/** Every printed class by id. */
export const CLASSES: ClassBook = Object.fromEntries(
  [
    convert(
      'bismarck',
      'Bismarck BC',
      'ship',
      {
        scale: 1,
        damagePoints: 150,
        movement: 6,
        beams: [
          { count: 6, toHit: -2, multiplier: 3 },
          { count: 4, toHit: 1, multiplier: 2 },
        ],
        remoteStations: 2,
        targetingComputer: 2,
        activeSensor: 10,
        passiveSensor: 6,
        radiated: [4],
        lateralReflected: 7,
        radialReflected: 8,
        radialProfile: 2,
        lateralProfile: 2,
        armor: 6,
        screens: 5,
        damageControlParties: 6,
        missiles: 48,
        submunitionDamage: 0,
      },
      [
        ['F', 'S'],
        ['F', 'S'],
        ['F', 'S'],
        ['A', 'P'],
        ['A', 'P'],
        ['A', 'P'],
      ],
      'sr10',
    ),
    convert(
      'lance',
      'Lance frigates (pair)',
      'ship',
      {
        scale: 2,
        damagePoints: 80,
        movement: 8,
        beams: [{ count: 4, toHit: 0, multiplier: 2 }],
        remoteStations: 4,
        targetingComputer: 1,
        activeSensor: 6,
        passiveSensor: 5,
        radiated: [3],
        lateralReflected: 4,
        radialReflected: 4,
        radialProfile: 1,
        lateralProfile: 0,
        armor: 2,
        screens: 0,
        damageControlParties: 4,
        missiles: 0,
        submunitionDamage: 40,
      },
      [
        ['F', 'P'],
        ['F', 'S'],
      ],
      null,
    ),
    convert(
      'halberd',
      'Halberd cruiser',
      'ship',
      {
        scale: 1,
        damagePoints: 100,
        movement: 7,
        beams: [
          { count: 4, toHit: 0, multiplier: 2 },
          { count: 4, toHit: 1, multiplier: 1 },
        ],
        remoteStations: 4,
        targetingComputer: 1,
        activeSensor: 10,
        passiveSensor: 10,
        radiated: [5, 7],
        lateralReflected: 6,
        radialReflected: 6,
        radialProfile: 2,
        lateralProfile: 1,
        armor: 4,
        screens: 8,
        damageControlParties: 4,
        missiles: 16,
        submunitionDamage: 80,
      },
      [['F', 'P'], ['F', 'S'], ['A']],
      'lx6',
    ),
    convert(
      'marne',
      'Marne carrier',
      'ship',
      {
        scale: 1,
        damagePoints: 120,
        movement: 5,
        beams: [{ count: 4, toHit: 1, multiplier: 1 }],
        remoteStations: 8,
        targetingComputer: 2,
        activeSensor: 10,
        passiveSensor: 10,
        radiated: [6],
        lateralReflected: 8,
        radialReflected: 9,
        radialProfile: 3,
        lateralProfile: 2,
        armor: 3,
        screens: 0,
        damageControlParties: 8,
        ...none,
      },
      [['F', 'P', 'S', 'A']],
      null,
      [{ cls: 'martel', count: 2 }],
    ),
    convert(
      'martel',
      'Martel fighter flight',
      'fighter',
      {
        scale: 4,
        damagePoints: 16,
        movement: 9,
        beams: [],
        remoteStations: 0,
        targetingComputer: 1,
        activeSensor: null,
        passiveSensor: 4,
        radiated: [1],
        lateralReflected: 2,
        radialReflected: 2,
        radialProfile: -1,
        lateralProfile: -2,
        armor: 0,
        screens: 0,
        damageControlParties: 0,
        missiles: 0,
        submunitionDamage: 72,
      },
      [],
      null,
    ),
    convert(
      'kafer_cruiser',
      'Kafer cruiser',
      'ship',
      {
        scale: 1,
        damagePoints: 130,
        movement: 5,
        beams: [
          { count: 6, toHit: -1, multiplier: 3 },
          { count: 2, toHit: 0, multiplier: 1 },
        ],
        remoteStations: 4,
        targetingComputer: 0,
        activeSensor: 5,
        passiveSensor: 4,
        radiated: [7],
        lateralReflected: 8,
        radialReflected: 9,
        radialProfile: 3,
        lateralProfile: 3,
        armor: 5,
        screens: 0,
        damageControlParties: 4,
        missiles: 24,
        submunitionDamage: 0,
      },
      [['F'], ['F'], ['F', 'P'], ['F', 'S'], ['A']],
      'k3',
    ),
    convert(
      'kafer_raider',
      'Kafer raiders (pair)',
      'ship',
      {
        scale: 2,
        damagePoints: 60,
        movement: 7,
        beams: [{ count: 4, toHit: -1, multiplier: 2 }],
        remoteStations: 2,
        targetingComputer: 0,
        activeSensor: 6,
        passiveSensor: null,
        radiated: [3],
        lateralReflected: 4,
        radialReflected: 5,
        radialProfile: 1,
        lateralProfile: 1,
        armor: 2,
        screens: 0,
        damageControlParties: 2,
        missiles: 8,
        submunitionDamage: 0,
      },
      [
        ['F', 'P'],
        ['F', 'S'],
      ],
      'k3',
    ),
  ].map((c) => [c.id, c]),
);

/** Class ids in catalogue order. */
export const CLASS_IDS = Object.keys(CLASSES);

/** One line of figures for the lobby. */
export function classSummary(c: SclClass): string {
  const parts = [
    `HP ${c.hp} (${c.rows.join('/')})`,
    `MA ${c.thrust}`,
    `${c.batteryArcs.length} batteries`,
    `armor ${c.armor}`,
    `FC ${c.fc}, WT ${c.wt}, AP ${c.ap}`,
    `sensor ${c.sensor}, signature ${c.signature}, profile ${c.profile}`,
  ];
  if (c.magazine > 0 && c.missileType) parts.push(`${c.magazine} ${MISSILES[c.missileType].name}`);
  if (c.subs > 0) parts.push(`${c.subs} submunition shots`);
  if (c.flights.length > 0)
    parts.push(c.flights.map((f) => `${f.count} × ${CLASSES[f.cls]?.name ?? f.cls}`).join(', '));
  return parts.join(', ');
}
