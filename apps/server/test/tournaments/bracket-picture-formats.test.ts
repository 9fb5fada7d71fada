import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { bracketDrawing } from '../../src/tournaments/bracket-model.js';
import { bracketSvg } from '../../src/tournaments/export/bracket-picture.js';
import type {
  BracketFormat,
  BracketOptions,
} from '../../src/tournaments/formats/elimination-format.js';
import { svgToPng } from '../../src/tournaments/svg-png.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { bracketEventView, type Decide } from './bracket-views.js';

/**
 * Issue 31: the bracket picture of every bracket format, drawn from the view's `bracket`
 * (docs/tournaments.md, "Double elimination" and "Third-place match"): the losers' bracket, the
 * grand final and its reset, and the third-place match as sections of their own.
 */

/** The lower seed wins where `upset` says so, the higher seed everywhere else. */
type Upset = (round: number, board: number, met: number, top: boolean) => boolean;

const noUpsets: Upset = () => false;

function play(
  format: BracketFormat,
  players: number,
  options: BracketOptions,
  upset: Upset,
  rounds?: number,
): TournamentView {
  const decide: Decide = (round, board, met, top) => ({
    kind: 'win',
    winner: upset(round, board, met, top) ? 'second' : 'first',
    level: 'major',
  });
  return bracketEventView(format, players, options, decide, rounds ? { rounds } : {});
}

const sectionsOf = (svg: string) =>
  [...svg.matchAll(/class="section">([^<]*)</g)].map((m) => m[1]!.replace(/&#39;|&apos;/g, "'"));
const roundsOf = (svg: string) =>
  [...svg.matchAll(/class="round">([^<]*)</g)].map((m) => m[1]!.replace(/&#39;|&apos;/g, "'"));
const championOf = (svg: string) => /class="champion-name">([^<]*)</.exec(svg)?.[1] ?? null;
const boxes = (svg: string) => svg.match(/<g class="match">/g)?.length ?? 0;

describe('the bracket picture of every bracket format', () => {
  it.each([
    {
      name: 'double elimination of 8, the losers’ champion forcing the reset',
      format: 'double_elimination' as const,
      players: 8,
      options: { grandFinalReset: true },
      // Seed 1 wins the winners' bracket, loses the grand final to the losers' champion (the
      // second time they meet) and wins the reset.
      upset: ((_r, _b, met, top) => top && met === 1) as Upset,
      sections: ["Winners' bracket", "Losers' bracket", 'Finals'],
      rounds: [
        'Round 1',
        'Round 2',
        "Winners' final",
        'Round 1',
        'Round 2',
        'Round 3',
        "Losers' final",
        'Grand final',
        'Bracket reset',
      ],
      // Winners 4 + 2 + 1, losers 2 + 2 + 1 + 1, grand final and reset.
      boxes: 7 + 6 + 2,
    },
    {
      name: 'single elimination of 8 with a third-place match',
      format: 'single_elimination' as const,
      players: 8,
      options: { thirdPlaceMatch: true },
      upset: ((r, b) => r === 1 && b === 2) as Upset,
      sections: ['Bracket', 'Third place'],
      rounds: ['Quarter-finals', 'Semi-finals', 'Final', 'Third-place match'],
      boxes: 7 + 1,
    },
  ])('$name', (c) => {
    const view = play(c.format, c.players, c.options, c.upset);
    const svg = bracketSvg(bracketDrawing(view)!);
    if (process.env.SAVE_BRACKET_PNG)
      writeFileSync(`${process.env.SAVE_BRACKET_PNG}-${c.format}.png`, svgToPng(svg));
    expect(sectionsOf(svg)).toEqual(c.sections);
    expect(roundsOf(svg)).toEqual(c.rounds);
    expect(boxes(svg)).toBe(c.boxes);
    expect(championOf(svg)).toBe('Player 1');
    for (let s = 1; s <= c.players; s += 1) expect(svg).toContain(`>Player ${s}<`);
    const png = PNG.sync.read(svgToPng(svg));
    expect(png.width).toBe(Number(/width="(\d+)"/.exec(svg)![1]));
  });

  it('draws a reset the grand final made moot as not needed, and names the champion', async () => {
    // Seed 1 wins everything: the grand final is won by the winners' champion, no reset.
    const view = play('double_elimination', 4, { grandFinalReset: true }, noUpsets);
    const svg = bracketSvg(bracketDrawing(view)!);
    expect(svg).toContain('>not needed<');
    expect(championOf(svg)).toBe('Player 1');
    await expect(svg).toMatchFileSnapshot('__snapshots__/bracket-double-4.svg');
  });

  it('has no champion while the final is to be played', () => {
    const view = play('double_elimination', 4, { grandFinalReset: true }, noUpsets, 2);
    const svg = bracketSvg(bracketDrawing(view)!);
    expect(championOf(svg)).toBeNull();
    expect(svg).toContain('to be decided');
  });
});
