import { describe, expect, test } from 'vitest';
import { formatLabel, hex, type Hex } from '@broadside/rules';
import {
  burstRadius,
  counterPieces,
  shotLine,
  stackCountPieces,
  terrainPiece,
} from '@broadside/board-picture/pieces';
import type { MapUnit } from '../src/map/map-data.js';
import { PLACER, terrainLayer, unitsLayer } from '../src/map/map-layers.js';
import { shotsLayer } from '../src/map/shot-layer.js';

/**
 * The web board's layers draw the board's drawing model (`@broadside/board-picture/pieces`),
 * as the story pictures do: the lit templates are flattened to text (a binding's value follows
 * its attribute's `=`) and checked for the model's numbers.
 */

interface Template {
  readonly strings: readonly string[];
  readonly values: readonly unknown[];
}

/** A lit template, a directive (such as `repeat`) or a value, as flat text. */
function flat(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'symbol') return '';
  if (Array.isArray(value)) return value.map(flat).join('');
  if (typeof value === 'object') {
    const t = value as Partial<Template> & { _$litDirective$?: unknown };
    if (t._$litDirective$ && Array.isArray(t.values)) {
      // repeat(items, key, template)
      const [items, , render] = t.values as [
        unknown[],
        unknown,
        (u: unknown, i: number) => unknown,
      ];
      return items.map((item, i) => flat(render(item, i))).join('');
    }
    if (t.strings && t.values)
      return t.strings.map((s, i) => s + (i < t.values!.length ? flat(t.values![i]) : '')).join('');
  }
  return String(value);
}

function unit(id: string, at: Hex, more: Partial<MapUnit> = {}): MapUnit {
  return { id, name: id, hull: 'CA', side: 'A', hex: at, facing: 60, state: 'active', ...more };
}

describe('the web board draws the shared drawing model', () => {
  test('counters: place, body, pointer, hull, wreck, name and stack count from the model', () => {
    const units = [
      unit('A1', hex(3, 3)),
      unit('A2', hex(3, 3), { state: 'destroyed' }),
      unit('B1', hex(5, 2), { side: 'B', name: '<Bad & name>' }),
    ];
    const zoom = 0.5;
    const out = flat(unitsLayer(units, 'A1', zoom));
    const pieces = counterPieces(units, PLACER, { zoom });
    for (const c of pieces) {
      expect(out).toContain(`data-unit=${c.unit.id}`);
      expect(out).toContain(`translate(${c.x}px, ${c.y}px)`);
      expect(out).toContain(`<path class="body" d=${c.body} fill=${c.style.colour}>`);
      expect(out).toContain(`class="name" y=${c.name.y} style="font-size:${c.name.size}px"`);
    }
    const [a1, a2] = pieces;
    expect(out).toContain(
      `rotate(${a1!.pointer!.rotate})"><path class="pointer" d=${a1!.pointer!.d}>`,
    );
    expect(out).toContain(`class="hull" y=${a1!.hull!.y} style="font-size:${a1!.hull!.size}px"`);
    expect(out).toContain(`<path class="wreck" d=${a2!.wreck}>`);
    expect(out.match(/class="pointer"/g)).toHaveLength(2);
    const [count] = stackCountPieces(units, PLACER, { zoom });
    expect(out).toContain(
      `data-testid="stack-${formatLabel(hex(3, 3))}" x=${count!.x} y=${count!.y} font-size=${count!.size}>×2`,
    );
  });

  test('terrain and shots: the model’s sizes', () => {
    const ring = { hex: hex(2, 2), kind: 'nebula', label: 'Nebula', look: 'ring' as const };
    const piece = terrainPiece(ring, PLACER);
    expect(flat(terrainLayer([ring]))).toContain(
      `<circle class="terrain-ring-core" cx=${piece.x} cy=${piece.y} r=${piece.look === 'ring' ? piece.core : -1}>`,
    );
    const shot = { from: hex(0, 0), to: hex(2, 1), hit: false };
    const line = shotLine(shot, PLACER)!;
    const out = flat(shotsLayer([shot]));
    expect(out).toContain(`x1=${line.x1} y1=${line.y1} x2=${line.x2} y2=${line.y2}`);
    expect(out).toContain(`r=${burstRadius(PLACER.size, false)}>`);
  });
});
