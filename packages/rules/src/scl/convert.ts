/**
 * The seed's conversion rules from Star Cruiser (SC) figures to Star Cruiser Lite (SCL) figures,
 * one function per rule, named after the seed's sections. `designs.ts` runs every class through
 * them; docs/rules/star-cruiser-lite.md works each class through by hand.
 */

/** Rounds to the nearest whole number, halves away from zero (1.5 → 2, −0.5 → −1). */
export function roundOff(x: number): number {
  const r = Math.sign(x) * Math.round(Math.abs(x));
  return r === 0 ? 0 : r;
}

/** "Divide the number of the ship's damage points by 4": 150 → 37.5 → 38. */
export function hitPoints(damagePoints: number): number {
  return roundOff(damagePoints / 4);
}

/** "Divide the number of the ship's damage points by 4", before rounding off (150 → 37.5). */
export function hitPointsExact(damagePoints: number): number {
  return damagePoints / 4;
}

/**
 * The four rows of damage points, top to bottom: as equal as can be, the larger rows on top
 * (38 → 10, 10, 9, 9, as the seed's Bismarck).
 */
export function damageRows(hp: number): number[] {
  const base = Math.floor(hp / 4);
  const extra = hp - base * 4;
  return [0, 1, 2, 3].map((i) => base + (i < extra ? 1 : 0));
}

/** One SC beam weapon group: how many, its to-hit modifier and its damage multiplier (x2 …). */
export interface ScBeam {
  readonly count: number;
  readonly toHit: number;
  readonly multiplier: number;
}

/**
 * "Each SCL beam battery represents SC beam weapons … capable of inflicting 4 points of damage":
 * the damage multipliers summed, divided by 4, rounded down (Bismarck: 6×3 + 4×2 = 26 → 6).
 */
export function beamBatteries(beams: readonly ScBeam[]): number {
  return Math.floor(beams.reduce((sum, b) => sum + b.count * b.multiplier, 0) / 4);
}

function weaponCount(beams: readonly ScBeam[]): number {
  return beams.reduce((sum, b) => sum + b.count, 0);
}

/**
 * "Weapons targeting modifier": the weapons' to-hit modifiers summed, divided by the number of
 * weapons and — as in the seed's worked Bismarck, "(−12+4)/10/2 = −.4 = 0" — by 2, rounded off.
 */
export function weaponTargeting(beams: readonly ScBeam[]): number {
  return roundOff(weaponTargetingExact(beams));
}

/** {@link weaponTargeting} before rounding off (Bismarck: −0.4); 0 without beam weapons. */
export function weaponTargetingExact(beams: readonly ScBeam[]): number {
  const n = weaponCount(beams);
  if (n === 0) return 0;
  return beams.reduce((sum, b) => sum + b.count * b.toHit, 0) / n / 2;
}

/** "Armor Penetration modifier": the average multiplier less 1, rounded off (2.6 − 1 → 2). */
export function armorPenetration(beams: readonly ScBeam[]): number {
  const n = weaponCount(beams);
  if (n === 0) return 0;
  return Math.max(0, roundOff(averageMultiplier(beams) - 1));
}

/** The beam weapons' average damage multiplier (Bismarck: (6×3 + 4×2) ÷ 10 = 2.6); 0 if none. */
export function averageMultiplier(beams: readonly ScBeam[]): number {
  const n = weaponCount(beams);
  if (n === 0) return 0;
  return beams.reduce((s, b) => s + b.count * b.multiplier, 0) / n;
}

/** "Sensor Conversion": strength 1–4 is −1, 5–9 is 0, 10+ is +1. */
export function sensorRating(strength: number): number {
  return strength >= 10 ? 1 : strength >= 5 ? 0 : -1;
}

/** Active and passive ratings summed, −1 for a ship with only one of the two. */
export function sensorModifier(active: number | null, passive: number | null): number {
  const ratings = [active, passive].filter((s): s is number => s !== null).map(sensorRating);
  const sum = ratings.reduce((a, b) => a + b, 0);
  return ratings.length === 1 ? sum - 1 : sum;
}

/**
 * "Signature Conversion": radiated (the lower of two), lateral and radial reflected, summed and
 * divided by 3, rounded off; 0–3 is −1, 4–6 is 0, 7–9 is +1, 10+ is +2.
 */
export function signatureModifier(radiated: readonly number[], lateral: number, radial: number) {
  const value = roundOff(signatureExact(radiated, lateral, radial));
  return value >= 10 ? 2 : value >= 7 ? 1 : value >= 4 ? 0 : -1;
}

/** The signature sum divided by 3, before rounding off (Bismarck: (4 + 7 + 8) ÷ 3 = 6.33). */
export function signatureExact(radiated: readonly number[], lateral: number, radial: number) {
  return (Math.min(...radiated) + lateral + radial) / 3;
}

/** "Profile": radial and lateral profiles summed, divided by 3, rounded off ((2+2)/3 → 1). */
export function profileModifier(radial: number, lateral: number): number {
  return roundOff(profileExact(radial, lateral));
}

/** {@link profileModifier} before rounding off ((2 + 2) ÷ 3 = 1.33). */
export function profileExact(radial: number, lateral: number): number {
  return (radial + lateral) / 3;
}

/** "Armor and Screens": SC armor, +1 for screens of 4–7, +2 for screens of 8+. */
export function armorRating(armor: number, screens: number): number {
  return armor + (screens >= 8 ? 2 : screens >= 4 ? 1 : 0);
}

/** "Each 4 SC damage control parties represent 1 SCL damage control party" (6 → 1.5 → 2). */
export function damageControlParties(parties: number): number {
  return roundOff(parties / 4);
}

/** "4 SC remote stations are equivalent to 1 SCL communicator (round all fractions up)". */
export function communicators(remoteStations: number): number {
  return Math.ceil(remoteStations / 4);
}

/** "Each SCL missile represents 4 SC missiles" (48 → 12). */
export function sclMissiles(scMissiles: number): number {
  return Math.floor(scMissiles / 4);
}

/**
 * "Detonation Missiles": the strength of one SCL missile is the warhead damage of the four SC
 * missiles it stands for (Ritage-2, a 10x2 warhead: 10 × 2 × 4 = 80).
 */
export function missileStrength(warheadDamage: number): number {
  return warheadDamage * 4;
}

/** The missile strength table: 30–59 1d6, 60–99 2d6, 100–139 3d6, 140+ 4d6 (below 30: none). */
export function missileDice(strength: number): number {
  if (strength >= 140) return 4;
  if (strength >= 100) return 3;
  if (strength >= 60) return 2;
  return strength >= 30 ? 1 : 0;
}

/** "Submunitions": total damage points divided by 40, fractions up (72 → 2). */
export function submunitionShots(damagePoints: number): number {
  return Math.ceil(damagePoints / 40);
}

/** "CQ-Affected Movement": −3 ×½, −2 −¼, +2 +¼, +3 +½; rounded off, never below 1. */
export function cqMovement(ma: number, cq: number): number {
  const factor = cq <= -3 ? 0.5 : cq === -2 ? 0.75 : cq === 2 ? 1.25 : cq >= 3 ? 1.5 : 1;
  return Math.max(1, roundOff(ma * factor));
}

/**
 * "Flexible Fighter Flights": a figure of a four-craft flight for a flight of `craft` craft,
 * fractions down (two craft: half the hit points, batteries, missiles and submunitions).
 */
export function flexibleFlight(value: number, craft: number): number {
  return Math.floor((value * craft) / 4);
}
