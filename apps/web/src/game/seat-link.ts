import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { fieldStyles } from '../ui/panel-styles.js';
import { currentAccount, revokeMySeat, revokeOtherDevices } from '../net/account.js';
import { heldSeat, holdSeat } from '../net/seat-store.js';

/**
 * The player's own seat link, for a seat claimed from the lobby list: opening it in another
 * browser takes the seat there. Folded away until asked for.
 */
@customElement('seat-link')
export class SeatLink extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      :host {
        display: block;
        padding: 0.4rem 0.75rem;
        border-bottom: 1px solid #263056;
        font-size: 0.85rem;
        color: var(--muted);
      }
      summary {
        cursor: pointer;
      }
      p {
        margin: 0.4rem 0 0;
      }
      .row {
        display: flex;
        gap: 0.4rem;
        margin-top: 0.4rem;
      }
      input {
        flex: 1;
        min-width: 0;
        padding: 0.2rem 0.4rem;
      }
    `,
  ];

  /** The full seat link (`…/#/game/<id>?seat=…&invite=…`). */
  @property() accessor link = '';
  @state() private accessor copied = false;
  @state() private accessor revoked = '';

  /**
   * Signs this seat out of every other device: with an account, every token of the seat is
   * replaced and this page reconnects with a fresh one; without, the other tokens and the old
   * link stop working and this page keeps playing.
   */
  private async revoke(): Promise<void> {
    const gameId = /#\/game\/([^?]+)/.exec(this.link)?.[1] ?? '';
    const held = heldSeat(localStorage, gameId);
    if (!gameId || !held) return;
    try {
      if (currentAccount()) {
        const answer = await revokeMySeat(gameId);
        holdSeat(localStorage, gameId, { ...held, token: answer.seatToken });
        this.revoked = `${answer.revoked} other device(s) signed out.`;
        location.reload();
        return;
      }
      const answer = await revokeOtherDevices(gameId, held.token);
      holdSeat(localStorage, gameId, { ...held, invite: answer.invite });
      this.link = this.link.replace(/invite=[^&]+/, `invite=${answer.invite}`);
      this.revoked = `${answer.revoked} other device(s) signed out; your link is new.`;
    } catch (e) {
      this.revoked = e instanceof Error ? e.message : String(e);
    }
  }

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.link);
      this.copied = true;
    } catch {
      this.copied = false;
    }
  }

  override render() {
    return html`<details data-testid="seat-link">
      <summary>Your seat link</summary>
      <p>
        Opens this seat in another browser, once; keep it private. Signed in, the game opens on any
        device.
      </p>
      <div class="row">
        <input
          readonly
          .value=${this.link}
          aria-label="Your seat link"
          @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
        />
        <button @click=${() => void this.copy()}>${this.copied ? 'Copied' : 'Copy'}</button>
      </div>
      <div class="row">
        <button data-testid="revoke-seat" @click=${() => void this.revoke()}>
          Sign out other devices
        </button>
        <span role="status">${this.revoked}</span>
      </div>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'seat-link': SeatLink;
  }
}
