/**
 * The datacard editor's library bodies and the lobby's set-up with own cards
 * (docs/rules/star-trek.md, "Own cards"): only cards the rules accept are offered, and a set-up
 * carries exactly the own cards its rows field, with the faction cards they name.
 */
import { describe, expect, test } from 'vitest';
import { factionCard, fleetPoints, parseSetup } from '@broadside/rules/startrek';
import { ownCards } from '../src/rulesets/startrek/designer/own-cards.js';
import { CLASS_STARTS, withName } from '../src/rulesets/startrek/designer/card-form.js';
import { startrekSetup } from '../src/rulesets/startrek/lobby/setup-fields.js';

const romulans = {
  card: 'faction' as const,
  id: 'own_romulans',
  name: 'Romulans',
  initiative: 4,
  crewQuality: 4,
  assault: 2,
  defence: 3,
};
const warbird = {
  ...withName(CLASS_STARTS.find((s) => s.id === 'raider')!.card, 'Warbird'),
  faction: 'own_romulans',
};

describe('Own cards from the library', () => {
  test('bodies the rules refuse are left out; a ship card may name a saved faction card', () => {
    const cards = ownCards([
      { body: warbird },
      { body: romulans },
      { body: { ...warbird, id: 'own_bad', torpedoDice: 0 } },
      { body: 'not a card' },
    ]);
    expect(cards.factions.map((f) => f.id)).toEqual(['own_romulans']);
    expect(cards.classes.map((c) => c.id)).toEqual(['own_warbird']);
  });

  test('"Start from" a printed card keeps its fields under an own id', () => {
    expect(warbird).toMatchObject({ id: 'own_warbird', move: 'long', turn: 2, torpedoDice: 3 });
  });
});

describe('The lobby’s set-up with own cards', () => {
  test('fielded own cards and the factions they name go into custom; the rules accept it', () => {
    const cards = ownCards([{ body: warbird }, { body: romulans }]);
    const setup = startrekSetup(
      'duel',
      {},
      {
        custom: true,
        cards,
        forces: {
          A: [{ cls: 'heavy_cruiser', hex: '0409', heading: 1 }],
          B: [{ cls: 'own_warbird', hex: '2110', heading: 4 }],
        },
      },
    );
    expect(setup).toMatchObject({
      custom: { classes: [{ id: 'own_warbird' }], factions: [{ id: 'own_romulans' }] },
    });
    const parsed = parseSetup(setup);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(fleetPoints([{ cls: 'own_warbird' }], parsed.value)).toBe(19);
  });

  test('a side may take an own faction card: its initiative dice reach the game', () => {
    const cards = ownCards([{ body: romulans }]);
    const setup = startrekSetup(
      'duel',
      {},
      {
        custom: true,
        cards,
        factions: { B: 'own_romulans' },
        forces: {
          A: [{ cls: 'heavy_cruiser', hex: '0409', heading: 1 }],
          B: [{ cls: 'raider', hex: '2110', heading: 4 }],
        },
      },
    );
    expect(setup).toMatchObject({
      custom: { factions: [{ id: 'own_romulans' }], sides: { B: { faction: 'own_romulans' } } },
    });
    const parsed = parseSetup(setup);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(factionCard(parsed.value, 'own_romulans').initiative).toBe(4);
  });

  test('own cards no row fields stay out of the set-up', () => {
    const cards = ownCards([{ body: warbird }, { body: romulans }]);
    const setup = startrekSetup(
      'duel',
      {},
      {
        custom: true,
        cards,
        forces: {
          A: [{ cls: 'heavy_cruiser', hex: '0409', heading: 1 }],
          B: [{ cls: 'raider', hex: '2110', heading: 4 }],
        },
      },
    );
    expect(setup['custom']).not.toHaveProperty('classes');
    expect(setup['custom']).not.toHaveProperty('factions');
  });
});
