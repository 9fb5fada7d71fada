import { LitElement, css, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { CHAT_LIMITS, type ChatLine } from '@broadside/protocol';
import { fieldStyles } from '../ui/panel-styles.js';
import { playerName } from './player-names.js';

/**
 * Chat: players talk on the players' channel, spectators on theirs. Text is shown as text
 * (Lit escapes it), never as HTML.
 *
 * @fires chat-send - detail `{ text }`
 */
@customElement('chat-panel')
export class ChatPanel extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 0;
        font-size: 0.85rem;
      }
      ol {
        flex: 1;
        overflow-y: auto;
        list-style: none;
        margin: 0;
        padding: 0.3rem 0.5rem;
      }
      b {
        color: var(--accent);
      }
      form {
        display: flex;
        gap: 0.3rem;
        padding: 0.3rem;
      }
      input {
        flex: 1;
        padding: 0.3rem;
      }
      input,
      button {
        border-radius: 4px;
      }
    `,
  ];

  /** Lines of this role's channel. */
  @property({ attribute: false }) accessor lines: readonly ChatLine[] = [];
  /** Channel name shown as the placeholder. */
  @property() accessor channel = 'players';
  /** Disables sending (practice games). */
  @property({ type: Boolean }) accessor disabled = false;

  @query('input') private accessor input!: HTMLInputElement;

  /** Puts the cursor in the chat box. */
  override focus(): void {
    this.input?.focus();
  }

  private submit(e: Event): void {
    e.preventDefault();
    const text = this.input.value.trim();
    if (!text) return;
    this.dispatchEvent(
      new CustomEvent('chat-send', { detail: { text }, bubbles: true, composed: true }),
    );
    this.input.value = '';
  }

  override render() {
    return html`<ol data-testid="chat-lines">
        ${this.lines.map((l) => html`<li><b>${l.author === 'spectator' ? 'Spectator' : playerName(l.author)}</b> ${l.text}</li>`)}
      </ol>
      <form @submit=${this.submit}>
        <input
          data-testid="chat-input"
          maxlength=${CHAT_LIMITS.maxLength}
          placeholder="Message the ${this.channel}"
          ?disabled=${this.disabled}
        />
        <button ?disabled=${this.disabled}>Send</button>
      </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'chat-panel': ChatPanel;
  }
}
