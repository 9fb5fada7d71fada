import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { RematchAnswer, RematchOffer } from '@broadside/protocol';
import { acceptRematch, offerRematch } from '../net/api.js';
import { heldSeat, holdGrant } from '../net/seat-store.js';
import { fieldStyles } from '../ui/panel-styles.js';

/**
 * The rematch of a finished networked game, offered to the other players in the game. A player
 * offers it with one click and lands in the new game, sides swapped; the others are told (the
 * `rematch` frame, or the welcome when they come back later) and accept with one click, which
 * gives them their own seat there. Spectators get a link to watch it.
 */
@customElement('rematch-panel')
export class RematchPanel extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      :host {
        display: block;
      }
      p {
        margin: 0.4rem 0;
      }
      button {
        padding: 0.3rem 0.7rem;
        cursor: pointer;
      }
      button.primary {
        border-color: var(--accent);
        color: var(--accent);
        font-weight: 600;
      }
      .error {
        color: #ffb3b3;
      }
      .muted {
        color: var(--muted);
      }
    `,
  ];

  /** The finished game. */
  @property() accessor gameId = '';
  /** The seat this browser played in it, or null for a spectator. */
  @property({ attribute: false }) accessor seat: string | null = null;
  /** The offer, once a player made one. */
  @property({ attribute: false }) accessor offer: RematchOffer | null = null;

  @state() private accessor busy = false;
  @state() private accessor error = '';

  /** Offers (or accepts) through `ask`, keeps the new seat and goes to the new game. */
  private async take(
    ask: (gameId: string, token: string) => Promise<RematchAnswer>,
  ): Promise<void> {
    const held = heldSeat(localStorage, this.gameId);
    if (!held) return;
    this.busy = true;
    this.error = '';
    try {
      const answer = await ask(this.gameId, held.token);
      holdGrant(localStorage, answer.grant);
      location.hash = `#/game/${answer.grant.gameId}`;
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    } finally {
      this.busy = false;
    }
  }

  override render() {
    if (!this.gameId) return nothing;
    const offer = this.offer;
    const error = this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing;
    if (!offer) {
      if (this.seat === null) return nothing;
      return html`<p>
          <button
            class="primary"
            data-testid="rematch"
            ?disabled=${this.busy}
            @click=${() => void this.take(offerRematch)}
          >
            Offer a rematch
          </button>
          <span class="muted">Same set-up and clock, sides swapped.</span>
        </p>
        ${error}`;
    }
    const by =
      offer.seats.find((s) => s.seat === offer.offeredBy)?.name ?? `side ${offer.offeredBy}`;
    const mine = offer.seats.find((s) => s.seat === this.seat);
    if (!mine) {
      return html`<p data-testid="rematch-offer">
        ${by} offered a rematch. <a href="#/watch/${offer.gameId}">Watch it</a>
      </p>`;
    }
    const inNew = heldSeat(localStorage, offer.gameId);
    const waiting = offer.seats.filter((s) => !s.accepted).map((s) => s.name);
    return html`<p data-testid="rematch-offer">
        ${mine.seat === offer.offeredBy ? 'You offered a rematch' : `${by} offers a rematch`}: you
        play side ${mine.newSeat}.
        ${waiting.length > 0 ? html`Waiting for ${waiting.join(', ')}.` : nothing}
      </p>
      <p>
        ${
          mine.accepted && inNew
            ? html`<a href="#/game/${offer.gameId}" data-testid="rematch-go">Go to the rematch</a>`
            : html`<button
                class="primary"
                data-testid="rematch-accept"
                ?disabled=${this.busy}
                @click=${() => void this.take(acceptRematch)}
              >
                ${mine.accepted ? 'Go to the rematch' : 'Accept rematch'}
              </button>`
        }
      </p>
      ${error}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rematch-panel': RematchPanel;
  }
}
