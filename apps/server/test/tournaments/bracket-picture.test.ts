import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { bracketDrawing } from '../../src/tournaments/bracket-model.js';
import { BRACKET_COLOURS, bracketSvg } from '../../src/tournaments/export/bracket-picture.js';
import { svgToPng } from '../../src/tournaments/svg-png.js';
import type { BoardResult } from '../../src/tournaments/types.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { bracketEventView } from './bracket-views.js';

/**
 * Issue 31, "Exports every forum renders": a bracket picture for elimination events. Golden SVGs
 * of single-elimination brackets (the rulebook of the format: docs/tournaments.md, "Single
 * elimination": seeded by rating, byes to the top seeds, a draw sends the higher seed through),
 * checked for their structure: names, seeds, winners, byes, lines and the champion.
 */

const MAJOR_FIRST: BoardResult = { kind: 'win', winner: 'first', level: 'major' };
const MINOR_SECOND: BoardResult = { kind: 'win', winner: 'second', level: 'minor' };

/** A hostile name: the picture must escape it. */
const HOSTILE = '<b>&"Zed"</b>';

/**
 * The public view of a single elimination of `n` entrants (seeded 1..n) after `rounds` rounds
 * played with the bracket code itself, `result(round, board)` deciding each board (null: still
 * playing), the last round paired but unplayed when `pairedOnly`.
 */
function eliminationView(
  n: number,
  rounds: number,
  result: (round: number, board: number) => BoardResult | null,
  pairedOnly = false,
): TournamentView {
  return bracketEventView('single_elimination', n, {}, (round, board) => result(round, board), {
    rounds,
    pairedOnly,
    name: `Cup of ${n} <${HOSTILE}>`,
    player: (seed) => (seed === 2 ? HOSTILE : `Player ${seed}`),
  });
}

/** Text of the SVG as written before escaping. */
const unescape = (t: string) =>
  t
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The text of every element of a class, unescaped. */
function texts(svg: string, cls: string): string[] {
  return [...svg.matchAll(new RegExp(`<text [^>]*class="${cls}"[^>]*>([^<]*)</text>`, 'g'))].map(
    (m) => unescape(m[1]!),
  );
}

/** The matches of the picture: each as its places' "seed name score" lines and the winner. */
function matches(svg: string): { names: string[]; won: boolean; winner: string | null }[] {
  return [...svg.matchAll(/<g class="match">(.*?)<\/g>/g)].map((m) => {
    const inner = m[1]!;
    const bold = /<text [^>]*font-weight="bold"[^>]*class="name"[^>]*>([^<]*)</.exec(inner);
    return {
      names: texts(inner, 'name'),
      won: inner.includes('data-won'),
      winner: bold ? unescape(bold[1]!) : null,
    };
  });
}

/** The number of line pieces joining the matches (one per match that feeds another). */
const lines = (svg: string) =>
  (/class="connectors" d="([^"]*)"/.exec(svg)?.[1] ?? '').split('M').length - 1;

/** Upsets on purpose: in round 1 board 2 the lower seed wins; in round 2 board 1 a draw. */
function results(round: number, board: number): BoardResult | null {
  if (round === 1 && board === 2) return MINOR_SECOND;
  if (round === 2 && board === 1) return { kind: 'draw' };
  if (round === 1 && board === 3) return { kind: 'forfeit', winner: 'first' };
  return MAJOR_FIRST;
}

describe('the bracket picture of a single elimination', () => {
  it.each([
    {
      entrants: 2,
      played: 1,
      pairedOnly: false,
      columns: ['Final'],
      boxes: 1,
      decided: 1,
      byes: 0,
      lines: 0,
      champion: 'Player 1',
      status: 'Finished · 2 players',
    },
    {
      // Bracket of 8: seeds 1, 2 and 3 have byes; 4 v 5 is played; round 2 is paired.
      entrants: 5,
      played: 2,
      pairedOnly: true,
      columns: ['Quarter-finals', 'Semi-finals', 'Final'],
      boxes: 4 + 2 + 1,
      decided: 4,
      byes: 3,
      lines: 4 + 2,
      champion: null,
      status: 'Round 2 of 3 · 5 players',
    },
    {
      entrants: 8,
      played: 3,
      pairedOnly: false,
      columns: ['Quarter-finals', 'Semi-finals', 'Final'],
      boxes: 4 + 2 + 1,
      decided: 7,
      byes: 0,
      lines: 6,
      champion: 'Player 1',
      status: 'Finished · 8 players',
    },
  ])('$entrants entrants', (c) => {
    const view = eliminationView(c.entrants, c.played, results, c.pairedOnly);
    const drawing = bracketDrawing(view)!;
    const svg = bracketSvg(drawing);
    if (process.env.SAVE_BRACKET_PNG)
      writeFileSync(`${process.env.SAVE_BRACKET_PNG}-${c.entrants}.png`, svgToPng(svg));
    const ms = matches(svg);
    expect(ms).toHaveLength(c.boxes);
    expect(texts(svg, 'round')).toEqual(c.columns);
    expect(texts(svg, 'status')).toEqual([c.status]);
    expect(texts(svg, 'title')).toEqual([view.name]);
    // Every entrant is on the picture with its seed, and the hostile name only escaped.
    const names = texts(svg, 'name');
    for (let s = 1; s <= c.entrants; s += 1)
      expect(names).toContain(s === 2 ? HOSTILE : `Player ${s}`);
    expect(svg).not.toContain('<b>');
    expect(new Set(texts(svg, 'seed').map(Number))).toEqual(
      new Set(Array.from({ length: c.entrants }, (_, i) => i + 1)),
    );
    expect(ms.filter((m) => m.won)).toHaveLength(c.decided);
    expect(svg.match(/>bye</g) ?? []).toHaveLength(c.byes);
    expect(lines(svg)).toBe(c.lines);
    expect(texts(svg, 'champion-name')).toEqual(c.champion ? [c.champion] : []);
    // Well-formed: resvg parses it (it refuses broken XML) into a picture of the SVG's size.
    const png = PNG.sync.read(svgToPng(svg));
    expect(png.width).toBe(Number(/width="(\d+)"/.exec(svg)![1]));
  });

  it('marks who went through: the winner, the higher seed after a draw, the forfeit winner', async () => {
    const svg = bracketSvg(bracketDrawing(eliminationView(8, 3, results))!);
    const ms = matches(svg);
    // Round 1 in bracket order: 1 v 8, 4 v 5 (5 wins), 2 v 7 (forfeit to 2), 3 v 6.
    expect(ms.slice(0, 4).map((m) => m.winner)).toEqual([
      'Player 1',
      'Player 5',
      HOSTILE,
      'Player 3',
    ]);
    // Semi-final 1 is drawn: seed 1 goes through; the final is won by the first seat.
    expect(ms[4]!.winner).toBe('Player 1');
    expect(texts(svg, 'note')).toContain('drawn: higher seed through');
    expect(texts(svg, 'note')).toContain('forfeit');
    expect(texts(svg, 'score')).toContain('+');
    await expect(svg).toMatchFileSnapshot('__snapshots__/bracket-8.svg');
  });

  it('draws the places of a round not paired yet with the winners known so far', () => {
    const view = eliminationView(8, 1, (_, board) => (board === 4 ? null : MAJOR_FIRST));
    const ms = matches(bracketSvg(bracketDrawing(view)!));
    // Semi-finals: 1 v (4 or 5) is known on one side; (2 or 7) v (3 or 6): one side open.
    expect(ms[4]!.names).toEqual(['Player 1', 'Player 4']);
    expect(ms[5]!.names).toEqual([HOSTILE]);
    expect(ms[6]!.names).toEqual([]);
  });

  it('has no bracket before the start, nor in a format without one', () => {
    const view = eliminationView(4, 1, () => MAJOR_FIRST);
    expect(bracketDrawing({ ...view, rounds: [] })).toBeNull();
    // A Swiss or a round robin has no `bracket` in its view; nor a staged event before its
    // playoff is seeded.
    const { bracket, ...rest } = view;
    expect(bracket).toBeDefined();
    expect(bracketDrawing({ ...rest, format: 'swiss' })).toBeNull();
    expect(bracketDrawing({ ...rest, format: 'round_robin' })).toBeNull();
    const unseeded = bracket!.sections.map((s) => ({
      ...s,
      rounds: s.rounds.map((r) => ({
        ...r,
        matches: r.matches.map((m) => ({ ...m, first: null, second: null })),
      })),
    }));
    expect(bracketDrawing({ ...view, bracket: { sections: unseeded } })).toBeNull();
  });

  it("shows a staged event's playoff with the playoff's own seeds", () => {
    // The playoff of a Swiss with a top cut: qualifiers 4, 3, 2, 1 by their Swiss ranks.
    const view = eliminationView(4, 1, () => MAJOR_FIRST);
    const staged = {
      ...view,
      format: 'swiss_top_cut',
      stages: { qualifiers: [4, 3, 2, 1] },
    } as unknown as TournamentView;
    const seeds = (svg: string) =>
      [...svg.matchAll(/class="seed">(\d+)<\/text><text [^>]*>([^<]*)</g)].map(
        (m) => `${m[2]}:${m[1]}`,
      );
    expect(seeds(bracketSvg(bracketDrawing(staged)!))).toContain('Player 4:1');
    expect(seeds(bracketSvg(bracketDrawing(view)!))).toContain('Player 4:4');
  });

  it('uses the web client colours: background, boxes and the accent for winners', () => {
    const svg = bracketSvg(bracketDrawing(eliminationView(4, 2, () => MAJOR_FIRST))!);
    const png = PNG.sync.read(svgToPng(svg));
    const at = (x: number, y: number) => {
      const i = (png.width * y + x) * 4;
      return `#${[0, 1, 2].map((k) => png.data[i + k]!.toString(16).padStart(2, '0')).join('')}`;
    };
    expect(at(2, 2)).toBe(BRACKET_COLOURS.background);
    let accent = 0;
    for (let y = 0; y < png.height; y += 1)
      for (let x = 0; x < png.width; x += 1) if (at(x, y) === BRACKET_COLOURS.accent) accent += 1;
    expect(accent).toBeGreaterThan(100);
  });
});
