import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Session } from '../net/session.js';
import { orderPanelStyles } from '../ui/panel-styles.js';

/**
 * The orders area when this screen owes nothing, for every ruleset whose sides hand in secret
 * orders: what this seat handed in, waiting for the other side ("Submitted — waiting for the
 * other side"), or the other side's turn, who still owes, and for a spectator what they cannot
 * see; once the battle is over, its result.
 */
@customElement('battle-waiting')
export class BattleWaiting extends LitElement {
  static override styles = orderPanelStyles;

  @property({ attribute: false }) accessor session: Session | null = null;
  /** The seat of this screen, or `null` for a spectator. */
  @property({ attribute: false }) accessor seat: string | null = null;
  /** A side's name, by seat. */
  @property({ attribute: false }) accessor sideName: (seat: string) => string = (seat) => seat;
  /** What this seat handed in and is waiting on, told by the ruleset; `null` when nothing is. */
  @property({ attribute: false }) accessor sent: TemplateResult | null = null;
  /** Lines the ruleset adds while waiting (a score), or `nothing`. */
  @property({ attribute: false }) accessor extra: TemplateResult | typeof nothing = nothing;
  /** What a spectator is told they do not see. */
  @property() accessor spectatorNote = 'You are watching.';

  override render() {
    const s = this.session;
    if (!s?.view)
      return html`<section class="panel" data-testid="orders" data-kind="">Connecting…</section>`;
    const spectator = this.seat === null;
    const note = html`<p class="muted" data-testid="spectator-note">${this.spectatorNote}</p>`;
    if (s.status === 'finished')
      return html`<section class="panel" data-testid="orders" data-kind="over">
        <h2>The battle is over</h2>
        <p>${s.result?.summary ?? ''}</p>
        ${spectator ? note : nothing}
      </section>`;
    const owing = s.pending.map((p) => this.sideName(p.seat));
    return html`<section
      class="panel"
      data-testid="orders"
      data-kind=${this.sent ? 'submitted' : 'waiting'}
    >
      ${
        this.sent
          ? html`<h2 data-testid="submitted">Submitted — waiting for the other side</h2>
              ${this.sent}`
          : html`<h2>${spectator ? 'Watching' : 'Waiting for the other side'}</h2>`
      }
      ${
        owing.length > 0
          ? html`<p class="muted" data-testid="still-owed">Still to come: ${owing.join(', ')}.</p>`
          : nothing
      }
      ${this.extra} ${spectator ? note : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'battle-waiting': BattleWaiting;
  }
}
