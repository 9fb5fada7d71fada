import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { panelStyles } from '../ui/panel-styles.js';
import type { CreatedGame } from '../net/api.js';
import { inviteLink } from './create-form.js';

/**
 * What the creator sees once a game exists: the dice commitment, one invite link per open seat
 * (with a copy button), the way into the game and the watch link.
 *
 * @fires create-another - the creator wants the form back
 */
@customElement('game-invites')
export class GameInvites extends LitElement {
  static override styles = [
    panelStyles,
    css`
      .invite {
        display: grid;
        grid-template-columns: 5rem 1fr auto;
        gap: 0.5rem;
        align-items: center;
        margin-bottom: 0.3rem;
      }
      .invite input {
        font-size: 0.75rem;
      }
    `,
  ];

  /** The server's answer to the creation. */
  @property({ attribute: false }) accessor created: CreatedGame | null = null;
  /** A line about the seat kept for an account, when the creator named one. */
  @property() accessor note = '';

  override render() {
    const created = this.created;
    if (!created) return nothing;
    const link = (seat: string, invite: string) =>
      inviteLink(location.origin, created.gameId, seat, invite);
    return html`<h2>Game created</h2>
      <p class="muted">
        Dice commitment <code>${created.commitment.slice(0, 16)}…</code> (the seed is revealed when
        the game ends).
      </p>
      ${this.note ? html`<p data-testid="invite-note">${this.note}</p>` : nothing}
      <div data-testid="invites">
        ${created.invites.map(
          (i) =>
            html`<div class="invite">
              <b>Side ${i.seat}</b>
              <input
                readonly
                data-testid="invite-${i.seat}"
                aria-label="Invite link for side ${i.seat}"
                .value=${link(i.seat, i.invite)}
                @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
              />
              <button @click=${() => void navigator.clipboard?.writeText(link(i.seat, i.invite))}>
                Copy
              </button>
            </div>`,
        )}
      </div>
      <p class="row">
        ${
          created.creator
            ? html`<a href="#/game/${created.gameId}" data-testid="enter-game"
                ><button class="primary">Enter the game as side ${created.creator.seat}</button></a
              >`
            : nothing
        }
        <a href="#/watch/${created.gameId}" data-testid="watch-created">Watch link</a>
        <button @click=${() => this.dispatchEvent(new CustomEvent('create-another'))}>
          Create another
        </button>
      </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'game-invites': GameInvites;
  }
}
