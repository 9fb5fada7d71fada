import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/**
 * The game's dice commitment, shown to every player and spectator before the first roll: a
 * short "dice" chip that opens to the whole SHA-256, to note down and compare with the record
 * (whose revealed seed must hash to it).
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
    .full {
      position: absolute;
      right: 0;
      top: 1.6rem;
      z-index: 20;
      width: min(22rem, 86vw);
      padding: 0.5rem 0.6rem;
      border: 1px solid #263056;
      border-radius: 6px;
      background: #10162b;
      box-shadow: 0 4px 16px rgba(0, 0, 0, 0.5);
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
  `;

  /** The commitment, 64 hex digits; nothing is shown while it is unknown. */
  @property() accessor commitment = '';

  override render() {
    if (!this.commitment) return nothing;
    return html`<details data-testid="dice-commitment">
      <summary title="The dice commitment: SHA-256 of the secret seed">
        dice ${this.commitment.slice(0, 8)}…
      </summary>
      <div class="full">
        <p>Dice commitment (SHA-256 of the secret seed), fixed before the first roll:</p>
        <code data-testid="dice-commitment-full">${this.commitment}</code>
        <p>The seed is revealed with the record when the game ends; it must hash to this.</p>
      </div>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'dice-commitment': DiceCommitment;
  }
}
