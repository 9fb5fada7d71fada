import { css } from 'lit';
import { drawerPanelStyles, panelStyles } from '../../../ui/panel-styles.js';

/** The look of the Star Trek order panels (action, damage control, waiting). */
export const orderPanelStyles = [
  panelStyles,
  drawerPanelStyles,
  css`
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      align-items: center;
      margin: 0.3rem 0;
    }
    label {
      display: inline-flex;
      gap: 0.3rem;
      align-items: center;
      font-size: 0.85rem;
    }
    button.small {
      min-height: 1.8rem;
      padding: 0.2rem 0.5rem;
      font-size: 0.85rem;
    }
    .summary {
      color: var(--accent);
    }
    .error {
      color: #ff8a8a;
    }
    .tokens {
      display: grid;
      grid-template-columns: auto auto auto;
      gap: 0.2rem 0.5rem;
      align-items: center;
      font-size: 0.85rem;
    }
    @media (max-width: 900px) {
      .intro {
        display: none;
      }
    }
  `,
];
