import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { attentionSettings, setNotify, setSound } from '../ui/attention.js';
import { fieldStyles, pressedStyles } from '../ui/panel-styles.js';

/** The panes of the battle screen's side bar. */
export type SideTab = 'ships' | 'log' | 'chat';

/**
 * The side bar's tab strip, with the switches for the sound and browser notification that
 * announce a waiting decision, and the shortcut help button.
 *
 * @fires tab-change - detail `{ tab }`
 * @fires show-help - the player asked for the keyboard shortcuts
 */
@customElement('side-tabs')
export class SideTabs extends LitElement {
  static override styles = [
    fieldStyles,
    pressedStyles,
    css`
      :host {
        display: flex;
        gap: 0.25rem;
        align-items: center;
        padding: 0.3rem 0.5rem;
        border-bottom: 1px solid #263056;
        font-size: 0.85rem;
      }
      button {
        min-height: 1.8rem;
        padding: 0.15rem 0.55rem;
        cursor: pointer;
      }
      label {
        cursor: pointer;
      }
      [role='tablist'] {
        display: flex;
        gap: 0.25rem;
      }
      .spacer {
        flex: 1;
      }
    `,
  ];

  /** The pane shown. */
  @property() accessor tab: SideTab = 'log';
  /** Number of chat lines, shown on the chat tab. */
  @property({ type: Number }) accessor chatCount = 0;

  @state() private accessor sound = attentionSettings().sound;
  @state() private accessor notify = attentionSettings().notify;

  private pick(tab: SideTab): void {
    this.dispatchEvent(
      new CustomEvent('tab-change', { detail: { tab }, bubbles: true, composed: true }),
    );
  }

  override render() {
    const tabs: readonly [SideTab, string][] = [
      ['log', 'Log'],
      ['ships', 'Ships'],
      ['chat', `Chat${this.chatCount > 0 ? ` (${this.chatCount})` : ''}`],
    ];
    return html`<span role="tablist" aria-label="Side bar">
        ${tabs.map(
          ([id, label]) =>
            html`<button
              role="tab"
              aria-selected=${this.tab === id}
              data-testid="tab-${id}"
              @click=${() => this.pick(id)}
            >
              ${label}
            </button>`,
        )}
      </span>
      <span class="spacer"></span>
      <label title="Sound when a decision is waiting"
        ><input
          type="checkbox"
          data-testid="sound-toggle"
          .checked=${this.sound}
          @change=${(e: Event) => {
            this.sound = (e.target as HTMLInputElement).checked;
            setSound(this.sound);
          }}
        />sound</label
      >
      <label title="Browser notification when a decision is waiting"
        ><input
          type="checkbox"
          data-testid="notify-toggle"
          .checked=${this.notify}
          @change=${async (e: Event) => {
            this.notify = await setNotify((e.target as HTMLInputElement).checked);
          }}
        />notify</label
      >
      <button
        title="Keyboard shortcuts (?)"
        aria-label="Keyboard shortcuts"
        @click=${() => this.dispatchEvent(new CustomEvent('show-help', { bubbles: true, composed: true }))}
      >
        ?
      </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'side-tabs': SideTabs;
  }
}
