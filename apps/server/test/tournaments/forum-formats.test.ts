import { describe, expect, it } from 'vitest';
import {
  crosstableExport,
  pairingsExport,
  standingsExport,
  type TournamentExport,
} from '../../src/tournaments/export/tables.js';
import { trfExport, type TrfInput } from '../../src/tournaments/export/trf.js';
import { computeStandings } from '../../src/tournaments/standings.js';
import { DEFAULT_SCORING, type PlayedBoard } from '../../src/tournaments/types.js';

/**
 * Issue 31, "Exports every forum renders": BBCode with a stock phpBB's tags only, CSV for
 * spreadsheets and a FIDE TRF file of a Swiss.
 */

/** The BBCode tags of a stock phpBB 3.3 (no `[table]`, no `[th]`, `[td]`, `[tr]`). */
const STOCK_PHPBB_TAGS = new Set([
  'b', 'i', 'u', 'quote', 'code', 'list', '*', 'img', 'url', 'email', 'size', 'color',
]); // prettier-ignore

const boards: PlayedBoard[] = [
  { round: 1, first: 'a', second: 'b', result: { kind: 'win', winner: 'first', level: 'major' } },
  { round: 1, first: 'c', second: null, result: null },
  { round: 2, first: 'c', second: 'a', result: { kind: 'draw' } },
  { round: 2, first: 'b', second: null, result: null },
  { round: 3, first: 'a', second: 'b', result: { kind: 'forfeit', winner: 'second' } },
];

const names = new Map([
  ['a', 'Ann [Admiral]'],
  ['b', '=HYPERLINK("x"), Bob'],
  ['c', 'Cé "Cat" Li'],
]);

const tournament: TournamentExport = {
  name: 'Winter Swiss',
  url: 'https://broadside.example/#/tournaments/t9',
  names,
  tieBreaks: ['buchholz'],
  standings: computeStandings(['a', 'b', 'c'], boards, DEFAULT_SCORING, ['buchholz']),
  rounds: [1, 2, 3].map((round) => ({
    round,
    boards: boards
      .filter((b) => b.round === round)
      .map((b, i) => ({
        ...b,
        gameUrl: b.second ? `https://broadside.example/#/watch/g${round}${i}` : null,
      })),
  })),
};

const tagsOf = (text: string) =>
  [...text.matchAll(/\[\/?([a-z*]+)(=[^\]]*)?\]/g)].map((m) => m[1]!);

describe('bbcode_plain: the default tags of a stock phpBB only', () => {
  it.each([
    ['standings', standingsExport],
    ['pairings', pairingsExport],
    ['crosstable', crosstableExport],
  ])('%s uses no tag outside the stock set, and no [table]', (_, render) => {
    const text = render('bbcode_plain', tournament);
    const outside = tagsOf(text.replace(/\[code\][\s\S]*?\[\/code\]/g, '[code][/code]'));
    expect(outside.filter((t) => !STOCK_PHPBB_TAGS.has(t))).toEqual([]);
    expect(text).toContain('[code]');
    expect(text).not.toContain('[table]');
  });

  it('draws the standings as aligned columns inside [code] (golden)', () => {
    const text = standingsExport('bbcode_plain', tournament);
    const block = /\[code\]\n([\s\S]*?)\n\[\/code\]/.exec(text)![1]!;
    const rows = tournament.standings.map((s) => {
      const name = { a: 'Ann ［Admiral］', b: '=HYPERLINK("x"), Bob', c: 'Cé "Cat" Li' }[s.player]!;
      return `${s.rank}  ${name.padEnd(20)}  ${String(s.points).padStart(6)}  ${`${s.wins}-${s.draws}-${s.losses}`}  ${String(s.tieBreaks.buchholz).padStart(8)}`;
    });
    expect(block.split('\n')).toEqual([
      '#  Player                Points  W-D-L  Buchholz',
      '-  --------------------  ------  -----  --------',
      ...rows,
    ]);
    expect(text.startsWith('[b]Winter Swiss: standings[/b]')).toBe(true);
  });

  it('lists each round’s game links below its table, since [code] shows links as text', () => {
    const text = pairingsExport('bbcode_plain', tournament);
    expect(text).toContain('[*]Board 1: [url=https://broadside.example/#/watch/g10]the game[/url]');
    const code = [...text.matchAll(/\[code\]([\s\S]*?)\[\/code\]/g)].map((m) => m[1]!).join('');
    expect(code).not.toContain('[url');
  });
});

describe('csv: RFC 4180 for spreadsheets', () => {
  it('gives the standings as rows, with quoting and no formula a spreadsheet would run', () => {
    const text = standingsExport('csv', tournament);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('#,Player,Points,W-D-L,Buchholz');
    expect(text).toContain(`"'=HYPERLINK(""x""), Bob"`);
    expect(text).toContain('"Cé ""Cat"" Li"');
    expect(text).toContain('Ann [Admiral]');
    expect(text).not.toContain('Tournament page');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('gives pairings as one table per round, results as text', () => {
    const text = pairingsExport('csv', tournament);
    const tables = text.trimEnd().split('\r\n\r\n');
    expect(tables).toHaveLength(3);
    expect(tables[0]!.split('\r\n')).toEqual([
      'Board,First,Second,Result',
      `1,Ann [Admiral],"'=HYPERLINK(""x""), Bob",1–0 (major)`,
      '2,"Cé ""Cat"" Li",bye,—',
    ]);
  });
});

describe('TRF: a Swiss as a FIDE tournament report file', () => {
  const input: TrfInput = {
    ...tournament,
    plannedRounds: 3,
    startingOrder: ['a', 'b', 'c'],
    byePoints: DEFAULT_SCORING.bye,
  };

  it('writes the header and one fixed-column 001 line per player (golden)', () => {
    const lines = trfExport(input).split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['012 Winter Swiss', '062 3', 'XXR 3']);
    const ann = lines[3]!;
    expect(ann.slice(0, 3)).toBe('001');
    expect(ann.slice(4, 8)).toBe('   1');
    expect(ann.slice(14, 47).trimEnd()).toBe('Ann [Admiral]');
    const annPoints = tournament.standings.find((s) => s.player === 'a')!.points;
    expect(ann.slice(80, 84)).toBe(annPoints.toFixed(1).padStart(4));
    // Round 1: beat Bob (2) as first seat; round 2: drew Cé (3) as second; round 3: lost on forfeit.
    expect(ann.slice(91, 99)).toBe('   2 w 1');
    expect(ann.slice(101, 109)).toBe('   3 b =');
    expect(ann.slice(111, 119)).toBe('   2 w -');
    const bob = lines[4]!;
    expect(bob.slice(91, 99)).toBe('   1 b 0');
    expect(bob.slice(101, 109)).toBe(`0000 - ${DEFAULT_SCORING.bye >= 1 ? 'F' : 'H'}`);
    expect(bob.slice(111, 119)).toBe('   1 b +');
    expect(lines[5]!.slice(91, 99)).toBe(`0000 - ${DEFAULT_SCORING.bye >= 1 ? 'F' : 'H'}`);
    expect(lines.at(-1)).toBe('');
  });

  it('leaves a game still playing without a result', () => {
    const playing: TrfInput = {
      ...input,
      rounds: [{ round: 1, boards: [{ first: 'a', second: 'b', result: null, gameUrl: null }] }],
    };
    const ann = trfExport(playing).split('\r\n')[3]!;
    expect(ann.slice(91, 97)).toBe('   2 w');
    expect(ann.length).toBeLessThanOrEqual(97);
    // Cé was not paired at all in that round: Z.
    expect(trfExport(playing).split('\r\n')[5]!.slice(91, 99)).toBe('0000 - Z');
  });
});

describe('withdrawn players are marked in every table of every format', () => {
  const withdrawn: TournamentExport = { ...tournament, withdrawn: new Set(['b']) };
  const formats = ['bbcode', 'bbcode_plain', 'markdown', 'html', 'csv'] as const;
  const parts = [
    ['standings', standingsExport],
    ['pairings', pairingsExport],
    ['crosstable', crosstableExport],
  ] as const;
  it.each(formats.flatMap((f) => parts.map(([p, fn]) => [f, p, fn] as const)))(
    '%s %s',
    (format, _part, fn) => {
      const text = fn(format, withdrawn);
      // Bob's line carries the mark; nobody else's does.
      const lines = text.split(/\r?\n/);
      expect(lines.filter((l) => l.includes('(withdrawn)')).length).toBeGreaterThan(0);
      for (const line of lines.filter((l) => l.includes('(withdrawn)')))
        expect(line).toMatch(/Bob/);
      expect(fn(format, tournament)).not.toContain('(withdrawn)');
    },
  );
});

describe('standings with ratings: "?" while provisional, performance beside it', () => {
  const rated: TournamentExport = {
    ...tournament,
    ratings: new Map([
      ['a', { rating: 1662.3, deviation: 290.3, performance: 1900 }],
      ['b', { rating: 1712.4, deviation: 64, performance: 1312 }],
      ['c', { rating: null, deviation: null, performance: null }],
    ]),
  };
  it.each([
    ['a', '1662?', '1900'],
    ['b', '1712', '1312'],
    ['c', '—', '—'],
  ])('player %s: rating %s, performance %s', (player, rating, performance) => {
    const lines = standingsExport('csv', rated).split('\r\n');
    expect(lines[0]).toMatch(/,Rating,Perf$/);
    const line = lines.find((l) => l.includes(names.get(player)!.slice(0, 3)))!;
    expect(line.endsWith(`,${rating},${performance}`), line).toBe(true);
  });
  it('has no rating columns without ratings', () => {
    expect(standingsExport('csv', tournament)).not.toContain('Rating');
  });
});
