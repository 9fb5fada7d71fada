import { LitElement, css, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { customElement, property, state } from 'lit/decorators.js';
import {
  eligibleSystems,
  type Area,
  type ShipState,
  type StartrekOrder,
  type StartrekView,
  type Track,
} from '@broadside/rules/startrek';
import { overlayDialogStyles, panelStyles } from '../../../ui/panel-styles.js';
import { AREA_NAMES, TRACK_NAMES } from './log-text.js';
import { shipName } from './map-model.js';
import { orderError } from '../../../game/order-parts.js';

/** What an `allocate` decision's detail holds. */
export interface AllocateDetail {
  readonly ship: string;
  readonly area: Area;
  readonly hits: number;
  readonly source: 'phasers' | 'torpedo' | 'assault';
  readonly by: string;
}

/**
 * The choices for each hit in turn: the tracks that may take it after the picks before it (a
 * track above 1 in the area; when none is left there, any track above 1).
 */
export function hitChoices(
  ship: Pick<ShipState, 'tracks'>,
  area: Area,
  picks: readonly Track[],
  hits: number,
): Track[][] {
  const tracks = { ...ship.tracks };
  const out: Track[][] = [];
  for (let i = 0; i < hits; i += 1) {
    const allowed = eligibleSystems({ tracks } as ShipState, area);
    out.push(allowed);
    const pick = picks[i] !== undefined && allowed.includes(picks[i]!) ? picks[i]! : allowed[0];
    if (pick === undefined) break;
    tracks[pick] -= 1;
  }
  return out;
}

/** The picks made good: each hit's pick if it may take it, else the first that may. */
export function settledPicks(
  ship: Pick<ShipState, 'tracks'>,
  area: Area,
  picks: readonly Track[],
  hits: number,
): Track[] {
  return hitChoices(ship, area, picks, hits).flatMap((allowed, i) => {
    const pick = picks[i] !== undefined && allowed.includes(picks[i]!) ? picks[i]! : allowed[0];
    return pick ? [pick] : [];
  });
}

/**
 * The defender's choice: hits got past your shields into an area the attacker named; pick the
 * sub-system each one damages (each takes the track down by 1).
 *
 * @fires send-order - detail `{ order }` with the `allocate` order
 */
@customElement('startrek-allocate-dialog')
export class StartrekAllocateDialog extends LitElement {
  static override styles = [
    panelStyles,
    overlayDialogStyles,
    css`
      :host {
        background: rgba(5, 8, 18, 0.6);
        z-index: 5;
      }
      .panel {
        max-width: 30rem;
      }
      td {
        padding: 0.25rem;
      }
    `,
  ];

  @property({ attribute: false }) accessor view: StartrekView | null = null;
  @property({ attribute: false }) accessor detail: AllocateDetail | null = null;
  @property({ type: Boolean }) accessor busy = false;
  @property() accessor error = '';

  @state() private accessor picks: readonly Track[] = [];

  override render() {
    const view = this.view;
    const d = this.detail;
    const ship = view?.ships.find((s) => s.id === d?.ship);
    if (!view || !d || !ship) return nothing;
    const choices = hitChoices(ship, d.area, this.picks, d.hits);
    const picks = settledPicks(ship, d.area, this.picks, d.hits);
    const from =
      d.source === 'torpedo'
        ? `torpedo ${d.by}`
        : d.source === 'assault'
          ? 'the boarding party'
          : `${shipName(view, d.by)}'s phasers`;
    const send = () => {
      const order: StartrekOrder = { type: 'allocate', systems: picks };
      this.dispatchEvent(
        new CustomEvent('send-order', { detail: { order }, bubbles: true, composed: true }),
      );
      this.picks = [];
    };
    return html`<div
      class="panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby="alloc-title"
      data-testid="allocate-dialog"
    >
      <h2 id="alloc-title">
        ${shipName(view, ship.id)}: ${d.hits} hit${d.hits === 1 ? '' : 's'} past the shields
      </h2>
      <p>
        From ${from}, into <b>${AREA_NAMES[d.area]}</b> (the attacker's choice). You pick the
        sub-system each hit damages; a track at 1 is Offline and takes no more.
      </p>
      <table>
        ${choices.map(
          (allowed, i) =>
            html`<tr>
              <td>Hit ${i + 1}</td>
              <td>
                <select
                  data-testid="allocate-hit-${i}"
                  @change=${(e: Event) => {
                    const next = [...picks];
                    next[i] = (e.target as HTMLSelectElement).value as Track;
                    this.picks = next;
                  }}
                >
                  ${allowed.map(
                    (t) =>
                      html`<option value=${t} ?selected=${picks[i] === t}>
                        ${TRACK_NAMES[t]} (now ${ship.tracks[t]})
                      </option>`,
                  )}
                </select>
              </td>
            </tr>`,
        )}
      </table>
      ${orderError(this.error)}
      <p class="row">
        <button
          class="primary"
          data-testid="allocate-confirm"
          ${actionKey('Enter')}
          ?disabled=${this.busy}
          @click=${send}
        >
          Take the hits
        </button>
      </p>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'startrek-allocate-dialog': StartrekAllocateDialog;
  }
}
