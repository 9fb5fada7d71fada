import { css } from 'lit';
import { orderPanelStyles as shared } from '../../../ui/panel-styles.js';

/** The look of the SCL order panels (prepare, move, fleet command, fire): units, steps, squadrons. */
export const orderPanelStyles = [
  ...shared,
  css`
    label {
      display: flex;
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
    .actions.top {
      margin-top: 0;
      align-items: center;
      justify-content: space-between;
    }
    ul.squadrons {
      list-style: none;
      padding: 0;
      margin: 0.4rem 0;
      display: grid;
      gap: 0.35rem;
    }
    ul.squadrons li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.2rem 0.5rem;
    }
    .vector {
      margin: 0.25rem 0;
    }
  `,
];
