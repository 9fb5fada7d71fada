import { describe, expect, test } from 'vitest';
import { DESIGN_IDS, DESIGN_POINTS, DESIGNS } from '@broadside/rules/onepage';
import rulesDoc from '../../../docs/rules/onepage.md?raw';

/** The Points table of docs/rules/onepage.md: design name → points, as written. */
function documentedPoints(): Map<string, number> {
  const section = rulesDoc.split('\n## Points')[1]?.split('\n## ')[0] ?? '';
  const rows = section
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells.length === 8 && /^\d+$/.test(cells[6] ?? ''));
  return new Map(rows.map((cells) => [cells[1]!, Number(cells[6])]));
}

describe('one-page rules page: Custom battles and points', () => {
  test.each(DESIGN_IDS)('%s: the rules page shows the points the docs state', (id) => {
    expect(documentedPoints().get(DESIGNS[id].name)).toBe(DESIGN_POINTS[id]);
  });
});

describe('one-page rules page: Own designs', () => {
  test('the docs explain the editor and every design/... refusal the rules give', () => {
    const section = rulesDoc.split('\n## Own designs')[1]?.split('\n## ')[0] ?? '';
    expect(section).toMatch(/### The ship editor/);
    for (const code of [
      'design/invalid',
      'design/reserved_id',
      'design/bad_missiles',
      'design/bad_losses',
    ])
      expect(section).toContain(code);
  });
});
