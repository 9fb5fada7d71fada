import { describe, expect, test } from 'vitest';
import { expectRefused, unit } from './helpers.js';
import { duel, option, TARGET } from './combat-helpers.js';

const shotAt = (slot: number, target = 'B1') => ({
  type: 'fire',
  unit: 'A1',
  shots: [{ slot, target }],
});

describe('range and the weapon chart (seed, Combat: range counts the target hex, not the firer hex)', () => {
  test.each([
    ['R', 'S(I)RYQ', '1010', 0, 6],
    ['R', 'S(I)RYQ', '1015', 5, 6],
    ['R', 'S(I)RYQ', '1022', 12, 5],
    ['R', 'S(I)RYQ', '1027', 17, 3],
    ['G', 'S(I)GQ', '1015', 5, 2],
    ['Pt', 'S(I)PtYQ', '1020', 10, 4],
    ['Pt', 'S(I)PtYQ', '1028', 18, 1],
    ['F', 'S(I)FQ', '1017', 7, 6],
    ['L', 'S(I)LQ', '1016', 6, 7],
    ['E', 'S(I)EQ', '1013', 3, 6],
  ])(
    '%s (design %s) from 1010 at %s: range %i, to-hit %i (seed weapon chart)',
    (_w, design, hex, range, toHit) => {
      const s = duel({ design, hex: '1010', facing: 'D' }, { design: TARGET, hex, facing: 'A' });
      expect(option(s, 2)).toMatchObject({ target: 'B1', range, toHit });
    },
  );

  test.each([
    ['L at 7', 'S(I)LQ', '1017'],
    ['G at 6', 'S(I)GQ', '1016'],
    ['R at 18 (even with Combat Sensors)', 'S(I)RYQ', '1028'],
  ])('%s is out of range (order/out_of_range)', (_name, design, hex) => {
    const s = duel({ design, hex: '1010', facing: 'D' }, { design: TARGET, hex, facing: 'A' });
    expect(option(s, 2)).toBeUndefined();
    expectRefused(s, 'A', shotAt(2), 'order/out_of_range');
  });
});

describe('targeting limit and Combat Sensors (seed: "target any number of ships out to 10 hexes"; Y lifts it)', () => {
  test('R at 11 without Y is beyond the limit', () => {
    const s = duel(
      { design: 'S(I)RLQ', hex: '1010', facing: 'D' },
      { design: TARGET, hex: '1021', facing: 'A' },
    );
    expect(option(s, 2)).toBeUndefined();
    expectRefused(s, 'A', shotAt(2), 'order/beyond_targeting_limit');
  });

  test('R at 10 without Y is fine', () => {
    const s = duel(
      { design: 'S(I)RLQ', hex: '1010', facing: 'D' },
      { design: TARGET, hex: '1020', facing: 'A' },
    );
    expect(option(s, 2)).toMatchObject({ range: 10, toHit: 6 });
  });

  test.each([
    ['an intact Y', null, false, true],
    ['its Y destroyed', 'destroyed', false, false],
    ['an intact Y on its transit turn (no Combat Sensors that turn)', null, true, false],
  ] as const)('R at 11 from a ship with %s', (_name, condition, transited, canFire) => {
    const s = structuredClone(
      duel(
        { design: 'S(I)RYQ', hex: '1010', facing: 'D' },
        { design: TARGET, hex: '1021', facing: 'A' },
      ),
    );
    if (condition) unit(s, 'A1').slots[3] = condition;
    unit(s, 'A1').transited = transited;
    expect(option(s, 2) !== undefined).toBe(canFire);
  });
});

describe('blindspot (seed; Starfire rulings, Geometry: Arcs)', () => {
  test.each([
    ['directly behind at range 2', '1012', false],
    ['on the wedge edge at range 2', '1112', true],
    ['directly behind at range 1', '1011', false],
    ['same hex (range 0 is never blind)', '1010', true],
    ['straight ahead', '1005', true],
  ])('target %s (%s)', (_name, hex, canFire) => {
    const s = duel(
      { design: 'S(I)LQ', hex: '1010', facing: 'A' },
      { design: TARGET, hex, facing: 'A' },
    );
    expect(option(s, 2) !== undefined).toBe(canFire);
    if (!canFire) expectRefused(s, 'A', shotAt(2), 'order/in_blindspot');
  });

  test('bases have no blindspot (seed, Bases)', () => {
    const s = duel(
      { hull: 'BS1', design: 'SAZRLQQ', hex: '1010', facing: 'A' },
      { design: TARGET, hex: '1012', facing: 'A' },
    );
    expect(option(s, 4)).toMatchObject({ range: 2 });
  });
});

describe('restricted arc (seed: "+" weapons fire only into the front 120° arc and their own hex)', () => {
  test.each([
    ['straight ahead', '1005', true],
    ['front edge of the arc (front-right diagonal)', '1208', true],
    ['abeam to the right', '1211', false],
    ['same hex', '1010', true],
  ])('ES L+ facing A, target %s (%s)', (_name, hex, canFire) => {
    const s = duel(
      { hull: 'ES', design: 'S(I)L+Q', hex: '1010', facing: 'A' },
      { design: TARGET, hex, facing: 'A' },
    );
    expect(option(s, 2) !== undefined).toBe(canFire);
    if (!canFire) expectRefused(s, 'A', shotAt(2), 'order/outside_restricted_arc');
  });
});

describe('sheltering (seed, Terrain)', () => {
  test('a sheltering target can only be fired on from its own hex', () => {
    const s = duel(
      { design: 'S(I)LQ', hex: '1010', facing: 'A' },
      { design: TARGET, hex: '1008', facing: 'A' },
    );
    const sheltered = structuredClone(s);
    unit(sheltered, 'B1').sheltering = true;
    expect(option(sheltered, 2)).toBeUndefined();
    expectRefused(sheltered, 'A', shotAt(2), 'order/target_sheltered');
    unit(sheltered, 'A1').hex = unit(sheltered, 'B1').hex;
    expect(option(sheltered, 2)).toMatchObject({ range: 0 });
  });

  test('a sheltering firer can only fire into its own hex', () => {
    const s = structuredClone(
      duel(
        { design: 'S(I)LQ', hex: '1010', facing: 'A' },
        { design: TARGET, hex: '1008', facing: 'A' },
      ),
    );
    unit(s, 'A1').sheltering = true;
    expect(option(s, 2)).toBeUndefined();
    expect(option(s, 2, 'B2')).toMatchObject({ range: 0 });
    expectRefused(s, 'A', shotAt(2), 'order/firer_sheltered');
  });
});
