import { describe, expect, it } from 'vitest';
import { offsetToHex } from '@broadside/rules';
import {
  cropOf,
  PALETTE,
  sideColour,
  storySvg,
  type MapUnit,
  type StoryFrame,
  type StoryHeader,
} from '../src/index.js';

const at = offsetToHex;

function unit(id: string, side: string, hex: MapUnit['hex'], state: MapUnit['state']): MapUnit {
  return { id, name: id, hull: 'CA', side, hex, facing: 60, state };
}

/** A hand-made frame with one of everything a picture draws. */
const FRAME: StoryFrame = {
  turn: 3,
  seq: 17,
  picture: {
    bounds: { columns: 40, rows: 30 },
    terrain: [{ hex: at(12, 12), kind: 'planet', label: 'Planet', look: 'disc' }],
    units: [
      unit('A1', 'A', at(10, 10), 'active'),
      unit('A2', 'A', at(10, 10), 'active'),
      unit('B1', 'B', at(14, 11), 'destroyed'),
      unit('B2', 'B', at(13, 12), 'active'),
      unit('B3', 'B', null, 'escaped'),
      unit('B4', 'B', at(30, 30), 'escaped'),
    ],
    sides: [
      ['A', 'Side A'],
      ['B', 'Side B'],
    ],
  },
  trails: [{ unitId: 'A1', side: 'A', hexes: [at(8, 10), at(9, 10), at(10, 10)] }],
  shots: [
    { from: at(10, 10), to: at(14, 11), hit: true, kind: 'beam' },
    { from: at(10, 10), to: at(14, 11), hit: true, kind: 'missile' },
    { from: null, to: at(13, 12), hit: false, kind: 'beam' },
  ],
  events: [],
};

const HEADER: StoryHeader = {
  title: 'Final <b>&</b>',
  players: [
    { side: 'A', name: 'Ann "The Hammer"' },
    { side: 'B', name: "Bob's & co" },
  ],
  caption: 'Turn 3',
  result: 'Ann wins <decisively>',
};

describe('a story picture', () => {
  const svg = storySvg(FRAME, HEADER);

  it('crops to the action with a margin of two hexes, at least 10 × 8', () => {
    // Action: columns 8–14, rows 10–12; with the margin 6–16 by 8–14, widened to 8 rows.
    expect(cropOf(FRAME)).toEqual({ firstColumn: 6, lastColumn: 16, firstRow: 7, lastRow: 14 });
    expect(svg).toContain('data-crop="6,7,16,14"');
    expect(svg).toContain('>06</text>');
    expect(svg).toContain('>16</text>');
    expect(svg).not.toContain('>17</text>');
  });

  it('draws the counters on the map, the destroyed crossed, none escaped or off the map', () => {
    expect(svg.match(/<g class="counter( destroyed)?" /g)).toHaveLength(4);
    expect(svg).toContain('<g class="counter destroyed" data-unit="B1"');
    expect(svg.match(/<path class="wreck"/g)).toHaveLength(1);
    expect(svg.match(/<text class="stack-count"[^>]*>×2<\/text>/g)).toHaveLength(1);
    expect(svg).not.toContain('data-unit="B3"');
    expect(svg).not.toContain('data-unit="B4"');
    expect(svg).toContain(`fill="${sideColour('A')}"`);
  });

  it('draws trails with an arrow, beams solid, missiles dashed, bursts on hits, rings on misses', () => {
    expect(svg.match(/<g class="trail" data-unit="A1" data-side="A"/g)).toHaveLength(1);
    expect(svg).toMatch(/<line class="shot shot-beam hit"[^>]*stroke="#fff1b8"(?![^>]*dasharray)/);
    expect(svg).toMatch(/<line class="shot shot-missile hit"[^>]*stroke-dasharray=/);
    expect(svg.match(/<path class="burst"/g)).toHaveLength(1);
    expect(svg).toContain('>×2</text>');
    expect(svg.match(/<circle class="miss-ring"/g)).toHaveLength(1);
    expect(svg).toContain(`fill="${PALETTE.terrainDisc}"`);
  });

  it('writes the title band and the legend, every text escaped', () => {
    expect(svg).toContain('Final &lt;b&gt;&amp;&lt;/b&gt;');
    expect(svg).toContain('Ann &quot;The Hammer&quot;');
    expect(svg).toContain('Bob&apos;s &amp; co');
    expect(svg).toContain('Ann wins &lt;decisively&gt;');
    expect(svg).toContain('>Turn 3</text>');
    expect(svg.match(/<g class="player"/g)).toHaveLength(4);
    expect(svg).not.toMatch(/<(b|decisively)>/);
  });

  it('fits the width asked for and draws the whole map without crop', () => {
    expect(storySvg(FRAME, HEADER, { maxWidth: 600 })).toMatch(/^<svg [^>]*width="600"/);
    expect(storySvg(FRAME, HEADER, { crop: false })).toContain('data-crop="1,1,40,30"');
  });
});
