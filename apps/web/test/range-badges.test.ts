import { describe, expect, test } from 'vitest';
import { distance, formatLabel, offsetToHex } from '@broadside/rules';
import type { StarfireState } from '@broadside/rules/starfire';
import { mapOverlay, memoOverlay, rangeBadges } from '../src/rulesets/starfire/battle/map-props.js';
import { combatPosition, deployedPatrol, newPatrol, overlayInput } from './fixtures.js';

const input = overlayInput;

/** The rules package's range between two units of a state. */
function rulesRange(state: StarfireState, a: string, b: string): number {
  const ha = state.units.find((u) => u.id === a)?.hex;
  const hb = state.units.find((u) => u.id === b)?.hex;
  if (!ha || !hb) throw new Error('not on the map');
  return distance(ha, hb);
}

/** The deployed Patrol with B1 moved to a hex, still at the declarations. */
function withB1At(column: number, row: number): StarfireState {
  const s = structuredClone(deployedPatrol());
  const b = s.units.find((u) => u.id === 'B1');
  if (b) b.hex = offsetToHex(column, row);
  return s;
}

const deployed = deployedPatrol();
const near = withB1At(12, 11);
const same = withB1At(10, 10);

describe('range badges', () => {
  test.each([
    { name: 'A1 sees B1 25 hexes away', state: deployed, selected: 'A1', side: 'A', at: 'B1' },
    { name: 'B1 sees A1', state: deployed, selected: 'B1', side: 'B', at: 'A1' },
    { name: 'a near enemy', state: near, selected: 'A1', side: 'A', at: 'B1' },
    { name: 'an enemy in the same hex', state: same, selected: 'A1', side: 'A', at: 'B1' },
    { name: 'a spectator, any unit', state: deployed, selected: 'B1', side: null, at: 'A1' },
  ])('$name', ({ state, selected, side, at }) => {
    const hex = state.units.find((u) => u.id === at)?.hex;
    const range = rulesRange(state, selected, at);
    expect(rangeBadges(state, selected, side)).toEqual([{ hex, text: `${range} hx` }]);
    expect(mapOverlay(input(state, { selected, viewerSide: side })).badges).toEqual([
      { hex, text: `${range} hx` },
    ]);
  });

  test('the A1 → B1 range of the deployed Patrol is 25 hexes', () => {
    expect(rangeBadges(deployed, 'A1')[0]?.text).toBe('25 hx');
  });

  test.each([
    { name: 'nothing selected', state: deployed, selected: null, side: 'A' },
    { name: "an enemy's ship selected", state: deployed, selected: 'B1', side: 'A' },
    { name: 'an unknown unit', state: deployed, selected: 'X9', side: null },
    { name: 'during deployment', state: newPatrol(), selected: 'A1', side: 'A' },
  ])('no badges: $name', ({ state, selected, side }) => {
    expect(rangeBadges(state, selected, side)).toEqual([]);
    expect(mapOverlay(input(state, { selected, viewerSide: side })).badges).toEqual([]);
  });

  test('a destroyed enemy shows no range', () => {
    const s = structuredClone(deployed);
    const b = s.units.find((u) => u.id === 'B1');
    if (b) b.status = 'destroyed';
    expect(rangeBadges(s, 'A1', 'A')).toEqual([]);
  });

  test('a target with to-hit numbers keeps its fire badge alone', () => {
    const s = combatPosition(13, 11);
    const overlay = mapOverlay(input(s, { owedKind: 'fire', selected: 'A1', viewerSide: 'A' }));
    const b1 = formatLabel(offsetToHex(13, 11));
    const onB1 = overlay.badges.filter((x) => formatLabel(x.hex) === b1);
    expect(onB1).toHaveLength(1);
    expect(onB1[0]?.text).not.toMatch(/hx$/);
  });

  test('the overlay memo follows the selection and the side', () => {
    const memo = memoOverlay();
    const first = memo(3, input(deployed, { selected: 'A1', viewerSide: 'A' }));
    expect(first.badges).toHaveLength(1);
    expect(memo(3, input(deployed, { selected: 'A1', viewerSide: 'A' }))).toBe(first);
    expect(memo(3, input(deployed, { selected: 'B1', viewerSide: 'A' })).badges).toEqual([]);
    expect(memo(3, input(deployed, { selected: 'B1', viewerSide: null })).badges).toHaveLength(1);
  });
});
