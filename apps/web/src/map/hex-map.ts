import { LitElement, html, svg, nothing, type PropertyValues } from 'lit';
import { hexMapStyles } from './hex-map-styles.js';
import { customElement, property, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import {
  DEFAULT_MAP,
  formatLabel,
  hexKey,
  hexesInBounds,
  inBounds,
  type Hex,
  type MapBounds,
} from '@broadside/rules';
import { corners, hexToPixel, layout, pixelToHex, type Point } from './layout.js';
import {
  INITIAL_VIEWPORT,
  centreOn,
  fitMap,
  mapToScreen,
  panBy,
  pinch,
  screenToMap,
  zoomAt,
  type Viewport,
} from './viewport.js';
import {
  NO_TERRAIN,
  type HexBadge,
  type HexLine,
  type HexMark,
  type MapTerrain,
  type MapUnit,
} from './map-data.js';
import { mapExtent, stackOffsets, facingAngle, pointsAttr } from './map-geometry.js';
import { shapePath, sideStyle } from '../ui/sides.js';

/** Hex size in map pixels (centre to corner). */
const HEX_SIZE = 30;
const LAYOUT = layout(HEX_SIZE);
/** Screen pixels a press may travel and still count as a click. */
const CLICK_SLOP = 6;

/** Detail of `hex-click` and `hex-hover`. */
export interface HexEventDetail {
  readonly hex: Hex;
  readonly label: string;
}

/** Detail of `unit-click`. */
export interface UnitEventDetail {
  readonly unitId: string;
}

/**
 * An SVG hex map with pan and zoom. It draws the grid with CCRR labels, terrain, unit
 * counters, marked hexes, badges, lines and a planned path — all given as data — and reports
 * what the user points at. It knows no rules.
 *
 * Keys (when focused): arrows pan, `+`/`-` zoom, `0` fits the map.
 *
 * @fires hex-click - a hex on the map was clicked or tapped; detail {@link HexEventDetail}
 * @fires unit-click - a unit counter was clicked; detail {@link UnitEventDetail}
 * @fires hex-hover - the pointer moved onto another hex; detail {@link HexEventDetail} or `null`
 */
@customElement('hex-map')
export class HexMap extends LitElement {
  static override styles = hexMapStyles;

  /** Size of the map in columns and rows. */
  @property({ attribute: false }) accessor bounds: MapBounds = DEFAULT_MAP;
  /** Planets, moons and warp points. */
  @property({ attribute: false }) accessor terrain: MapTerrain = NO_TERRAIN;
  /** Unit counters; units with `hex: null` are not drawn. */
  @property({ attribute: false }) accessor units: readonly MapUnit[] = [];
  /** The unit drawn as selected, if any. */
  @property({ attribute: false }) accessor selectedUnit: string | null = null;
  /** Marked hexes (legal placements, targets, arcs, blindspot …). */
  @property({ attribute: false }) accessor marks: readonly HexMark[] = [];
  /** Texts pinned to hexes, such as to-hit numbers. */
  @property({ attribute: false }) accessor badges: readonly HexBadge[] = [];
  /** Lines between hexes, such as lines of fire. */
  @property({ attribute: false }) accessor lines: readonly HexLine[] = [];
  /** A planned path, drawn as an arrow through these hexes in order. */
  @property({ attribute: false }) accessor path: readonly Hex[] = [];

  @state() private accessor viewport: Viewport = INITIAL_VIEWPORT;
  @state() private accessor hovered: Hex | null = null;
  @state() private accessor dragging = false;

  @query('svg') private accessor svgElement!: SVGSVGElement;

  private press: { id: number; start: Point; last: Point; moved: boolean } | null = null;
  /** Screen points of the pointers now down, for two-finger pinch zoom on tablets. */
  private readonly touches = new Map<number, Point>();
  private fitted = false;
  /** Hexes to fit once the map has a size (a fit asked for before the first layout). */
  private pendingFit: readonly Hex[] | null = null;
  private resizeObserver: ResizeObserver | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.resizeObserver = new ResizeObserver(() => {
      if (!this.fitted && this.clientWidth > 0) {
        this.fitted = true;
        if (this.pendingFit) this.fitHexes(this.pendingFit);
        else this.fit();
        this.pendingFit = null;
      }
    });
    this.resizeObserver.observe(this);
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.removeEventListener('keydown', this.onKeyDown);
  }

  protected override firstUpdated(): void {
    // Time to first map render, for docs/benchmarks.md (read by the browser tests).
    if (performance.getEntriesByName('broadside:first-map').length === 0)
      performance.mark('broadside:first-map');
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('bounds') && this.clientWidth > 0) this.fit();
  }

  /** Fits the whole map into the view. */
  fit(): void {
    const extent = mapExtent(LAYOUT, this.bounds);
    this.viewport = fitMap(extent.width, extent.height, this.clientWidth, this.clientHeight);
  }

  /** Zooms by `factor` around the centre of the view. */
  zoomBy(factor: number): void {
    this.viewport = zoomAt(this.viewport, factor, {
      x: this.clientWidth / 2,
      y: this.clientHeight / 2,
    });
  }

  /** Zooms and scrolls so that every hex given is in view, with a margin (no zoom past 1.2). */
  fitHexes(hexes: readonly Hex[]): void {
    if (hexes.length === 0) return;
    if (!this.fitted || this.clientWidth === 0) {
      this.pendingFit = hexes;
      return;
    }
    const points = hexes.map((h) => hexToPixel(LAYOUT, h));
    const pad = HEX_SIZE * 4;
    const minX = Math.min(...points.map((p) => p.x)) - pad;
    const maxX = Math.max(...points.map((p) => p.x)) + pad;
    const minY = Math.min(...points.map((p) => p.y)) - pad;
    const maxY = Math.max(...points.map((p) => p.y)) + pad;
    const fitted = fitMap(maxX - minX, maxY - minY, this.clientWidth, this.clientHeight);
    const zoom = Math.min(1.2, fitted.zoom);
    this.viewport = centreOn(
      { zoom, offset: { x: 0, y: 0 } },
      { x: (minX + maxX) / 2, y: (minY + maxY) / 2 },
      this.clientWidth,
      this.clientHeight,
    );
  }

  /** Sets the zoom factor, keeping the centre of the view in place. */
  zoomTo(zoom: number): void {
    this.zoomBy(zoom / this.viewport.zoom);
  }

  /** Scrolls the view so that `h` is in the middle. */
  centreOn(h: Hex): void {
    this.viewport = centreOn(
      this.viewport,
      hexToPixel(LAYOUT, h),
      this.clientWidth,
      this.clientHeight,
    );
  }

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    const step = 60;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => (this.viewport = panBy(this.viewport, step, 0)),
      ArrowRight: () => (this.viewport = panBy(this.viewport, -step, 0)),
      ArrowUp: () => (this.viewport = panBy(this.viewport, 0, step)),
      ArrowDown: () => (this.viewport = panBy(this.viewport, 0, -step)),
      '+': () => this.zoomBy(1.25),
      '=': () => this.zoomBy(1.25),
      '-': () => this.zoomBy(0.8),
      '0': () => this.fit(),
    };
    const action = actions[e.key];
    if (action && !e.ctrlKey && !e.metaKey && !e.altKey) {
      action();
      e.preventDefault();
      e.stopPropagation();
    }
  };

  private screenPoint(e: PointerEvent | WheelEvent): Point {
    const rect = this.svgElement.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }

  private hexAt(e: PointerEvent): Hex | null {
    const h = pixelToHex(LAYOUT, screenToMap(this.viewport, this.screenPoint(e)));
    return inBounds(this.bounds, h) ? h : null;
  }

  private onPointerDown(e: PointerEvent): void {
    if (e.button !== 0) return;
    const p = { x: e.clientX, y: e.clientY };
    this.touches.set(e.pointerId, this.screenPoint(e));
    if (this.touches.size === 2 && this.press) this.press.moved = true;
    else this.press = { id: e.pointerId, start: p, last: p, moved: false };
  }

  private onPointerMove(e: PointerEvent): void {
    if (this.touches.has(e.pointerId) && this.touches.size === 2) {
      const [a0, b0] = [...this.touches.values()] as [Point, Point];
      this.touches.set(e.pointerId, this.screenPoint(e));
      const [a1, b1] = [...this.touches.values()] as [Point, Point];
      this.viewport = pinch(this.viewport, a0, b0, a1, b1);
      return;
    }
    if (this.touches.has(e.pointerId)) this.touches.set(e.pointerId, this.screenPoint(e));
    const press = this.press;
    if (press && press.id === e.pointerId) {
      const p = { x: e.clientX, y: e.clientY };
      if (!press.moved && Math.hypot(p.x - press.start.x, p.y - press.start.y) > CLICK_SLOP) {
        press.moved = true;
        this.dragging = true;
        this.svgElement.setPointerCapture(e.pointerId);
      }
      if (press.moved) {
        this.viewport = panBy(this.viewport, p.x - press.last.x, p.y - press.last.y);
        press.last = p;
        return;
      }
    }
    const h = this.hexAt(e);
    if (
      (h === null) !== (this.hovered === null) ||
      (h && this.hovered && hexKey(h) !== hexKey(this.hovered))
    ) {
      this.hovered = h;
      this.emit('hex-hover', h ? { hex: h, label: formatLabel(h) } : null);
    }
  }

  private onPointerUp(e: PointerEvent): void {
    this.touches.delete(e.pointerId);
    const press = this.press;
    this.press = null;
    this.dragging = false;
    if (!press || press.id !== e.pointerId || press.moved) return;
    const unitId = (e.target as Element | null)
      ?.closest?.('[data-unit]')
      ?.getAttribute('data-unit');
    if (unitId) {
      this.emit('unit-click', { unitId });
      return;
    }
    const h = this.hexAt(e);
    if (h) this.emit('hex-click', { hex: h, label: formatLabel(h) });
  }

  private onWheel(e: WheelEvent): void {
    e.preventDefault();
    this.viewport = zoomAt(this.viewport, e.deltaY < 0 ? 1.15 : 1 / 1.15, this.screenPoint(e));
  }

  private emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  override render() {
    const v = this.viewport;
    const showLabels = v.zoom * HEX_SIZE >= 16;
    return html`<svg
        class=${this.dragging ? 'dragging' : ''}
        data-testid="hex-map"
        role="img"
        aria-label="Hex map"
        @pointerdown=${this.onPointerDown}
        @pointermove=${this.onPointerMove}
        @pointerup=${this.onPointerUp}
        @pointercancel=${(e: PointerEvent) => {
          this.touches.delete(e.pointerId);
          this.press = null;
          this.dragging = false;
        }}
        @pointerleave=${() => (this.hovered = null)}
        @wheel=${this.onWheel}
      >
        ${this.renderDefs()}
        <g transform="translate(${v.offset.x} ${v.offset.y}) scale(${v.zoom})">
          ${guard([this.bounds, showLabels], () => this.renderGrid(showLabels))}
          ${guard([this.terrain], () => this.renderTerrain())} ${this.renderMarks()}
          ${this.renderLines()} ${this.renderPath()} ${this.renderUnits()} ${this.renderBadges()}
          ${
            this.hovered
              ? svg`<polygon class="hover" points=${pointsAttr(corners(LAYOUT, this.hovered))}></polygon>`
              : nothing
          }
        </g>
      </svg>
      <div class="controls">
        <button data-testid="zoom-in" title="Zoom in (+)" @click=${() => this.zoomBy(1.25)}>
          +
        </button>
        <button data-testid="zoom-out" title="Zoom out (-)" @click=${() => this.zoomBy(0.8)}>
          −
        </button>
        <button data-testid="zoom-fit" title="Fit map (0)" @click=${() => this.fit()}>⤢</button>
      </div>
      ${
        this.hovered
          ? html`<div class="hovered-label" data-testid="hovered-hex">
              ${formatLabel(this.hovered)}
            </div>`
          : nothing
      }`;
  }

  private renderDefs() {
    return svg`<defs>
      <pattern id="hatch-blind" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="rgba(0,0,0,0.45)"></rect>
        <line x1="0" y1="0" x2="0" y2="6" stroke="#9aa3bd" stroke-width="1.5"></line>
      </pattern>
      <pattern id="hatch-restricted" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
        <rect width="8" height="8" fill="rgba(0,0,0,0.25)"></rect>
        <line x1="0" y1="0" x2="0" y2="8" stroke="#6b5a2a" stroke-width="1"></line>
      </pattern>
      <marker id="arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
        <path d="M0,0L10,5L0,10Z" fill="#56b4e9"></path>
      </marker>
    </defs>`;
  }

  private renderGrid(showLabels: boolean) {
    const all = hexesInBounds(this.bounds);
    const d = all.map((h) => `M${pointsAttr(corners(LAYOUT, h)).replaceAll(' ', 'L')}Z`).join('');
    const labels = showLabels
      ? all.map((h) => {
          const c = hexToPixel(LAYOUT, h);
          return svg`<text class="label" x=${c.x} y=${c.y - HEX_SIZE * 0.55}>${formatLabel(h)}</text>`;
        })
      : nothing;
    return svg`<path class="grid" d=${d}></path>${labels}`;
  }

  private renderTerrain() {
    const t = this.terrain;
    const at = (h: Hex) => hexToPixel(LAYOUT, h);
    return svg`${t.planets.map((h) => svg`<circle class="planet" data-terrain="planet" cx=${at(h).x} cy=${at(h).y} r=${HEX_SIZE * 0.55}></circle>`)}
      ${t.moons.map((h) => svg`<circle class="moon" data-terrain="moon" cx=${at(h).x} cy=${at(h).y} r=${HEX_SIZE * 0.25}></circle>`)}
      ${t.warpPoints.map(
        (h, i) => svg`<g data-terrain="warp-point"><title>Warp point ${i + 1}</title>
          <circle class="warp" cx=${at(h).x} cy=${at(h).y} r=${HEX_SIZE * 0.8}></circle>
          <circle class="warp-core" cx=${at(h).x} cy=${at(h).y} r=${HEX_SIZE * 0.2}></circle></g>`,
      )}`;
  }

  private renderMarks() {
    const byKind = new Map<string, string[]>();
    for (const m of this.marks) {
      const list = byKind.get(m.kind) ?? [];
      list.push(`M${pointsAttr(corners(LAYOUT, m.hex)).replaceAll(' ', 'L')}Z`);
      byKind.set(m.kind, list);
    }
    return [...byKind.entries()].map(
      ([kind, paths]) =>
        svg`<path class="mark mark-${kind}" data-mark=${kind} data-count=${paths.length} d=${paths.join('')}></path>`,
    );
  }

  /**
   * Where the centre of the hex labelled `label` (CCRR) is on screen, in client coordinates,
   * after scrolling it into view. For tests that drive the map with real clicks.
   */
  hexClientPoint(label: string): Point | null {
    const h = hexesInBounds(this.bounds).find((x) => formatLabel(x) === label);
    if (!h) return null;
    const rect = this.getBoundingClientRect();
    let p = mapToScreen(this.viewport, hexToPixel(LAYOUT, h));
    if (p.x < 20 || p.y < 20 || p.x > rect.width - 20 || p.y > rect.height - 60) {
      this.viewport = centreOn(
        this.viewport,
        hexToPixel(LAYOUT, h),
        this.clientWidth,
        this.clientHeight,
      );
      p = mapToScreen(this.viewport, hexToPixel(LAYOUT, h));
    }
    return { x: rect.left + p.x, y: rect.top + p.y };
  }

  private renderLines() {
    return this.lines.map((l) => {
      const a = hexToPixel(LAYOUT, l.from);
      const b = hexToPixel(LAYOUT, l.to);
      return svg`<line class="line-${l.kind}" x1=${a.x} y1=${a.y} x2=${b.x} y2=${b.y}></line>`;
    });
  }

  private renderPath() {
    if (this.path.length < 2) return nothing;
    const points = this.path.map((h) => hexToPixel(LAYOUT, h));
    return svg`<polyline class="path" data-testid="planned-path" points=${pointsAttr(points)}></polyline>`;
  }

  private renderUnits() {
    const placed = this.units.filter(
      (u) => u.hex !== null && u.state !== 'hidden' && u.state !== 'escaped',
    );
    const offsets = stackOffsets(placed, HEX_SIZE);
    return placed.map((u) => {
      const centre = hexToPixel(LAYOUT, u.hex as Hex);
      const off = offsets.get(u.id) ?? { x: 0, y: 0 };
      const style = sideStyle(u.side);
      // Never smaller than about 11 screen pixels, so counters stay readable when zoomed out.
      const r = Math.max(
        HEX_SIZE * (Math.hypot(off.x, off.y) > 0 ? 0.34 : 0.45),
        11 / this.viewport.zoom,
      );
      const text = Math.max(1, r / (HEX_SIZE * 0.45));
      const selected = this.selectedUnit === u.id;
      return svg`<g class="unit ${u.state} ${selected ? 'selected' : ''}" data-unit=${u.id} data-testid="unit-${u.id}"
          data-state=${u.state} data-hex=${formatLabel(u.hex as Hex)} data-facing=${u.facing} transform="translate(${centre.x + off.x} ${centre.y + off.y})">
        <title>${u.name} (${u.hull}), side ${u.side}, facing ${u.facing}${u.state === 'destroyed' ? ', destroyed' : ''}</title>
        <g transform="rotate(${facingAngle(u.facing)})">
          <path class="pointer" d="M${r * 0.85},${-r * 0.35}L${r * 1.5},0L${r * 0.85},${r * 0.35}Z"></path>
        </g>
        <path class="body" d=${shapePath(style.shape, r)} fill=${style.colour}></path>
        <text class="hull" y="0" style="font-size:${8 * text}px">${u.hull}</text>
        ${u.state === 'destroyed' ? svg`<path class="wreck" d="M${-r},${-r}L${r},${r}M${r},${-r}L${-r},${r}"></path>` : nothing}
        <text class="name" y=${r + 8 * text} style="font-size:${7 * text}px">${u.name}</text>
      </g>`;
    });
  }

  private renderBadges() {
    return this.badges.map((b) => {
      const c = hexToPixel(LAYOUT, b.hex);
      const width = Math.max(18, b.text.length * 5 + 6);
      return svg`<g class="badge" data-badge=${formatLabel(b.hex)} transform="translate(${c.x} ${c.y - HEX_SIZE * 0.95})">
        <rect x=${-width / 2} y="-6" width=${width} height="12"></rect>
        <text>${b.text}</text>
      </g>`;
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hex-map': HexMap;
  }
}
