import { css, type CSSResult } from 'lit';
import { pageColumnsStyles, panelStyles } from './panel-styles.js';

/**
 * The page look the ship builders share (the one-page ship editor, the Star Trek datacard editor
 * and the Star Cruiser converter): panels side by side, the form column `--form-column` wide
 * (24rem unless the page says), a `.grid` of fields at least `--grid-min` wide (9rem), a label
 * above its field, fields as wide as their column, a refused field outlined in the warning
 * colour, and framed fieldsets.
 */
export const builderPageStyles: readonly CSSResult[] = [
  panelStyles,
  pageColumnsStyles,
  css`
    :host {
      --page-columns: minmax(0, var(--form-column, 24rem)) minmax(0, 1fr);
    }
    .grid {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(var(--grid-min, 9rem), 1fr));
      gap: 0.4rem 0.6rem;
    }
    label {
      display: flex;
      flex-direction: column;
      font-size: 0.8rem;
      gap: 0.15rem;
    }
    input,
    select,
    textarea {
      min-width: 0;
      width: 100%;
      box-sizing: border-box;
    }
    [aria-invalid='true'] {
      border-color: var(--bad);
    }
    fieldset {
      border: 1px solid #3a4570;
      border-radius: 5px;
      margin: 0.6rem 0;
      min-width: 0;
    }
  `,
];
