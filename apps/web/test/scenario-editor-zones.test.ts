import { RULESETS } from '@broadside/rules';
import { describe, expect, it } from 'vitest';
import {
  picksFleets,
  setPicksFleets,
  toggleZoneHex,
  zoneMarks,
  zonesPossible,
} from '../src/scenario-editor/fleet-zones.js';

/** The editor's drawn deployment zones (issue 30), checked by the rules' own fleet phase. */
describe('scenario editor: deployment zones', () => {
  const duel = { scenario: 'duel' };
  const shown = { A: ['0202', '0203'], B: ['2010'] };

  it.each([
    ['onepage', true],
    ['scl', true],
    ['startrek', true],
    ['starfire', false],
  ])('%s lets the creator draw zones: %s', (id, possible) => {
    const scenario = RULESETS[id]!.describe().scenarios[0]!.id;
    expect(zonesPossible(RULESETS[id]!, { scenario })).toBe(possible);
  });

  it('turns fleet choice on and off; off drops the drawn zones', () => {
    const on = setPicksFleets(duel, true);
    expect(picksFleets(on)).toBe(true);
    const drawn = toggleZoneHex(on, shown, 'A', '0101');
    expect(setPicksFleets(drawn, false)).toEqual(duel);
  });

  it('adds a hex to the shown zone, takes it out again, and keeps a hex in one zone', () => {
    const on = setPicksFleets(duel, true);
    const added = toggleZoneHex(on, shown, 'A', '0101') as { fleetZones: object };
    expect(added.fleetZones).toEqual({ A: ['0202', '0203', '0101'] });
    expect((toggleZoneHex(added, shown, 'A', '0101') as { fleetZones: object }).fleetZones).toEqual(
      {
        A: ['0202', '0203'],
      },
    );
    // B takes a hex of A's zone: it leaves A's.
    const moved = toggleZoneHex(added, shown, 'B', '0202') as { fleetZones: object };
    expect(moved.fleetZones).toEqual({ A: ['0203', '0101'], B: ['2010', '0202'] });
    expect(RULESETS.onepage!.parseSetup(moved).ok).toBe(true);
  });

  it("marks the chosen side's zone as legal, the others faintly", () => {
    expect(zoneMarks(shown, 'B').map((m) => m.kind)).toEqual(['band-long', 'band-long', 'legal']);
    expect(zoneMarks(null, 'A')).toEqual([]);
  });
});
