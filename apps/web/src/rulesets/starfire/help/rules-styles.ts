import { css } from 'lit';

/**
 * The look of the Starfire rules, on the rules page and in the battle screen's help dialogs.
 * Tables are `table.chart`; on narrow screens a `table.stack` turns each row into a small card
 * (every cell labelled by its `data-label`), and `.wide-only` / `.narrow-only` swap a table for
 * one turned on its side, so no chart is wider than a 360 px phone.
 */
export const rulesStyles = css`
  :host {
    display: block;
    line-height: 1.45;
  }
  h2 {
    margin: 1.6rem 0 0.5rem;
    scroll-margin-top: 0.5rem;
  }
  h2:focus {
    outline: none;
  }
  h3 {
    margin: 1.1rem 0 0.4rem;
  }
  code,
  .code {
    font-family: ui-monospace, monospace;
    color: var(--accent, #f2b134);
    overflow-wrap: anywhere;
  }
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  a {
    color: var(--accent, #f2b134);
  }
  table.chart {
    border-collapse: collapse;
    font-size: 0.85rem;
    margin: 0.4rem 0 0.8rem;
  }
  .chart th,
  .chart td {
    padding: 0.2rem 0.45rem;
    border-bottom: 1px solid #263056;
    text-align: left;
  }
  .chart th {
    color: var(--muted, #9aa3bd);
    font-weight: 600;
  }
  .chart td.num,
  .chart th.num {
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .weapons th.num,
  .weapons td.num {
    padding: 0.2rem 0.15rem;
    min-width: 1.2rem;
  }
  .weapons tr.to-hit td {
    border-bottom: none;
  }
  .weapons.narrow-only th.num,
  .weapons.narrow-only td.num {
    padding: 0.2rem 0.45rem;
  }
  .narrow-only {
    display: none;
  }
  ul.legend {
    list-style: none;
    padding: 0;
  }
  ul.legend li {
    display: flex;
    gap: 0.7rem;
    align-items: flex-start;
    margin: 0.4rem 0;
  }
  .scenario-map svg {
    display: block;
    width: 100%;
    max-width: 22rem;
    height: auto;
  }
  .scenario-map ul {
    list-style: none;
    padding: 0;
    margin: 0.3rem 0;
  }
  .key {
    display: inline-block;
    width: 0.7em;
    height: 0.7em;
    margin-right: 0.4em;
    border-radius: 2px;
  }
  .reason {
    color: var(--muted, #9aa3bd);
  }
  .ruling {
    border-left: 3px solid var(--accent, #f2b134);
    padding-left: 0.6rem;
  }
  figure {
    margin: 0.5rem 0;
  }
  figcaption {
    font-size: 0.85rem;
    color: var(--muted, #9aa3bd);
  }
  @media (max-width: 700px) {
    .wide-only {
      display: none;
    }
    .narrow-only {
      display: table;
    }
    table.stack,
    .stack tbody,
    .stack tr,
    .stack td {
      display: block;
    }
    .stack thead {
      display: none;
    }
    .stack tr {
      border-bottom: 1px solid #263056;
      padding: 0.3rem 0;
    }
    .stack td {
      border: none;
      padding: 0.05rem 0.2rem;
    }
    .stack td::before {
      content: attr(data-label) ': ';
      color: var(--muted, #9aa3bd);
    }
    table.chart {
      font-size: 0.8rem;
    }
  }
`;
