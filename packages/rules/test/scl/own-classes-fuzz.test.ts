/**
 * Issue 30's fuzzer (`contract/custom-fuzz.ts`) over Star Cruiser Lite set-ups that bring their
 * own classes (docs/rules/star-cruiser-lite.md, "Your own ships"): random Star Cruiser figures —
 * 1:1 and 1:2 warships, 1:4 fighters in flexible flights of one to four craft, carriers of own
 * and printed fighters — fielded beside printed ships, now and then figures the conversion
 * refuses. Accepted set-ups play to the end and their records verify.
 */
import { ARCS } from '../../src/scl/geometry.js';
import { MISSILE_TYPE_IDS } from '../../src/scl/designs.js';
import { randomOrder } from '../../src/scl/random-play.js';
import { sclRuleset } from '../../src/scl/ruleset.js';
import { MOVEMENT_SYSTEMS, OPTIONAL_RULES, type SclState } from '../../src/scl/state.js';
import { describeCustomFuzz, int, oneOf, randomHex, type Random } from '../contract/custom-fuzz.js';

const maybe = (random: Random, p: number) => random() < p;

/** Random SC beam groups: up to three, each into one to four sectors. */
function randomBeams(random: Random) {
  return Array.from({ length: int(random, 0, 3) }, () => {
    const arcs = ARCS.filter(() => maybe(random, 0.5));
    return {
      count: int(random, 1, 4),
      toHit: int(random, -2, 2),
      multiplier: int(random, 1, 3),
      arcs: arcs.length > 0 ? arcs : ['F'],
    };
  });
}

/** Random Star Cruiser figures shared by warships and fighters. */
function randomFigures(random: Random) {
  const noSensors = maybe(random, 0.02);
  return {
    remoteStations: int(random, 0, 8),
    targetingComputer: int(random, -2, 2),
    activeSensor: noSensors || maybe(random, 0.2) ? null : int(random, 1, 12),
    passiveSensor: noSensors ? null : int(random, 1, 12),
    radiated: maybe(random, 0.2) ? [int(random, 0, 12), int(random, 0, 12)] : [int(random, 0, 12)],
    lateralReflected: int(random, 0, 12),
    radialReflected: int(random, 0, 12),
    radialProfile: int(random, -3, 3),
    lateralProfile: int(random, -3, 3),
    armor: int(random, 0, 6),
    screens: int(random, 0, 10),
    beams: randomBeams(random),
  };
}

/** A fighter class: a 1:4 counter, sometimes a flexible flight of fewer craft. */
function randomFighter(random: Random, id: string): Record<string, unknown> {
  return {
    id,
    name: `Fighter ${id}`,
    kind: 'fighter',
    scale: maybe(random, 0.03) ? 1 : 4,
    ...(maybe(random, 0.5) ? { craft: int(random, 1, 4) } : {}),
    damagePoints: int(random, 2, 20),
    movement: int(random, 8, 14),
    ...randomFigures(random),
    damageControlParties: 0,
    missiles: null,
    submunitionDamage: maybe(random, 0.5) ? int(random, 0, 80) : 0,
    flights: [],
  };
}

/** A warship class: 1:1 or 1:2, now and then a carrier of `fighters`. */
function randomShip(random: Random, id: string, fighters: readonly string[]) {
  return {
    id,
    name: `Ship ${id}`,
    kind: 'ship',
    scale: maybe(random, 0.03) ? 4 : oneOf(random, [1, 2] as const),
    damagePoints: maybe(random, 0.03) ? 1 : int(random, 8, 160),
    movement: int(random, 1, 10),
    ...randomFigures(random),
    damageControlParties: int(random, 0, 8),
    missiles: maybe(random, 0.5)
      ? { count: int(random, 0, 48), type: oneOf(random, MISSILE_TYPE_IDS) }
      : null,
    submunitionDamage: maybe(random, 0.3) ? int(random, 0, 120) : 0,
    flights: maybe(random, 0.3)
      ? [
          {
            cls: maybe(random, 0.05) ? 'hornet' : oneOf(random, fighters),
            count: int(random, 1, 2),
          },
        ]
      : [],
  };
}

/** A random custom part whose forces mix own classes with printed ones. */
function randomCustom(random: Random): Record<string, unknown> {
  const fighters = ['martel', ...(maybe(random, 0.6) ? ['own_fighter'] : [])];
  const ships = Array.from({ length: int(random, 1, 3) }, (_, i) => `own_${i + 1}`);
  const classes = [
    ...fighters.slice(1).map((id) => randomFighter(random, id)),
    ...ships.map((id) => randomShip(random, id, fighters)),
  ];
  if (maybe(random, 0.03))
    classes.push({ ...classes[0]!, id: maybe(random, 0.5) ? 'lance' : classes[0]!.id });
  const pool = [...ships, 'lance', 'kafer_raider', 'kafer_cruiser'];
  const forces = Object.fromEntries(
    (['A', 'B'] as const).map((side) => [
      side,
      Array.from({ length: int(random, 1, 3) }, (_, i) => ({
        cls: i === 0 && side === 'A' ? ships[0]! : oneOf(random, pool),
        hex: randomHex(random, 30, 20),
        ...(maybe(random, 0.3) ? { cq: int(random, -3, 3) } : {}),
      })),
    ]),
  );
  return {
    classes,
    forces,
    turnLimit: int(random, 1, 5),
    ...(maybe(random, 0.2) ? { victory: oneOf(random, ['battle', 'carrier', 'breakout']) } : {}),
    ...(maybe(random, 0.2) ? { budget: { A: int(random, 40, 300) } } : {}),
  };
}

/** Random game options: the movement system and each optional rule on about a third of the time. */
function randomOptions(random: Random): Record<string, string> {
  const options: Record<string, string> = { movement: oneOf(random, MOVEMENT_SYSTEMS) };
  for (const id of OPTIONAL_RULES) if (maybe(random, 0.3)) options[id] = 'on';
  return options;
}

describeCustomFuzz({
  ruleset: sclRuleset,
  randomSetup: (random) => ({
    scenario: oneOf(random, ['bismarck_at_bay', 'carrier_strike', 'breakout'] as const),
    options: randomOptions(random),
    custom: randomCustom(random),
  }),
  randomOrder: (state, random) => randomOrder(state as SclState, random),
  games: 80,
  maxMoves: 5000,
});
