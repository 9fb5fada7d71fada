import { encodeShareCode, type LibraryEntry, type PublicUser } from '@broadside/protocol';
import type { RulesetDescription } from '@broadside/rules';
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  copyEntries,
  currentLibrary,
  sharedEntries,
  thisBrowsersLibrary,
} from '../library/library.js';
import { listRulesets } from '../net/api.js';
import { currentAccount, loadAccount, onAccountChange } from '../net/account.js';
import { pageStyles } from '../ui/page-styles.js';
import { panelStyles } from '../ui/panel-styles.js';
import './scenario-card.js';
import { editorHref, scenarioCode } from './setup-link.js';

/**
 * `#/scenarios` (or `#/scenarios/<ruleset>`): the scenario library. Broadside's own scenarios of
 * every ruleset and the ones players share, each with a picture of its set-up; then the
 * player's own designs and scenarios, to delete, share or copy as a code. A signed-in player
 * whose browser still keeps entries is offered to copy them to the account.
 */
@customElement('scenario-library-page')
export class ScenarioLibraryPage extends LitElement {
  static override styles = [
    panelStyles,
    pageStyles,
    css`
      .filters {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
      .filters a[aria-current='page'] {
        font-weight: bold;
        text-decoration: none;
      }
      .cards {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
        gap: 0.8rem;
      }
      ul.mine {
        list-style: none;
        padding: 0;
        margin: 0;
        display: flex;
        flex-direction: column;
        gap: 0.5rem;
      }
      ul.mine li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.8rem;
        border-bottom: 1px solid var(--line, #445);
        padding-bottom: 0.4rem;
      }
      ul.mine .name {
        flex: 1 1 12rem;
        min-width: 0;
        overflow-wrap: anywhere;
      }
      ul.mine button,
      ul.mine a,
      .offer button {
        font: inherit;
        min-height: 2.2rem;
      }
      code {
        overflow-wrap: anywhere;
      }
    `,
  ];

  /** The ruleset to show, or '' for every ruleset. */
  @property() accessor ruleset = '';
  @state() private accessor rulesets: readonly RulesetDescription[] = [];
  @state() private accessor shared: readonly LibraryEntry[] | null = null;
  @state() private accessor mine: readonly LibraryEntry[] | null = null;
  @state() private accessor inBrowser = 0;
  @state() private accessor me: PublicUser | null = currentAccount();
  @state() private accessor note = '';
  @state() private accessor shownCode = '';
  private unlisten: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.unlisten = onAccountChange((user) => {
      this.me = user;
      void this.loadMine();
    });
    listRulesets().then(
      (r) => (this.rulesets = r),
      (e: unknown) => (this.note = `The rulesets cannot be loaded: ${String(e)}`),
    );
    void this.loadShared();
    void loadAccount().then(() => {
      this.me = currentAccount();
      void this.loadMine();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unlisten?.();
  }

  private async loadShared(): Promise<void> {
    try {
      const page = await sharedEntries('scenario', this.ruleset || undefined);
      this.shared = page.entries;
    } catch (e) {
      this.shared = [];
      this.note = `Shared scenarios cannot be loaded: ${(e as Error).message}`;
    }
  }

  private async loadMine(): Promise<void> {
    const library = currentLibrary();
    const ruleset = this.ruleset || undefined;
    try {
      const [designs, scenarios] = await Promise.all([
        library.list('design', ruleset),
        library.list('scenario', ruleset),
      ]);
      this.mine = [...scenarios, ...designs];
    } catch (e) {
      this.mine = [];
      this.note = `Your library cannot be loaded: ${(e as Error).message}`;
    }
    if (library.where === 'server') {
      const browser = thisBrowsersLibrary();
      this.inBrowser =
        (await browser.list('design')).length + (await browser.list('scenario')).length;
    } else this.inBrowser = 0;
  }

  private async copyToAccount(): Promise<void> {
    const outcome = await copyEntries(thisBrowsersLibrary(), currentLibrary());
    this.note =
      `${outcome.copied} entr${outcome.copied === 1 ? 'y' : 'ies'} copied to your account.` +
      outcome.refused.map((r) => ` “${r.name}” was refused: ${r.reason}`).join('');
    await this.loadMine();
    void this.loadShared();
  }

  private async deleteEntry(entry: LibraryEntry): Promise<void> {
    if (!confirm(`Delete “${entry.name}” from your library?`)) return;
    await this.act(() => currentLibrary().remove(entry.id));
  }

  private async toggleShared(entry: LibraryEntry): Promise<void> {
    const { kind, ruleset, name, body } = entry;
    await this.act(() =>
      currentLibrary().save({ kind, ruleset, name, body, shared: !entry.shared }),
    );
  }

  private async act(what: () => Promise<unknown>): Promise<void> {
    this.note = '';
    try {
      await what();
    } catch (e) {
      this.note = (e as Error).message;
    }
    await this.loadMine();
    void this.loadShared();
  }

  private async copyCode(entry: LibraryEntry): Promise<void> {
    const code = encodeShareCode(entry);
    this.shownCode = code;
    try {
      await navigator.clipboard.writeText(code);
      this.note = `The share code of “${entry.name}” is copied.`;
    } catch {
      this.note = `The share code of “${entry.name}”:`;
    }
  }

  private rulesetName(id: string): string {
    return this.rulesets.find((r) => r.id === id)?.name ?? id;
  }

  override render() {
    const shown = this.rulesets.filter((r) => !this.ruleset || r.id === this.ruleset);
    return html`<section class="panel">
        <h2>Scenarios</h2>
        <p>
          Every ruleset's own scenarios and the ones players share. Play one, open it in the
          <a href="#/scenarios/edit">scenario editor</a>, or copy its share code to send it.
        </p>
        <nav class="filters" aria-label="Rulesets" data-testid="ruleset-filters">
          <a href="#/scenarios" aria-current=${this.ruleset ? 'false' : 'page'}>All rulesets</a>
          ${this.rulesets.map(
            (r) =>
              html`<a
                href="#/scenarios/${r.id}"
                aria-current=${this.ruleset === r.id ? 'page' : 'false'}
                >${r.name}</a
              >`,
          )}
        </nav>
        ${
          this.note
            ? html`<p role="status" data-testid="library-note">
                ${this.note} ${this.shownCode ? html`<code>${this.shownCode}</code>` : ''}
              </p>`
            : ''
        }
      </section>
      ${shown.map(
        (r) =>
          html`<section class="panel" data-testid="builtin-${r.id}">
            <h2>${r.name}</h2>
            <div class="cards">
              ${r.scenarios.map(
                (s) =>
                  html`<scenario-card
                    data-testid="scenario-${r.id}-${s.id}"
                    .name=${s.name}
                    .ruleset=${r.id}
                    .rulesetName=${r.name}
                    author="Broadside"
                    .picture=${`/api/rulesets/${encodeURIComponent(r.id)}/scenarios/${encodeURIComponent(s.id)}/picture.svg`}
                    .code=${scenarioCode(r.id, s.name, { scenario: s.id })}
                  ></scenario-card>`,
              )}
            </div>
          </section>`,
      )}
      <section class="panel" data-testid="shared-scenarios">
        <h2>Shared by players</h2>
        ${
          this.shared === null
            ? html`<p>Loading…</p>`
            : this.shared.length === 0
              ? html`<p>Nobody has shared a scenario here yet.</p>`
              : html`<div class="cards">
                  ${this.shared.map(
                    (e) =>
                      html`<scenario-card
                        data-testid="shared-${e.id}"
                        .name=${e.name}
                        .ruleset=${e.ruleset}
                        .rulesetName=${this.rulesetName(e.ruleset)}
                        .author=${e.author ?? 'a player'}
                        .picture=${`/api/library/shared/${encodeURIComponent(e.id)}/picture.svg`}
                        .code=${encodeShareCode(e)}
                      ></scenario-card>`,
                  )}
                </div>`
        }
      </section>
      ${this.renderMine()}`;
  }

  private renderMine() {
    const signedIn = this.me !== null;
    return html`<section class="panel" data-testid="my-library">
      <h2>My designs and scenarios</h2>
      <p>
        ${
          signedIn
            ? 'Kept with your account, on any device.'
            : html`Kept in this browser only. <a href="#/account">Sign in</a> to keep them with an
                account and share them.`
        }
      </p>
      ${
        signedIn && this.inBrowser > 0
          ? html`<p class="offer" data-testid="copy-offer">
              This browser still keeps ${this.inBrowser} design${this.inBrowser === 1 ? '' : 's'} or
              scenario${this.inBrowser === 1 ? '' : 's'} of its own.
              <button
                type="button"
                data-testid="copy-to-account"
                @click=${() => void this.copyToAccount()}
              >
                Copy them to my account
              </button>
            </p>`
          : ''
      }
      ${
        this.mine === null
          ? html`<p>Loading…</p>`
          : this.mine.length === 0
            ? html`<p>
                Nothing saved yet: save a design in a ship builder or a set-up in the editor.
              </p>`
            : html`<ul class="mine">
                ${this.mine.map(
                  (e) =>
                    html`<li data-testid="mine-${e.kind}-${e.name}">
                      <span class="name"
                        ><strong>${e.name}</strong> · ${e.kind === 'design' ? 'design' : 'scenario'}
                        · ${this.rulesetName(e.ruleset)}${e.shared ? ' · shared' : ''}</span
                      >
                      ${
                        e.kind === 'scenario'
                          ? html`<a href=${editorHref(e.ruleset, encodeShareCode(e))}
                              >Open in editor</a
                            >`
                          : ''
                      }
                      <button
                        type="button"
                        data-testid="mine-code"
                        @click=${() => void this.copyCode(e)}
                      >
                        Copy code
                      </button>
                      ${
                        signedIn
                          ? html`<button
                              type="button"
                              data-testid="mine-share"
                              aria-pressed=${e.shared ? 'true' : 'false'}
                              @click=${() => void this.toggleShared(e)}
                            >
                              ${e.shared ? 'Stop sharing' : 'Share'}
                            </button>`
                          : ''
                      }
                      <button
                        type="button"
                        data-testid="mine-delete"
                        @click=${() => void this.deleteEntry(e)}
                      >
                        Delete
                      </button>
                    </li>`,
                )}
              </ul>`
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scenario-library-page': ScenarioLibraryPage;
  }
}
