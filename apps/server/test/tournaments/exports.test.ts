import { describe, expect, it } from 'vitest';
import { battleReport } from '../../src/tournaments/export/battle-report.js';
import {
  escapeBbcode,
  escapeHtml,
  escapeMarkdown,
  safeUrl,
} from '../../src/tournaments/export/escape.js';
import {
  crosstableExport,
  pairingsExport,
  standingsExport,
  type TournamentExport,
} from '../../src/tournaments/export/tables.js';
import { computeStandings } from '../../src/tournaments/standings.js';
import { DEFAULT_SCORING, type PlayedBoard } from '../../src/tournaments/types.js';

/** Names that try to break out of each format. */
const HOSTILE = {
  a: '[url=javascript:alert(1)]Ann[/url]',
  b: '*_[]()#|`Bob`',
  c: '<script>alert("c")</script>',
  d: 'Dee\n[b]two[/b]\r\n# lines',
};

const boards: PlayedBoard[] = [
  { round: 1, first: 'a', second: 'b', result: { kind: 'win', winner: 'first', level: 'major' } },
  { round: 1, first: 'c', second: 'd', result: { kind: 'draw' } },
  { round: 2, first: 'd', second: 'a', result: { kind: 'forfeit', winner: 'second' } },
  { round: 2, first: 'b', second: 'c', result: null },
];

const tournament: TournamentExport = {
  name: 'Spring [i]Cup[/i] | *2026*',
  url: 'https://broadside.example/#/tournaments/t1',
  names: new Map(Object.entries(HOSTILE)),
  tieBreaks: ['buchholz', 'sonneborn_berger'],
  standings: computeStandings(['a', 'b', 'c', 'd'], boards, DEFAULT_SCORING, [
    'buchholz',
    'sonneborn_berger',
  ]),
  rounds: [
    {
      round: 1,
      boards: [
        { ...boards[0]!, gameUrl: 'https://broadside.example/#/watch/g1' },
        { ...boards[1]!, gameUrl: 'https://broadside.example/#/watch/g2' },
      ],
    },
    {
      round: 2,
      boards: [
        { ...boards[2]!, gameUrl: null, adjudication: 'No moves for 3 weeks [url=x]' },
        { ...boards[3]!, gameUrl: 'https://broadside.example/#/watch/g4' },
      ],
    },
  ],
};

const report = {
  title: 'Round 1: [color=red]Ann[/color] v *Bob*',
  ruleset: 'Some ruleset',
  scenario: 'Patrol <b>',
  sides: [
    { seatName: 'Side A', player: HOSTILE.a, forces: ['2 × Destroyer', '1 × [Cruiser]'] },
    { seatName: 'Side B', player: HOSTILE.c, forces: [] },
  ],
  result: 'Side A wins a major victory: all (3) escaped.',
  level: 'major',
  turns: 7,
  timeline: [
    { turn: 3, text: 'Unit destroyed: B1 "Hammer"' },
    { turn: 5, text: 'Unit escaped: A2' },
  ],
  commitment: 'abc123',
  seed: 'deadbeef',
  seedSeats: ['A', 'B [x]'],
  fingerprint: 'f1f2',
  signature: { keyId: 'k1', publicKey: 'beef', value: 'cafe' },
  replayUrl: 'https://broadside.example/#/watch/g1',
  recordUrl: 'https://broadside.example/api/games/g1/record',
  mapUrl: 'https://broadside.example/api/games/g1/map.png',
};

/** No tag of the user's survives in BBCode: every `[` is ours. */
function bbcodeTags(text: string): string[] {
  return [...text.matchAll(/\[\/?([a-z*]+)/g)].map((m) => m[1]!);
}

describe('escaping', () => {
  it.each([
    ['bbcode', escapeBbcode, '［url=javascript:alert(1)］Ann［/url］'],
    ['markdown', escapeMarkdown, '\\[url\\=javascript\\:alert\\(1\\)\\]Ann\\[/url\\]'],
    ['html', escapeHtml, '[url=javascript:alert(1)]Ann[/url]'],
  ])('%s escapes a link tag', (_format, escape, expected) => {
    expect(escape(HOSTILE.a)).toBe(expected);
  });

  it('keeps names on one line and escapes HTML', () => {
    expect(escapeBbcode(HOSTILE.d)).toBe('Dee ［b］two［/b］ # lines');
    expect(escapeMarkdown(HOSTILE.d)).toBe('Dee \\[b\\]two\\[/b\\] \\# lines');
    expect(escapeHtml(HOSTILE.c)).toBe('&lt;script&gt;alert(&quot;c&quot;)&lt;/script&gt;');
  });

  it('accepts only http(s) URLs and encodes what could end the markup', () => {
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('https://x.example/a b]c(d)')).toBe('https://x.example/a%20b%5Dc%28d%29');
  });
});

describe('exports with hostile names', () => {
  it.each(['bbcode', 'markdown'] as const)('%s standings, pairings, crosstable', (format) => {
    const text = [
      standingsExport(format, tournament),
      pairingsExport(format, tournament),
      crosstableExport(format, tournament),
    ].join('\n\n----\n\n');
    expect(text).toMatchSnapshot();
    if (format === 'bbcode') {
      expect(new Set(bbcodeTags(text))).toEqual(
        new Set(['size', 'b', 'table', 'tr', 'th', 'td', 'url']),
      );
      expect(text).not.toMatch(/\[url=[^h]/);
    } else {
      expect(text).not.toContain('<script>');
      // Every row of a table has as many cells as its head: no name adds a cell.
      for (const table of text.split(/\n(?!\|)/).filter((t) => t.startsWith('|'))) {
        const counts = table.split('\n').map((l) => l.replace(/\\\|/g, '').split('|').length);
        expect(new Set(counts).size).toBe(1);
      }
      expect(text).not.toMatch(/[^\\]\[url/);
    }
  });

  it('html: every tag is the export’s own, every name is text', () => {
    const text = [
      standingsExport('html', tournament),
      pairingsExport('html', tournament),
      crosstableExport('html', tournament),
      battleReport('html', report),
    ].join('\n');
    expect(text).toMatchSnapshot();
    const tags = new Set([...text.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
    expect(tags).toEqual(
      new Set(['h3', 'table', 'tr', 'th', 'td', 'a', 'p', 'b', 'ul', 'li', 'img', 'br']),
    );
    expect(text).toContain('&lt;script&gt;alert(&quot;c&quot;)&lt;/script&gt;');
    expect(text).not.toMatch(/href="(?!https:)/);
  });

  it.each(['bbcode', 'markdown'] as const)('%s battle report', (format) => {
    const text = battleReport(format, report);
    expect(text).toMatchSnapshot();
    expect(text).toContain('deadbeef');
    if (format === 'bbcode') expect(text).not.toContain('[color');
    else expect(text).not.toMatch(/<(script|b)>/);
  });
});
