import { html } from 'lit';

/** What the map's buttons do. */
export interface MapControlActions {
  zoomBy(factor: number): void;
  /** The whole map. */
  fit(): void;
  /** Every unit on the map, of every side: the battle's default view. */
  zoomToShips(): void;
}

/** The Motion toggle: whether animations run, and whether the system turned them off. */
export interface MotionToggle {
  /** Animations run (the player's setting, unless the system asks for reduced motion). */
  readonly on: boolean;
  /** The system asks for reduced motion: nothing moves whatever the setting. */
  readonly system: boolean;
  toggle(): void;
}

/** One button: its test id, face, accessible name (with its key) and action. */
type Control = readonly [testId: string, face: string, name: string, key: string, act: () => void];

/**
 * The buttons in the map's corner: zoom in and out, the fleets (the battle's default view) and
 * the whole map. The same as the keys `+`, `-`, `v` and `0`, for mice and fingers. Then the
 * Motion toggle, when given: counters sliding and shots flying, on or off.
 */
export function mapControls(map: MapControlActions, motion?: MotionToggle) {
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
    ${motion ? motionButton(motion) : ''}
  </div>`;
}

/** The Motion toggle button; disabled when the system asks for reduced motion. */
function motionButton(motion: MotionToggle) {
  const title = motion.system
    ? 'Animations are off: the system asks for reduced motion'
    : `Animations of moves and shots: ${motion.on ? 'on' : 'off'}`;
  return html`<button
    data-testid="motion"
    class="toggle"
    title=${title}
    aria-label="Animations"
    aria-pressed=${motion.on ? 'true' : 'false'}
    ?disabled=${motion.system}
    @click=${() => motion.toggle()}
  >
    Motion
  </button>`;
}
