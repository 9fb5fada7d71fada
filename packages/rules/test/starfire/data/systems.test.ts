import { describe, expect, test } from 'vitest';
import {
  BASE_FORBIDDEN_SYSTEMS,
  FREIGHTER_SYSTEMS,
  isSystemCode,
  SYSTEM_CODES,
  SYSTEMS,
  type SystemCode,
} from '../../../src/starfire/data/index.js';

/** The seed QSR System Chart rows, verbatim. */
const SEED_SYSTEM_CHART = `
| A | Armor | 1 |
| D | Point Defense | 2 |
| E | Energy Beam | 6 |
| F | Force Beam | 5 |
| G | Sprint Missile Launcher | 3 |
| H | Cargo Hold | 1 |
| I | Inertialess Engine | 1 |
| L | Laser Beam | 4 |
| Mg | Magazine | 1 |
| Pt | Plasma Torpedo Launcher | 6 |
| Q | Crew Quarters | 1 |
| R | Missile Launcher | 4 |
| S | Shields | 1 |
| X | Science Instruments | 1 |
| Y | Combat Sensors | 1 |
| Z | Datalink | 0 |
`;

const SEED_ROWS = SEED_SYSTEM_CHART.trim()
  .split('\n')
  .map((line) => line.split('|').map((c) => c.trim()).slice(1, 4))
  .map(([code = '', name = '', hs]) => [code as SystemCode, name, Number(hs)] as const);

describe('System Chart (seed QSR)', () => {
  test('lists the sixteen systems in the seed order', () => {
    expect(SEED_ROWS.map(([code]) => code)).toEqual([...SYSTEM_CODES]);
  });

  test.each(SEED_ROWS)('seed QSR system chart, %s is %s taking %i hull spaces', (code, name, hullSpaces) => {
    expect(SYSTEMS[code]).toMatchObject({ code, name, hullSpaces });
  });

  test('weapons are exactly the chart weapons', () => {
    expect(SYSTEM_CODES.filter((c) => SYSTEMS[c].category === 'weapon').sort()).toEqual(['E', 'F', 'G', 'L', 'Pt', 'R']);
  });

  test('freighters mount only I, Q and H; bases no I (seed QSR)', () => {
    expect([...FREIGHTER_SYSTEMS].sort()).toEqual(['H', 'I', 'Q']);
    expect(BASE_FORBIDDEN_SYSTEMS).toEqual(['I']);
  });

  test('isSystemCode is case-sensitive', () => {
    expect(isSystemCode('Mg')).toBe(true);
    expect(isSystemCode('MG')).toBe(false);
    expect(isSystemCode('P')).toBe(false);
  });
});
