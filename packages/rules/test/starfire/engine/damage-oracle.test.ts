import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { openContext } from '../../../src/starfire/context.js';
import type { HullCode } from '../../../src/starfire/data/hulls.js';
import { applyHit } from '../../../src/starfire/phases/damage.js';
import type { PendingHit, SlotCondition } from '../../../src/starfire/state.js';
import { battle, noDice, unit } from './helpers.js';

/**
 * Damage allocation against an independent model of the seed: each point takes the leftmost
 * intact system, lasers passing over shields and energy beams over armor and cargo holds;
 * freighters take double; shields go offline; a ship with only S, A and H left (or nothing) is
 * destroyed. Random designs, random earlier damage, random weapons and points.
 */

const DESIGNS: readonly { hull: HullCode; design: string }[] = [
  { hull: 'CT', design: 'SSAAZ(I)R(I)LQ(I)' },
  { hull: 'DD', design: 'SSSAAAZ(I)R(I)FQ(I)RD(I)MgY(I)Q' },
  { hull: 'CT', design: 'SAH(I)EQ' },
  { hull: 'FT2', design: 'HHH(I)HHHH(I)HHQHH(I)H' },
];
const WEAPONS: readonly PendingHit['weapon'][] = ['R', 'G', 'Pt', 'F', 'L', 'E'];
const SKIPS: Record<string, readonly string[]> = { L: ['S'], E: ['A', 'H'] };

describe('damage against an independent model (property)', () => {
  test('same systems hit, same conditions, same destruction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DESIGNS.length - 1 }),
        fc.constantFrom(...WEAPONS),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.constantFrom<SlotCondition>('intact', 'intact', 'destroyed', 'offline'), {
          minLength: 40,
          maxLength: 40,
        }),
        (which, weapon, damage, earlier) => {
          const { hull, design } = DESIGNS[which] as (typeof DESIGNS)[number];
          const s = structuredClone(
            battle(
              { A1: { hex: '0101', facing: 'D' }, B1: { hex: '4030', facing: 'A' } },
              {
                forces: { A: [{ hull: 'CT', count: 1 }], B: [{ hull, count: 1 }] },
                designs: { A: { CT: 'S(I)LQ' }, B: { [hull]: design } },
              },
            ),
          );
          const codes = s.setup.units[1]?.design.slots.map((slot) => slot.code) ?? [];
          const target = unit(s, 'B1');
          // Earlier damage: only shields may be offline.
          target.slots = codes.map((code, i) => {
            const was = earlier[i] ?? 'intact';
            return was === 'offline' && code !== 'S' ? 'destroyed' : was;
          });
          const model = [...target.slots];
          const points = damage * (hull.startsWith('FT') ? 2 : 1);
          const skip = SKIPS[weapon] ?? [];
          for (let p = 0; p < points; p += 1) {
            const i = model.findIndex((c, k) => c === 'intact' && !skip.includes(codes[k] ?? ''));
            if (i >= 0) model[i] = codes[i] === 'S' ? 'offline' : 'destroyed';
          }
          const wreck = codes.every(
            (code, k) => model[k] !== 'intact' || ['S', 'A', 'H'].includes(code),
          );
          const ctx = openContext(s, noDice);
          applyHit(ctx, 'A1', 'B1', { slot: 2, weapon, damage, interceptable: false });
          const after = unit(ctx.state, 'B1');
          expect(after.slots).toEqual(model);
          expect(after.status).toBe(wreck ? 'destroyed' : 'on_map');
        },
      ),
      { numRuns: 600, seed: 20261130 },
    );
  });
});
