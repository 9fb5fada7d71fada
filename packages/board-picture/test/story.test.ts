import { describe, expect, it } from 'vitest';
import { replayRecord, RULESETS, type GameRecord } from '@broadside/rules';
import type { SclState } from '@broadside/rules/scl';
import type { StartrekState } from '@broadside/rules/startrek';
import { storyFrames, storySvg, type StoryFrame, type StoryHeader } from '../src/index.js';
import { GAMES, gameRecord } from './support/games.js';

/** The header a frame of `record` is drawn with. */
function header(record: GameRecord, frame: StoryFrame, last: boolean): StoryHeader {
  return {
    title: `Round 1: ${record.ruleset.id} <final> & "friends"`,
    players: record.seats.map((s) => ({ side: s.seat, name: s.name })),
    caption: frame.turn === null ? 'Set-up' : `Turn ${frame.turn}`,
    result: last ? (record.result?.summary ?? null) : null,
  };
}

const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;

/** What a frame's picture shows, read back from the SVG elements the renderer emits. */
function structure(svg: string) {
  const counters: Record<string, number> = {};
  for (const m of svg.matchAll(/<g class="counter[^"]*" data-unit="[^"]*" data-side="([^"]*)"/g))
    counters[m[1]!] = (counters[m[1]!] ?? 0) + 1;
  return {
    title: /<text class="title"[^>]*>([^<]*)<\/text>/.exec(svg)?.[1],
    caption: /<text class="caption"[^>]*>([^<]*)<\/text>/.exec(svg)?.[1],
    crop: /data-crop="([^"]*)"/.exec(svg)?.[1],
    counters,
    destroyed: count(svg, /<g class="counter destroyed"/g),
    trails: count(svg, /<g class="trail"/g),
    shots: count(svg, /<line class="shot /g),
    missiles: count(svg, /<line class="shot shot-missile/g),
    hits: count(svg, /<path class="burst"/g),
    misses: count(svg, /<circle class="miss-ring"/g),
  };
}

/** Each game's record, frames and pictures, made once. */
const STORIES = GAMES.map((game) => {
  const record = gameRecord(game);
  const frames = storyFrames(RULESETS[game.id]!, record);
  const svgs = frames.map((f, i) => storySvg(f, header(record, f, i === frames.length - 1)));
  return { game, record, frames, svgs };
});

/** The full state after each step of a record, by seq (what no frame may give away). */
function statesOf(record: GameRecord): Map<number, unknown> {
  const states = new Map<number, unknown>();
  replayRecord(record, RULESETS, { onStep: (step, state) => states.set(step.seq, state) });
  return states;
}

describe('story frames of a seeded game of each ruleset', () => {
  it.each(STORIES.map((s) => [s.game.id, s] as const))(
    '%s: frames for the set-up, every turn and the end, drawn as expected',
    async (id, { record, frames, svgs }) => {
      expect(frames[0]?.turn).toBeNull();
      expect(frames[0]?.seq).toBe(0);
      expect(frames.at(-1)?.seq).toBe(record.entries.length);
      const turns = frames.slice(1).map((f) => f.turn);
      expect(turns).toEqual([...turns].sort((a, b) => (a ?? 0) - (b ?? 0)));
      await expect(
        `${JSON.stringify(
          frames.map((f, i) => ({ turn: f.turn, seq: f.seq, ...structure(svgs[i]!) })),
          null,
          2,
        )}\n`,
      ).toMatchFileSnapshot(`golden/story-${id}.json`);
    },
  );

  it('trails follow each move hex by hex and end where the unit stands', () => {
    for (const { game, frames } of STORIES) {
      const bends = frames.flatMap((f) => f.trails).filter((t) => t.hexes.length > 2);
      expect(bends.length, game.id).toBeGreaterThan(0);
      for (const f of frames)
        for (const t of f.trails) {
          const unit = f.picture.units.find((u) => u.id === t.unitId);
          if (unit?.hex) expect(t.hexes.at(-1), `${game.id} ${t.unitId}`).toEqual(unit.hex);
        }
    }
  });

  it('draws the same bytes for the same input', () => {
    const { game, record, frames, svgs } = STORIES[0]!;
    const again = storyFrames(RULESETS[game.id]!, gameRecord(game));
    expect(again).toEqual(frames);
    again.forEach((f, i) =>
      expect(storySvg(f, header(record, f, i === again.length - 1))).toBe(svgs[i]),
    );
  });

  it('crops to the action: at least 10 × 8 hexes, the whole map without crop', () => {
    for (const { frames, svgs } of STORIES)
      frames.forEach((f, i) => {
        const [c0, r0, c1, r1] = structure(svgs[i]!).crop!.split(',').map(Number);
        const { columns, rows } = f.picture.bounds;
        expect(c1! - c0! + 1).toBeGreaterThanOrEqual(Math.min(10, columns));
        expect(r1! - r0! + 1).toBeGreaterThanOrEqual(Math.min(8, rows));
        const whole = storySvg(f, header(STORIES[0]!.record, f, false), { crop: false });
        expect(structure(whole).crop).toBe(`1,1,${columns},${rows}`);
      });
  });

  it('escapes every text: the title and the players’ names', () => {
    const svg = STORIES[0]!.svgs[0]!;
    expect(svg).toContain('onepage &lt;final&gt; &amp; &quot;friends&quot;');
    expect(svg).toContain('Ann &lt;Admiral&gt; &amp; &quot;Co&quot;');
    expect(svg).not.toContain('<final>');
    expect(svg).not.toContain('<Admiral>');
  });

  it('gives no frames for a record of another ruleset or one whose seed is still secret', () => {
    const { record } = STORIES[0]!;
    expect(storyFrames(RULESETS.scl!, record)).toEqual([]);
    const secret = { ...record, dice: { ...record.dice, seed: null } };
    expect(storyFrames(RULESETS.onepage!, secret as GameRecord)).toEqual([]);
  });
});

describe('story frames show nothing hidden', () => {
  /** Ids a frame gives away: its counters, trails and the units its SVG names. */
  const shown = (frame: StoryFrame, svg: string) =>
    new Set([
      ...frame.picture.units.map((u) => u.id),
      ...frame.trails.map((t) => t.unitId),
      ...[...svg.matchAll(/data-unit="([^"]*)"/g)].map((m) => m[1]!),
    ]);

  it('a cloaked Star Trek ship never appears, only its tokens', () => {
    const story = STORIES.find((s) => s.game.id === 'startrek')!;
    const states = statesOf(story.record);
    let cloaked = 0;
    story.frames.forEach((frame, i) => {
      const state = states.get(frame.seq) as StartrekState;
      const ids = shown(frame, story.svgs[i]!);
      for (const ship of state.ships.filter((s) => s.cloak !== null)) {
        cloaked += 1;
        expect(ids.has(ship.id), `${ship.id} at seq ${frame.seq}`).toBe(false);
      }
    });
    expect(cloaked).toBeGreaterThan(0);
  });

  it('an undetected Star Cruiser Lite ship never appears', () => {
    const story = STORIES.find((s) => s.game.id === 'scl')!;
    const states = statesOf(story.record);
    let hidden = 0;
    story.frames.forEach((frame, i) => {
      const state = states.get(frame.seq) as SclState;
      const ids = shown(frame, story.svgs[i]!);
      for (const u of state.units) {
        const enemy = u.side === 'A' ? 'B' : 'A';
        if (u.status !== 'active' || state.detected[enemy].includes(u.id)) continue;
        hidden += 1;
        expect(ids.has(u.id), `${u.id} at seq ${frame.seq}`).toBe(false);
      }
    });
    expect(hidden).toBeGreaterThan(0);
  });
});
