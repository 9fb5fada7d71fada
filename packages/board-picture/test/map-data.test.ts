import { describe, expect, it } from 'vitest';
import { BAND_MARK_KINDS, HEX_MARKS } from '../src/map-data.js';

describe('mark kinds of the map', () => {
  it('are all different', () => {
    expect(new Set(HEX_MARKS).size).toBe(HEX_MARKS.length);
  });

  it('have a mark of their own for each range band, nearest first', () => {
    expect(BAND_MARK_KINDS).toEqual(['band-short', 'band-medium', 'band-long']);
    for (const kind of BAND_MARK_KINDS) expect(HEX_MARKS).toContain(kind);
    // The arc marks stay for arcs: no band borrows them.
    for (const arc of ['in-arc', 'restricted', 'blind'] as const)
      expect(BAND_MARK_KINDS).not.toContain(arc);
  });
});
