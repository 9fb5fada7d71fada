import { css } from 'lit';
import { drawerPanelStyles, panelStyles } from '../../../ui/panel-styles.js';

/** The look of the SCL order panels (prepare, move, fleet command, fire, waiting). */
export const orderPanelStyles = [
  panelStyles,
  drawerPanelStyles,
  css`
    .unit {
      border-top: 1px solid #263056;
      padding: 0.35rem 0;
    }
    .unit[aria-current='true'] {
      background: #16204080;
    }
    .path {
      font-family: ui-monospace, monospace;
      color: var(--accent);
    }
    label {
      display: flex;
      gap: 0.3rem;
      align-items: center;
      font-size: 0.85rem;
    }
    .steps {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      margin: 0.25rem 0;
    }
    .steps button {
      min-width: 2.4rem;
    }
    select {
      max-width: 100%;
    }
    .actions {
      margin-top: 0.6rem;
      display: flex;
      gap: 0.5rem;
      flex-wrap: wrap;
    }
    .actions.top {
      margin-top: 0;
      align-items: center;
      justify-content: space-between;
    }
    ul.squadrons li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.2rem 0.5rem;
    }
    ul.squadrons {
      list-style: none;
      padding: 0;
      margin: 0.4rem 0;
      display: grid;
      gap: 0.35rem;
    }
    .vector {
      margin: 0.25rem 0;
    }
    .error {
      color: #ff8080;
    }
    .muted {
      color: var(--muted);
      font-size: 0.8rem;
    }
  `,
];
