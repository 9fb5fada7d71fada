import { css } from 'lit';

/**
 * Styles of `<hex-map>`: grid, terrain, marks (with hatching for arcs and range bands), counters
 * and controls.
 */
export const hexMapStyles = css`
  :host {
    display: block;
    position: relative;
    overflow: hidden;
    background: #070b18;
    touch-action: none;
    user-select: none;
    outline: none;
    min-height: 200px;
  }
  :host(:focus-visible) {
    box-shadow: inset 0 0 0 2px var(--accent, #f2b134);
  }
  svg {
    display: block;
    width: 100%;
    height: 100%;
    cursor: grab;
  }
  svg.dragging {
    cursor: grabbing;
  }
  .grid {
    fill: none;
    stroke: #2a3560;
    stroke-width: 1;
  }
  .label {
    fill: #7d8ab8;
    font-family: monospace;
    text-anchor: middle;
    dominant-baseline: middle;
    pointer-events: none;
  }
  .hover-label {
    fill: #e6e9f2;
  }
  .terrain-disc {
    fill: #3d6fb6;
    stroke: #9cc3ff;
  }
  .terrain-dot {
    fill: #8b8f9c;
  }
  .terrain-numeral {
    fill: #9cc3ff;
    font-size: 18px;
    font-weight: 700;
    opacity: 0.75;
    pointer-events: none;
  }
  .terrain-ring {
    fill: rgba(199, 125, 255, 0.12);
    stroke: #c77dff;
    stroke-width: 3;
    stroke-dasharray: 5 3;
  }
  .terrain-ring-core {
    fill: #c77dff;
  }
  .mark {
    pointer-events: none;
  }
  .mark-legal {
    fill: rgba(63, 182, 139, 0.22);
    stroke: #3fb68b;
    stroke-width: 1;
  }
  .mark-target {
    fill: rgba(229, 72, 77, 0.25);
    stroke: #e5484d;
    stroke-width: 2;
  }
  .mark-in-arc {
    fill: rgba(242, 177, 52, 0.1);
  }
  .mark-restricted {
    fill: url(#hatch-restricted);
  }
  .mark-blind {
    fill: url(#hatch-blind);
  }
  /* Range bands, told apart by pattern as well as colour: Short a solid yellow wash with
     tinted hex edges, Medium orange hatching, Long sparse sky-blue dots. Faint, and under the
     other marks and the counters. */
  .mark-band-short {
    fill: rgba(240, 228, 66, 0.13);
    stroke: rgba(240, 228, 66, 0.35);
    stroke-width: 1;
  }
  .mark-band-medium {
    fill: url(#band-medium-hatch);
  }
  .mark-band-long {
    fill: url(#band-long-dots);
  }
  .mark-focus {
    fill: none;
    stroke: #ffffff;
    stroke-width: 3;
  }
  .route polyline,
  .route circle {
    fill: none;
    stroke-width: 4;
    stroke-linejoin: round;
  }
  .route-planned polyline,
  .route-planned circle {
    stroke: #f0a030;
  }
  .route-queued polyline,
  .route-queued circle {
    stroke: #cc79a7;
    stroke-dasharray: 2 5;
    stroke-linecap: round;
  }
  .mark-path {
    fill: rgba(86, 180, 233, 0.18);
  }
  .hover {
    fill: none;
    stroke: #e6e9f2;
    stroke-width: 1.5;
    pointer-events: none;
  }
  .path {
    fill: none;
    stroke: #56b4e9;
    stroke-width: 3;
    stroke-dasharray: 6 4;
    marker-end: url(#arrow);
    pointer-events: none;
  }
  .line-fire {
    stroke: #f2b134;
    stroke-width: 1.5;
    stroke-dasharray: 3 3;
    pointer-events: none;
  }
  .line-assigned {
    stroke: #e5484d;
    stroke-width: 2.5;
    pointer-events: none;
  }
  .unit {
    cursor: pointer;
    transition: transform 350ms ease-out;
  }
  /* No slide when the system asks for reduced motion or the player switched Motion off. */
  @media (prefers-reduced-motion: reduce) {
    .unit {
      transition: none;
    }
  }
  .still .unit {
    transition: none;
  }
  .stack-count {
    fill: #e6e9f2;
    font-family: system-ui, sans-serif;
    font-weight: bold;
    text-anchor: middle;
    dominant-baseline: central;
    paint-order: stroke;
    stroke: #070b18;
    stroke-width: 2px;
    pointer-events: none;
  }
  .unit .body {
    stroke: #0b1020;
    stroke-width: 1.5;
  }
  .unit.selected .body {
    stroke: #ffffff;
    stroke-width: 3;
  }
  .unit .hull {
    font:
      bold 8px system-ui,
      sans-serif;
    text-anchor: middle;
    dominant-baseline: central;
    fill: #0b1020;
    pointer-events: none;
  }
  .unit .name {
    font:
      7px system-ui,
      sans-serif;
    text-anchor: middle;
    fill: #e6e9f2;
    paint-order: stroke;
    stroke: #070b18;
    stroke-width: 2px;
    pointer-events: none;
  }
  .unit .pointer {
    fill: #e6e9f2;
    stroke: #0b1020;
    stroke-width: 1;
  }
  .unit.destroyed {
    opacity: 0.55;
  }
  .unit.destroyed .body {
    fill: #555b6e !important;
  }
  .unit.destroyed .wreck {
    stroke: #e5484d;
    stroke-width: 2.5;
  }
  .badge rect {
    fill: #0b1020;
    stroke: #f2b134;
    rx: 3;
  }
  .badge text {
    fill: #f2b134;
    font:
      bold 8px system-ui,
      sans-serif;
    text-anchor: middle;
    dominant-baseline: central;
  }
  .controls {
    position: absolute;
    right: 8px;
    /* Above whatever covers the map's foot (a phone's closed side drawer). */
    bottom: calc(8px + var(--map-covered-bottom, 0px));
    display: flex;
    gap: 4px;
  }
  .controls button {
    min-width: 2rem;
    padding: 0 0.4rem;
    white-space: nowrap;
    height: 2rem;
    border-radius: 4px;
    border: 1px solid #3a4570;
    background: #141b33;
    color: #e6e9f2;
    font-size: 1rem;
    cursor: pointer;
  }
  .controls button.toggle[aria-pressed='false'] {
    color: #7d8ab8;
    text-decoration: line-through;
  }
  .controls button:disabled {
    cursor: not-allowed;
  }
  .cursor {
    fill: rgba(242, 177, 52, 0.15);
    stroke: var(--accent, #f2b134);
    stroke-width: 3;
    pointer-events: none;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .hovered-label {
    position: absolute;
    left: 8px;
    bottom: 8px;
    font: 0.8rem monospace;
    color: #9aa3bd;
    background: rgba(11, 16, 32, 0.8);
    padding: 2px 6px;
    border-radius: 3px;
  }
`;
