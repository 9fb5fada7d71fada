import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatLabel, offsetToHex, parseLabel } from '../../src/hex/index.js';
import { DEFAULT_MAP } from '../../src/starfire/geometry/default-map.js';

describe('CCRR labels (Starfire rulings, Geometry: Hexes)', () => {
  test.each([
    [1, 1, '0101'],
    [2, 1, '0201'],
    [12, 7, '1207'],
    [44, 34, '4434'],
    [99, 99, '9999'],
  ])('column %i row %i is labelled %s and parses back', (column, row, label) => {
    const h = offsetToHex(column, row);
    expect(formatLabel(h)).toBe(label);
    expect(parseLabel(label)).toEqual({ ok: true, value: h });
  });

  test('round-trips every label 0101 … 9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 99 }),
        (column, row) => {
          const label = `${String(column).padStart(2, '0')}${String(row).padStart(2, '0')}`;
          const parsed = parseLabel(label);
          return parsed.ok && formatLabel(parsed.value) === label;
        },
      ),
    );
  });

  test.each([
    '',
    '101',
    '01011',
    'AB01',
    '01-1',
    ' 0101',
    '0101 ',
    '0001',
    '0100',
    '0000',
    '01.1',
    '１２３４',
  ])('rejects %j with hex/bad_label', (text) => {
    const parsed = parseLabel(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('hex/bad_label');
      expect(parsed.error.message).toContain(text);
    }
  });

  test('with bounds, rejects a hex off the map with hex/out_of_bounds', () => {
    const parsed = parseLabel('4535', DEFAULT_MAP);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe('hex/out_of_bounds');
    expect(parseLabel('4434', DEFAULT_MAP).ok).toBe(true);
  });

  test('hexes outside 01 … 99 get a readable fallback that does not parse', () => {
    const label = formatLabel(offsetToHex(0, 1));
    expect(label).toBe('(0,1)');
    expect(parseLabel(label).ok).toBe(false);
  });
});
