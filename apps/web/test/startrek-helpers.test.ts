import { describe, expect, test } from 'vitest';
import { verifiableDice } from '@broadside/rules';
import {
  legalOrders,
  startrekRuleset,
  startingTracks,
  type StartrekView,
} from '@broadside/rules/startrek';
import { actionsOf, stateOfView } from '../src/rulesets/startrek/battle/legal.js';
import {
  actor,
  draftFrom,
  EMPTY_ACTION,
  isLegal,
  orderOf,
} from '../src/rulesets/startrek/battle/action-draft.js';
import { hitChoices, settledPicks } from '../src/rulesets/startrek/battle/allocate-dialog.js';
import { describeEvent } from '../src/rulesets/startrek/battle/log-text.js';
import { mapUnits } from '../src/rulesets/startrek/battle/map-model.js';

function ambush() {
  const setup = startrekRuleset.parseSetup({ scenario: 'ambush' });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = startrekRuleset.create(setup.value, verifiableDice(new Uint8Array(32).fill(7)));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

describe('the Star Trek battle helpers', () => {
  test('the legal orders of a view are those of the state, for the seat that owes', () => {
    const state = ambush();
    const seat = state.stage.phase === 'action' ? state.stage.seats[0]! : 'A';
    const view = startrekRuleset.view(state, { kind: 'seat', seat }) as StartrekView;
    expect(legalOrders(stateOfView(view), seat)).toEqual(legalOrders(state, seat));
  });

  test('a draft started from a legal order is legal; a cloaked ship firing is not', () => {
    const state = ambush();
    const view = startrekRuleset.view(state, { kind: 'seat', seat: 'B' }) as StartrekView;
    const legal = actionsOf(legalOrders(stateOfView(view), 'B'));
    const first = legal.find((o) => o.type === 'move_cloaked')!;
    const draft = draftFrom({ ...EMPTY_ACTION, ship: actor(first) }, first, view);
    expect(isLegal(view, legal, orderOf(draft))).toBe(true);
    expect(isLegal(view, legal, { type: 'fire', ship: 'B1', target: 'A1', area: 'weapons' })).toBe(
      false,
    );
  });

  test('the opponent and spectators see every cloak token alike', () => {
    const state = ambush();
    for (const viewer of [{ kind: 'seat', seat: 'A' }, { kind: 'spectator' }] as const) {
      const view = startrekRuleset.view(state, viewer) as StartrekView;
      const tokens = mapUnits(view).filter((u) => u.id.startsWith('K') && !u.id.endsWith('~aft'));
      expect(tokens.length).toBe(12);
      expect(new Set(tokens.map((u) => u.hull))).toEqual(new Set(['?']));
    }
    const owner = startrekRuleset.view(state, { kind: 'seat', seat: 'B' }) as StartrekView;
    expect(mapUnits(owner).filter((u) => u.hull === '◆').length).toBe(2);
  });

  test('each hit may go only to a track above 1, the area first', () => {
    const tracks = { ...startingTracks('raider', false), phasers: 2, torpedoes: 1 };
    const choices = hitChoices({ tracks }, 'weapons', [], 3);
    expect(choices[0]).toEqual(['phasers']);
    expect(choices[1]).toContain('shields');
    expect(settledPicks({ tracks }, 'weapons', ['torpedoes'], 1)).toEqual(['phasers']);
  });

  test('the log spells out phaser dice against shields and torpedo dice against distance', () => {
    const name = (id: string) => id;
    const die = (value: number, k = 0) => ({ k, sides: 6, value });
    expect(
      describeEvent(
        {
          type: 'phasers_fired',
          ship: 'B1',
          target: 'A1',
          arc: 'fore',
          distance: 4,
          area: 'weapons',
          dice: [die(6), die(2), die(5)],
          needed: 5,
          hits: 2,
        },
        name,
      ).text,
    ).toContain('[6 2 5] vs 5+: 2 hits');
    expect(
      describeEvent(
        {
          type: 'torpedo_detonated',
          torpedo: 'T3',
          target: 'A1',
          distance: 2,
          area: 'systems',
          dice: [die(1), die(2)],
          needed: 2,
          hits: 1,
        },
        name,
      ).text,
    ).toContain('[1 2] vs 2+: 1 hit');
  });
});
