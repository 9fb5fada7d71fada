import { formatLabel, inBounds, type Hex, type MapBounds } from '@broadside/rules';
import { html, nothing, svg, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { CURSOR_STEPS, cursorStep, cursorText, unitsAt } from './hex-cursor.js';
import { corners } from './layout.js';
import type { MapUnit } from './map-data.js';
import { pointsAttr } from './map-geometry.js';
import { LAYOUT } from './map-layers.js';

/** What the map tells its keyboard cursor. */
export interface HexCursorHost extends ReactiveControllerHost {
  readonly bounds: MapBounds;
  readonly units: readonly MapUnit[];
  /** The hex the cursor starts on when the map gets focus (the selected unit, the view's middle). */
  cursorStart(): Hex | undefined;
  /** Scrolls the view so that these hexes show. */
  showHexes(hexes: readonly Hex[]): void;
  /** A press on the cursor: a click on its counter, else on its hex. */
  clickUnit(unitId: string): void;
  clickHex(hex: Hex): void;
}

/**
 * The map's keyboard hex cursor: arrows move it along columns and printed rows (the view follows),
 * `Enter` or `Space` press on it while it shows, and a live region says what is on its hex. It
 * shows from the first arrow key until the next pointer press or blur, so after a click on the map
 * `Enter` and `Space` reach the screen's own keys (Send, Go).
 */
export class HexCursorController implements ReactiveController {
  /** The cursor's hex, set when the map gets focus. */
  private hex: Hex | null = null;
  private shown = false;
  /** What the live region last said of the cursor's hex. */
  private said = '';

  private readonly host: HexCursorHost;

  constructor(host: HexCursorHost) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Focus: the cursor starts on the host's start hex unless it already sits on the map. */
  start(): void {
    if (this.hex && inBounds(this.host.bounds, this.hex)) return;
    const start = this.host.cursorStart();
    if (start) this.set(start, this.shown);
  }

  /** Hides the cursor (a pointer press, a blur); it keeps its hex. */
  hide(): void {
    if (!this.shown) return;
    this.shown = false;
    this.host.requestUpdate();
  }

  /** Handles a key of the map: true when it was the cursor's (an arrow, or a press while shown). */
  handleKey(e: KeyboardEvent): boolean {
    if ((e.key === 'Enter' || e.key === ' ') && this.shown) {
      this.press();
      return true;
    }
    if (!CURSOR_STEPS[e.key] || e.shiftKey) return false;
    this.start();
    if (this.hex) this.move(cursorStep(this.hex, e.key, this.host.bounds));
    return true;
  }

  /** The cursor's outline, drawn in map coordinates. */
  outline(): unknown {
    return this.hex && this.shown
      ? svg`<polygon class="cursor" data-testid="hex-cursor" data-hex=${formatLabel(this.hex)}
          points=${pointsAttr(corners(LAYOUT, this.hex))}></polygon>`
      : nothing;
  }

  /** The live region that says what is on the cursor's hex. */
  liveRegion(): unknown {
    return html`<div class="sr-only" role="status" aria-live="polite" data-testid="hex-cursor-text">
      ${this.said}
    </div>`;
  }

  private set(h: Hex, shown: boolean): void {
    this.hex = h;
    this.shown = shown;
    this.host.requestUpdate();
  }

  /** Moves the cursor to `h`, brings it into view and says what is there. */
  private move(h: Hex): void {
    this.said = cursorText(h, this.host.units);
    this.set(h, true);
    this.host.showHexes([h]);
  }

  private press(): void {
    const h = this.hex;
    if (!h) return;
    this.move(h);
    const unit = unitsAt(h, this.host.units)[0];
    if (unit) this.host.clickUnit(unit.id);
    else this.host.clickHex(h);
  }
}
