import { html } from 'lit';

/** What the map's buttons do. */
export interface MapControlActions {
  zoomBy(factor: number): void;
  /** The whole map. */
  fit(): void;
  /** The ships, with readable labels. */
  zoomToShips(): void;
}

/**
 * The buttons in the map's corner: zoom in and out, the ships (the battle's default view) and
 * the whole map. The same as the keys `+`, `-` and `0`, for mice and fingers.
 */
export function mapControls(map: MapControlActions) {
  return html`<div class="controls">
    <button data-testid="zoom-in" title="Zoom in (+)" @click=${() => map.zoomBy(1.25)}>+</button>
    <button data-testid="zoom-out" title="Zoom out (-)" @click=${() => map.zoomBy(0.8)}>−</button>
    <button data-testid="zoom-ships" title="Zoom to the ships" @click=${() => map.zoomToShips()}>
      Ships
    </button>
    <button data-testid="zoom-fit" title="Fit the whole map (0)" @click=${() => map.fit()}>
      Fit all
    </button>
  </div>`;
}
