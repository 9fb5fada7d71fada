/**
 * Own datacards (issue 30, "Bring your own fleet"): the printed faction and ship cards, golden;
 * the editor's checks of a creator's own cards; and games that field them. docs/rules/star-trek.md,
 * "Faction cards", "Ship cards" and "Own cards".
 */
import { describe, expect, test } from 'vitest';
import {
  CLASS_IDS,
  CLASSES,
  FACTION_IDS,
  FACTIONS,
  TRACKS,
  startingTracks,
} from '../../src/startrek/cards.js';
import { initialState } from '../../src/startrek/create.js';
import { legalOrders, manoeuvres } from '../../src/startrek/legal-orders.js';
import {
  checkCard,
  checkFaction,
  classCard,
  factionCard,
  ownCardId,
  type OwnClass,
  type OwnFaction,
} from '../../src/startrek/own-cards.js';
import { fleetPoints, shipPoints } from '../../src/startrek/points.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import type { StartrekSetup } from '../../src/startrek/state.js';
import { battle, eventsOf, play, rolls } from './helpers.js';

describe('Faction cards: the printed cards, field by field', () => {
  test.each([
    // Faction        Initiative dice, Crew Quality, Assault dice, Defence
    ['federation', 'Federation', 3, 3, 2, 4],
    ['klingon', 'Klingon Empire', 4, 4, 3, 3],
  ] as const)('%s: %s', (id, name, initiative, crewQuality, assault, defence) => {
    expect(FACTIONS[id]).toEqual({ id, name, initiative, crewQuality, assault, defence });
  });

  test('there are exactly the two printed factions', () => {
    expect([...FACTION_IDS]).toEqual(['federation', 'klingon']);
  });
});

describe('Ship cards: the printed cards, field by field', () => {
  test.each([
    // Class, name, faction, move, turn, torpedo dice, VP, not fitted
    ['heavy_cruiser', 'Heavy Cruiser', 'federation', 'medium', 1, 4, 10, ['cloak']],
    ['frigate', 'Frigate', 'federation', 'long', 2, 3, 6, ['cloak']],
    ['scout', 'Scout', 'federation', 'long', 2, 0, 5, ['cloak', 'torpedoes']],
    [
      'freighter',
      'Freighter',
      'federation',
      'short',
      1,
      0,
      4,
      ['cloak', 'torpedoes', 'phasers', 'detectCloak'],
    ],
    ['battlecruiser', 'Battlecruiser', 'klingon', 'medium', 1, 4, 10, []],
    ['raider', 'Raider', 'klingon', 'long', 2, 3, 6, []],
    ['escort', 'Escort', 'klingon', 'long', 2, 2, 5, ['cloak']],
  ] as const)('%s: %s', (id, name, faction, move, turn, torpedoDice, points, lacks) => {
    expect(CLASSES[id]).toEqual({ id, name, faction, move, turn, torpedoDice, points, lacks });
  });

  test('"All tracks start the game at 6 except Cloak, which can either start at 6 or at 1"', () => {
    expect(startingTracks('raider', false)).toEqual({ ...six(), cloak: 1 });
    expect(startingTracks('raider', true)).toEqual(six());
    // A system not fitted stays at 1 (ruling).
    expect(startingTracks('freighter', false)).toMatchObject({
      cloak: 1,
      torpedoes: 1,
      phasers: 1,
      detectCloak: 1,
      shields: 6,
    });
  });

  test('every printed card passes the own-card check once given an own id', () => {
    for (const id of CLASS_IDS)
      expect(checkCard({ ...CLASSES[id], id: `own_${id}` }).ok, id).toBe(true);
    for (const id of FACTION_IDS)
      expect(checkFaction({ ...FACTIONS[id], id: `own_${id}` }).ok, id).toBe(true);
  });
});

function six() {
  return Object.fromEntries(TRACKS.map((t) => [t, 6]));
}

/** A Romulan-style card of our own: a cloaked raider that turns three hexsides. */
const warbird: OwnClass = {
  card: 'class',
  id: 'own_warbird',
  name: 'Warbird',
  faction: 'own_romulans',
  move: 'medium',
  turn: 3,
  torpedoDice: 5,
  points: 12,
  lacks: ['transporters'],
};

const romulans: OwnFaction = {
  card: 'faction',
  id: 'own_romulans',
  name: 'Romulan Star Empire',
  initiative: 5,
  crewQuality: 5,
  assault: 2,
  defence: 3,
};

describe('Own cards: the editor’s checks name their code and the path at fault', () => {
  test.each([
    ['a printed id', { ...warbird, id: 'raider' }, 'card/printed_id', ['id']],
    ['an id with spaces', { ...warbird, id: 'my ship' }, 'card/invalid', ['id']],
    ['an empty name', { ...warbird, name: ' ' }, 'card/invalid', ['name']],
    ['a 41-letter name', { ...warbird, name: 'x'.repeat(41) }, 'card/invalid', ['name']],
    ['an unknown faction', { ...warbird, faction: 'borg' }, 'card/unknown_faction', ['faction']],
    ['a band of 12 hexes', { ...warbird, move: 'warp' }, 'card/invalid', ['move']],
    ['a Turn Value of 4', { ...warbird, turn: 4 }, 'card/invalid', ['turn']],
    ['seven torpedo dice', { ...warbird, torpedoDice: 7 }, 'card/invalid', ['torpedoDice']],
    ['0 VP', { ...warbird, points: 0 }, 'card/invalid', ['points']],
    [
      'a track twice',
      { ...warbird, lacks: ['cloak', 'cloak'] },
      'card/duplicate_track',
      ['lacks', 1],
    ],
    ['an unknown track', { ...warbird, lacks: ['warp_core'] }, 'card/invalid', ['lacks', 0]],
    ['nothing fitted', { ...warbird, lacks: [...TRACKS] }, 'card/no_tracks', ['lacks']],
    [
      'Torpedoes fitted without dice',
      { ...warbird, torpedoDice: 0 },
      'card/torpedo_dice',
      ['torpedoDice'],
    ],
    [
      'torpedo dice without Torpedoes',
      { ...warbird, lacks: ['torpedoes'] },
      'card/torpedo_dice',
      ['torpedoDice'],
    ],
    ['an unknown field', { ...warbird, warp: 9 }, 'card/invalid', []],
  ])('%s', (_name, input, code, path) => {
    const checked = checkCard(input, [romulans]);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error).toMatchObject({ code, path });
    expect(checked.error.message.length).toBeGreaterThan(10);
  });

  test.each([
    ['a printed id', { ...romulans, id: 'klingon' }, 'card/printed_id', ['id']],
    ['no initiative dice', { ...romulans, initiative: 0 }, 'card/invalid', ['initiative']],
    ['seven initiative dice', { ...romulans, initiative: 7 }, 'card/invalid', ['initiative']],
    ['Crew Quality 1', { ...romulans, crewQuality: 1 }, 'card/invalid', ['crewQuality']],
    ['Defence 7', { ...romulans, defence: 7 }, 'card/invalid', ['defence']],
    ['not a card', 'Romulans', 'card/invalid', []],
  ])('faction: %s', (_name, input, code, path) => {
    const checked = checkFaction(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error).toMatchObject({ code, path });
  });

  test('a sound card is accepted as a card without its kind marker', () => {
    const { card: _kind, ...card } = warbird;
    expect(checkCard(warbird, [romulans])).toEqual({ ok: true, value: card });
    expect(checkCard({ ...warbird, faction: 'klingon' }).ok).toBe(true);
  });

  test('ownCardId makes an id from a name that never clashes with a printed card', () => {
    expect(ownCardId('Bird of Prey!')).toBe('own_bird_of_prey');
    expect(ownCardId('Raider')).toBe('own_raider');
    expect(checkCard({ ...warbird, id: ownCardId('A'.repeat(60)) }, [romulans]).ok).toBe(true);
  });
});

describe('Points of own cards: the same formula as the printed ones', () => {
  test('fitted tracks + 2 × torpedo dice + band ÷ 3 + turn value', () => {
    // Seven fitted tracks, five torpedo dice, Medium (2), Turn Value 3.
    expect(shipPoints(warbird)).toBe(7 + 10 + 2 + 3);
    expect(CLASS_IDS.map((id) => shipPoints(CLASSES[id]))).toEqual(
      CLASS_IDS.map((id) => shipPoints(id)),
    );
    const setup = { custom: { classes: [warbird] } };
    expect(fleetPoints([{ cls: 'own_warbird' }, { cls: 'raider' }], setup)).toBe(22 + 19);
  });
});

/** A checked set-up; fails the test when it is refused. */
function setupOf(input: unknown): StartrekSetup {
  const parsed = R.parseSetup(input);
  if (!parsed.ok) throw new Error(`${parsed.error.code} ${parsed.error.message}`);
  return parsed.value;
}

const ownDuel = {
  scenario: 'duel',
  custom: {
    factions: [romulans],
    classes: [warbird],
    sides: { B: { faction: 'own_romulans' } },
    forces: {
      A: [{ cls: 'heavy_cruiser', hex: '0409', heading: 1 }],
      B: [{ cls: 'own_warbird', hex: '2110', heading: 4, cloaked: true }],
    },
  },
};

describe('Custom battles with own cards', () => {
  test.each([
    [
      'a card with a fault',
      { classes: [{ ...warbird, faction: 'klingon', torpedoDice: 0 }] },
      'setup/torpedo_dice',
      ['custom', 'classes', 0, 'torpedoDice'],
    ],
    [
      'a card naming a faction not given',
      { classes: [warbird] },
      'setup/unknown_faction',
      ['custom', 'classes', 0, 'faction'],
    ],
    [
      'two cards with one id',
      {
        classes: [
          { ...warbird, faction: 'klingon' },
          { ...warbird, faction: 'klingon' },
        ],
      },
      'setup/duplicate_card',
      ['custom', 'classes', 1, 'id'],
    ],
    [
      'two factions with one id',
      { factions: [romulans, romulans] },
      'setup/duplicate_card',
      ['custom', 'factions', 1, 'id'],
    ],
    [
      'a printed faction id',
      { factions: [{ ...romulans, id: 'federation' }] },
      'setup/printed_id',
      ['custom', 'factions', 0, 'id'],
    ],
    [
      'a side naming an own faction not given',
      { sides: { A: { faction: 'own_romulans' } } },
      'setup/unknown_faction',
      ['custom', 'sides', 'A', 'faction'],
    ],
    [
      'an own card’s cloak where it has none',
      {
        classes: [{ ...warbird, faction: 'klingon', lacks: ['cloak'] }],
        forces: { B: [{ cls: 'own_warbird', hex: '2110', heading: 4, cloaked: true }] },
      },
      'setup/no_cloak',
      ['custom', 'forces', 'B', 0, 'cloaked'],
    ],
    [
      'an own card over budget',
      { ...ownDuel.custom, budget: { B: 21 } },
      'setup/over_budget',
      ['custom', 'forces', 'B'],
    ],
    [
      'a card of the shape',
      { classes: [{ ...warbird, turn: 9 }] },
      'setup/invalid',
      ['custom', 'classes', 0, 'turn'],
    ],
  ])('%s is refused', (_name, custom, code, path) => {
    const input = { scenario: 'duel', custom };
    const parsed = R.parseSetup(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ code, path });
  });

  test('the own cards reach the game: tracks, cloak, faction name and initiative dice', () => {
    const setup = setupOf(ownDuel);
    expect(R.seatName(setup, 'B')).toBe('Romulan Star Empire');
    const state = initialState(setup);
    expect(state.ships.find((s) => s.id === 'B1')).toMatchObject({
      cls: 'own_warbird',
      tracks: { ...six(), transporters: 1 },
    });
    expect(state.ships.find((s) => s.id === 'B1')?.cloak?.tokens).toHaveLength(6);
    const created = R.create(setup, rolls(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
    if (!created.ok) throw new Error('not created');
    // Faction cards: the own card's five initiative dice against the Federation's three.
    expect(created.value.state.initiative.B).toHaveLength(5);
    expect(created.value.state.initiative.A).toHaveLength(3);
    expect(classCard(setup, 'own_warbird').name).toBe('Warbird');
    expect(factionCard(setup, 'own_romulans').initiative).toBe(5);
  });

  test('Move: an own card’s Turn Value 3 turns three hexsides, the printed cruiser’s one', () => {
    const custom = { classes: [{ ...warbird, faction: 'klingon' }] };
    const state = battle(
      {
        A: [{ cls: 'own_warbird', at: '0409', heading: 1 }],
        B: [{ cls: 'heavy_cruiser', at: '2010', heading: 4 }],
      },
      { custom },
    );
    const turns = legalOrders(state, 'A').flatMap((o) =>
      o.type === 'move' ? [Math.abs(o.turn)] : [],
    );
    expect(Math.max(...turns)).toBe(3);
    expect(manoeuvres(CLASSES.heavy_cruiser, 'short').every((m) => Math.abs(m.turn) <= 1)).toBe(
      true,
    );
    const sharp = legalOrders(state, 'A').find((o) => o.type === 'move' && Math.abs(o.turn) === 3);
    const turned = play(state, 'A', sharp);
    expect(sharp).toBeDefined();
    expect(turned.state.ships.find((s) => s.id === 'A1')?.heading).not.toBe(1);
    const cruiser = battle(
      {
        A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
        B: [{ cls: 'battlecruiser', at: '2010', heading: 4 }],
      },
      {},
    );
    const refused = R.check(cruiser, 'A', {
      ...sharp,
      band: 'medium',
    });
    expect(refused.ok ? null : refused.error.code).toBe('order/bad_turn');
  });

  test('Launch a torpedo carries the own card’s five dice; its loss scores its own VP', () => {
    const custom = { classes: [{ ...warbird, faction: 'klingon' }] };
    const start = battle(
      {
        A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
        B: [
          {
            cls: 'own_warbird',
            at: '0709',
            heading: 4,
            tracks: {
              shields: 2,
              phasers: 1,
              torpedoes: 1,
              lifeSupport: 1,
              engines: 2,
              detectCloak: 1,
              cloak: 1,
            },
          },
        ],
      },
      { custom, initiative: { A: [6, 5, 4], B: [1, 1, 1, 1] } },
    );
    const fired = play(
      start,
      'A',
      { type: 'fire', ship: 'A1', target: 'B1', area: 'systems' },
      rolls(6, 6, 6, 6, 6, 6),
    );
    expect(eventsOf(fired.events, 'ship_destroyed')).toEqual([
      { type: 'ship_destroyed', ship: 'B1', points: 12, to: 'A' },
    ]);
    const launcher = battle(
      {
        A: [{ cls: 'own_warbird', at: '0409', heading: 1 }],
        B: [{ cls: 'heavy_cruiser', at: '0909', heading: 4 }],
      },
      { custom },
    );
    const launch = legalOrders(launcher, 'A').find((o) => o.type === 'launch');
    expect(launch).toBeDefined();
    const launched = play(launcher, 'A', launch);
    expect(launched.state.torpedoes[0]?.dice).toBe(5);
  });
});
