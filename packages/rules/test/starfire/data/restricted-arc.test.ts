import { describe, expect, test } from 'vitest';
import { HULL_CODES, isRestrictedMount, SYSTEM_CODES } from '../../../src/starfire/data/index.js';

/**
 * Seed QSR: "Lasers (L) and Force Beams (F) mounted on Escorts (ES) are subject to Restricted
 * Arc. Energy Beams (E) mounted on Escorts (ES) and Corvettes (CT) are subject to Restricted Arc."
 */
const RESTRICTED = new Set(['ES:L', 'ES:F', 'ES:E', 'CT:E']);

const ALL = HULL_CODES.flatMap((hull) => SYSTEM_CODES.map((system) => [hull, system] as const));

describe('restricted-arc mounts (seed QSR)', () => {
  test.each(ALL)('%s mounting %s', (hull, system) => {
    expect(isRestrictedMount(hull, system)).toBe(RESTRICTED.has(`${hull}:${system}`));
  });
});
