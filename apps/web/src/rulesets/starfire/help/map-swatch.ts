import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { hex, type Hex } from '@broadside/rules';
import { hexMapStyles } from '../../../map/hex-map-styles.js';
import type { HexMarkKind, TerrainLook } from '../../../map/map-data.js';
import {
  badgesLayer,
  gridLayer,
  linesLayer,
  mapDefs,
  marksLayer,
  pathLayer,
  routesLayer,
  terrainLayer,
  type MapRoute,
  unitsLayer,
} from '../../../map/map-layers.js';

/**
 * One look of the map, drawn small by the map's own layers and styles, so the key shows exactly
 * what the map shows: `grid`, `counter-<side>`, `selected`, `destroyed`, `terrain-<look>`,
 * `mark-<kind>`, `line-fire`, `line-assigned`, `path`, `route-<kind>` or `badge`.
 */
export type SwatchLook =
  | 'grid'
  | `counter-${string}`
  | 'selected'
  | 'destroyed'
  | `terrain-${TerrainLook}`
  | `mark-${HexMarkKind}`
  | 'line-fire'
  | 'line-assigned'
  | 'path'
  | `route-${MapRoute['kind']}`
  | 'badge';

const HERE = hex(0, 0);
const NEXT = hex(1, 0);
/** One hex across, and three hexes across (for lines). */
const ONE_HEX = '-2 -2 64 56';
const THREE_HEX = '-2 -2 154 66';

function counter(side: string, state: 'active' | 'destroyed', selected: boolean) {
  const unit = { id: 'x', name: '', hull: 'CT', side, hex: HERE, facing: 60, state };
  return unitsLayer([unit], selected ? 'x' : null, 1);
}

/** The SVG content and view box of a look. */
function drawing(look: SwatchLook): { readonly body: unknown; readonly box: string } {
  const far: Hex = hex(2, -1);
  if (look === 'grid') return { body: gridLayer({ columns: 1, rows: 1 }, 7), box: ONE_HEX };
  if (look === 'selected') return { body: counter('A', 'active', true), box: ONE_HEX };
  if (look === 'destroyed') return { body: counter('A', 'destroyed', false), box: ONE_HEX };
  if (look.startsWith('counter-'))
    return { body: counter(look.slice(8), 'active', false), box: ONE_HEX };
  if (look.startsWith('terrain-')) {
    const t = { hex: HERE, kind: 'x', label: '', look: look.slice(8) as TerrainLook };
    return { body: terrainLayer([t]), box: ONE_HEX };
  }
  if (look.startsWith('mark-')) {
    const kind = look.slice(5) as HexMarkKind;
    return {
      body: svg`${gridLayer({ columns: 1, rows: 1 }, null)}${marksLayer([{ hex: HERE, kind }])}`,
      box: ONE_HEX,
    };
  }
  if (look === 'line-fire' || look === 'line-assigned')
    return {
      body: linesLayer([{ from: HERE, to: far, kind: look === 'line-fire' ? 'fire' : 'assigned' }]),
      box: THREE_HEX,
    };
  if (look === 'path') return { body: pathLayer([HERE, NEXT, far]), box: THREE_HEX };
  if (look === 'route-planned' || look === 'route-queued') {
    const kind = look === 'route-planned' ? 'planned' : 'queued';
    return { body: routesLayer([{ hexes: [HERE, NEXT, far], kind }]), box: THREE_HEX };
  }
  return { body: badgesLayer([{ hex: HERE, text: 'R 6 · L 7' }]), box: '2 -10 56 15' };
}

@customElement('map-swatch')
export class MapSwatch extends LitElement {
  static override styles = [
    hexMapStyles,
    css`
      :host {
        display: inline-block;
        min-height: 0;
        width: 4.2rem;
        height: 2.4rem;
        border: 1px solid #263056;
        border-radius: 4px;
        vertical-align: middle;
        flex: none;
      }
      svg {
        cursor: default;
      }
    `,
  ];

  /** Which look to draw. */
  @property() accessor look: SwatchLook = 'grid';

  override render() {
    const { body, box } = drawing(this.look);
    return html`<svg viewBox=${box} preserveAspectRatio="xMidYMid meet" aria-hidden="true">
      ${mapDefs()}${body}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'map-swatch': MapSwatch;
  }
}
