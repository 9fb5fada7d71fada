import { html } from 'lit';

/** What the map's buttons do. */
export interface MapControlActions {
  zoomBy(factor: number): void;
  /** The whole map. */
  fit(): void;
  /** Every unit on the map, of every side: the battle's default view. */
  zoomToShips(): void;
}

/** One button: its test id, face, accessible name (with its key) and action. */
type Control = readonly [testId: string, face: string, name: string, key: string, act: () => void];

/**
 * The buttons in the map's corner: zoom in and out, the fleets (the battle's default view) and
 * the whole map. The same as the keys `+`, `-`, `v` and `0`, for mice and fingers.
 */
export function mapControls(map: MapControlActions) {
  const controls: readonly Control[] = [
    ['zoom-in', '+', 'Zoom in', '+', () => map.zoomBy(1.25)],
    ['zoom-out', '−', 'Zoom out', '-', () => map.zoomBy(0.8)],
    ['zoom-ships', 'Fleets', 'Fit the fleets: every unit in view', 'v', () => map.zoomToShips()],
    ['zoom-fit', 'Map', 'Fit the whole map', '0', () => map.fit()],
  ];
  return html`<div class="controls">
    ${controls.map(
      ([testId, face, name, key, act]) =>
        html`<button
          data-testid=${testId}
          title="${name} (${key})"
          aria-label=${name}
          @click=${act}
        >
          ${face}
        </button>`,
    )}
  </div>`;
}
