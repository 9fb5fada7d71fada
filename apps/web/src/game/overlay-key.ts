import { css, html } from 'lit';
import { actionKey } from './action-key.js';

/** A button in the map key that shows or hides one of a ruleset's overlays, with its key. */
export interface OverlayToggle {
  /** `data-testid` of the button. */
  readonly testId: string;
  /** The button's face, e.g. "Reach". */
  readonly label: string;
  /** What it shows or hides, with its key, as the tooltip. */
  readonly title: string;
  /** The keyboard key that does the same (also `aria-keyshortcuts`). */
  readonly key: string;
  readonly pressed: boolean;
  readonly toggle: () => void;
}

/** The toggle button of an overlay key: pressed while the overlay is drawn. */
export function overlayToggle(t: OverlayToggle) {
  return html`<button
    class="overlay-toggle"
    data-testid=${t.testId}
    aria-pressed=${t.pressed ? 'true' : 'false'}
    ${actionKey(t.key)}
    title=${t.title}
    @click=${t.toggle}
  >
    ${t.label}
  </button>`;
}

/**
 * Styles of an overlay key slotted into the side legend (class `overlay-key`): its entries side
 * by side, wrapping, each a swatch (`<i>`) and words, and the toggle button.
 */
export const overlayKeyStyles = css`
  .overlay-key {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.5rem;
    align-items: center;
  }
  .overlay-key > span {
    display: inline-flex;
    gap: 0.25rem;
    align-items: center;
    white-space: nowrap;
  }
  .overlay-toggle {
    font: inherit;
    color: var(--text);
    background: #1c2547;
    border: 1px solid #3a4570;
    border-radius: 4px;
    padding: 0 0.4rem;
    cursor: pointer;
  }
  .overlay-toggle[aria-pressed='true'] {
    border-color: var(--accent);
  }
  .overlay-key i {
    display: inline-block;
    width: 0.8em;
    height: 0.8em;
    border: 1px solid #3a4570;
  }
`;
