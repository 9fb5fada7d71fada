import { describe, expect, test } from 'vitest';
import { displayNameSchema, nameLabels, nameSkeleton } from '../src/display-names.js';

describe('display names refuse invisible and direction-changing characters', () => {
  test.each([
    ['a zero-width space', 'Fr\u200Bank'],
    ['a zero-width joiner', 'Fra\u200Dnk'],
    ['a word joiner', 'Fran\u2060k'],
    ['a byte-order mark', 'Fr\uFEFFank'],
    ['a right-to-left override', 'Frank\u202Eknarf'],
    ['a left-to-right embedding', '\u202AFrank'],
    ['a right-to-left isolate', 'Fr\u2067ank\u2069'],
    ['a right-to-left mark', 'Frank\u200F'],
    ['an Arabic letter mark', 'Frank\u061C'],
    ['a control character', 'Fr\u0007ank'],
    ['a C1 control', 'Fr\u0085ank'],
    ['a line separator', 'Fr\u2028ank'],
    ['a no-break space', 'Fr\u00A0ank'],
    ['a Hangul filler', '\u3164'],
  ])('refuses %s', (_what, name) => {
    const parsed = displayNameSchema.safeParse(name);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/invisible/);
  });

  test('normalises to NFC and keeps ordinary names from any script', () => {
    expect(displayNameSchema.parse('  Zoe\u0301 ')).toBe('Zoé');
    expect(displayNameSchema.parse('Фрэнк')).toBe('Фрэнк');
    expect(displayNameSchema.parse('Anne Bonny')).toBe('Anne Bonny');
  });
});

describe('look-alike names share a skeleton', () => {
  test.each([
    ['Cyrillic а and о', 'Frаnk', 'Frank'],
    ['Greek omicron and capital letters', 'FRΑΝΚ', 'frank'],
    ['full-width letters', 'Ｆｒａｎｋ', 'Frank'],
    ['a capital I for an l', 'IsabeI', 'lsabel'],
    ['a digit 0 for an o', 'B0b', 'Bob'],
    ['rn for m', 'Sarn', 'Sam'],
    ['an accent', 'Fränk', 'Frank'],
  ])('%s', (_what, a, b) => {
    expect(nameSkeleton(a)).toBe(nameSkeleton(b));
  });

  test('different names keep different skeletons', () => {
    expect(nameSkeleton('Frank')).not.toBe(nameSkeleton('Fred'));
  });
});

describe('labels show the username beside names that look alike', () => {
  test('three Franks and a Fred', () => {
    expect(
      nameLabels([
        { name: 'Frank', username: 'frank' },
        { name: 'Frаnk', username: 'evil1' },
        { name: 'Fr\u200Bank', username: 'evil2' },
        { name: 'Fred', username: 'fred' },
        { name: 'Frank\u202Eknarf', username: 'evil3' },
        { name: '\u200B', username: 'evil4' },
      ]),
    ).toEqual([
      'Frank (frank)',
      'Frаnk (evil1)',
      'Frank (evil2)',
      'Fred',
      'Frankknarf (evil3)',
      'evil4',
    ]);
  });

  test('players without an account are labelled as guests (or their tag), each on their own', () => {
    expect(
      nameLabels([
        { name: 'Frank', username: 'frank' },
        { name: 'Frаnk', username: null },
        { name: 'Fran​k', username: null },
        { name: 'Frank', username: null, tag: 'bot' },
        { name: 'Fred', username: null },
      ]),
    ).toEqual(['Frank (frank)', 'Frаnk (guest)', 'Frank (guest)', 'Frank (bot)', 'Fred']);
  });

  test('two guests with look-alike names are both labelled', () => {
    expect(
      nameLabels([
        { name: 'Frank', username: null },
        { name: 'Frаnk', username: null },
      ]),
    ).toEqual(['Frank (guest)', 'Frаnk (guest)']);
  });
});
