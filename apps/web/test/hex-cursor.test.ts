import { describe, expect, test } from 'vitest';
import { formatLabel, parseLabel, type Hex } from '@broadside/rules';
import { cursorStep, cursorText, unitsAt } from '../src/map/hex-cursor.js';
import type { MapUnit } from '../src/map/map-data.js';

const hex = (label: string): Hex => {
  const h = parseLabel(label);
  if (!h.ok) throw new Error(label);
  return h.value;
};
const BOUNDS = { columns: 20, rows: 16 };

describe('the map’s hex cursor moves along printed columns and rows (issue 28, Keyboard)', () => {
  test.each([
    ['0505', 'ArrowUp', '0504'],
    ['0505', 'ArrowDown', '0506'],
    ['0505', 'ArrowLeft', '0405'],
    ['0505', 'ArrowRight', '0605'],
    ['0405', 'ArrowRight', '0505'],
    ['0101', 'ArrowUp', '0101'],
    ['0101', 'ArrowLeft', '0101'],
    ['2016', 'ArrowRight', '2016'],
    ['2016', 'ArrowDown', '2016'],
    ['0505', 'Enter', '0505'],
  ])('%s %s → %s', (from, key, to) => {
    expect(formatLabel(cursorStep(hex(from), key, BOUNDS))).toBe(to);
  });
});

const unit = (id: string, label: string, extra: Partial<MapUnit> = {}): MapUnit => ({
  id,
  name: `Cruiser ${id}`,
  hull: 'CA',
  side: id[0] ?? 'A',
  hex: hex(label),
  facing: 0,
  state: 'active',
  ...extra,
});

describe('what the cursor says and clicks', () => {
  const units = [
    unit('A1-aft', '0304', { name: '' }),
    unit('A1', '0304'),
    unit('B1', '0304', { state: 'destroyed' }),
    unit('B2', '0606', { state: 'hidden' }),
  ];
  test.each([
    ['0304', 'Hex 0304: Cruiser A1 (CA), side A; Cruiser B1 (CA), side B, destroyed', 'A1'],
    ['0606', 'Hex 0606, empty', undefined],
    ['0101', 'Hex 0101, empty', undefined],
  ])('%s', (label, text, clicked) => {
    expect(cursorText(hex(label), units)).toBe(text);
    expect(unitsAt(hex(label), units)[0]?.id).toBe(clicked);
  });
});
