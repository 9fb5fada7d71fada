import { css } from 'lit';

/**
 * The layout of the lobby's forms: a grid of labelled fields, two columns that fold into one on a
 * phone, fields that never push their column wider, and a muted note under them.
 */
export const formStyles = css`
  :host {
    display: block;
  }
  form {
    display: grid;
    gap: 0.6rem;
  }
  label {
    display: grid;
    gap: 0.2rem;
    font-size: 0.85rem;
    color: var(--muted);
  }
  .grid2 {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.6rem;
  }
  .grid2 > * {
    min-width: 0;
  }
  @media (max-width: 600px) {
    .grid2 {
      grid-template-columns: 1fr;
    }
  }
  .hint {
    font-size: 0.85rem;
    color: var(--muted);
    margin: 0;
  }
`;
