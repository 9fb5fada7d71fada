import type { DrawOffer, DrawView } from '@broadside/rules';
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { mySeat, type Session } from '../net/session.js';
import { fieldStyles } from '../ui/panel-styles.js';
import type { BattleMode } from './owed-orders.js';
import { actionKey } from './action-key.js';
import { playerName } from './player-names.js';

/** The rules kit's draw orders: the same in every ruleset (see the rules' concession sections). */
const OFFER_DRAW = { type: 'offer_draw' } as const;
const ACCEPT_DRAW = { type: 'accept_draw' } as const;
const DECLINE_DRAW = { type: 'decline_draw' } as const;

/**
 * The end-of-battle controls every ruleset's battle screen mounts: a Concede button that asks
 * for confirmation and then sends the ruleset's own concede order (from the ruleset's web
 * module, `WebRuleset.concedeOrder`), and the draw offer. Concede's key is `Q` (Shift+q: hard to
 * press by mistake).
 *
 * Draw offers are the rules kit's own orders, the same in every ruleset: "Offer draw" (after a
 * confirmation) while no offer stands; while another side's offer stands, a notice saying so
 * with Accept (after a confirmation) and Decline; while this side's own offer stands, a note
 * that it waits for an answer. Against a bot the offer is declined at once.
 *
 * @fires send-order - detail `{ order }`: the player confirmed a concession or a draw order
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
      .draw {
        margin: 0 0 0.4rem;
        padding: 0.3rem 0.4rem;
        text-align: left;
        font-size: 0.85rem;
        border: 1px solid currentColor;
        border-radius: 4px;
      }
      .draw button {
        margin-left: 0.4rem;
      }
      button {
        margin-left: 0.3rem;
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
  /** This client's seat. */
  @property() accessor seat: string | null = null;
  /** The standing draw offer, from the view; null when none stands. */
  @property({ attribute: false }) accessor drawOffer: DrawOffer | null = null;
  /** The sides whose offer was declined this turn, from the view. */
  @property({ attribute: false }) accessor drawBarred: readonly string[] = [];
  /** False where no draw may be offered (before the battle, in a fleet phase): Concede only. */
  @property({ attribute: false }) accessor draws = true;

  private send(order: unknown, question: string | null): void {
    if (order === null || (question !== null && !confirm(question))) return;
    this.dispatchEvent(
      new CustomEvent('send-order', { detail: { order }, bubbles: true, composed: true }),
    );
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Another side's new offer opens the phone's drawer, as any question to this player does.
    const offer = this.drawOffer;
    if (changed.has('drawOffer') && offer && offer.by !== this.seat && !changed.get('drawOffer')) {
      const side = this.closest('battle-side');
      if (side) side.open = true;
    }
  }

  private drawPart(): TemplateResult {
    const offer = this.drawOffer;
    if (!offer) {
      const barred = this.seat !== null && this.drawBarred.includes(this.seat);
      return html`<button
        data-testid="offer-draw"
        title=${barred ? 'Your offer was declined this turn: offer again next turn.' : nothing}
        ?disabled=${this.busy || barred}
        @click=${() =>
          this.send(OFFER_DRAW, 'Offer a draw? The battle ends drawn if your opponent accepts.')}
      >
        Offer draw
      </button>`;
    }
    if (offer.by === this.seat) {
      return html`<p class="draw" role="status" data-testid="draw-offer">
        You offered a draw; waiting for an answer.
      </p>`;
    }
    if (this.seat !== null && offer.accepted.includes(this.seat)) {
      return html`<p class="draw" role="status" data-testid="draw-offer">
        ${playerName(offer.by)} offers a draw. You accepted; waiting for the other sides.
      </p>`;
    }
    return html`<p class="draw" role="status" data-testid="draw-offer">
      ${playerName(offer.by)} offers a draw.
      <button
        data-testid="accept-draw"
        ?disabled=${this.busy}
        @click=${() => this.send(ACCEPT_DRAW, 'Accept the draw? The battle ends drawn.')}
      >
        Accept</button
      ><button
        data-testid="decline-draw"
        ?disabled=${this.busy}
        @click=${() => this.send(DECLINE_DRAW, null)}
      >
        Decline
      </button>
    </p>`;
  }

  override render() {
    return html`${this.draws ? this.drawPart() : nothing}<button
        data-testid="concede"
        ${actionKey('Q')}
        ?disabled=${this.busy}
        @click=${() => this.send(this.order, 'Concede the battle? Your opponent wins.')}
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
  /** False to leave out the draw offer (before the battle); true when left out. */
  readonly draws?: boolean;
}

/**
 * The concede and draw controls for a player in a live game; nothing for a spectator, in
 * practice (hot seat: both sides are at one screen, there is nobody to offer a draw to) or once
 * the game is over. The standing offer comes from the view the server sent.
 */
export function concedeControls(p: ConcedeSpot): TemplateResult | typeof nothing {
  if (p.session?.status !== 'live' || p.mode !== 'player') return nothing;
  const view = p.session.view as DrawView | null;
  return html`<concede-controls
    .order=${p.order}
    .seat=${mySeat(p.session)}
    .drawOffer=${view?.drawOffer ?? null}
    .drawBarred=${view?.drawBarred ?? []}
    .draws=${p.draws ?? true}
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
