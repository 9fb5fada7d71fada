import { describe, expect, test } from 'vitest';
import { legalOrders } from '../../../src/starfire/legal-orders.js';
import { owedDecision } from '../../../src/starfire/pending.js';
import { TARGET } from './combat-helpers.js';
import { battle, eventsOf, expectRefused, play, rolls, unit } from './helpers.js';

describe('sheltering behind a planet or moon (seed, Terrain; Starfire rulings, Combat: Sheltering)', () => {
  const position = () =>
    battle(
      {
        A1: { hex: '1010', facing: 'D' },
        A2: { hex: '1110', facing: 'D' },
        B1: { hex: '1012', facing: 'A' },
      },
      {
        forces: {
          A: [
            { hull: 'CT', count: 1 },
            { hull: 'BS1', count: 1 },
          ],
          B: [{ hull: 'CT', count: 1 }],
        },
        designs: { A: { CT: 'S(I)LQ', BS1: 'SAZRLQQ' }, B: { CT: TARGET } },
        planets: ['1010'],
        moons: ['1110'],
        phase: 'movement',
      },
    );

  function toShelter() {
    let s = position();
    while (owedDecision(s)?.kind === 'move') {
      const seat = owedDecision(s)?.seat ?? 'A';
      const id = s.stage.phase === 'movement' ? s.stage.owed[0] : undefined;
      s = play(s, seat, { type: 'step', unit: id ?? '', action: 'stay' }).state;
    }
    return s;
  }

  test('declared before any fire, only by ships (not bases) in a planet or moon hex; announced to all', () => {
    const s = toShelter();
    expect(owedDecision(s)).toEqual({ seat: 'A', kind: 'shelter' });
    const base = s.units.find((u) => u.hull === 'BS1')?.id ?? '';
    const ship = s.units.find((u) => u.side === 'A' && u.hull === 'CT')?.id ?? '';
    expectRefused(s, 'A', { type: 'shelter', units: [base] }, 'order/cannot_shelter');
    const { state, events } = play(s, 'A', { type: 'shelter', units: [ship] });
    expect(unit(state, ship).sheltering).toBe(true);
    expect(eventsOf(events, 'sheltered')).toEqual([
      { type: 'sheltered', side: 'A', units: [ship] },
    ]);
    expect(owedDecision(state)?.kind).toBe('fire');
  });

  test('a sheltering ship is cleared at the next turn', () => {
    const s = toShelter();
    const ship = s.units.find((u) => u.side === 'A' && u.hull === 'CT')?.id ?? '';
    let state = play(s, 'A', { type: 'shelter', units: [ship] }).state;
    while (owedDecision(state)?.kind === 'fire') {
      const seat = owedDecision(state)?.seat ?? 'A';
      const pass = legalOrders(state, seat).find((o) => o.type === 'pass');
      if (!pass) throw new Error('no pass offered');
      state = play(state, seat, pass, rolls()).state;
    }
    expect(state.turn).toBe(2);
    expect(unit(state, ship).sheltering).toBe(false);
  });
});
