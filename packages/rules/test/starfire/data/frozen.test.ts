import { describe, expect, test } from 'vitest';
import {
  HOUSE_RULES,
  HULLS,
  INTERCEPT_OPTIONS,
  RESTRICTED_MOUNTS,
  SYSTEMS,
  WEAPON_CHART,
} from '../../../src/starfire/data/index.js';

describe('rule tables cannot be changed at run time', () => {
  test.each([
    ['HULLS.CT.engineRoom', HULLS.CT.engineRoom],
    ['SYSTEMS.R', SYSTEMS.R],
    ['WEAPON_CHART.Pt.toHit', WEAPON_CHART.Pt.toHit],
    ['INTERCEPT_OPTIONS[0]', INTERCEPT_OPTIONS[0]],
    ['HOUSE_RULES.defaultMap', HOUSE_RULES.defaultMap],
    ['RESTRICTED_MOUNTS.ES', RESTRICTED_MOUNTS.ES],
  ])('%s is frozen, as is its table', (_name, inner) => {
    expect(Object.isFrozen(inner)).toBe(true);
  });

  test('writing to a table throws in strict mode and changes nothing', () => {
    expect(() => {
      (WEAPON_CHART.R.toHit as number[])[0] = 10;
    }).toThrow(TypeError);
    expect(WEAPON_CHART.R.toHit[0]).toBe(6);
    expect(Object.isFrozen(HULLS) && Object.isFrozen(HOUSE_RULES)).toBe(true);
  });
});
