import { css, unsafeCSS } from 'lit';
import { PALETTE, type PaletteColour } from '@broadside/board-picture/palette';

/** A colour of the shared board palette, as CSS. */
const c = (name: PaletteColour) => unsafeCSS(PALETTE[name]);

/**
 * Styles of `<hex-map>`: grid, terrain, marks (with hatching for arcs and range bands), counters
 * and controls.
 */
export const hexMapStyles = css`
  :host {
    display: block;
    position: relative;
    overflow: hidden;
    background: ${c('background')};
    touch-action: none;
    user-select: none;
    outline: none;
    min-height: 200px;
  }
  :host(:focus-visible) {
    box-shadow: inset 0 0 0 2px var(--accent, ${c('accent')});
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
    stroke: ${c('grid')};
    stroke-width: 1;
  }
  .label {
    fill: ${c('label')};
    font-family: monospace;
    text-anchor: middle;
    dominant-baseline: middle;
    pointer-events: none;
  }
  .hover-label {
    fill: ${c('text')};
  }
  .terrain-disc {
    fill: ${c('terrainDisc')};
    stroke: ${c('terrainDiscRim')};
  }
  .terrain-dot {
    fill: ${c('terrainDot')};
  }
  .terrain-numeral {
    fill: ${c('terrainNumeral')};
    font-weight: 700;
    opacity: 0.75;
    pointer-events: none;
  }
  .terrain-ring {
    fill: rgba(199, 125, 255, 0.12);
    stroke: ${c('terrainRing')};
    stroke-width: 3;
    stroke-dasharray: 5 3;
  }
  .terrain-ring-core {
    fill: ${c('terrainRing')};
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
    stroke: ${c('danger')};
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
    stroke: ${c('text')};
    stroke-width: 1.5;
    pointer-events: none;
  }
  .path {
    fill: none;
    stroke: ${c('path')};
    stroke-width: 3;
    stroke-dasharray: 6 4;
    marker-end: url(#arrow);
    pointer-events: none;
  }
  .line-fire {
    stroke: ${c('accent')};
    stroke-width: 1.5;
    stroke-dasharray: 3 3;
    pointer-events: none;
  }
  .line-assigned {
    stroke: ${c('danger')};
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
    fill: ${c('text')};
    font-family: system-ui, sans-serif;
    font-weight: bold;
    text-anchor: middle;
    paint-order: stroke;
    stroke: ${c('background')};
    stroke-width: 2px;
    pointer-events: none;
  }
  .unit .body {
    stroke: ${c('panel')};
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
    fill: ${c('panel')};
    pointer-events: none;
  }
  .unit .name {
    font:
      7px system-ui,
      sans-serif;
    text-anchor: middle;
    fill: ${c('text')};
    paint-order: stroke;
    stroke: ${c('background')};
    stroke-width: 2px;
    pointer-events: none;
  }
  .unit .pointer {
    fill: ${c('text')};
    stroke: ${c('panel')};
    stroke-width: 1;
  }
  .unit.destroyed {
    opacity: 0.55;
  }
  .unit.destroyed .body {
    fill: ${c('wreckBody')} !important;
  }
  .unit.destroyed .wreck {
    stroke: ${c('danger')};
    stroke-width: 2.5;
  }
  .badge rect {
    fill: ${c('panel')};
    stroke: ${c('accent')};
    rx: 3;
  }
  .badge text {
    fill: ${c('accent')};
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
    color: ${c('text')};
    font-size: 1rem;
    cursor: pointer;
  }
  .controls button.toggle[aria-pressed='false'] {
    color: ${c('label')};
    text-decoration: line-through;
  }
  .controls button:disabled {
    cursor: not-allowed;
  }
  .cursor {
    fill: rgba(242, 177, 52, 0.15);
    stroke: var(--accent, ${c('accent')});
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
    color: ${c('muted')};
    background: rgba(11, 16, 32, 0.8);
    padding: 2px 6px;
    border-radius: 3px;
  }
`;
