import { css, html, nothing } from 'lit';
import { GUN_RANGE, MISSILE_MP } from '@broadside/rules/onepage';
import { REACH_MARKS } from './overlay.js';
import { overlayKeyStyles, overlayToggle } from '../../../game/overlay-key.js';

/** What the key shows: whether reach is drawn, and which parts the selected ship has. */
export interface ReachKey {
  /** Whether the gun range and missile reach are drawn (`r` toggles them). */
  readonly show: boolean;
  /** Whether the selected ship has a working gun (its range is drawn). */
  readonly guns: boolean;
  /** Whether the selected ship can launch this turn (its missiles' reach is drawn). */
  readonly missiles: boolean;
  readonly toggle: () => void;
}

/**
 * The map key's plotting part (slotted into the side legend): the ring of the plotted end hex
 * and the line of the gravity pull, then a button that shows or hides the selected ship's
 * reach (`r`) and, while it shows, a swatch for the gun range and one for the missile reach.
 */
export function reachKey(k: ReachKey) {
  return html`<span class="overlay-key" data-testid="reach-key">
    <span data-key="end"><i class="swatch-end" aria-hidden="true"></i>End of move</span>
    <span data-key="pull"><i class="swatch-pull" aria-hidden="true"></i>Gravity pull</span>
    ${overlayToggle({
      testId: 'reach-toggle',
      label: 'Reach',
      title: "Show or hide the selected ship's gun range and missile reach (r)",
      key: 'r',
      pressed: k.show,
      toggle: k.toggle,
    })}
    ${
      k.show && k.guns
        ? html`<span data-key="gun" data-mark=${REACH_MARKS.gun}
            ><i class="swatch-gun" aria-hidden="true"></i>Gun range ${GUN_RANGE}</span
          >`
        : nothing
    }
    ${
      k.show && k.missiles
        ? html`<span data-key="missile" data-mark=${REACH_MARKS.missile}
            ><i class="swatch-missile" aria-hidden="true"></i>Missile reach ${MISSILE_MP}</span
          >`
        : nothing
    }
  </span>`;
}

/**
 * Styles of {@link reachKey}, for the battle screen that slots it (swatches like the marks), and
 * of the map's note on a click out of reach (a live region, empty and unseen until it speaks).
 */
export const reachKeyStyles = [
  overlayKeyStyles,
  css`
    .overlay-key .swatch-end {
      border: 2px solid #ffffff;
      border-radius: 50%;
    }
    .overlay-key .swatch-pull {
      border: none;
      height: 0;
      border-top: 2px dashed #f2b134;
    }
    .swatch-gun {
      background: rgba(242, 177, 52, 0.35);
    }
    .swatch-missile {
      background: repeating-linear-gradient(-45deg, #6b5a2a 0 1px, #0b1020 1px 5px);
    }
  `,
];
