import { css } from 'lit';

/** The look of buttons and form fields, for small components that do not adopt the whole panel look. */
export const fieldStyles = css`
  button,
  select,
  input,
  textarea {
    font: inherit;
    color: var(--text);
    background: #1c2547;
    border: 1px solid #3a4570;
    border-radius: 5px;
  }
`;

/** A toggle button that is on (the picked tab, the selected ship) is drawn in the accent colour. */
export const pressedStyles = css`
  button[aria-pressed='true'],
  button[aria-selected='true'] {
    border-color: var(--accent);
    color: var(--accent);
  }
`;

/**
 * A page of side-by-side panels that stack on narrow screens. The page sets its columns with
 * `--page-columns`.
 */
export const pageColumnsStyles = css`
  :host {
    display: grid;
    grid-template-columns: var(--page-columns);
    gap: 1rem;
    padding: 1rem;
    align-items: start;
  }
  @media (max-width: 900px) {
    :host {
      grid-template-columns: 1fr;
    }
  }
`;

/**
 * A dialog over the map: the host covers the map and centres its `.panel`. The dialog sets its
 * own dimming, stacking order and width.
 */
export const overlayDialogStyles = css`
  :host {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
  }
  .panel {
    box-shadow: 0 10px 40px #000;
  }
`;

/** Shared look of panels, buttons and form fields, adopted by every page. */
export const panelStyles = css`
  ${fieldStyles}
  ${pressedStyles}
  :host {
    color: var(--text);
    font-size: 0.95rem;
  }
  .panel {
    background: var(--panel);
    border: 1px solid #263056;
    border-radius: 8px;
    padding: 0.75rem 1rem;
    min-width: 0;
  }
  h2 {
    font-size: 1rem;
    margin: 0.25rem 0 0.6rem;
    color: var(--accent);
    letter-spacing: 0.04em;
  }
  h3 {
    font-size: 0.95rem;
    margin: 0.6rem 0 0.4rem;
  }
  .muted {
    color: var(--muted);
    font-size: 0.85rem;
  }
  button,
  select,
  input,
  textarea {
    padding: 0.35rem 0.6rem;
  }
  button {
    cursor: pointer;
    min-height: 2.1rem;
  }
  button:hover:not(:disabled) {
    border-color: var(--accent);
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  button.primary {
    background: var(--accent);
    color: #0b1020;
    border-color: var(--accent);
    font-weight: 600;
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible,
  a:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: 1px;
  }
  a {
    color: #8cc8ff;
  }
  .row {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    flex-wrap: wrap;
  }
  ul.plain {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  .error {
    color: #ff8f8f;
  }
  code {
    font-family: ui-monospace, monospace;
  }
`;

/** An order panel in the battle screen's side drawer: it scrolls on its own and has no frame. */
export const drawerPanelStyles = css`
  :host {
    display: block;
    overflow-y: auto;
    min-height: 0;
  }
  .panel {
    border: none;
    border-radius: 0;
  }
`;

/**
 * The order panels of a battle screen's side drawer, for every ruleset: a panel that scrolls on
 * its own, with the lines their panels share (labels, planned paths, summaries, the actions row,
 * a row per unit, and an introduction that phones leave out). A ruleset adds only what its panels alone need.
 */
export const orderPanelStyles = [
  panelStyles,
  drawerPanelStyles,
  css`
    label {
      display: inline-flex;
      gap: 0.3rem;
      align-items: center;
      font-size: 0.85rem;
    }
    .path,
    .summary {
      color: var(--accent);
    }
    .path {
      font-family: ui-monospace, monospace;
    }
    .actions {
      margin-top: 0.6rem;
      display: flex;
      gap: 0.5rem;
      flex-wrap: wrap;
    }
    /* A row of the panel per ship or unit; the selected one is marked. */
    .ship,
    .unit {
      border-top: 1px solid #263056;
      padding: 0.35rem 0;
    }
    .ship[aria-current='true'],
    .unit[aria-current='true'] {
      background: #16204080;
    }
    @media (max-width: 900px) {
      .intro {
        display: none;
      }
    }
  `,
];
