import { describe, expect, test } from 'vitest';
import { HULL_CODES, HULLS, isHullCode, type HullCode } from '../../../src/starfire/data/index.js';

/** The seed QSR Hull Chart rows, verbatim. */
const SEED_HULL_CHART = `
| Escort / ES | 12 | 2 | 6 | 3 |
| Corvette / CT | 16 | 2 | 6 | 2 |
| Destroyer / DD | 30 | 3 | 5 | 1 |
| Light Cruiser / CL | 45 | 3 | 4 | 2/3 |
| Heavy Cruiser / CA | 60 | 3 | 4 | 1/2 |
| Freighter 1 / FT1 | 12 | 2 | 6 | 3 |
| Freighter 2 / FT2 | 16 | 2 | 6 | 2 |
| Base 1 / BS1 | 30 | 0 | 0 | N/A |
| Base 2 / BS2 | 50 | 0 | 0 | N/A |
`;

const SEED_ROWS = SEED_HULL_CHART.trim()
  .split('\n')
  .map((line) => line.split('|').map((c) => c.trim()).slice(1, 6))
  .map(([hull = '', hs, tm, mp, perEngine = '']) => {
    const [name = '', code = ''] = hull.split(' / ');
    return [code as HullCode, { name, hullSpaces: Number(hs), turnMode: Number(tm), maxMp: Number(mp), perEngine }] as const;
  });

/** Seed QSR: "ES, FT1, CT, and FT2 require one Q; DD and BS1 require two Q; CL requires three Q; while CA and BS2 require four Q." */
const REQUIRED_QUARTERS: Record<HullCode, number> = { ES: 1, FT1: 1, CT: 1, FT2: 1, DD: 2, BS1: 2, CL: 3, CA: 4, BS2: 4 };

/** Starfire rulings, Movement: Engines (MP per room), and the seed's engine-room grouping. */
const ROOMS: Record<HullCode, [string, number]> = {
  ES: ['single', 3],
  CT: ['single', 2],
  DD: ['single', 1],
  FT1: ['single', 3],
  FT2: ['single', 2],
  CL: ['alternating', 1],
  CA: ['double', 1],
  BS1: ['none', 0],
  BS2: ['none', 0],
};

describe('Hull Chart (seed QSR)', () => {
  test('lists the nine hulls in the seed order', () => {
    expect(SEED_ROWS.map(([code]) => code)).toEqual([...HULL_CODES]);
  });

  test.each(SEED_ROWS)('seed QSR hull chart, %s', (code, row) => {
    const hull = HULLS[code];
    expect(hull.code).toBe(code);
    expect(hull.name).toBe(row.name);
    expect(hull.hullSpaces).toBe(row.hullSpaces);
    expect(hull.turnMode).toBe(row.turnMode);
    expect(hull.maxMp).toBe(row.maxMp);
    expect(hull.seedMpPerEngine).toBe(row.perEngine);
  });

  test.each(HULL_CODES)('seed QSR crew quarters and Starfire rulings engine rooms, %s', (code) => {
    const hull = HULLS[code];
    expect(hull.requiredQuarters).toBe(REQUIRED_QUARTERS[code]);
    expect([hull.engineRoom.pattern, hull.engineRoom.mpPerRoom]).toEqual(ROOMS[code]);
  });

  test.each(HULL_CODES)('%s: MP per room agrees with the seed MP per drive', (code) => {
    const hull = HULLS[code];
    if (hull.seedMpPerEngine === 'N/A') {
      expect(hull.engineRoom.mpPerRoom).toBe(0);
      return;
    }
    const [num = 0, den = 1] = hull.seedMpPerEngine.split('/').map(Number);
    // Drives per room on average: 1 for single, 2 for double, 3 drives per 2 rooms for alternating.
    const drivesPerRoom = { single: 1, double: 2, alternating: 1.5, none: 0 }[hull.engineRoom.pattern];
    expect(hull.engineRoom.mpPerRoom).toBeCloseTo((num / den) * drivesPerRoom, 10);
  });

  test('kinds: five warships, two freighters, two bases (seed QSR)', () => {
    expect(HULL_CODES.filter((c) => HULLS[c].kind === 'warship')).toEqual(['ES', 'CT', 'DD', 'CL', 'CA']);
    expect(HULL_CODES.filter((c) => HULLS[c].kind === 'freighter')).toEqual(['FT1', 'FT2']);
    expect(HULL_CODES.filter((c) => HULLS[c].kind === 'base')).toEqual(['BS1', 'BS2']);
  });

  test('isHullCode guards unchecked input', () => {
    expect(isHullCode('CL')).toBe(true);
    expect(isHullCode('cl')).toBe(false);
    expect(isHullCode(undefined)).toBe(false);
  });
});
