import { css } from 'lit';
import { orderPanelStyles as shared } from '../../../ui/panel-styles.js';

/** The look of the one-page order panels (plot, fire): a row per ship, out of play or refused. */
export const orderPanelStyles = [
  ...shared,
  css`
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
    .swatch {
      display: inline-block;
      width: 0.7em;
      height: 0.7em;
      margin-right: 0.3em;
      border-radius: 2px;
    }
  `,
];
