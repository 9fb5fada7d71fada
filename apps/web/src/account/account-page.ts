import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { NOTIFICATION_KINDS, type NotificationKind, type PublicUser } from '@broadside/protocol';
import { pageColumnsStyles, panelStyles } from '../ui/panel-styles.js';
import {
  changePassword,
  currentAccount,
  loadAccount,
  notificationSettings,
  onAccountChange,
  saveNotificationSettings,
  signIn,
  signOut,
  signUp,
} from '../net/account.js';

/** Readable names of the notification kinds. */
export const KIND_WORDS: Readonly<Record<NotificationKind, string>> = {
  move_due: 'It is my move',
  game_started: 'A game of mine starts',
  deadline: 'My clock runs low',
  rematch: 'A rematch is offered',
  invited: 'I am invited to a game',
  round_started: 'A tournament round starts',
  no_show: 'A player of my tournament never takes a seat',
  round_paired: 'A tournament round is paired',
  tournament_result: 'A result comes in in my tournament',
  tournament_finished: 'A tournament of mine ends',
  check_in_open: 'A tournament round opens its check-in',
  tournament_check_in_missed: 'A player of my tournament misses check-in',
};

function field(form: HTMLFormElement, name: string): string {
  return (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
}

/**
 * `#/account`: sign in or create an account; once signed in, notification settings, a new
 * password and signing out. Anonymous play needs none of it.
 */
@customElement('account-page')
export class AccountPage extends LitElement {
  static override styles = [
    panelStyles,
    pageColumnsStyles,
    css`
      :host {
        --page-columns: repeat(auto-fit, minmax(18rem, 1fr));
      }
      form {
        display: grid;
        gap: 0.5rem;
      }
      label {
        display: grid;
        gap: 0.2rem;
      }
      label.check {
        display: flex;
        gap: 0.4rem;
        align-items: center;
      }
      input {
        padding: 0.35rem 0.5rem;
      }
      .error {
        color: var(--bad);
      }
      .ok {
        color: var(--good, #8fd18f);
      }
    `,
  ];

  @state() private accessor user: PublicUser | null = currentAccount();
  @state() private accessor message: Record<string, { ok: boolean; text: string }> = {};
  @state() private accessor email = '';
  @state() private accessor kinds: readonly NotificationKind[] = [...NOTIFICATION_KINDS];
  private unsubscribe: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = onAccountChange((user) => {
      this.user = user;
      if (user) void this.loadSettings();
    });
    void loadAccount().then((me) => {
      this.user = me.user;
      if (me.user) void this.loadSettings();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
  }

  private async loadSettings(): Promise<void> {
    const settings = await notificationSettings();
    this.email = settings.email ?? '';
    this.kinds = settings.emailKinds;
  }

  private say(form: string, ok: boolean, text: string): void {
    this.message = { ...this.message, [form]: { ok, text } };
  }

  private async run(form: string, action: () => Promise<unknown>, done: string): Promise<void> {
    try {
      await action();
      this.say(form, true, done);
    } catch (e) {
      this.say(form, false, e instanceof Error ? e.message : String(e));
    }
  }

  private note(form: string) {
    const m = this.message[form];
    return m
      ? html`<p class=${m.ok ? 'ok' : 'error'} role="status" data-testid="${form}-message">
          ${m.text}
        </p>`
      : nothing;
  }

  override render() {
    return this.user ? this.renderSignedIn(this.user) : this.renderSignedOut();
  }

  private renderSignedOut() {
    return html`<section class="panel">
        <h2>Sign in</h2>
        <form
          data-testid="signin-form"
          @submit=${(e: SubmitEvent) => {
            e.preventDefault();
            const f = e.target as HTMLFormElement;
            void this.run(
              'signin',
              async () => {
                await signIn(field(f, 'username'), field(f, 'password'));
                location.hash = '#/my';
              },
              'Signed in.',
            );
          }}
        >
          <label>Username <input name="username" autocomplete="username" required /></label>
          <label
            >Password
            <input name="password" type="password" autocomplete="current-password" required
          /></label>
          <button class="primary" type="submit">Sign in</button>
          ${this.note('signin')}
        </form>
      </section>
      <section class="panel">
        <h2>Create an account</h2>
        <p class="muted">
          Optional: anyone can play with an invite link. An account keeps your seats on every
          device, shows your name in games, lists your games and tells you when it is your move.
        </p>
        <form
          data-testid="signup-form"
          @submit=${(e: SubmitEvent) => {
            e.preventDefault();
            const f = e.target as HTMLFormElement;
            void this.run(
              'signup',
              async () => {
                await signUp(
                  field(f, 'username'),
                  field(f, 'password'),
                  field(f, 'displayName') || undefined,
                );
                location.hash = '#/my';
              },
              'Account created.',
            );
          }}
        >
          <label
            >Username
            <input
              name="username"
              autocomplete="username"
              pattern="[A-Za-z0-9_-]{3,24}"
              title="3-24 letters, digits, _ or -"
              required
          /></label>
          <label
            >Name shown in games <input name="displayName" maxlength="40" placeholder="optional"
          /></label>
          <label
            >Password (8 characters or more)
            <input
              name="password"
              type="password"
              autocomplete="new-password"
              minlength="8"
              required
          /></label>
          <button class="primary" type="submit">Create account</button>
          ${this.note('signup')}
        </form>
      </section>`;
  }

  private renderSignedIn(user: PublicUser) {
    return html`<section class="panel">
        <h2>Signed in as ${user.displayName}</h2>
        <p class="muted">Username ${user.username}.</p>
        <p class="row">
          <a href="#/my">My games</a>
          <a href="#/users/${encodeURIComponent(user.username)}">My profile</a>
          <button
            data-testid="signout"
            @click=${() => void this.run('signout', () => signOut(), 'Signed out.')}
          >
            Sign out
          </button>
        </p>
        ${this.note('signout')}
      </section>
      <section class="panel">
        <h2>Notifications</h2>
        <form
          data-testid="settings-form"
          @submit=${(e: SubmitEvent) => {
            e.preventDefault();
            const f = e.target as HTMLFormElement;
            const kinds = NOTIFICATION_KINDS.filter(
              (k) => (f.elements.namedItem(k) as HTMLInputElement | null)?.checked,
            );
            void this.run(
              'settings',
              async () => {
                const saved = await saveNotificationSettings({
                  email: field(f, 'email').trim() || null,
                  emailKinds: kinds,
                });
                this.email = saved.email ?? '';
                this.kinds = saved.emailKinds;
              },
              'Saved.',
            );
          }}
        >
          <p class="muted">
            Every notification shows in the bell at the top. Give an address to get these by email
            too (when the server sends email).
          </p>
          <label
            >Email <input name="email" type="email" .value=${this.email} placeholder="none"
          /></label>
          ${NOTIFICATION_KINDS.map(
            (k) =>
              html`<label class="check"
                ><input type="checkbox" name=${k} .checked=${this.kinds.includes(k)} />${
                  KIND_WORDS[k]
                }</label
              >`,
          )}
          <button type="submit">Save</button>
          ${this.note('settings')}
        </form>
      </section>
      <section class="panel">
        <h2>Change password</h2>
        <form
          data-testid="password-form"
          @submit=${(e: SubmitEvent) => {
            e.preventDefault();
            const f = e.target as HTMLFormElement;
            void this.run(
              'password',
              async () => {
                await changePassword(field(f, 'current'), field(f, 'next'));
                f.reset();
              },
              'Password changed; your other devices are signed out.',
            );
          }}
        >
          <label
            >Current password
            <input name="current" type="password" autocomplete="current-password" required
          /></label>
          <label
            >New password
            <input name="next" type="password" autocomplete="new-password" minlength="8" required
          /></label>
          <button type="submit">Change password</button>
          ${this.note('password')}
        </form>
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'account-page': AccountPage;
  }
}
