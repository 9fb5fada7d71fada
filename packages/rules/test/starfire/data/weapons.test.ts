import { describe, expect, test } from 'vitest';
import {
  CHART_MAX_RANGE,
  damageAt,
  isWeaponCode,
  maxRange,
  toHitAt,
  WEAPON_CHART,
  WEAPON_CODES,
  type WeaponCode,
} from '../../../src/starfire/data/index.js';

/**
 * The seed QSR Weapon Chart rows, copied verbatim from the seed text. R and G give one damage
 * value in the Dmg column; Pt, F, L and E have a Damage row per range.
 */
const SEED_CHART = `
| R | 1 | 1 | To-Hit | 6 | 6 | 6 | 6 | 6 | 6 | 6 | 6 | 6 | 6 | 6 | 6 | 5 | 5 | 4 | 4 | 3 | 3 | – | – | – |
| G | 2 | 1 | To-Hit | 7 | 6 | 5 | 4 | 3 | 2 | – | – | – | – | – | – | – | – | – | – | – | – | – | – | – |
| Pt | – | 1 | To-Hit | 3 | 3 | 3 | 3 | 4 | 4 | 4 | 5 | 5 | 5 | 4 | 3 | 3 | 3 | 2 | 2 | 1 | 1 | 1 | – | – |
| Damage | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 1 | – | – | |||
| F | – | 1 | To-Hit | 8 | 8 | 8 | 7 | 7 | 7 | 7 | 6 | – | – | – | – | – | – | – | – | – | – | – | – | – |
| Damage | 3 | 2 | 2 | 2 | 1 | 1 | 1 | 1 | – | – | – | – | – | – | – | – | – | – | – | – | – | |||
| L | – | 1 | To-Hit | 8 | 8 | 8 | 7 | 7 | 7 | 7 | – | – | – | – | – | – | – | – | – | – | – | – | – | – |
| Damage | 2 | 2 | 2 | 1 | 1 | 1 | 1 | – | – | – | – | – | – | – | – | – | – | – | – | – | – | |||
| E | – | 1 | To-Hit | 7 | 7 | 7 | 6 | 6 | 6 | 6 | – | – | – | – | – | – | – | – | – | – | – | – | – | – |
| Damage | 3 | 3 | 2 | 2 | 2 | 1 | 1 | – | – | – | – | – | – | – | – | – | – | – | – | – | – | |||
`;

const cellValue = (cell: string): number | null => (cell === '–' ? null : Number(cell));

/** Reads the seed rows into expected to-hit and damage values per weapon and range. */
function readSeedChart(): Map<WeaponCode, { toHit: (number | null)[]; damage: (number | null)[]; rof: number }> {
  const chart = new Map<WeaponCode, { toHit: (number | null)[]; damage: (number | null)[]; rof: number }>();
  let current: WeaponCode | null = null;
  for (const line of SEED_CHART.trim().split('\n')) {
    const cells = line.split('|').map((c) => c.trim()).slice(1);
    const head = cells[0] ?? '';
    if (isWeaponCode(head)) {
      const toHit = cells.slice(4, 4 + 21).map(cellValue);
      const fixedDamage = cellValue(cells[1] ?? '');
      chart.set(head, { toHit, damage: toHit.map((t) => (t === null ? null : fixedDamage)), rof: Number(cells[2]) });
      current = head;
    } else if (head === 'Damage' && current) {
      chart.get(current)!.damage = cells.slice(1, 1 + 21).map(cellValue);
    }
  }
  return chart;
}

const SEED = readSeedChart();
const CELLS = WEAPON_CODES.flatMap((w) => Array.from({ length: CHART_MAX_RANGE + 1 }, (_, range) => [w, range] as const));

describe('Weapon Chart (seed QSR), every cell', () => {
  test('the seed rows were read for all six weapons, 21 ranges each', () => {
    expect([...SEED.keys()]).toEqual([...WEAPON_CODES]);
    for (const row of SEED.values()) {
      expect(row.toHit).toHaveLength(21);
      expect(row.damage).toHaveLength(21);
    }
  });

  test.each(CELLS)('seed QSR weapon chart, %s at range %i: to-hit and damage', (weapon, range) => {
    const seed = SEED.get(weapon)!;
    expect(toHitAt(weapon, range)).toBe(seed.toHit[range]);
    expect(damageAt(weapon, range)).toBe(seed.damage[range]);
    expect(WEAPON_CHART[weapon].toHit[range]).toBe(seed.toHit[range]);
  });

  test.each(WEAPON_CODES)('%s: rate of fire 1, damage exactly where it can hit', (weapon) => {
    expect(WEAPON_CHART[weapon].rateOfFire).toBe(SEED.get(weapon)!.rof);
    const spec = WEAPON_CHART[weapon];
    expect(spec.toHit.map((t) => t === null)).toEqual(spec.damage.map((d) => d === null));
  });

  test.each([
    ['R', 17],
    ['G', 5],
    ['Pt', 18],
    ['F', 7],
    ['L', 6],
    ['E', 6],
  ] as const)('seed QSR weapon chart: %s reaches range %i at most', (weapon, range) => {
    expect(maxRange(weapon)).toBe(range);
    expect(toHitAt(weapon, range + 1)).toBeNull();
  });

  test('ranges off the chart cannot fire', () => {
    expect(toHitAt('R', 21)).toBeNull();
    expect(toHitAt('R', -1)).toBeNull();
    expect(damageAt('Pt', 1.5)).toBeNull();
  });

  test('kinds: R and G are missiles, Pt a torpedo, F, L and E beams', () => {
    expect(WEAPON_CODES.map((w) => WEAPON_CHART[w].kind)).toEqual(['missile', 'missile', 'torpedo', 'beam', 'beam', 'beam']);
  });
});
