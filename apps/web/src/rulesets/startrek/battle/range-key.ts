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

/**
 * Styles of {@link rangeKey}, for the battle screen that slots it: each swatch drawn like its
 * band's mark on the map (`.mark-band-*` of the map styles and their patterns).
 */
export const rangeKeyStyles = [
  overlayKeyStyles,
  css`
    .overlay-key .swatch-short {
      background: rgba(240, 228, 66, 0.13);
      border-color: rgba(240, 228, 66, 0.6);
    }
    .swatch-medium {
      background: repeating-linear-gradient(
        -45deg,
        rgba(230, 159, 0, 0.6) 0 1.5px,
        rgba(230, 159, 0, 0.07) 1.5px 5px
      );
    }
    .swatch-long {
      background: radial-gradient(circle, rgba(86, 180, 233, 0.9) 0 1px, transparent 1.4px) 0 0 /
        4px 4px;
    }
  `,
];
