import { css } from 'lit';

/**
 * A scrolling list of ship record cards (`<article>` each, `.selected` and `.gone` states, a
 * `.head` line of name and status), as the battle screens' Ships tab shows them.
 */
export const shipCardListStyles = css`
  :host {
    display: block;
    overflow-y: auto;
    padding: 0.4rem;
    font-size: 0.82rem;
  }
  article {
    border: 1px solid #263056;
    border-left-width: 4px;
    border-radius: 6px;
    padding: 0.35rem 0.5rem;
    margin-bottom: 0.4rem;
    background: #10162b;
    cursor: pointer;
  }
  article.selected {
    outline: 2px solid var(--accent);
  }
  article.gone {
    opacity: 0.6;
  }
  .head {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
  }
`;
