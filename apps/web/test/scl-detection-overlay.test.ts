import { describe, expect, test } from 'vitest';
import { parseLabel, verifiableDice, type Hex } from '@broadside/rules';
import { detectionRadius, sclRuleset, type SclView } from '@broadside/rules/scl';
import {
  ENGAGEMENT_BADGES,
  RADIUS_BADGE,
  detectionBadges,
} from '../src/rulesets/scl/battle/detection-overlay.js';

/** The hex of a CCRR label on the 30 × 20 map. */
function at(label: string): Hex {
  const parsed = parseLabel(label, { columns: 30, rows: 20 });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { q: parsed.value.q, r: parsed.value.r };
}

/** Side B's view of Bismarck at Bay with its ships and the Bismarck at these hexes. */
function viewOfB(hexes: Record<string, string>): SclView {
  const setup = sclRuleset.parseSetup({ scenario: 'bismarck_at_bay' });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = sclRuleset.create(setup.value, verifiableDice(new Uint8Array(32)));
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value.state;
  state.units = state.units.map((u) => (hexes[u.id] ? { ...u, hex: at(hexes[u.id]!) } : u));
  return { ...sclRuleset.view(state, { kind: 'seat', seat: 'B' }), units: state.units };
}

describe('the board marks detection as the rules decide it (issue 28, "Engaging")', () => {
  test.each([
    // [what, selected, badge on the Bismarck]
    ['the side: the cruiser sees it itself', null, ENGAGEMENT_BADGES.own],
    ['the cruiser selected: its own sensors', 'B1', ENGAGEMENT_BADGES.own],
    ['the raider selected: only remote data, −1', 'B2', ENGAGEMENT_BADGES.remote],
  ])('%s', (_what, selected, badge) => {
    const view = viewOfB({ A1: '1010', B1: '1110', B2: '1310' });
    const badges = detectionBadges(view, 'B', selected);
    const onBismarck = badges.filter((b) => b.hex.q === at('1010').q && b.hex.r === at('1010').r);
    expect(onBismarck.map((b) => b.text)).toContain(badge);
  });

  test('a ring at each own ship’s detection radius; none for a spectator', () => {
    const view = viewOfB({ A1: '0610', B1: '2410', B2: '2413' });
    const rings = detectionBadges(view, 'B', null).filter((b) => b.text === RADIUS_BADGE);
    const radii = view.units.filter((u) => u.side === 'B').map((u) => detectionRadius(view, u));
    // A radius-r ring has 6r hexes (fewer where the map edge cuts it, or where rings overlap).
    expect(rings.length).toBeGreaterThan(0);
    expect(rings.length).toBeLessThanOrEqual(radii.reduce((n, r) => n + 6 * r, 0));
    expect(detectionBadges(view, null, null)).toEqual([]);
  });
});
