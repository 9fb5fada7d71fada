import { describe, expect, test } from 'vitest';
import type { StarfireState } from '../../../src/starfire/state.js';
import { battle, expectRefused, unit } from './helpers.js';
import { duel, option, TARGET } from './combat-helpers.js';

describe('to-hit modifiers (seed; Starfire rulings, Combat: To-hit number)', () => {
  test.each([
    ['no modifier', {}, {}, 8],
    ['target uses Engine Modulation: −1', {}, { declaration: 'engine_modulation' as const }, 7],
    ['firer transited this turn: −3', { transited: true }, {}, 5],
    ['target transited this turn: −2', {}, { transited: true }, 6],
    ['both transited: −5', { transited: true }, { transited: true }, 3],
  ])('L at range 2, %s', (_name, firer, target, toHit) => {
    const s = structuredClone(
      duel(
        { design: 'S(I)LQ', hex: '1010', facing: 'D' },
        { design: TARGET, hex: '1012', facing: 'A' },
      ),
    );
    Object.assign(unit(s, 'A1'), firer);
    Object.assign(unit(s, 'B1'), target);
    expect(option(s, 2)).toMatchObject({ range: 2, toHit });
  });

  test('plasma torpedoes get +1 against bases (seed, Bases)', () => {
    const s = duel(
      { design: 'S(I)PtQ', hex: '1010', facing: 'D' },
      { hull: 'BS1', design: 'SAZRLQQ', hex: '1014', facing: 'A' },
    );
    const base = s.units.find((u) => u.hull === 'BS1')?.id;
    const ct = s.units.find((u) => u.side === 'B' && u.hull === 'CT')?.id;
    expect(option(s, 2, base)).toMatchObject({ range: 4, toHit: 5 });
    expect(option(s, 2, ct)).toMatchObject({ range: 0, toHit: 3 });
  });

  test('a to-hit number of zero or less cannot hit (seed, Extreme Numbers): order/cannot_hit', () => {
    const s = structuredClone(
      duel(
        { design: 'S(I)GLQ', hex: '1010', facing: 'D' },
        { design: TARGET, hex: '1015', facing: 'A' },
      ),
    );
    unit(s, 'A1').transited = true;
    expect(option(s, 2)).toBeUndefined();
    expectRefused(
      s,
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: 2, target: 'B1' }] },
      'order/cannot_hit',
    );
  });
});

describe('base range reduction (seed, Bases: 20 → 15, 16 → 12; only with Combat Sensors)', () => {
  const base = (design: string, hex: string): StarfireState =>
    duel({ hull: 'BS1', design, hex: '1002', facing: 'A' }, { design: TARGET, hex, facing: 'A' });
  test.each([
    ['R at 20 is treated as 15', 'SAZRYQQ', '1022', 3, 20, 15, 4, 1],
    ['R at 16 is treated as 12', 'SAZRYQQ', '1018', 3, 16, 12, 5, 1],
    ['R at 14 is treated as 12 (never below 12)', 'SAZRYQQ', '1016', 3, 14, 12, 5, 1],
    ['R at 12 is unchanged', 'SAZRYQQ', '1014', 3, 12, 12, 5, 1],
    ['Pt at 18: damage read at the reduced range 13', 'SAZPtYQQ', '1020', 3, 18, 13, 3, 2],
  ])('%s', (_name, design, hex, slot, range, toHitRange, toHit, damage) => {
    expect(option(base(design, hex), slot)).toMatchObject({ range, toHitRange, toHit, damage });
  });

  test('without Combat Sensors there is no reduction and the 10-hex limit stands', () => {
    const s = base('SAZRLQQ', '1018');
    expect(option(s, 3)).toBeUndefined();
    expectRefused(
      s,
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: 3, target: 'B1' }] },
      'order/beyond_targeting_limit',
    );
  });
});

describe('datalink (Starfire rulings, Combat: Datalink)', () => {
  const linked = (a2: { hex: string; facing: 'A' | 'D'; design?: string }) =>
    battle(
      {
        A1: { hex: '1010', facing: 'D' },
        A2: { hex: a2.hex, facing: a2.facing },
        B1: { hex: '1016', facing: 'A' },
      },
      {
        forces: { A: [{ hull: 'CT', count: 2 }], B: [{ hull: 'CT', count: 1 }] },
        designs: { A: { CT: a2.design ?? 'SZ(I)LQ' }, B: { CT: TARGET } },
        phase: 'combat',
      },
    );

  test('the to-hit number uses the shortest range in the group; damage uses the real range', () => {
    const s = linked({ hex: '1014', facing: 'D' });
    expect(option(s, 3)).toMatchObject({ range: 6, toHitRange: 2, toHit: 8, damage: 1 });
  });

  test.each([
    ['the ships carry no Datalink', { hex: '1014', facing: 'D' as const, design: 'S(I)LQ' }],
    ['the member is more than 6 hexes from the firer', { hex: '1017', facing: 'A' as const }],
    ['the target is in the member’s blindspot', { hex: '1014', facing: 'A' as const }],
  ])('no shorter range when %s', (_name, a2) => {
    const s = linked(a2);
    const slot = s.setup.units[0]?.design.slots.find((x) => x.code === 'L')?.index ?? -1;
    expect(option(s, slot)).toMatchObject({ range: 6, toHitRange: 6, toHit: 7 });
  });

  test.each([
    ['the member transited this turn', (s: StarfireState) => (unit(s, 'A2').transited = true)],
    [
      'the member’s Datalink is destroyed',
      (s: StarfireState) => (unit(s, 'A2').slots[1] = 'destroyed'),
    ],
    [
      'the member shelters outside the target’s hex',
      (s: StarfireState) => (unit(s, 'A2').sheltering = true),
    ],
  ])('Starfire rulings, Combat: Datalink: no shorter range when %s', (_name, change) => {
    const s = structuredClone(linked({ hex: '1014', facing: 'D' }));
    change(s);
    expect(option(s, 3)).toMatchObject({ range: 6, toHitRange: 6, toHit: 7 });
  });

  test('Starfire rulings, Combat: Datalink: an enemy ship with a Datalink near the firer is not in its group', () => {
    const s = battle(
      {
        A1: { hex: '1010', facing: 'D' },
        B1: { hex: '1016', facing: 'A' },
        B2: { hex: '1014', facing: 'A' },
      },
      {
        forces: { A: [{ hull: 'CT', count: 1 }], B: [{ hull: 'CT', count: 2 }] },
        designs: { A: { CT: 'SZ(I)LQ' }, B: { CT: 'SZ(I)LQ' } },
        phase: 'combat',
      },
    );
    expect(option(s, 3)).toMatchObject({ range: 6, toHitRange: 6, toHit: 7 });
  });

  test('no datalink on the firer’s transit turn', () => {
    const s = structuredClone(linked({ hex: '1014', facing: 'D' }));
    unit(s, 'A1').transited = true;
    expect(option(s, 3)).toMatchObject({ toHitRange: 6, toHit: 4 });
  });
});
