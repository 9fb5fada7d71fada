import { describe, expect, it } from 'vitest';
import { boardPicture, boardSvg, PALETTE, sideColour, type BoardPicture } from '../src/index.js';

const picture: BoardPicture = {
  bounds: { columns: 4, rows: 3 },
  terrain: [{ hex: { q: 1, r: 0 }, kind: 'planet', label: '<b>Terra</b>', look: 'disc' }],
  units: [
    {
      id: 'A1',
      name: 'x',
      hull: '<DD>',
      side: 'A',
      hex: { q: 0, r: 0 },
      facing: 0,
      state: 'active',
    },
    {
      id: 'B1',
      name: 'y',
      hull: 'CA',
      side: 'B',
      hex: { q: 3, r: 0 },
      facing: null,
      state: 'destroyed',
    },
    { id: 'B2', name: 'z', hull: 'FF', side: 'B', hex: null, facing: null, state: 'escaped' },
  ],
  sides: [
    ['A', 'Side <A> & "friends"'],
    ['B', 'Side B'],
  ],
};

describe('the board as SVG', () => {
  it('draws the grid, the counters on the map and a legend, every text escaped', () => {
    const svg = boardSvg(picture, 'Round 1 <script>');
    // The grid: one outline a hex of the 4 × 3 map.
    expect(svg.match(/<path class="grid" d="([^"]*)"/)?.[1]?.match(/M/g)).toHaveLength(12);
    expect(svg).toContain(`fill="${sideColour('A')}"`);
    expect(svg).toContain('&lt;DD');
    expect(svg).toContain('Side &lt;A&gt; &amp; &quot;friends&quot;');
    expect(svg).toContain('<title>Round 1 &lt;script&gt;</title>');
    expect(svg).not.toContain('<script>');
    // Units off the map are not drawn: two counters, the wreck crossed out; two sides in the legend.
    expect(svg.match(/<g class="counter[ "]/g)).toHaveLength(2);
    expect(svg).toMatch(/<g class="counter destroyed" data-unit="B1"[^>]*>.*?class="wreck"/);
    expect(svg.match(/<g class="player" /g)).toHaveLength(2);
  });

  it("draws stacks and terrain from the drawing model, in the web board's colours", () => {
    const svg = boardSvg({
      ...picture,
      units: [
        ...picture.units,
        {
          id: 'A2',
          name: 'w',
          hull: 'FF',
          side: 'A',
          hex: { q: 0, r: 0 },
          facing: 0,
          state: 'active',
        },
      ],
    });
    // Two counters share hex 0101: spread apart, with their number over the hex.
    const at = [...svg.matchAll(/data-unit="A\d" data-side="A" transform="translate\(([^)]*)\)"/g)];
    expect(at.map((m) => m[1])).toHaveLength(2);
    expect(new Set(at.map((m) => m[1])).size).toBe(2);
    expect(svg.match(/class="stack-count"[^>]*>×2</g)).toHaveLength(1);
    // A planet: the board's disc and rim.
    expect(svg).toContain(`fill="${PALETTE.terrainDisc}" stroke="${PALETTE.terrainDiscRim}"`);
  });

  it('knows a map model for every ruleset the server hosts, and none for others', () => {
    for (const id of ['starfire', 'onepage', 'startrek', 'scl'])
      expect(boardPicture(id, null)?.bounds.columns).toBeGreaterThan(0);
    expect(boardPicture('chess', null)).toBeNull();
    expect(boardPicture('__proto__', null)).toBeNull();
  });
});
