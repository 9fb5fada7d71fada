import { readFileSync, writeFileSync } from 'node:fs';
import { narrationFor } from '@broadside/board-picture/narration';
import { RULESETS, type GameRecord } from '@broadside/rules';
import { describe, expect, it } from 'vitest';
import { afterActionReport, type AfterActionReport } from '../../src/reports/aar.js';
import { closingText } from '../../src/reports/fleet-distance.js';
import { gameStory } from '../../src/reports/story.js';
import { shortLine } from '../../src/reports/turn-prose.js';
import type { ExportFormat } from '../../src/tournaments/export/escape.js';

/**
 * The after-action report of a recorded game (a seeded Starfire patrol, 9 turns, played by two
 * easy bots: test/reports/seeded-record.ts made the fixture). Set UPDATE_AAR=1 to write the
 * expected reports again after a deliberate change.
 */
const FIXTURES = new URL('./fixtures/', import.meta.url);
const record = JSON.parse(
  readFileSync(new URL('starfire-patrol.record.json', FIXTURES), 'utf8'),
) as GameRecord;
const FORMATS: readonly [ExportFormat, string][] = [
  ['bbcode', 'bbcode'],
  ['markdown', 'md'],
  ['html', 'html'],
];

function report(
  names: readonly [string, string] = ['Ann', 'Bob'],
  annotations: AfterActionReport['annotations'] = [],
): AfterActionReport {
  const ruleset = RULESETS.starfire!;
  const story = gameStory(ruleset, record, narrationFor('starfire', null), {
    title: 'Patrol',
    players: [
      { side: 'A', name: names[0] },
      { side: 'B', name: names[1] },
    ],
    result: record.result!.summary,
  });
  const base = 'https://broadside.example/api/games/g1';
  return {
    title: 'Patrol',
    ruleset: 'Starfire',
    scenario: 'Patrol',
    sides: [
      { seat: 'A', seatName: 'Side A', player: names[0], forces: ['1 × Corvette'] },
      { seat: 'B', seatName: 'Side B', player: names[1], forces: ['1 × Corvette'] },
    ],
    result: record.result!.summary,
    level: record.result!.level,
    turns: story.frames.at(-1)!.turn,
    commitment: record.dice.commitment,
    seed: record.dice.seed,
    seedSeats: [],
    fingerprint: record.chain ?? null,
    signature: null,
    replayUrl: 'https://broadside.example/#/watch/g1',
    recordUrl: `${base}/record`,
    mapUrl: `${base}/map.png`,
    gifUrl: `${base}/replay.gif`,
    verifyUrl: 'https://broadside.example/#/verify?game=g1',
    turnReports: story.summaries.map((s, i) => ({ ...s, imageUrl: `${base}/frames/${i + 1}.png` })),
    annotations,
  };
}

describe('after-action report', () => {
  it.each(FORMATS)('is byte-stable in %s, and as checked in', (format, ext) => {
    const text = afterActionReport(format, report());
    expect(afterActionReport(format, report())).toBe(text);
    const expected = new URL(`starfire-patrol.aar.${ext}`, FIXTURES);
    if (process.env.UPDATE_AAR) writeFileSync(expected, text);
    expect(text).toBe(readFileSync(expected, 'utf8'));
  });

  it('tells each turn with its picture, then the result and the proof', () => {
    const text = afterActionReport('markdown', report());
    expect(text).toContain('**Turn 2** — first contact');
    expect(text).toContain('The fleets close from 13 to 6 hexes\\.');
    expect(text).toContain('![Turn 9](https://broadside.example/api/games/g1/frames/11.png)');
    expect(text).toContain('B1 is destroyed\\.');
    expect(text.indexOf('**Result:**')).toBeGreaterThan(text.indexOf('**Turn 9**'));
    expect(text).toContain(`**Fingerprint:** ${record.chain}`);
    expect(text).toContain(
      '**Verify it:** [replay the dice and the orders in your browser](https://broadside.example/#/verify?game=g1)',
    );
  });

  const hostile = '[url=javascript:alert(1)]*x*[/url] <script>&';
  it.each([
    ['bbcode', ['[url=javascript', '[/url] <'], ['［url=javascript:alert(1)］']],
    ['markdown', ['*x*', '<script>'], ['\\*x\\*', '\\<script\\>']],
    ['html', ['<script>', '[url=javascript:alert(1)]*x*[/url] <'], ['&lt;script&gt;&amp;']],
  ] as const)('escapes names and annotations in %s', (format, absent, present) => {
    const text = afterActionReport(
      format,
      report([hostile, 'Bob'], [{ seq: 40, author: hostile, text: `${hostile} gg` }]),
    );
    for (const a of absent) expect(text).not.toContain(a);
    for (const p of present) expect(text).toContain(p);
  });

  it('prints each annotation under the turn of its entry', () => {
    const r = report(undefined, [
      { seq: 0, author: 'Ann', text: 'Good luck' },
      { seq: r0(), author: 'Bob', text: 'Last words' },
    ]);
    const text = afterActionReport('markdown', r);
    expect(text.indexOf('Good luck')).toBeLessThan(text.indexOf('**Turn 0**'));
    expect(text.indexOf('Last words')).toBeGreaterThan(text.indexOf('**Turn 9**'));
    expect(text.indexOf('Last words')).toBeLessThan(text.indexOf('**Result:**'));
  });
});

describe("the coach's part of the report", () => {
  const verdict = {
    seq: 12,
    seat: 'B',
    turn: 3,
    chosenText: 'B1 holds fire',
    bestText: 'fire the laser at A1 <now>',
    why: '7 or less at range 3',
    chosenValue: 0.3,
    bestValue: 0.55,
    loss: 0.25,
    severity: 'blunder' as const,
  };
  const coach = {
    decisions: 40,
    samples: 16,
    bySeat: {
      A: { good: 20, inaccuracy: 0, mistake: 0, blunder: 0 },
      B: { good: 17, inaccuracy: 1, mistake: 1, blunder: 1 },
    },
    costliest: [verdict],
  };

  it('counts costly decisions per player and names the costliest with a better order', () => {
    const text = afterActionReport('markdown', { ...report(['Ann', 'Bob']), coach });
    expect(text).toContain('**The coach** (40 decisions, 16 playouts per candidate):');
    expect(text).toMatch(/Ann: no costly decision; Bob: 1 blunder, 1 mistake, 1 inaccuracy/);
    expect(text).toContain(
      'Turn 3, Bob: blunder, costs 25 % of a win: B1 holds fire; the coach would fire the laser at A1 \\<now\\> (7 or less at range 3)',
    );
    expect(text.indexOf('**The coach**')).toBeGreaterThan(text.indexOf('**Result:**'));
  });

  it('is left out until the game has been analysed', () => {
    expect(afterActionReport('bbcode', { ...report(), coach: null })).not.toContain('The coach');
  });
});

describe('the final frame of the recorded patrol', () => {
  it('draws the destroyed corvette as a wreck where it died, and the shot that killed it', () => {
    const story = gameStory(RULESETS.starfire!, record, null, {
      title: 'Patrol',
      players: [],
      result: record.result!.summary,
    });
    const last = story.frames.at(-1)!;
    const wreck = last.picture.units.find((u) => u.id === 'B1')!;
    expect(wreck.state).toBe('destroyed');
    const trail = last.trails.find((t) => t.unitId === 'B1')!;
    expect(wreck.hex).toEqual(trail.hexes.at(-1));
    expect(
      last.shots.some((s) => s.hit === true && s.to.q === wreck.hex!.q && s.to.r === wreck.hex!.r),
    ).toBe(true);
  });
});

/** The last entry's seq. */
function r0(): number {
  return record.entries.at(-1)!.seq;
}

describe('turn prose', () => {
  it.each([
    [9, 4, 'The fleets close from 9 to 4 hexes.'],
    [4, 5, 'The fleets open from 4 to 5 hexes.'],
    [1, 1, 'The fleets hold at 1 hex.'],
    [null, 3, null],
  ] as const)('from %s to %s hexes: %s', (before, after, text) => {
    expect(closingText(before, after)).toBe(text);
  });

  it.each([
    [
      'A1 takes 5 damage (3 hull hits (boxes 1–3)), 2 hull left; loss boxes: gun lost.',
      'A1 takes 5 damage, 2 hull left.',
    ],
    ['B2 is destroyed.', 'B2 is destroyed.'],
    ['Side A detects B1 (frigate) in 0812', 'Side A detects B1 in 0812.'],
  ])('cuts %s short', (line, short) => {
    expect(shortLine(line)).toBe(short);
  });
});
