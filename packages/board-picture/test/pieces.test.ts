import { describe, expect, it } from 'vitest';
import { hex, type Hex } from '@broadside/rules';
import {
  burstRadius,
  counterPieces,
  pointerPath,
  shapePath,
  shotLine,
  shotTargets,
  stackCountPieces,
  stackOffsets,
  terrainPiece,
  wreckPath,
  type MapUnit,
  type Placer,
} from '../src/index.js';
import { countersShape, shotsShape, terrainShape } from '../src/pieces-svg.js';

/** Hex (q, r) at (100 q, 100 r), 30 pixels from centre to corner: easy numbers. */
const P: Placer = { size: 30, at: (h: Hex) => ({ x: h.q * 100, y: h.r * 100 }) };

function unit(id: string, at: Hex | null, more: Partial<MapUnit> = {}): MapUnit {
  return { id, name: id, hull: 'CA', side: 'A', hex: at, facing: 0, state: 'active', ...more };
}

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 9);

describe('counterPieces: one counter per drawn unit, its geometry from plain data', () => {
  it.each([
    ['a lone counter', [unit('A1', hex(1, 1))], 'A1', { x: 100, y: 100, r: 13.5 }],
    [
      'the first of two in a hex, straight up',
      [unit('A1', hex(1, 1)), unit('A2', hex(1, 1))],
      'A1',
      { x: 100, y: 100 - 12.6, r: 10.2 },
    ],
    [
      'the second of two, straight down',
      [unit('A1', hex(1, 1)), unit('A2', hex(1, 1))],
      'A2',
      { x: 100, y: 100 + 12.6, r: 10.2 },
    ],
    [
      'the second of three, at the lower right',
      [unit('A1', hex(1, 1)), unit('A2', hex(1, 1)), unit('A3', hex(1, 1))],
      'A2',
      { x: 100 + 12.6 * Math.cos(Math.PI / 6), y: 100 + 12.6 * Math.sin(Math.PI / 6), r: 10.2 },
    ],
    [
      'an aft half, smaller',
      [unit('A1', hex(1, 1), { hull: 'aft' })],
      'A1',
      { x: 100, y: 100, r: 13.5 * 0.7 },
    ],
  ])('%s', (_why, units, id, want) => {
    const c = counterPieces(units, P).find((p) => p.unit.id === id)!;
    close(c.x, want.x);
    close(c.y, want.y);
    close(c.r, want.r);
    expect(c.body).toBe(shapePath('circle', c.r));
  });

  it.each([
    [0, -90],
    [60, -30],
    [300, 210],
  ])('facing %i° rotates the pointer by %i°', (facing, rotate) => {
    const [c] = counterPieces([unit('A1', hex(0, 0), { facing })], P);
    expect(c!.pointer).toEqual({ d: pointerPath(13.5), rotate });
    expect(pointerPath(13.5)).toBe('M11.48,-4.72L20.25,0L11.48,4.72Z');
  });

  it('a live counter: hull code inside, name below, no cross', () => {
    const [c] = counterPieces([unit('A1', hex(0, 0), { hull: 'CRUISER' })], P);
    expect(c!.hull).toEqual({ text: 'CRUI', size: 13.5 * 0.72, y: 13.5 * 0.3 });
    expect(c!.name).toEqual({ size: 7, y: 13.5 + 8 });
    expect(c!.wreck).toBeNull();
    expect(c!.destroyed).toBe(false);
  });

  it('a destroyed counter is crossed and points nowhere; no pointer without a facing', () => {
    const [wreck, missile] = counterPieces(
      [unit('A1', hex(0, 0), { state: 'destroyed' }), unit('M1', hex(5, 5), { facing: null })],
      P,
    );
    expect(wreck!.destroyed).toBe(true);
    expect(wreck!.pointer).toBeNull();
    expect(wreck!.wreck).toBe(wreckPath(13.5));
    expect(wreckPath(13.5)).toBe('M-13.5,-13.5L13.5,13.5M13.5,-13.5L-13.5,13.5');
    expect(missile!.pointer).toBeNull();
  });

  it('an aft half is blank', () => {
    expect(counterPieces([unit('A1', hex(0, 0), { hull: 'aft' })], P)[0]!.hull).toBeNull();
  });

  it('units off the map, escaped or hidden are not drawn and do not stack', () => {
    const pieces = counterPieces(
      [
        unit('A1', hex(0, 0)),
        unit('A2', hex(0, 0), { state: 'escaped' }),
        unit('A3', hex(0, 0), { state: 'hidden' }),
        unit('A4', null),
      ],
      P,
    );
    expect(pieces.map((p) => [p.unit.id, p.r])).toEqual([['A1', 13.5]]);
  });

  it('zoomed far out, a counter keeps 11 screen pixels and its texts grow with it', () => {
    const [c] = counterPieces([unit('A1', hex(0, 0))], P, { zoom: 0.5 });
    expect(c!.r).toBe(22);
    close(c!.name.size, 7 * (22 / 13.5));
    const [plain] = counterPieces([unit('A1', hex(0, 0))], P, { zoom: 2 });
    expect(plain!.r).toBe(13.5);
  });
});

describe('stacks, terrain and shots', () => {
  it('stackOffsets: a lone counter centred, two spread apart', () => {
    const o = stackOffsets(
      [unit('A1', hex(0, 0)), unit('B1', hex(2, 2)), unit('B2', hex(2, 2))],
      10,
    );
    expect(o.get('A1')).toEqual({ x: 0, y: 0 });
    close(o.get('B1')!.y, -4.2);
    close(o.get('B2')!.y, 4.2);
  });

  it('stack counts: one per shared hex, upper right, readable when zoomed out', () => {
    const units = [unit('A1', hex(1, 1)), unit('A2', hex(1, 1)), unit('A3', hex(2, 2))];
    expect(stackCountPieces(units, P)).toEqual([
      { hex: hex(1, 1), count: 2, x: 116.5, y: 85, size: 30 * 0.38 },
    ]);
    expect(stackCountPieces(units, P, { zoom: 0.25 })[0]!.size).toBe(40);
  });

  it.each([
    ['disc', { look: 'disc', x: 100, y: 0, r: 16.5 }],
    ['dot', { look: 'dot', x: 100, y: 0, r: 7.5 }],
    ['ring', { look: 'ring', x: 100, y: 0, r: 24, core: 6 }],
    ['numeral', { look: 'numeral', x: 100, y: 6.6, size: 18 }],
  ] as const)('terrain %s', (look, want) => {
    const feature = { hex: hex(1, 0), kind: 'k', label: '3', look };
    expect(terrainPiece(feature, P)).toMatchObject({ ...want, feature });
  });

  it('shots: a line between hex centres, none from the target hex itself; hits per target', () => {
    const shots = [
      { from: hex(0, 0), to: hex(1, 1) },
      { from: hex(0, 0), to: hex(1, 1), kind: 'missile' as const },
      { from: hex(2, 2), to: hex(2, 2) },
      { from: null, to: hex(3, 3), hit: false },
    ];
    expect(shotLine(shots[0]!, P)).toEqual({ x1: 0, y1: 0, x2: 100, y2: 100 });
    expect(shotLine(shots[2]!, P)).toBeNull();
    expect(shotLine(shots[3]!, P)).toBeNull();
    expect(shotTargets(shots, P).map((t) => [t.hits, t.r])).toEqual([
      [2, 21],
      [1, 21],
      [0, 18],
    ]);
    expect(burstRadius(30, false)).toBe(18);
  });
});

describe('the story pictures draw the model', () => {
  it('counters: at the model’s place, with its body, pointer, wreck and count', () => {
    const units = [
      unit('A1', hex(1, 1), { facing: 60 }),
      unit('A2', hex(1, 1), { state: 'destroyed' }),
    ];
    const out = countersShape(units, P);
    const [a1, a2] = counterPieces(units, P);
    expect(out).toContain(`transform="translate(100 87.4)"`);
    expect(out).toContain(`<path transform="rotate(-30)" d="${a1!.pointer!.d}"`);
    expect(out).toContain(`d="${a1!.body}"`);
    expect(out).toContain(`<path class="wreck" d="${a2!.wreck}"`);
    expect(out).toContain('x="116.5" y="85" font-size="11.4"');
  });

  it('terrain and shots: the model’s sizes', () => {
    const t = terrainShape({ hex: hex(1, 0), kind: 'k', label: 'L', look: 'ring' }, P);
    expect(t).toContain('r="24"');
    expect(t).toContain('r="6"');
    const s = shotsShape([{ from: hex(0, 0), to: hex(1, 1), hit: false }], P);
    expect(s.under).toContain('x1="0" y1="0" x2="100" y2="100"');
    expect(s.under).toContain('class="miss-ring" cx="100" cy="100" r="18"');
  });
});
