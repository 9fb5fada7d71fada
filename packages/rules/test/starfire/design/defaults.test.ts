import { describe, expect, test } from 'vitest';
import { HULL_CODES, HULLS, SYSTEMS } from '../../../src/starfire/data/index.js';
import { DEFAULT_DESIGNS, defaultDesign, parseDesign } from '../../../src/starfire/design/index.js';

describe('default design library (Starfire rulings, Ship design)', () => {
  test.each(HULL_CODES)('%s: valid, canonical, named', (hull) => {
    const { name, text } = DEFAULT_DESIGNS[hull];
    expect(name.length).toBeGreaterThan(3);
    const parsed = parseDesign(hull, text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.text).toBe(text);
    expect(defaultDesign(hull)).toEqual(parsed.value);
  });

  test.each(HULL_CODES)('%s: fills its hull spaces and reaches its Max MP', (hull) => {
    const design = defaultDesign(hull);
    expect(design.hullSpacesUsed).toBe(HULLS[hull].hullSpaces);
    expect(design.speed).toBe(HULLS[hull].maxMp);
  });

  test.each(HULL_CODES)('%s: mounts what its kind requires', (hull) => {
    const design = defaultDesign(hull);
    const codes = design.slots.map((s) => s.code);
    const weapons = new Set(codes.filter((c) => SYSTEMS[c].category === 'weapon'));
    switch (HULLS[hull].kind) {
      case 'warship':
        expect(codes).toContain('I');
        expect(codes.filter((c) => c === 'Q').length).toBe(HULLS[hull].requiredQuarters);
        expect(weapons.size).toBeGreaterThanOrEqual(2);
        break;
      case 'base':
        expect(codes).not.toContain('I');
        expect(codes).toContain('Y'); // so missiles and torpedoes get the base range reduction
        expect(weapons.size).toBeGreaterThanOrEqual(3);
        break;
      case 'freighter':
        expect(new Set(codes)).toEqual(new Set(['I', 'Q', 'H']));
        break;
    }
  });
});

describe('default designs are shared values', () => {
  test('defaultDesign returns one frozen design per hull', () => {
    const design = defaultDesign('CT');
    expect(defaultDesign('CT')).toBe(design);
    expect(Object.isFrozen(design) && Object.isFrozen(design.slots[0])).toBe(true);
    expect(Object.isFrozen(DEFAULT_DESIGNS.CT)).toBe(true);
  });
});
