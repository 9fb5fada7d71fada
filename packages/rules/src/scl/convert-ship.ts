import { ok, type Result } from '../core/result.js';
import * as C from './convert.js';
import { rejectConversion } from './convert-errors.js';
import { scShipSchema, type ScShipInput } from './convert-input.js';
import { CLASSES, MISSILES, type ClassBook, type ScFigures, type SclClass } from './designs.js';
import { ARCS, type Arc } from './geometry.js';

/**
 * The seed's whole conversion of one class: Star Cruiser figures in, a Star Cruiser Lite class
 * out, with the working of each step. Every step is a function of `convert.ts`, named after the
 * seed's section; this file only runs them in the seed's order and checks the input.
 */

/** A converted class: the same shape as the classes the engine fields. */
export type SclShipDesign = SclClass;

/** One printed step of a conversion, in the seed's order (the Bismarck example's lines). */
export interface ConversionLine {
  /** Stable key: `hp`, `rows`, `batteries:FS`, `wt` …  */
  readonly key: string;
  /** The seed's section or line the step follows ("Hit Points", "Signature" …). */
  readonly section: string;
  /** The figure before rounding, where the seed divides (37.5, −0.4, 2.6, 6.33 …). */
  readonly exact: number | null;
  /** The converted figure. */
  readonly value: number | string | readonly number[];
  /** The working in words, as the seed prints it. */
  readonly working: string;
}

/** A conversion with its working. */
export interface Conversion {
  readonly design: SclShipDesign;
  readonly lines: readonly ConversionLine[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const two = (n: number) => String(Math.round(n * 100) / 100);

/**
 * Beam groups of the same sectors, in input order ("firing into the same sector"); the sectors
 * as the group's first weapons list them, whatever order later ones use.
 */
function sectorGroups(beams: ScShipInput['beams'], scale: number) {
  const groups = new Map<string, { arcs: Arc[]; beams: C.ScBeam[] }>();
  for (const b of beams) {
    const key = ARCS.filter((a) => b.arcs.includes(a)).join('');
    const g = groups.get(key) ?? { arcs: [...b.arcs], beams: [] };
    g.beams.push({ count: b.count * scale, toHit: b.toHit, multiplier: b.multiplier });
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** The beam weapons as one list, equal weapons merged (the seed's "6 x3 weapons and 4 x2"). */
function mergedBeams(beams: ScShipInput['beams'], scale: number): C.ScBeam[] {
  const out: C.ScBeam[] = [];
  for (const b of beams) {
    const i = out.findIndex((o) => o.toHit === b.toHit && o.multiplier === b.multiplier);
    const count = (i < 0 ? 0 : out[i]!.count) + b.count * scale;
    const beam = { count, toHit: b.toHit, multiplier: b.multiplier };
    if (i < 0) out.push(beam);
    else out[i] = beam;
  }
  return out;
}

/** The counter's SC figures: one ship's figures times the scale. */
function counterFigures(input: ScShipInput): ScFigures {
  const n = input.scale;
  return {
    scale: n,
    damagePoints: input.damagePoints * n,
    movement: input.movement,
    beams: mergedBeams(input.beams, n),
    remoteStations: input.remoteStations * n,
    targetingComputer: input.targetingComputer,
    activeSensor: input.activeSensor,
    passiveSensor: input.passiveSensor,
    radiated: [...input.radiated],
    lateralReflected: input.lateralReflected,
    radialReflected: input.radialReflected,
    radialProfile: input.radialProfile,
    lateralProfile: input.lateralProfile,
    armor: input.armor,
    screens: input.screens,
    damageControlParties: input.damageControlParties * n,
    missiles: (input.missiles?.count ?? 0) * n,
    submunitionDamage: input.submunitionDamage * n,
  };
}

/** Refusals the schema cannot express, with the path into the input. */
function impossible(input: ScShipInput, known: ClassBook): Result<null> {
  if (input.kind === 'fighter' ? input.scale !== 4 : input.scale === 4)
    return rejectConversion(
      'convert/bad_scale',
      input.kind === 'fighter'
        ? 'A fighter counter stands for a flight of four craft (scale 1:4).'
        : 'A warship counter stands for one ship (1:1) or two (1:2).',
      ['scale'],
    );
  if (input.kind !== 'fighter' && input.craft !== undefined)
    return rejectConversion('convert/flight_size', 'Only fighters fly in flexible flights.', [
      'craft',
    ]);
  if (input.activeSensor === null && input.passiveSensor === null)
    return rejectConversion('convert/no_sensors', 'A ship needs an active or a passive sensor.', [
      'activeSensor',
    ]);
  if (input.kind === 'fighter' && input.flights.length > 0)
    return rejectConversion('convert/fighter_carries_flights', 'A fighter carries no flights.', [
      'flights',
    ]);
  for (const [i, f] of input.flights.entries())
    if (known[f.cls]?.kind !== 'fighter')
      return rejectConversion(
        'convert/unknown_flight',
        `No fighter class "${f.cls}" (known: ${Object.values(known)
          .filter((c) => c.kind === 'fighter')
          .map((c) => c.id)
          .join(', ')}).`,
        ['flights', i, 'cls'],
      );
  return ok(null);
}

/**
 * Converts Star Cruiser figures into a Star Cruiser Lite class and shows the working, step by
 * step in the seed's order. Errors: `convert/malformed` (with the zod path) and the other
 * {@link CONVERT_ERRORS} codes. Carried flights name a fighter class of `known`: the printed
 * classes unless told (a custom set-up adds its own fighters, `classes.ts`).
 */
export function explainConversion(raw: unknown, known: ClassBook = CLASSES): Result<Conversion> {
  const parsed = scShipSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return rejectConversion(
      'convert/malformed',
      issue.message,
      issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
    );
  }
  const input = parsed.data;
  const refused = impossible(input, known);
  if (!refused.ok) return refused;
  const sc = counterFigures(input);
  const lines: ConversionLine[] = [];
  const line = (l: ConversionLine) => lines.push(l);

  line({
    key: 'scale',
    section: 'Scale',
    exact: null,
    value: `1:${sc.scale}`,
    working: `each counter represents ${sc.scale} ${input.kind === 'fighter' ? 'craft' : 'ship(s)'}`,
  });
  line({
    key: 'thrust',
    section: 'Movement/Thrust',
    exact: null,
    value: sc.movement,
    working: 'the SC movement value',
  });

  const hpExact = C.hitPointsExact(sc.damagePoints);
  const fullHp = C.hitPoints(sc.damagePoints);
  line({
    key: 'hp',
    section: 'Hit Points',
    exact: hpExact,
    value: fullHp,
    working: `${sc.damagePoints}/4 = ${two(hpExact)} rounded off to ${fullHp}`,
  });

  // Flexible Fighter Flights: hit points, batteries, missiles and submunitions fall with the
  // number of craft, fractions down; all else stays.
  const craft = input.kind === 'fighter' ? (input.craft ?? 4) : 4;
  const flex = (v: number) => C.flexibleFlight(v, craft);
  const hp = flex(fullHp);
  const rows = C.damageRows(hp);
  line({
    key: 'rows',
    section: 'Hit Points',
    exact: null,
    value: rows,
    working: `damage point rows, from top to bottom: ${rows.join(', ')}${craft < 4 ? ` (a flight of ${craft})` : ''}`,
  });

  const batteryArcs: Arc[][] = [];
  for (const g of sectorGroups(input.beams, sc.scale)) {
    const points = g.beams.reduce((s, b) => s + b.count * b.multiplier, 0);
    const n = C.beamBatteries(g.beams);
    for (let i = 0; i < n; i += 1) batteryArcs.push([...g.arcs]);
    line({
      key: `batteries:${g.arcs.join('')}`,
      section: 'Beam Batteries',
      exact: points / 4,
      value: n,
      working: `${g.beams.map((b) => `${b.count} x${b.multiplier}`).join(' + ')} = ${points} points into ${g.arcs.join('')}, /4 = ${two(points / 4)}: ${n} Beam Batteries ${g.arcs.join('')}`,
    });
  }

  const type = input.missiles ? MISSILES[input.missiles.type] : null;
  const magazine = C.sclMissiles(sc.missiles);
  line({
    key: 'magazine',
    section: 'Detonation Missiles',
    exact: sc.missiles / 4,
    value: magazine,
    working: `${sc.missiles} SC missiles, 4-1 ratio: ${magazine}${type ? ` ${type.name}` : ''}`,
  });
  if (type)
    line({
      key: 'missileDice',
      section: 'Detonation Missiles',
      exact: type.strength,
      value: type.strength === null ? 'as a beam battery' : `${type.dice}d6`,
      working:
        type.strength === null
          ? `${type.name}: laser-armed, rolls to hit as a beam battery`
          : `${type.name}: four warheads rate ${type.strength}, ${type.dice}d6`,
    });

  const comms = C.communicators(sc.remoteStations);
  line({
    key: 'comms',
    section: 'Communicators',
    exact: sc.remoteStations / 4,
    value: comms,
    working: `${sc.remoteStations} remote stations /4, fractions up: ${comms}`,
  });
  line({
    key: 'fc',
    section: 'Fire Control modifier',
    exact: null,
    value: sc.targetingComputer,
    working: `targeting computer ${signed(sc.targetingComputer)}`,
  });

  const weapons = sc.beams.reduce((s, b) => s + b.count, 0);
  const wtExact = C.weaponTargetingExact(sc.beams);
  const wt = C.weaponTargeting(sc.beams);
  const toHitSum = sc.beams.reduce((s, b) => s + b.count * b.toHit, 0);
  line({
    key: 'wt',
    section: 'Weapon Targeting modifier',
    exact: wtExact,
    value: wt,
    working:
      weapons === 0
        ? 'no beam weapons: 0'
        : `(${sc.beams.map((b) => `${b.count}×${signed(b.toHit)}`).join(' + ')} = ${toHitSum})/${weapons}/2 = ${two(wtExact)} = ${wt}`,
  });

  const avg = C.averageMultiplier(sc.beams);
  const ap = C.armorPenetration(sc.beams);
  line({
    key: 'ap',
    section: 'Armor Penetration modifier',
    exact: avg,
    value: ap,
    working:
      weapons === 0
        ? 'no beam weapons: 0'
        : `(${sc.beams.map((b) => `${b.count}*${b.multiplier}`).join(' + ')})/${weapons} = ${two(avg)}, subtract 1 and round off: ${signed(ap)}`,
  });

  const sensor = C.sensorModifier(sc.activeSensor, sc.passiveSensor);
  const rated = (s: number | null, what: string) =>
    s === null ? `no ${what}` : `${what} ${s} (${signed(C.sensorRating(s))})`;
  line({
    key: 'sensor',
    section: 'Sensor Modifier',
    exact: null,
    value: sensor,
    working: `${rated(sc.activeSensor, 'active')}, ${rated(sc.passiveSensor, 'passive')}${sc.activeSensor === null || sc.passiveSensor === null ? ', −1 for one kind only' : ''}: ${signed(sensor)}`,
  });

  const sigExact = C.signatureExact(sc.radiated, sc.lateralReflected, sc.radialReflected);
  const signature = C.signatureModifier(sc.radiated, sc.lateralReflected, sc.radialReflected);
  line({
    key: 'signature',
    section: 'Signature',
    exact: sigExact,
    value: signature,
    working: `(${Math.min(...sc.radiated)}+${sc.lateralReflected}+${sc.radialReflected})/3 = ${two(sigExact)}, signature rating ${signed(signature)}`,
  });

  const profExact = C.profileExact(sc.radialProfile, sc.lateralProfile);
  const profile = C.profileModifier(sc.radialProfile, sc.lateralProfile);
  line({
    key: 'profile',
    section: 'Profile modifier',
    exact: profExact,
    value: profile,
    working: `(${sc.radialProfile}+${sc.lateralProfile})/3 = ${two(profExact)}: ${signed(profile)}`,
  });

  const armor = C.armorRating(sc.armor, sc.screens);
  line({
    key: 'armor',
    section: 'Armor',
    exact: null,
    value: armor,
    working: `${sc.armor}+${armor - sc.armor} (screens ${sc.screens}) = ${armor}`,
  });

  const dc = C.damageControlParties(sc.damageControlParties);
  line({
    key: 'dc',
    section: 'Damage Control',
    exact: sc.damageControlParties / 4,
    value: dc,
    working: `${sc.damageControlParties} SC damage teams /4 = ${two(sc.damageControlParties / 4)} rounded off to ${dc}`,
  });

  const fullSubs = C.submunitionShots(sc.submunitionDamage);
  line({
    key: 'subs',
    section: 'Submunitions',
    exact: sc.submunitionDamage / 40,
    value: fullSubs,
    working: `${sc.submunitionDamage} damage points /40 = ${two(sc.submunitionDamage / 40)}, fractions up: ${fullSubs}`,
  });

  const design: SclShipDesign = {
    id: input.id,
    name: input.name,
    kind: input.kind,
    sc,
    batteryArcs: batteryArcs.slice(0, flex(batteryArcs.length)),
    missileType: input.missiles?.type ?? null,
    flights: input.flights.map((f) => ({ cls: f.cls, count: f.count })),
    thrust: sc.movement,
    hp,
    rows,
    fc: sc.targetingComputer,
    wt,
    ap,
    sensor,
    signature,
    profile,
    armor,
    dc,
    comms,
    magazine: flex(magazine),
    subs: flex(fullSubs),
  };
  if (craft < 4)
    line({
      key: 'flight',
      section: 'Flexible Fighter Flights',
      exact: craft / 4,
      value: craft,
      working: `a flight of ${craft}: hit points ${fullHp}→${hp}, batteries ${batteryArcs.length}→${design.batteryArcs.length}, missiles ${magazine}→${design.magazine}, submunitions ${fullSubs}→${design.subs} (×${craft}/4, fractions down)`,
    });
  if (hp < 1)
    return rejectConversion(
      'convert/no_hit_points',
      `${sc.damagePoints} damage points give ${hp} hit points: the counter could not be fielded.`,
      ['damagePoints'],
    );
  return ok({ design, lines });
}

/**
 * Converts Star Cruiser figures into a Star Cruiser Lite class the engine can field, by the
 * seed's conversion rules. See {@link explainConversion} for the working and the error codes.
 */
export function convertShip(input: unknown, known: ClassBook = CLASSES): Result<SclShipDesign> {
  const r = explainConversion(input, known);
  return r.ok ? ok(r.value.design) : r;
}
