import { describe, expect, test } from 'vitest';
import { CLASSES } from '../../src/startrek/cards.js';
import { aftHex, manoeuvre, measure } from '../../src/startrek/geometry.js';
import { allowedBands } from '../../src/startrek/rules.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import { at, battle, eventsOf, play, ship } from './helpers.js';
import { formatLabel } from '../../src/hex/label.js';

describe('stands on hexes', () => {
  test('a stand is its fore hex and the aft hex behind it; the view lists both for a board', () => {
    expect(formatLabel(aftHex({ hex: at('0509'), heading: 0 }))).toBe('0510');
    expect(formatLabel(aftHex({ hex: at('0509'), heading: 3 }))).toBe('0508');
    const state = battle({
      A: [{ cls: 'heavy_cruiser', at: '0509', heading: 0 }],
      B: [{ cls: 'battlecruiser', at: '1509', heading: 3 }],
    });
    expect(
      R.view(state, { kind: 'spectator' }).stands.map((s) => [
        s.id,
        s.kind,
        formatLabel(s.fore),
        formatLabel(s.aft),
        s.heading,
      ]),
    ).toEqual([
      ['A1', 'ship', '0509', '0510', 0],
      ['B1', 'ship', '1509', '1508', 3],
    ]);
  });

  test('"The shortest distance (Fore to Fore, Fore to Aft, Aft to Fore, or Aft to Aft) is the one used"', () => {
    // A ship pointing away from its target measures from its aft hex: the Aft arc.
    expect(measure({ hex: at('0509'), heading: 0 }, { hex: at('0515'), heading: 0 })).toEqual({
      distance: 5,
      arc: 'aft',
    });
    // Turned towards it, the same ship measures fore to fore, one hex further than its aft was.
    expect(measure({ hex: at('0509'), heading: 3 }, { hex: at('0515'), heading: 0 })).toEqual({
      distance: 6,
      arc: 'fore',
    });
    // Side by side: fore and aft tie, the Fore arc is used.
    expect(measure({ hex: at('0509'), heading: 0 }, { hex: at('0709'), heading: 0 }).arc).toBe(
      'fore',
    );
  });
});

describe('Move', () => {
  test('"the ship must move the full amount of one of the values … A ship may make one turn at any point during their move"', () => {
    const { path, end } = manoeuvre(
      { hex: at('0509'), heading: 0 },
      { band: 'short', turnAt: 1, turn: 1 },
    );
    expect(path.map(formatLabel)).toEqual(['0508', '0607', '0707']);
    expect(end.heading).toBe(1);
    const state = battle({
      A: [{ cls: 'heavy_cruiser', at: '0509', heading: 0 }],
      B: [{ cls: 'battlecruiser', at: '1509', heading: 3 }],
    });
    const moved = play(state, 'A', { type: 'move', ship: 'A1', band: 'short', turnAt: 1, turn: 1 });
    expect(formatLabel(ship(moved.state, 'A1').hex)).toBe('0707');
    expect(eventsOf(moved.events, 'ship_moved')[0]).toMatchObject({
      band: 'short',
      to: { heading: 1 },
    });
  });

  test('"a Medium range ship can move Short or Medium"; damaged engines shorten the band (ruling)', () => {
    const state = battle({
      A: [
        { cls: 'heavy_cruiser', at: '0509', heading: 0 },
        { cls: 'frigate', at: '0512', heading: 0 },
      ],
      B: [{ cls: 'battlecruiser', at: '1509', heading: 3 }],
    });
    expect(allowedBands(ship(state, 'A1'), CLASSES.heavy_cruiser)).toEqual(['short', 'medium']);
    expect(allowedBands(ship(state, 'A2'), CLASSES.frigate)).toEqual(['short', 'medium', 'long']);
    const bands = (engines: number) =>
      allowedBands(
        { ...ship(state, 'A2'), tracks: { ...ship(state, 'A2').tracks, engines } },
        CLASSES.frigate,
      );
    expect([6, 5, 4, 3, 2, 1].map(bands)).toEqual([
      ['short', 'medium', 'long'],
      ['short', 'medium'],
      ['short', 'medium'],
      ['short'],
      ['short'],
      [],
    ]);
  });
});
