import { css } from 'lit';

/**
 * A page of panels in one centred column. A page sets its width with `--page-width` on its host
 * (default 64rem).
 */
export const pageStyles = css`
  :host {
    display: grid;
    gap: 1rem;
    padding: 1rem;
    max-width: var(--page-width, 64rem);
    margin: 0 auto;
  }
`;

/** A plain full-width table whose rows are separated by thin lines. */
export const tableStyles = css`
  table {
    width: 100%;
    border-collapse: collapse;
  }
  td,
  th {
    text-align: left;
    padding: 0.3rem 0.5rem 0.3rem 0;
    border-bottom: 1px solid #263056;
    overflow-wrap: break-word;
  }
`;
