import { html } from 'lit';

/** What the map's buttons do. */
export interface MapControlActions {
  zoomBy(factor: number): void;
  /** The whole map. */
  fit(): void;
  /** Every unit on the map, of every side: the battle's default view. */
  zoomToShips(): void;
}

/**
 * The buttons in the map's corner: zoom in and out, the fleets (the battle's default view) and
 * the whole map. The same as the keys `+`, `-`, `v` and `0`, for mice and fingers.
 */
export function mapControls(map: MapControlActions) {
  return html`<div class="controls">
    <button
      data-testid="zoom-in"
      title="Zoom in (+)"
      aria-label="Zoom in"
      @click=${() => map.zoomBy(1.25)}
    >
      +
    </button>
    <button
      data-testid="zoom-out"
      title="Zoom out (-)"
      aria-label="Zoom out"
      @click=${() => map.zoomBy(0.8)}
    >
      −
    </button>
    <button
      data-testid="zoom-ships"
      title="Fit the fleets: every unit in view (v)"
      aria-label="Fit the fleets"
      @click=${() => map.zoomToShips()}
    >
      Fleets
    </button>
    <button
      data-testid="zoom-fit"
      title="Fit the whole map (0)"
      aria-label="Fit the whole map"
      @click=${() => map.fit()}
    >
      Map
    </button>
  </div>`;
}
