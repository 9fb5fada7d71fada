import { describe, expect, it } from 'vitest';
import { boardPicture, boardSvg, sideColour, type BoardPicture } from '../src/index.js';

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

  it('knows a map model for every ruleset the server hosts, and none for others', () => {
    for (const id of ['starfire', 'onepage', 'startrek', 'scl'])
      expect(boardPicture(id, null)?.bounds.columns).toBeGreaterThan(0);
    expect(boardPicture('chess', null)).toBeNull();
    expect(boardPicture('__proto__', null)).toBeNull();
  });
});
