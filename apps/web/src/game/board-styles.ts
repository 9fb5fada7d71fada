import { css } from 'lit';

/**
 * The board layout shared by the battle and replay screens: a bar on top (the phase banner, the
 * replay controls), then the map filling the left, its side
 * legend in the corner, and a side bar on the right. Each screen adds the
 * rows of its own side bar and its narrow-screen layout.
 */
export const boardStyles = css`
  :host {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr);
    height: 100%;
    min-height: 0;
  }
  .main {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 24rem;
    min-height: 0;
  }
  .map-area {
    position: relative;
    min-height: 0;
  }
  hex-map {
    position: absolute;
    inset: 0;
  }
  .legend {
    position: absolute;
    left: 8px;
    top: 8px;
  }
  .side {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    min-height: 0;
    border-left: 1px solid #263056;
    background: var(--panel);
  }
  @media (max-width: 900px) {
    .main {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;
