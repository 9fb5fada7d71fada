import { html } from 'lit';
import { actionKey } from '../../../game/action-key.js';

/** What the transit order part of the orders panel shows and reports. */
export interface TransitOrders {
  /** The ships in the order written so far. */
  readonly units: readonly string[];
  readonly name: (unitId: string) => string;
  readonly busy: boolean;
  /** The player moved a ship up or down the list. */
  readonly onReorder: (units: readonly string[]) => void;
  readonly onConfirm: () => void;
}

/** The hidden transit order: the waiting ships in the order they come through the warp point. */
export function renderTransitOrders(t: TransitOrders) {
  const list = t.units;
  const move = (i: number, d: number) => {
    const next = [...list];
    const [item] = next.splice(i, 1);
    if (item !== undefined) next.splice(i + d, 0, item);
    t.onReorder(next);
  };
  return html`<h3>Transit order (hidden from your opponent)</h3>
    <p class="muted">Your ships come through the warp point in this order.</p>
    <table data-testid="transit-list" aria-label="Transit order" ${actionKey('t')}>
      ${list.map(
        (id, i) =>
          html`<tr>
            <td>${i + 1}.</td>
            <td>${t.name(id)}</td>
            <td>
              <button aria-label="Earlier" ?disabled=${i === 0} @click=${() => move(i, -1)}>
                ↑
              </button>
              <button
                aria-label="Later"
                ?disabled=${i === list.length - 1}
                @click=${() => move(i, 1)}
              >
                ↓
              </button>
            </td>
          </tr>`,
      )}
    </table>
    <button
      class="primary"
      data-testid="transit-confirm"
      ${actionKey('Enter')}
      ?disabled=${t.busy}
      @click=${() => t.onConfirm()}
    >
      Write the transit order
    </button>`;
}
