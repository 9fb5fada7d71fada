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
    .side {
      display: grid;
      grid-template-rows: minmax(8rem, 46%) auto minmax(0, 1fr);
      min-height: 0;
      border-left: 1px solid #263056;
      background: var(--panel);
    }
    .orders {
      overflow-y: auto;
      padding: 0.4rem 0.75rem;
      border-bottom: 1px solid #263056;
    }
    .orders h3 {
      margin-top: 0.2rem;
    }
    .concede {
      margin-top: 0.8rem;
      text-align: right;
    }
    .concede button {
      font-size: 0.8rem;
      min-height: 1.6rem;
      padding: 0.1rem 0.5rem;
    }
    .tabs {
      display: flex;
      gap: 0.25rem;
      align-items: center;
      padding: 0.3rem 0.5rem;
      border-bottom: 1px solid #263056;
    }
    .tabs button {
      min-height: 1.8rem;
      padding: 0.15rem 0.55rem;
      font-size: 0.85rem;
    }
    .tabs button[aria-selected='true'] {
      border-color: var(--accent);
      color: var(--accent);
    }
    .tabs label {
      font-size: 0.85rem;
      cursor: pointer;
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
        grid-template-rows: 55vh auto;
      }
      .side {
        border-left: none;
        grid-template-rows: auto auto 22rem;
      }
    }
  `,
];
