import { LitElement, html, svg, nothing, type PropertyValues } from 'lit';
import { hexMapStyles } from './hex-map-styles.js';
import { keyed } from 'lit/directives/keyed.js';
import { motionAllowed, motionSetting, setMotionSetting, systemReducesMotion } from './motion.js';
import type { MapShot } from '@broadside/board-picture/map-data';
import { shotStyles, shotsDuration, shotsLayer } from './shot-layer.js';
import { HexCursorController } from './hex-cursor-controller.js';
import { customElement, property, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import {
  formatLabel,
  hexKey,
  hexesInBounds,
  inBounds,
  type Hex,
  type MapBounds,
} from '@broadside/rules';
import { corners, hexToPixel, pixelToHex, type Point } from './layout.js';
import {
  INITIAL_VIEWPORT,
  bringIntoView,
  centreOn,
  fitMap,
  fitPoints,
  mapToScreen,
  panBy,
  pinch,
  screenToMap,
  keepOnMap,
  LABELS_ZOOM,
  labelFontSize,
  zoomAt,
  type Viewport,
} from './viewport.js';
import { mapControls } from './map-controls.js';
import {
  DEFAULT_BOUNDS,
  NO_TERRAIN,
  type HexBadge,
  type HexLine,
  type HexMark,
  type MapTerrain,
  type MapUnit,
} from './map-data.js';
import { mapExtent, pointsAttr } from './map-geometry.js';
import {
  HEX_SIZE,
  LAYOUT,
  badgesLayer,
  gridLayer,
  hexLabel,
  linesLayer,
  mapDefs,
  marksLayer,
  pathLayer,
  routesLayer,
  type MapRoute,
  terrainLayer,
  unitsLayer,
} from './map-layers.js';
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

/** True when two map sizes differ (not merely two objects of the same size). */
export function boundsChanged(next: MapBounds, prev: MapBounds | undefined): boolean {
  return !prev || next.columns !== prev.columns || next.rows !== prev.rows;
}

/**
 * An SVG hex map with pan and zoom. It draws the grid with CCRR labels, terrain, unit
 * counters, marked hexes, badges, lines and a planned path — all given as data — and reports
 * what the user points at. It knows no rules.
 *
 * Keys (when focused): arrows move a hex cursor (the view follows it), `Enter` or `Space` click
 * its hex while it shows (its counter when there is one), Shift+arrows pan, `+`/`-` zoom, `0` fits the map, `v`
 * fits the fleets. The cursor's hex and counters are announced to screen readers.
 *
 * Hex labels are drawn at one screen size whatever the zoom; when the map is zoomed out too far
 * for them to fit their hexes, only the hex under the pointer shows its label.
 *
 * @fires hex-click - a hex on the map was clicked or tapped; detail {@link HexEventDetail}
 * @fires unit-click - a unit counter was clicked; detail {@link UnitEventDetail}
 * @fires hex-hover - the pointer moved onto another hex; detail {@link HexEventDetail} or `null`
 */
@customElement('hex-map')
export class HexMap extends LitElement {
  static override styles = [hexMapStyles, shotStyles];

  /**
   * Size of the map in columns and rows. A new object of the same size is no change: every
   * server update brings one, and only a map of another size is fitted anew (keeping the zoom).
   */
  @property({ attribute: false, hasChanged: boundsChanged }) accessor bounds: MapBounds =
    DEFAULT_BOUNDS;
  /** Terrain features (the ruleset's planets, gravity wells …). */
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
  /** Routes of planned and queued steps, drawn under the counters. */
  @property({ attribute: false }) accessor routes: readonly MapRoute[] = [];

  @state() private accessor viewport: Viewport = INITIAL_VIEWPORT;
  /**
   * The fitted view the map shows until the user pans or zooms: fitted again when the map's
   * size changes (a phone's drawer opening, a window resized); null once the user moved it.
   */
  private fittedTo: 'map' | 'fleets' | null = null;
  @state() private accessor hovered: Hex | null = null;
  @state() private accessor dragging = false;
  /** Whether counters slide and shots fly ({@link motionAllowed}); the Motion button sets it. */
  @state() private accessor motion = true;
  /** The shots now animated, and which batch they are (a new batch restarts the animation). */
  @state() private accessor shots: { readonly run: number; readonly list: readonly MapShot[] } = {
    run: 0,
    list: [],
  };
  private shotTimer: ReturnType<typeof setTimeout> | undefined;
  /** The keyboard's hex cursor. */
  private readonly cursor = new HexCursorController(this);

  @query('svg') private accessor svgElement!: SVGSVGElement;

  private press: { id: number; start: Point; last: Point; moved: boolean } | null = null;
  /** Screen points of the pointers now down, for two-finger pinch zoom on tablets. */
  private readonly touches = new Map<number, Point>();
  private fitted = false;
  /** Hexes to fit once the map has a size (a fit asked for before the first layout). */
  private pendingFit: readonly Hex[] | null = null;
  /** The ships view was asked for before the first layout; and whose ships it centres on. */
  private pendingShips = false;
  private resizeObserver: ResizeObserver | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.motion = motionAllowed();
    this.resizeObserver = new ResizeObserver(() => {
      if (this.fitted && this.clientWidth > 0) {
        if (this.fittedTo === 'fleets') this.zoomToShips();
        else if (this.fittedTo === 'map') this.fit();
      }
      if (!this.fitted && this.clientWidth > 0) {
        this.fitted = true;
        if (this.pendingFit) this.fitHexes(this.pendingFit);
        else if (this.pendingShips) this.zoomToShips();
        else this.fit();
        this.pendingFit = null;
      }
    });
    this.resizeObserver.observe(this);
    this.addEventListener('keydown', this.onKeyDown);
    this.addEventListener('focus', this.onFocus);
    this.addEventListener('blur', this.onBlur);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.removeEventListener('keydown', this.onKeyDown);
    this.removeEventListener('focus', this.onFocus);
    this.removeEventListener('blur', this.onBlur);
    this.skipShots();
  }

  /**
   * Animates these shots (a tracer from firer to target, then a burst), staggered, about
   * 0.6–1.3 s in all; they end by themselves, at any click or tap on the map, or at `Escape`.
   * Nothing when motion is off ({@link motionAllowed}).
   */
  playShots(shots: readonly MapShot[]): void {
    this.motion = motionAllowed();
    if (shots.length === 0 || !this.motion) return;
    this.skipShots();
    this.shots = { run: this.shots.run + 1, list: shots };
    this.shotTimer = setTimeout(() => this.skipShots(), shotsDuration(shots.length));
    window.addEventListener('keydown', this.onEscapeShots, true);
  }

  /** Ends the running shot animations at once. */
  skipShots(): void {
    clearTimeout(this.shotTimer);
    this.shotTimer = undefined;
    window.removeEventListener('keydown', this.onEscapeShots, true);
    if (this.shots.list.length > 0) this.shots = { run: this.shots.run, list: [] };
  }

  /** `Escape` anywhere ends the shots (and goes on to do what else it does). */
  private readonly onEscapeShots = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') this.skipShots();
  };

  /** Turns the player's Motion setting on or off (kept for the next visit). */
  toggleMotion(): void {
    setMotionSetting(!motionSetting());
    this.motion = motionAllowed();
    if (!this.motion) this.skipShots();
  }

  protected override firstUpdated(): void {
    // Time to first map render, for docs/benchmarks.md (read by the browser tests).
    if (performance.getEntriesByName('broadside:first-map').length === 0)
      performance.mark('broadside:first-map');
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('bounds') && this.clientWidth > 0) this.fit();
  }

  /** Shows `v`; `fittedTo` names the fitted view it is, if it is one. */
  private setView(v: Viewport, fittedTo: 'map' | 'fleets' | null = null): void {
    if (v === this.viewport && fittedTo === null) return; // e.g. a hex already in view
    this.viewport = v;
    this.fittedTo = fittedTo;
  }

  /** Fits the whole map into the view. */
  fit(): void {
    const extent = mapExtent(LAYOUT, this.bounds);
    this.setView(fitMap(extent.width, extent.height, this.clientWidth, this.clientHeight), 'map');
  }

  /** Zooms by `factor` around the centre of the view. */
  zoomBy(factor: number): void {
    this.setView(
      zoomAt(this.viewport, factor, {
        x: this.clientWidth / 2,
        y: this.clientHeight / 2,
      }),
    );
  }

  /** Zooms and scrolls so that every hex given is in view, with a margin (no zoom past 1.2). */
  fitHexes(hexes: readonly Hex[]): void {
    if (hexes.length === 0) return;
    if (!this.fitted || this.clientWidth === 0) {
      this.pendingFit = hexes;
      return;
    }
    this.setView(
      fitPoints(
        hexes.map((h) => hexToPixel(LAYOUT, h)),
        { pad: HEX_SIZE * 4, maxZoom: 1.2 },
        this.clientWidth,
        this.clientHeight,
      ),
    );
  }

  /**
   * The battle's default view, "Fleets": every unit on the map, of every side (the units the
   * viewer can see: hidden ones are not in {@link units}), fitted with a margin, zoomed in no
   * further than 1.2. The whole map when no unit is on it. Asked for before the first layout, it
   * is applied once the map has a size.
   *
   * `_focusSide` is what the battle screens still pass (the viewer's side); the fleets view shows
   * every side alike, so it is not used.
   */
  zoomToShips(_focusSide: string | null = null): void {
    if (!this.fitted || this.clientWidth === 0) {
      this.pendingShips = true;
      return;
    }
    const placed = this.units.flatMap((u) => (u.hex ? [hexToPixel(LAYOUT, u.hex)] : []));
    if (placed.length === 0) return this.fit();
    const [width, height] = [this.clientWidth, this.clientHeight];
    const extent = mapExtent(LAYOUT, this.bounds);
    const view = fitPoints(placed, { pad: HEX_SIZE * 3, maxZoom: 1.2 }, width, height);
    this.setView(keepOnMap(view, extent.width, extent.height, width, height), 'fleets');
  }

  /** Scrolls (zooming out only if need be) so that every hex given is in view. */
  showHexes(hexes: readonly Hex[]): void {
    if (hexes.length === 0 || this.clientWidth === 0) return;
    const points = hexes.map((h) => hexToPixel(LAYOUT, h));
    this.setView(
      bringIntoView(this.viewport, points, HEX_SIZE, this.clientWidth, this.clientHeight),
    );
  }

  /** Sets the zoom factor, keeping the centre of the view in place. */
  zoomTo(zoom: number): void {
    this.zoomBy(zoom / this.viewport.zoom);
  }

  /** Scrolls the view so that `h` is in the middle. */
  centreOn(h: Hex): void {
    this.setView(
      centreOn(this.viewport, hexToPixel(LAYOUT, h), this.clientWidth, this.clientHeight),
    );
  }

  /** The cursor starts on the selected unit, else in the middle of the view. */
  cursorStart(): Hex | undefined {
    const selected = this.units.find((u) => u.id === this.selectedUnit)?.hex;
    const middle = pixelToHex(
      LAYOUT,
      screenToMap(this.viewport, { x: this.clientWidth / 2, y: this.clientHeight / 2 }),
    );
    return selected ?? (inBounds(this.bounds, middle) ? middle : hexesInBounds(this.bounds)[0]);
  }

  /** A press of the keyboard cursor on a counter. */
  clickUnit(unitId: string): void {
    this.emit('unit-click', { unitId });
  }

  /** A press of the keyboard cursor on an empty hex. */
  clickHex(h: Hex): void {
    this.emit('hex-click', { hex: h, label: formatLabel(h) });
  }

  private readonly onFocus = (): void => this.cursor.start();

  private readonly onBlur = (): void => this.cursor.hide();

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    const step = 60;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => this.setView(panBy(this.viewport, step, 0)),
      ArrowRight: () => this.setView(panBy(this.viewport, -step, 0)),
      ArrowUp: () => this.setView(panBy(this.viewport, 0, step)),
      ArrowDown: () => this.setView(panBy(this.viewport, 0, -step)),
      '+': () => this.zoomBy(1.25),
      '=': () => this.zoomBy(1.25),
      '-': () => this.zoomBy(0.8),
      '0': () => this.fit(),
      v: () => this.zoomToShips(),
    };
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (!this.cursor.handleKey(e)) {
      const action = actions[e.key];
      if (!action) return;
      action();
    }
    e.preventDefault();
    e.stopPropagation();
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
    this.skipShots();
    this.cursor.hide();
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
      this.setView(pinch(this.viewport, a0, b0, a1, b1));
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
        this.setView(panBy(this.viewport, p.x - press.last.x, p.y - press.last.y));
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
    this.setView(zoomAt(this.viewport, e.deltaY < 0 ? 1.15 : 1 / 1.15, this.screenPoint(e)));
  }

  private emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  override render() {
    const v = this.viewport;
    const showLabels = v.zoom >= LABELS_ZOOM;
    const labelSize = labelFontSize(v.zoom);
    return html`<svg
        class="${this.dragging ? 'dragging' : ''} ${this.motion ? '' : 'still'}"
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
        ${mapDefs()}
        <g transform="translate(${v.offset.x} ${v.offset.y}) scale(${v.zoom})">
          ${guard([this.bounds, showLabels, labelSize], () =>
            gridLayer(this.bounds, showLabels ? labelSize : null),
          )}
          ${guard([this.terrain], () => terrainLayer(this.terrain))} ${marksLayer(this.marks)}
          ${linesLayer(this.lines)} ${pathLayer(this.path)} ${routesLayer(this.routes)}
          ${unitsLayer(this.units, this.selectedUnit, v.zoom)} ${badgesLayer(this.badges, v.zoom)}
          ${this.cursor.outline()} ${keyed(this.shots.run, shotsLayer(this.shots.list))}
          ${
            this.hovered
              ? svg`<polygon class="hover" points=${pointsAttr(corners(LAYOUT, this.hovered))}></polygon>
                ${showLabels ? nothing : hexLabel(this.hovered, labelSize, 'label hover-label')}`
              : nothing
          }
        </g>
      </svg>
      ${mapControls(this, {
        on: this.motion,
        system: systemReducesMotion(),
        toggle: () => this.toggleMotion(),
      })}
      ${this.cursor.liveRegion()}
      ${
        this.hovered
          ? html`<div class="hovered-label" data-testid="hovered-hex">
              ${formatLabel(this.hovered)}
            </div>`
          : nothing
      }`;
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
      this.centreOn(h);
      p = mapToScreen(this.viewport, hexToPixel(LAYOUT, h));
    }
    return { x: rect.left + p.x, y: rect.top + p.y };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hex-map': HexMap;
  }
}
