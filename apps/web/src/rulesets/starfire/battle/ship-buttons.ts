import { css, html, type TemplateResult } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { listKey } from '../../../game/action-keys.js';

/** Layout of {@link shipButtons}. */
export const shipButtonsStyles = css`
  .ships {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    margin-bottom: 0.4rem;
  }
`;

/** What {@link shipButtons} draws. */
export interface ShipButtons {
  /** The ships to pick from. */
  readonly ids: readonly string[];
  /** The ship drawn as picked. */
  readonly picked: string | null | undefined;
  /** Prefix of the test ids: `<prefix>s` for the row, `<prefix>-<id>` for each button. */
  readonly testId: string;
  /** The text of a ship's button. */
  readonly label: (id: string) => string;
  readonly onPick: (id: string) => void;
  /** Whether the buttons take the digits 1 … 9 (default: yes). */
  readonly keyed?: boolean;
}

/** A row of buttons, one per ship, the picked one pressed (the movement and combat panels). */
export function shipButtons(b: ShipButtons): TemplateResult {
  return html`<div class="ships" data-testid="${b.testId}s">
    ${b.ids.map(
      (id, i) =>
        html`<button
          aria-pressed=${id === b.picked}
          ${actionKey(b.keyed === false ? '' : listKey(i))}
          data-testid="${b.testId}-${id}"
          @click=${() => b.onPick(id)}
        >
          ${b.label(id)}
        </button>`,
    )}
  </div>`;
}
