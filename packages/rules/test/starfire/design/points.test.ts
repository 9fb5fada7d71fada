import { describe, expect, test } from 'vitest';
import { HULL_CODES, type HullCode } from '../../../src/starfire/data/hulls.js';
import { SYSTEM_CODES, type SystemCode } from '../../../src/starfire/data/systems.js';
import { DEFAULT_DESIGNS, defaultDesign } from '../../../src/starfire/design/defaults.js';
import { parseDesign } from '../../../src/starfire/design/parse.js';
import { designPoints, fleetPoints, systemPoints } from '../../../src/starfire/design/points.js';

/**
 * Points (docs/rules/starfire.md, "Points"): a system is worth 1 (the hit it soaks, Damage) plus
 * its hull spaces from the System Chart, doubled for weapons and drives.
 */

function design(hull: HullCode, text: string) {
  const parsed = parseDesign(hull, text);
  if (!parsed.ok) throw new Error(parsed.error.map((e) => e.message).join(' '));
  return parsed.value;
}

describe('System Chart points', () => {
  const rows: [SystemCode, number][] = [
    ['A', 2],
    ['D', 3],
    ['E', 13],
    ['F', 11],
    ['G', 7],
    ['H', 2],
    ['I', 3],
    ['L', 9],
    ['Mg', 2],
    ['Pt', 13],
    ['Q', 2],
    ['R', 9],
    ['S', 2],
    ['X', 2],
    ['Y', 2],
    ['Z', 1],
  ];
  test('every system of the chart has a row here', () => {
    expect(rows.map(([code]) => code).sort()).toEqual([...SYSTEM_CODES].sort());
  });
  test.each(rows)('%s is worth %i', (code, points) => {
    expect(systemPoints(code)).toBe(points);
  });
});

describe('golden points of the default designs (one per hull on the Hull Chart)', () => {
  const golden: [HullCode, string, number][] = [
    ['ES', 'Kestrel escort', 29],
    ['CT', 'Lancer corvette', 38],
    ['DD', 'Warden destroyer', 68],
    ['CL', 'Ranger light cruiser', 100],
    ['CA', 'Bastion heavy cruiser', 132],
    ['FT1', 'Packet freighter', 26],
    ['FT2', 'Hauler freighter', 35],
    ['BS1', 'Picket base', 64],
    ['BS2', 'Citadel base', 105],
  ];
  test('every hull has a golden row', () => {
    expect(golden.map(([hull]) => hull)).toEqual([...HULL_CODES]);
  });
  test.each(golden)('%s %s costs %i', (hull, name, points) => {
    expect(DEFAULT_DESIGNS[hull].name).toBe(name);
    expect(designPoints(defaultDesign(hull))).toBe(points);
  });
});

describe('designPoints', () => {
  const rows: [string, HullCode, string, number][] = [
    ['the smallest escort: a shield, a drive, a laser, quarters', 'ES', 'S(I)LQ', 16],
    ['the same with the restricted mark written out', 'ES', 'S(I)L+Q', 16],
    ['a second drive adds its 3', 'ES', 'S(I)L(I)Q', 19],
    ['a free Datalink still soaks a hit', 'ES', 'SZ(I)LQ', 17],
    ['a base pays for no drives', 'BS1', 'SRQQ', 15],
  ];
  test.each(rows)('%s (%s %s) = %i', (_, hull, text, points) => {
    expect(designPoints(design(hull, text))).toBe(points);
  });
});

describe('fleetPoints', () => {
  test('sums its units; a unit without a design is priced at its default', () => {
    const small = design('CT', 'S(I)LQ');
    expect(fleetPoints([])).toBe(0);
    expect(fleetPoints([{ hull: 'CT' }, { hull: 'CT', design: small }, { hull: 'DD' }])).toBe(
      38 + designPoints(small) + 68,
    );
  });
});
