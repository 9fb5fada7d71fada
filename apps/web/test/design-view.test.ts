import { describe, expect, test } from 'vitest';
import { DEFAULT_DESIGNS, HULLS } from '@broadside/rules/starfire';
import {
  hullSpacesOf,
  markErrors,
  viewDesign,
} from '../src/rulesets/starfire/designer/design-view.js';
import {
  deleteDesign,
  designChoices,
  loadDesigns,
  saveDesign,
} from '../src/rulesets/starfire/designer/design-store.js';
import { browserLibrary } from '../src/library/library.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('viewDesign', () => {
  test('the default CT design is valid and fills its hull (rules defaults.ts)', () => {
    const v = viewDesign('CT', DEFAULT_DESIGNS.CT.text);
    expect(v.errors).toEqual([]);
    expect(v.design?.speed).toBeGreaterThan(0);
    expect(v.used).toBe(v.design?.hullSpacesUsed);
    expect(v.capacity).toBe(HULLS.CT.hullSpaces);
    // Starfire rulings, "Points": the Lancer corvette's golden value.
    expect(v.points).toBe(38);
  });

  test('an over-full design still shows the hull spaces it would take', () => {
    const v = viewDesign('CT', `${DEFAULT_DESIGNS.CT.text}Pt`);
    expect(v.design).toBeNull();
    expect(v.errors.map((e) => e.code)).toContain('design/hull_spaces_exceeded');
    expect(v.used).toBeGreaterThan(v.capacity);
    expect(v.points).toBeNull();
  });
});

describe('hullSpacesOf', () => {
  test.each([
    ['System Chart: S 1, A 1, R 4', 'SAR', 6],
    ['two-letter codes are read as one system (Pt 6, Mg 1)', 'PtMg', 7],
    ['drives in rooms count (I 1 each), parentheses and + count nothing', '(II)E+', 8],
    ['unknown letters count nothing', 'SW', 1],
  ])('%s', (_why, text, hs) => {
    expect(hullSpacesOf(text)).toBe(hs);
  });
});

describe('markErrors', () => {
  test('underlines the whole two-letter code an error points at', () => {
    const runs = markErrors('SPtA', [
      { code: 'design/syntax', message: 'x', path: [1], position: 1 },
    ]);
    expect(runs).toEqual([
      { text: 'S', error: null },
      { text: 'Pt', error: 0 },
      { text: 'A', error: null },
    ]);
  });

  test('an error at the end marks a trailing gap', () => {
    const runs = markErrors('SA', [
      { code: 'design/too_few_quarters', message: 'x', path: [2], position: 2 },
    ]);
    expect(runs).toEqual([
      { text: 'SA', error: null },
      { text: ' ', error: 0 },
    ]);
  });

  test('the runs spell the text back', () => {
    const text = 'SSAAXZ(I)R(I)LQ(I)MgPt';
    const errors = viewDesign('CT', text).errors;
    expect(errors.length).toBeGreaterThan(0);
    expect(
      markErrors(text, errors)
        .map((r) => r.text)
        .join('')
        .trimEnd(),
    ).toBe(text);
  });
});

describe('design store: Starfire designs in the library (issue 30)', () => {
  test('saves, replaces by name, lists per hull after the default, deletes', async () => {
    const s = memoryStorage();
    const library = browserLibrary(s);
    await saveDesign(library, s, { name: 'Raider', hull: 'CT', text: 'A' });
    await saveDesign(library, s, { name: 'Raider', hull: 'CT', text: 'B' });
    await saveDesign(library, s, { name: 'Brick', hull: 'DD', text: 'C' });
    const saved = loadDesigns(s);
    expect(saved).toHaveLength(2);
    const choices = designChoices(saved, 'CT');
    expect(choices.map((c) => [c.text, c.isDefault])).toEqual([
      [DEFAULT_DESIGNS.CT.text, true],
      ['B', false],
    ]);
    // In the library: kind design, ruleset starfire, body {hull, text}.
    expect((await library.list('design', 'starfire')).map((e) => e.body)).toContainEqual({
      hull: 'CT',
      text: 'B',
    });
    const raider = saved.find((d) => d.name === 'Raider')!;
    expect(await deleteDesign(library, s, raider.id)).toHaveLength(1);
  });

  test('designs saved before the library move into it once, none lost', async () => {
    const s = memoryStorage({
      'broadside.designs.v1': JSON.stringify([
        { id: 'CT:Raider', name: 'Raider', hull: 'CT', text: 'A' },
        { id: 'DD:Raider', name: 'Raider', hull: 'DD', text: 'B' },
        { id: 'x', name: 'Bad', hull: 'ZZ', text: '' },
      ]),
    });
    const first = loadDesigns(s);
    expect(first.map((d) => [d.name, d.hull, d.text]).sort()).toEqual([
      ['Raider (DD)', 'DD', 'B'],
      ['Raider', 'CT', 'A'],
    ]);
    expect(s.getItem('broadside.designs.v1')).toBe('[]');
    expect(loadDesigns(s)).toEqual(first);
    expect(await browserLibrary(s).list('design', 'starfire')).toHaveLength(2);
  });

  test('corrupt storage reads as no designs', () => {
    expect(loadDesigns(memoryStorage({ 'broadside.designs.v1': '{not json' }))).toEqual([]);
    expect(loadDesigns(memoryStorage({ 'broadside.library.v1': '{not json' }))).toEqual([]);
    expect(
      loadDesigns(
        memoryStorage({
          'broadside.designs.v1': '[{"id":1},{"id":"a","name":"n","hull":"ZZ","text":""}]',
        }),
      ),
    ).toEqual([]);
  });
});
