import { css } from 'lit';
import { panelStyles } from '../ui/panel-styles.js';

/** Layout of the battle screen: fixed regions, so nothing jumps when events arrive. */
export const battleStyles = [
  panelStyles,
  css`
    :host {
      display: grid;
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
      grid-template-rows: minmax(8rem, 46%) auto minmax(0, 1fr);
      min-height: 0;
      border-left: 1px solid #263056;
      background: var(--panel);
    }
    .spacer {
      flex: 1;
    }
    .pane {
      display: none;
      min-height: 0;
    }
    .pane.active {
      display: block;
    }
    chat-panel.pane.active {
      display: flex;
    }
    .cards {
      overflow-y: auto;
      padding: 0.4rem;
    }
    .cards ship-card {
      margin-bottom: 0.4rem;
    }
    .problem {
      padding: 2rem;
    }
    .help-overlay {
      position: absolute;
      inset: 0;
      background: rgba(5, 8, 18, 0.85);
      z-index: 7;
      overflow: auto;
    }
    @media (max-width: 900px) {
      .main {
        grid-template-columns: 1fr;
        grid-template-rows: minmax(0, 55fr) minmax(0, 45fr);
      }
      .side {
        border-left: none;
        border-top: 1px solid #263056;
      }
    }
  `,
];
