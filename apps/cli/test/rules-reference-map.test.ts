import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/**
 * docs/rules-reference.md ends with a map from each rule (seed sentence or Starfire ruling, see
 * docs/rules/starfire.md) to the tests that check it. This test reads that table and makes sure
 * every test it names exists, word for word, in the named file of packages/rules/test, so that
 * the map stays true as the suite changes.
 */
const DOC = new URL('../../../docs/rules-reference.md', import.meta.url);
const TESTS = new URL('../../../packages/rules/test/', import.meta.url);
const SECTION = '## Where each rule is tested';

interface MapRow {
  readonly rule: string;
  readonly source: string;
  readonly tests: readonly { readonly file: string; readonly name: string }[];
}

function mapRows(markdown: string): MapRow[] {
  const start = markdown.indexOf(SECTION);
  if (start < 0) throw new Error(`docs/rules-reference.md has no "${SECTION}" section`);
  const lines = markdown.slice(start).split('\n');
  const rows: MapRow[] = [];
  for (const line of lines) {
    if (!line.startsWith('| ') || line.startsWith('| rule |')) continue;
    const cells = line.split(' | ').map((cell) => cell.replace(/^\| ?| ?\|$/g, '').trim());
    const [rule = '', source = '', tests = ''] = cells;
    rows.push({
      rule,
      source,
      tests: tests.split(' · ').map((item) => {
        const match = /^`([^`]+)` › (.+)$/.exec(item.trim());
        if (!match) throw new Error(`bad test reference "${item}" in the row "${rule}"`);
        return { file: match[1] ?? '', name: match[2] ?? '' };
      }),
    });
  }
  return rows;
}

const rows = mapRows(readFileSync(DOC, 'utf8'));

describe('docs/rules-reference.md: the rule-to-test map', () => {
  test('covers the turn sequence and the rulings (at least 60 rules, each with a source)', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const row of rows) expect(row.source, row.rule).not.toBe('');
  });

  test.each(rows.map((row) => [row.rule, row] as const))(
    '%s: every named test exists',
    (_rule, row) => {
      for (const { file, name } of row.tests) {
        const path = new URL(file, TESTS);
        expect(existsSync(path), `${file} exists`).toBe(true);
        const source = readFileSync(path, 'utf8');
        expect(source.includes(name), `${file} has a test named "${name}"`).toBe(true);
      }
    },
  );
});
