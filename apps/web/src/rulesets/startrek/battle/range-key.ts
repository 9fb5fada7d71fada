import { css, html, nothing } from 'lit';
import { BANDS, BAND_HEXES } from '@broadside/rules/startrek';
import { BAND_MARKS } from './range-bands.js';
import { overlayKeyStyles, overlayToggle } from '../../../game/overlay-key.js';

/** Band names as the draft writes them ("Basics"). */
const BAND_WORDS = { short: 'Short', medium: 'Medium', long: 'Long' } as const;

/**
 * The map key's range part (slotted into the side legend): a button that shows or hides the
 * range bands (`r`), and while they show, a swatch for each band with its reach in hexes.
 */
export function rangeKey(show: boolean, toggle: () => void) {
  return html`<span class="overlay-key" data-testid="range-key">
    ${overlayToggle({
      testId: 'range-toggle',
      label: 'Range',
      title: 'Show or hide the Short, Medium and Long bands around the acting ship (r)',
      key: 'r',
      pressed: show,
      toggle,
    })}
    ${
      show
        ? BANDS.map(
            (b) =>
              html`<span class="band" data-band=${b} data-mark=${BAND_MARKS[b]}
                ><i class="swatch-${b}" aria-hidden="true"></i>${BAND_WORDS[b]}
                ${BAND_HEXES[b]}</span
              >`,
          )
        : nothing
    }
  </span>`;
}

/** Styles of {@link rangeKey}, for the battle screen that slots it (swatches like the marks). */
export const rangeKeyStyles = [
  overlayKeyStyles,
  css`
    .swatch-short {
      background: rgba(242, 177, 52, 0.35);
    }
    .swatch-medium {
      background: repeating-linear-gradient(-45deg, #3b3220 0 2px, #0b1020 2px 5px);
    }
    .swatch-long {
      background: repeating-linear-gradient(45deg, #9aa3bd 0 1px, #2a2f3d 1px 4px);
    }
  `,
];
