import { css } from 'lit';
import { orderPanelStyles as shared } from '../../../ui/panel-styles.js';

/** The look of the Star Trek order panels (action, damage control): rows and cloak tokens. */
export const orderPanelStyles = [
  ...shared,
  css`
    .row {
      gap: 0.3rem;
      margin: 0.3rem 0;
    }
    button.small {
      min-height: 1.8rem;
      padding: 0.2rem 0.5rem;
      font-size: 0.85rem;
    }
    .tokens {
      display: grid;
      grid-template-columns: auto auto auto;
      gap: 0.2rem 0.5rem;
      align-items: center;
      font-size: 0.85rem;
    }
  `,
];
