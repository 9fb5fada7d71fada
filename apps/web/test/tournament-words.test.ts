import { describe, expect, it } from 'vitest';
import type { TournamentView } from '../src/tournaments/api.js';
import { formatDetails } from '../src/tournaments/words.js';

/** The line under an event's name says the format's own options (docs/tournaments.md, Formats). */
describe('formatDetails', () => {
  const base = { thirdPlaceMatch: false, grandFinalReset: true } as TournamentView['settings'];
  const cases: [string, TournamentView['format'], Partial<TournamentView['settings']>, string][] = [
    ['a Swiss says nothing more', 'swiss', {}, ''],
    ['a top cut', 'swiss_top_cut', { topCut: 8 }, ' (top 8 go through)'],
    [
      'groups and how many go through',
      'groups_playoffs',
      { groups: 4, advancePerGroup: 2 },
      ' (4 groups, 2 of each go through)',
    ],
    [
      'a third-place match',
      'single_elimination',
      { thirdPlaceMatch: true },
      ' (third-place match)',
    ],
    [
      'a double elimination without the reset',
      'double_elimination',
      { grandFinalReset: false },
      ' (no reset of the final)',
    ],
    ['a double elimination with it', 'double_elimination', {}, ''],
  ];
  it.each(cases)('%s', (_name, format, settings, expected) => {
    expect(formatDetails({ format, settings: { ...base, ...settings } })).toBe(expected);
  });
});
