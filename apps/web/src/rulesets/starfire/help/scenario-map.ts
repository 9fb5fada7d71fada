import { html, svg, type TemplateResult } from 'lit';
import { hex, offsetToHex, type Hex, type MapEdge } from '@broadside/rules';
import {
  type DeploymentConstraint,
  type ResolvedSetup,
  type ScenarioDefinition,
  type SideId,
} from '@broadside/rules/starfire';
import { hexToPixel } from '../../../map/layout.js';
import { mapExtent, pointsAttr } from '../../../map/map-geometry.js';
import { HEX_SIZE, LAYOUT } from '../../../map/map-layers.js';
import { sideStyle } from '../../../ui/sides.js';

/**
 * A small drawing of a scenario's map: its size, the deployment areas of its sides as their
 * constraints say, where the warp point is (or may be placed), and the convoy's escape edge.
 * Where an area depends on another side's ship, that ship is drawn at an example hex.
 */

/** One thing drawn, with the words of the drawing's key. */
export interface MapShape {
  readonly kind: 'edge' | 'ring' | 'ship' | 'warp' | 'zone';
  readonly colour: string;
  readonly text: string;
  readonly draw: TemplateResult;
}

const WARP_COLOUR = '#c77dff';
const AXIAL_DIRECTIONS: readonly Hex[] = [
  hex(1, 0),
  hex(1, -1),
  hex(0, -1),
  hex(-1, 0),
  hex(-1, 1),
  hex(0, 1),
];

/** The hexagon of hexes at `radius` from `centre`, through the centres of its six corner hexes. */
function ringPoints(centre: Hex, radius: number): string {
  return pointsAttr(
    AXIAL_DIRECTIONS.map((d) =>
      hexToPixel(LAYOUT, hex(centre.q + d.q * radius, centre.r + d.r * radius)),
    ),
  );
}

function ring(centre: Hex, radius: number, colour: string, filled: boolean): TemplateResult {
  return svg`<polygon points=${ringPoints(centre, radius)} fill=${filled ? colour : 'none'} fill-opacity="0.18"
    stroke=${colour} stroke-width="14" stroke-dasharray=${filled ? 'none' : '40 24'}></polygon>`;
}

function dot(at: Hex, colour: string): TemplateResult {
  const c = hexToPixel(LAYOUT, at);
  return svg`<circle cx=${c.x} cy=${c.y} r=${HEX_SIZE * 1.6} fill=${colour} stroke="#0b1020" stroke-width="8"></circle>`;
}

function edgeStrip(edge: MapEdge, width: number, height: number, colour: string): TemplateResult {
  const band = HEX_SIZE * 2;
  const [x, y, w, h] =
    edge === 'top'
      ? [0, 0, width, band]
      : edge === 'bottom'
        ? [0, height - band, width, band]
        : edge === 'left'
          ? [0, 0, band, height]
          : [width - band, 0, band, height];
  return svg`<rect x=${x} y=${y} width=${w} height=${h} fill=${colour} fill-opacity="0.55"></rect>`;
}

/** Where the example flagship of each side stands, in deployment order. */
function exampleHexes(s: ScenarioDefinition): Map<SideId, Hex> {
  const at = new Map<SideId, Hex>();
  const { columns, rows } = s.map;
  for (const id of s.deploymentOrder) {
    const side = s.sides.find((x) => x.id === id);
    for (const c of side?.deployment.flagship ?? []) {
      const base =
        'side' in c
          ? at.get(c.side)
          : c.kind === 'min_distance_from'
            ? at.get(c.of.side)
            : undefined;
      if (c.kind === 'anywhere')
        at.set(id, offsetToHex(Math.round(columns / 4), Math.ceil(rows / 2)));
      else if (c.kind === 'on_edge')
        at.set(id, offsetToHex(Math.ceil(columns / 2), c.edge === 'top' ? 1 : rows));
      else if (c.kind === 'distance_from_flagship' && base)
        at.set(id, hex(base.q + c.distance, base.r - Math.floor(c.distance / 2)));
      else if (c.kind === 'min_distance_from' && base) at.set(id, hex(base.q, base.r - c.distance));
    }
  }
  return at;
}

function constraintShape(
  c: DeploymentConstraint,
  side: SideId,
  flagship: boolean | null,
  at: Map<SideId, Hex>,
  s: ScenarioDefinition,
  size: { width: number; height: number },
): MapShape | null {
  const colour = sideStyle(side).colour;
  const who =
    flagship === null
      ? `Side ${side}'s ships`
      : `Side ${side}'s ${flagship ? 'flagship' : 'other ships'}`;
  const own = at.get(side);
  switch (c.kind) {
    case 'on_edge':
      return {
        kind: 'edge',
        colour,
        text: `${who}: on the ${c.edge} edge.`,
        draw: edgeStrip(c.edge, size.width, size.height, colour),
      };
    case 'distance_from_flagship': {
      const base = at.get(c.side);
      return base
        ? {
            kind: 'ring',
            colour,
            text: `${who}: exactly ${c.distance} hexes from side ${c.side}'s flagship.`,
            draw: ring(base, c.distance, colour, false),
          }
        : null;
    }
    case 'near_own_flagship':
      return own
        ? {
            kind: 'zone',
            colour,
            text: `${who}: within ${c.within} hexes of it${c.sameFacing ? ', with the same facing' : ''}.`,
            draw: ring(own, c.within, colour, true),
          }
        : null;
    case 'min_distance_from': {
      const base = at.get(c.of.side);
      const of = c.of.kind ? `side ${c.of.side}'s ${c.of.kind}s` : `side ${c.of.side}'s units`;
      return base
        ? {
            kind: 'ring',
            colour,
            text: `${who}: no closer than ${c.distance} hexes to any of ${of}.`,
            draw: ring(base, c.distance, colour, false),
          }
        : null;
    }
    case 'near_warp_point': {
      const wp = s.terrain.warpPoints[c.warpPoint];
      return wp
        ? {
            kind: 'zone',
            colour,
            text: `${who}: within ${c.within} hexes of the warp point${c.notOnWarpPoint ? ', not in its hex' : ''}.`,
            draw: ring(wp, c.within, colour, true),
          }
        : null;
    }
    case 'transit':
      return {
        kind: 'warp',
        colour,
        text: `${who}: off the map, entering through the warp point in the written order.`,
        draw: svg``,
      };
    case 'anywhere':
      return { kind: 'ship', colour, text: `${who}: any hex, any facing.`, draw: svg`` };
  }
}

/** Every shape of the drawing of a scenario's set-up, in drawing order. */
export function scenarioShapes(setup: ResolvedSetup): readonly MapShape[] {
  const s = setup.scenario;
  const size = mapExtent(LAYOUT, s.map);
  const at = exampleHexes(s);
  const shapes: MapShape[] = [];
  const place = setup.warpPointPlacement;
  if (place) {
    const text = `Side ${place.side} places the warp point within ${place.within} hexes of the centre.`;
    shapes.push({
      kind: 'zone',
      colour: WARP_COLOUR,
      text,
      draw: ring(place.centre, place.within, WARP_COLOUR, true),
    });
  }
  for (const side of s.sides) {
    const seen = new Set<string>();
    const { flagship: first, others } = side.deployment;
    const alike = JSON.stringify(first) === JSON.stringify(others);
    const groups: readonly (readonly [boolean | null, readonly DeploymentConstraint[]])[] = alike
      ? [[null, first]]
      : [
          [true, first],
          [false, others],
        ];
    for (const [flagship, list] of groups) {
      for (const c of list) {
        const shape = constraintShape(c, side.id, flagship, at, s, size);
        if (shape && !seen.has(shape.text.replace(/^[^:]*:/, ''))) {
          seen.add(shape.text.replace(/^[^:]*:/, ''));
          shapes.push(shape);
        }
      }
    }
    const example = at.get(side.id);
    if (example)
      shapes.push({
        kind: 'ship',
        colour: sideStyle(side.id).colour,
        text: `Side ${side.id}'s flagship, at an example hex.`,
        draw: dot(example, sideStyle(side.id).colour),
      });
  }
  for (const wp of s.terrain.warpPoints) {
    const c = hexToPixel(LAYOUT, wp);
    shapes.push({
      kind: 'warp',
      colour: WARP_COLOUR,
      text: 'The warp point.',
      draw: svg`<circle cx=${c.x} cy=${c.y} r=${HEX_SIZE * 2} fill="none" stroke=${WARP_COLOUR} stroke-width="14" stroke-dasharray="20 12"></circle>`,
    });
  }
  // The engine counts a freighter leaving by the top edge as escaped (convoy raid).
  if (s.victory === 'convoy_escape')
    shapes.push({
      kind: 'edge',
      colour: '#e6e9f2',
      text: 'Escape edge: freighters leaving by the top edge have escaped.',
      draw: edgeStrip('top', size.width, size.height, '#e6e9f2'),
    });
  return shapes;
}

/** The drawing of a scenario's set-up, with its key. */
export function scenarioMap(setup: ResolvedSetup): TemplateResult {
  const s = setup.scenario;
  const { width, height } = mapExtent(LAYOUT, s.map);
  const shapes = scenarioShapes(setup);
  const clip = `clip-${s.id}`;
  return html`<figure class="scenario-map" data-testid="scenario-map-${s.id}">
    <svg
      viewBox="0 0 ${width} ${height}"
      role="img"
      aria-label="Map of ${s.name}, ${s.map.columns} by ${s.map.rows} hexes"
    >
      <defs>
        <clipPath id=${clip}><rect width=${width} height=${height}></rect></clipPath>
      </defs>
      <rect
        width=${width}
        height=${height}
        fill="#070b18"
        stroke="#3a4570"
        stroke-width="10"
      ></rect>
      <g clip-path="url(#${clip})">${shapes.map((x) => x.draw)}</g>
    </svg>
    <figcaption>
      ${s.map.columns} × ${s.map.rows} hexes.
      <ul>
        ${shapes.map((x) => html`<li><span class="key" style="background:${x.colour}"></span>${x.text}</li>`)}
      </ul>
    </figcaption>
  </figure>`;
}
