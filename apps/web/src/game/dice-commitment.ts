import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Seeding } from '@broadside/protocol';

/**
 * The game's dice commitment, shown to every player and spectator before the first roll: a
 * short "dice" chip that opens to the whole SHA-256, to note down and compare with the record
 * (whose revealed seed must hash to it), and the game's fingerprint so far (the hash-chain head).
 */
@customElement('dice-commitment')
export class DiceCommitment extends LitElement {
  static override styles = css`
    :host {
      position: relative;
      font-size: 0.8rem;
    }
    summary {
      cursor: pointer;
      color: var(--muted, #9aa3c7);
    }
    /* Fixed, so that the banner's overflow never clips it; placed under the chip on opening. */
    .full {
      position: fixed;
      z-index: 30;
      box-sizing: border-box;
      width: min(24rem, calc(100vw - 1rem));
      white-space: normal;
      padding: 0.5rem 0.6rem;
      border: 1px solid #263056;
      border-radius: 6px;
      background: #10162b;
      box-shadow: 0 4px 16px rgba(0, 0, 0, 0.5);
    }
    @media (max-width: 600px) {
      .full {
        left: 0.5rem !important;
        right: 0.5rem !important;
        width: auto;
      }
    }
    code {
      display: block;
      margin: 0.3rem 0;
      font-size: 0.78rem;
      word-break: break-all;
      user-select: all;
    }
    p {
      margin: 0;
      color: var(--muted, #9aa3c7);
    }
    ul {
      margin: 0.3rem 0;
      padding-left: 1rem;
    }
    .muted {
      color: var(--muted, #9aa3c7);
    }
  `;

  /** The commitment, 64 hex digits; nothing is shown while it is unknown. */
  @property() accessor commitment = '';
  /** Seeds made together: every seat's commitment and who revealed, when the server sent it. */
  @property({ attribute: false }) accessor seeding: Seeding | null = null;
  /** The latest hash-chain head and the batch it follows, when the server sent one. */
  @property({ attribute: false }) accessor chain: { seq: number; head: string } | null = null;

  /** Where the game stands at the fingerprint, in the ruleset's words (e.g. "Turn 3 · Movement"). */
  @property() accessor when = '';

  /** Where the open panel sits, in viewport pixels. */
  @state() private accessor place = { top: 0, right: 0 };

  /** The panel is placed once when opened: scrolling the page closes it rather than leave it adrift. */
  private readonly closeOnScroll = (): void => {
    const details = this.renderRoot.querySelector('details');
    if (details?.open) details.open = false;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('scroll', this.closeOnScroll, { capture: true, passive: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('scroll', this.closeOnScroll, { capture: true });
  }

  private placePanel(e: Event): void {
    const details = e.currentTarget as HTMLDetailsElement;
    if (!details.open) return;
    const chip = details.querySelector('summary')?.getBoundingClientRect();
    if (!chip) return;
    this.place = { top: chip.bottom + 6, right: Math.max(8, innerWidth - chip.right) };
  }

  /** True when some seat added a nonce of its own to the seed. */
  private contributed(): boolean {
    return this.seeding?.seats.some((s) => s.commitment !== null) ?? false;
  }

  private seatCommitments() {
    const seats = this.seeding?.seats ?? [];
    return html`<p>Each seat's commitment (SHA-256 of its secret nonce), made when it was taken:</p>
      <ul data-testid="seat-commitments">
        ${seats.map(
          (s) =>
            html`<li data-seat=${s.seat}>
              <b>${s.seat}</b>
              ${
                s.commitment === null
                  ? html`<span class="muted"
                      >${this.seeding?.stage === 'committing' ? 'no commitment yet' : 'no nonce (adds nothing)'}</span
                    >`
                  : html`<span class="muted">${s.revealed ? 'revealed' : 'not revealed yet'}</span>
                      <code data-testid="seat-commitment-${s.seat}">${s.commitment}</code>`
              }
            </li>`,
        )}
      </ul>`;
  }

  override render() {
    if (!this.commitment) return nothing;
    return html`<details data-testid="dice-commitment" @toggle=${(e: Event) => this.placePanel(e)}>
      <summary title="The dice commitment: SHA-256 of the secret seed">
        dice ${this.commitment.slice(0, 8)}…
      </summary>
      <div class="full" style="top:${this.place.top}px;right:${this.place.right}px">
        ${
          this.contributed()
            ? html`<p>
                  The server's commitment (SHA-256 of its secret), fixed when the game was made:
                </p>
                <code data-testid="dice-commitment-full">${this.commitment}</code>
                ${this.seatCommitments()}
                <p>
                  The seed is SHA-256 over the server's secret and every seat's nonce, so no one
                  chose it. The record reveals them all when the game ends.
                </p>`
            : html`<p>Dice commitment (SHA-256 of the secret seed), fixed before the first roll:</p>
                <code data-testid="dice-commitment-full">${this.commitment}</code>
                <p>
                  The seed is revealed with the record when the game ends; it must hash to this.
                </p>`
        }
        ${
          this.chain
            ? html`<p>
                  Fingerprint of the game after batch
                  ${this.chain.seq}${this.when ? html` (${this.when})` : nothing}:
                </p>
                <code data-testid="fingerprint" data-seq=${this.chain.seq}>${this.chain.head}</code>
                <p>
                  This browser keeps it; after the game,
                  <a href="#/verify">Verify a record</a> checks the record against it.
                </p>`
            : nothing
        }
      </div>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'dice-commitment': DiceCommitment;
  }
}
