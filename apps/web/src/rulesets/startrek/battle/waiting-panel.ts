import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ActionOrder, StartrekView, Transfer } from '@broadside/rules/startrek';
import type { StartrekSession } from '../session.js';
import { actionText, transfersText } from './log-text.js';
import { shipName, sideName } from './map-model.js';
import { orderPanelStyles } from './panel-styles.js';

/**
 * The orders area when this screen owes nothing: an action or damage control handed in and
 * waiting for the other side (with what was sent), the other side's action to come, or the
 * spectator's summary of who still owes what.
 */
@customElement('startrek-waiting')
export class StartrekWaiting extends LitElement {
  static override styles = orderPanelStyles;

  @property({ attribute: false }) accessor session: StartrekSession | null = null;
  @property({ attribute: false }) accessor view: StartrekView | null = null;
  /** The seat of this screen, or `null` for a spectator. */
  @property({ attribute: false }) accessor seat: string | null = null;

  private sent(view: StartrekView): string | null {
    const stage = view.stage;
    if (stage.phase !== 'action' && stage.phase !== 'repair') return null;
    const mine = stage.submitted.find((x) => x.seat === this.seat);
    if (!mine?.content) return null;
    const name = (id: string) => shipName(view, id);
    return stage.phase === 'action'
      ? actionText(mine.content as ActionOrder, name)
      : transfersText(mine.content as Transfer[], name);
  }

  override render() {
    const s = this.session;
    const view = this.view;
    if (!s || !view)
      return html`<section class="panel" data-testid="orders" data-kind="">Connecting…</section>`;
    if (s.status === 'finished' || view.stage.phase === 'over')
      return html`<section class="panel" data-testid="orders" data-kind="over">
        <h2>The battle is over</h2>
        <p>${s.result?.summary ?? ''}</p>
      </section>`;
    const sent = this.sent(view);
    const owing = s.pending.map((p) => sideName(view, p.seat));
    return html`<section
      class="panel"
      data-testid="orders"
      data-kind=${sent ? 'submitted' : 'waiting'}
    >
      ${
        sent
          ? html`<h2 data-testid="submitted">Handed in — waiting for the other side</h2>
              <p>Yours: <span class="summary">${sent}</span></p>
              <p class="muted">It stays secret until both sides are in.</p>`
          : html`<h2>${this.seat ? 'Waiting for the other side' : 'Watching'}</h2>`
      }
      ${
        owing.length > 0
          ? html`<p class="muted" data-testid="still-owed">Still to come: ${owing.join(', ')}.</p>`
          : nothing
      }
      <p class="muted">
        Score:
        ${Object.entries(view.score)
          .map(([seat, n]) => `${sideName(view, seat)} ${n}`)
          .join(' · ')}
      </p>
      ${
        this.seat === null
          ? html`<p class="muted" data-testid="spectator-note">
              You are watching: cloak tokens all look alike, and secret actions are shown when
              revealed.
            </p>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'startrek-waiting': StartrekWaiting;
  }
}
