import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Session } from '../net/session.js';
import { fieldStyles } from '../ui/panel-styles.js';
import type { BattleMode } from './owed-orders.js';
import { actionKey } from './action-key.js';

/**
 * The end-of-battle controls every ruleset's battle screen mounts: a Concede button that asks
 * for confirmation and then sends the ruleset's own concede order. The shell knows no rules:
 * the order comes from the ruleset's web module (`WebRuleset.concedeOrder`). None of the four
 * rulesets has a draw offer among its orders, so there is none here; a ruleset that gains one
 * would add its orders beside `order`. Its key is `Q` (Shift+q: hard to press by mistake).
 *
 * @fires send-order - detail `{ order }`: the player confirmed the concession
 */
@customElement('concede-controls')
export class ConcedeControls extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      :host {
        display: block;
        margin-top: 0.8rem;
        text-align: right;
      }
      button {
        font-size: 0.8rem;
        min-height: 1.6rem;
        padding: 0.1rem 0.5rem;
        cursor: pointer;
      }
    `,
  ];

  /** The ruleset's concede order, sent as it is. */
  @property({ attribute: false }) accessor order: unknown = null;
  /** True while another order is on its way. */
  @property({ type: Boolean }) accessor busy = false;

  private concede(): void {
    if (this.order === null || !confirm('Concede the battle? Your opponent wins.')) return;
    this.dispatchEvent(
      new CustomEvent('send-order', {
        detail: { order: this.order },
        bubbles: true,
        composed: true,
      }),
    );
  }

  override render() {
    return html`<button
      data-testid="concede"
      ${actionKey('Q')}
      ?disabled=${this.busy}
      @click=${() => this.concede()}
    >
      Concede
    </button>`;
  }
}

/** What {@link concedeControls} needs to know. */
export interface ConcedeSpot {
  readonly session: Session | null;
  readonly mode: BattleMode;
  /** The ruleset's concede order. */
  readonly order: unknown;
  readonly busy: boolean;
  /** Sends the order the player confirmed. */
  onSend(order: unknown): void;
}

/**
 * The concede controls for a player in a live game; nothing for a spectator, in practice or
 * once the game is over.
 */
export function concedeControls(p: ConcedeSpot): TemplateResult | typeof nothing {
  if (p.session?.status !== 'live' || p.mode !== 'player') return nothing;
  return html`<concede-controls
    .order=${p.order}
    ?busy=${p.busy}
    @send-order=${(e: CustomEvent<{ order: unknown }>) => {
      e.stopPropagation();
      p.onSend(e.detail.order);
    }}
  ></concede-controls>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'concede-controls': ConcedeControls;
  }
}
