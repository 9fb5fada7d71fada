import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { Notification, PublicUser } from '@broadside/protocol';
import { fieldStyles } from '../ui/panel-styles.js';
import {
  currentAccount,
  loadAccount,
  markRead,
  notifications,
  onAccountChange,
} from '../net/account.js';

/** A small bell, drawn (emoji fonts are not everywhere). */
const BELL = svg`<path d="M8 1.5a4 4 0 0 0-4 4v3L2.5 11v1h11v-1L12 8.5v-3a4 4 0 0 0-4-4zM6.5 13a1.5 1.5 0 0 0 3 0z" fill="currentColor"/>`;
/** A person, for "sign in" on a phone. */
const PERSON = svg`<circle cx="8" cy="5" r="3" fill="currentColor"/><path d="M2 15a6 6 0 0 1 12 0z" fill="currentColor"/>`;

function icon(shape: ReturnType<typeof svg>) {
  return html`<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">${shape}</svg>`;
}

/** How often the bell asks for news while signed in. */
const POLL_MS = 20_000;

/**
 * The header's account corner: "Sign in" while signed out; otherwise My games, the bell with
 * the number of unread notifications (a list opens under it) and the account link.
 */
@customElement('account-menu')
export class AccountMenu extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      :host {
        position: relative;
        display: flex;
        align-items: center;
        gap: 0.8rem;
        white-space: nowrap;
      }
      a {
        color: var(--muted);
        text-decoration: none;
      }
      a:hover {
        color: var(--text);
      }
      svg {
        vertical-align: -0.15em;
      }
      .bell {
        position: relative;
        padding: 0.15rem 0.5rem;
        cursor: pointer;
      }
      .count {
        display: inline-block;
        min-width: 1.1em;
        margin-left: 0.25rem;
        padding: 0 0.3em;
        border-radius: 0.6em;
        background: var(--accent);
        color: #0b1020;
        font-weight: 700;
        font-size: 0.8rem;
        text-align: center;
      }
      .list {
        position: absolute;
        right: 0;
        top: 2.2rem;
        z-index: 20;
        width: min(22rem, 92vw);
        max-height: 70vh;
        overflow: auto;
        background: var(--panel);
        border: 1px solid #3a4570;
        border-radius: 8px;
        box-shadow: 0 10px 30px #000;
        padding: 0.4rem;
        white-space: normal;
      }
      .list ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .list li a {
        display: block;
        padding: 0.4rem 0.5rem;
        border-radius: 5px;
        color: var(--text);
      }
      .list li a.unread {
        border-left: 3px solid var(--accent);
      }
      .list li a:hover {
        background: #1c2547;
      }
      .when {
        display: block;
        color: var(--muted);
        font-size: 0.75rem;
      }
      .head {
        display: flex;
        justify-content: space-between;
        align-items: center;
        padding: 0.2rem 0.4rem 0.4rem;
      }
      .narrow {
        display: none;
      }
      /* A phone's header stays on one line: icons only; My games and the account are in the list. */
      @media (max-width: 600px) {
        :host {
          gap: 0.3rem;
          margin-left: -0.7rem;
        }
        .wide {
          display: none;
        }
        .narrow {
          display: inline;
        }
        .head.narrow {
          display: flex;
        }
        .bell {
          padding: 0;
          border: none;
          background: none;
        }
        .count {
          position: absolute;
          top: -0.45rem;
          right: -0.55rem;
          margin: 0;
          font-size: 0.65rem;
        }
      }
    `,
  ];

  @state() private accessor user: PublicUser | null = currentAccount();
  @state() private accessor unread = 0;
  @state() private accessor items: readonly Notification[] = [];
  @state() private accessor open = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = onAccountChange((user) => {
      this.user = user;
      void this.poll();
    });
    void loadAccount().then(() => this.poll());
    this.timer = setInterval(() => void this.poll(), POLL_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
  }

  private async poll(): Promise<void> {
    this.user = currentAccount();
    if (!this.user) {
      this.unread = 0;
      this.items = [];
      return;
    }
    try {
      const answer = await notifications();
      this.unread = answer.unread;
      this.items = answer.notifications;
    } catch {
      // A failed poll changes nothing; the next one tries again.
    }
  }

  private async readAll(): Promise<void> {
    this.unread = (await markRead()).unread;
    this.items = this.items.map((n) => ({ ...n, read: true }));
  }

  private follow(n: Notification): void {
    this.open = false;
    if (!n.read)
      void markRead([n.id]).then((a) => {
        this.unread = a.unread;
        this.items = this.items.map((m) => (m.id === n.id ? { ...m, read: true } : m));
      });
  }

  override render() {
    const user = this.user;
    if (!user)
      return html`<a href="#/account" data-testid="nav-signin" aria-label="Sign in"
        ><span class="wide">Sign in</span><span class="narrow">${icon(PERSON)}</span></a
      >`;
    return html`<a class="wide" href="#/my" data-testid="nav-my">My games</a>
      <button
        class="bell"
        data-testid="notify-bell"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-label="Notifications, ${this.unread} unread"
        @click=${() => {
          this.open = !this.open;
          if (this.open) void this.poll();
        }}
      >
        ${icon(BELL)}${this.unread > 0 ? html`<span class="count" data-testid="notify-count">${this.unread}</span>` : nothing}
      </button>
      <a class="wide" href="#/account" data-testid="nav-account">${user.displayName}</a>
      ${this.open ? this.renderList() : nothing}`;
  }

  private renderList() {
    return html`<div
      class="list"
      data-testid="notify-list"
      role="dialog"
      aria-label="Notifications"
    >
      <div class="head narrow">
        <a href="#/my" @click=${() => (this.open = false)}>My games</a>
        <a href="#/account" @click=${() => (this.open = false)}>${this.user?.displayName}</a>
      </div>
      <div class="head">
        <b>Notifications</b>
        <button @click=${() => void this.readAll()} ?disabled=${this.unread === 0}>
          Mark all read
        </button>
      </div>
      ${
        this.items.length === 0
          ? html`<p class="when">Nothing yet. You will be told here when it is your move.</p>`
          : html`<ul>
              ${this.items.map(
                (n) =>
                  html`<li>
                    <a
                      class=${n.read ? '' : 'unread'}
                      href=${n.link ?? '#/my'}
                      @click=${() => this.follow(n)}
                      >${n.text}<span class="when"
                        >${new Date(n.createdAt).toLocaleString()}</span
                      ></a
                    >
                  </li>`,
              )}
            </ul>`
      }
      <div class="head"><a href="#/account" @click=${() => (this.open = false)}>Settings</a></div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'account-menu': AccountMenu;
  }
}
