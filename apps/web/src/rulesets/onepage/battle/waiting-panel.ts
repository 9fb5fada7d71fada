import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { OnepageView } from '@broadside/rules/onepage';
import type { OnepageSession } from '../session.js';
import { planText } from './log-text.js';
import { shipName, sideName } from './map-model.js';
import { orderPanelStyles } from './panel-styles.js';

/**
 * The orders area when this screen owes nothing: a plot or fire order handed in and waiting
 * for the other side ("submitted — waiting for the other side", with what was sent), the other
 * side's initiative move, or the spectator's summary of who still owes what.
 */
@customElement('onepage-waiting')
export class OnepageWaiting extends LitElement {
  static override styles = orderPanelStyles;

  @property({ attribute: false }) accessor session: OnepageSession | null = null;
  @property({ attribute: false }) accessor view: OnepageView | null = null;
  /** The seat of this screen, or `null` for a spectator. */
  @property({ attribute: false }) accessor seat: string | null = null;

  private sent(view: OnepageView): string | null {
    const stage = view.stage;
    if (stage.phase !== 'plot' && stage.phase !== 'fire') return null;
    const mine = stage.submitted.find((x) => x.seat === this.seat);
    if (!mine?.content) return null;
    if (stage.phase === 'plot' && !Array.isArray(mine.content))
      return planText(mine.content, (id) => shipName(view, id));
    const shots = Array.isArray(mine.content) ? mine.content : [];
    return shots.length === 0
      ? 'holding fire'
      : shots.map((x) => `${x.ship} → ${x.target}`).join(', ');
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
    const what = view.stage.phase === 'fire' ? 'fire orders' : 'plot';
    return html`<section
      class="panel"
      data-testid="orders"
      data-kind=${sent ? 'submitted' : 'waiting'}
    >
      ${
        sent
          ? html`<h2 data-testid="submitted">Submitted — waiting for the other side</h2>
              <p>Your ${what}: <span class="path">${sent}</span></p>
              <p class="muted">It stays secret until every side has handed in theirs.</p>`
          : html`<h2>${this.seat ? 'Waiting for the other side' : 'Watching'}</h2>`
      }
      ${
        owing.length > 0
          ? html`<p class="muted" data-testid="still-owed">Still to come: ${owing.join(', ')}.</p>`
          : nothing
      }
      ${this.seat === null ? html`<p class="muted" data-testid="spectator-note">You are watching: plots and fire orders are shown when they are revealed.</p>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'onepage-waiting': OnepageWaiting;
  }
}
