import { css } from 'lit';
import { drawerPanelStyles, panelStyles } from '../../../ui/panel-styles.js';

/** The look of the one-page order panels (plot, fire, waiting). */
export const orderPanelStyles = [
  panelStyles,
  drawerPanelStyles,
  css`
    .ship {
      border-top: 1px solid #263056;
      padding: 0.35rem 0;
    }
    .ship[aria-current='true'] {
      background: #16204080;
    }
    .ship.out {
      opacity: 0.55;
    }
    .ship.out .name {
      text-decoration: line-through;
    }
    .ship[aria-invalid='true'] {
      opacity: 1;
      outline: 2px solid #ff8f8f;
      outline-offset: -2px;
    }
    .path {
      font-family: ui-monospace, monospace;
      color: var(--accent);
    }
    label {
      display: inline-flex;
      gap: 0.3rem;
      align-items: center;
      font-size: 0.85rem;
    }
    .actions {
      margin-top: 0.6rem;
    }
    @media (max-width: 900px) {
      .intro {
        display: none;
      }
    }
    .swatch {
      display: inline-block;
      width: 0.7em;
      height: 0.7em;
      margin-right: 0.3em;
      border-radius: 2px;
    }
  `,
];
