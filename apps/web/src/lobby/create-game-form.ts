import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { RulesetDescription, ScenarioInfo } from '@broadside/rules';
import { formStyles } from '../ui/form-styles.js';
import { panelStyles } from '../ui/panel-styles.js';
import { DEFAULT_COMMON, commonBody, genericSetup, type CommonForm } from './create-form.js';
import { createGame, type CreatedGame } from '../net/api.js';
import { sayError } from '../game/refusal-text.js';
import { holdGrant } from '../net/seat-store.js';
import { rememberName, rememberedName } from '../net/player-name.js';
import { currentAccount, inviteUser, loadAccount } from '../net/account.js';
import { loadWebRuleset } from '../rulesets/registry.js';
import { helpHref } from '../help/section-link.js';
import type { SetupContext, SetupFields } from '../rulesets/types.js';
import { loadCatalog, seatIds, seatName } from './catalog.js';
import { renderClockFieldsets } from './clock-fieldsets.js';
import { renderOptions } from './option-fields.js';
import './game-invites.js';

/** The generic form: a ruleset's scenario, side count and options, and the shared choices. */
interface GameForm extends CommonForm {
  readonly ruleset: string;
  readonly scenario: string;
  readonly sideCount: number;
  readonly options: Readonly<Record<string, string>>;
}

/**
 * Creates a game of any hosted ruleset, built from `GET /api/rulesets`: ruleset, scenario,
 * sides, the creator's seat, the scenario's game options, time control, visibility and
 * spectator delay; a ruleset's own fields (Starfire: custom battle, designs) come from its
 * folder's `setupFields`. After creation it shows the invite link of every other seat.
 *
 * @fires game-created - detail `{ gameId }` once the game exists
 */
@customElement('create-game-form')
export class CreateGameForm extends LitElement {
  static override styles = [
    panelStyles,
    formStyles,
    css`
      fieldset {
        border: 1px solid #263056;
        border-radius: 6px;
        padding: 0.5rem 0.7rem;
        display: grid;
        gap: 0.5rem;
      }
      legend {
        color: var(--muted);
        font-size: 0.85rem;
      }
      table.forces input {
        width: 3.2rem;
      }
      table.forces th {
        font-weight: normal;
        color: var(--muted);
        font-size: 0.8rem;
      }
      fieldset {
        min-width: 0;
      }
      .briefing {
        font-size: 0.85rem;
        color: var(--muted);
        margin: 0;
      }
    `,
  ];

  @state() private accessor catalog: readonly RulesetDescription[] = [];
  /** A signed-in creator may keep the other seat for one account, by username. */
  @state() private accessor inviteUsername = '';
  /** What became of that invitation, shown with the invites. */
  @state() private accessor inviteNote = '';
  @state() private accessor form: GameForm = {
    ...DEFAULT_COMMON,
    playerName: rememberedName(localStorage),
    ruleset: '',
    scenario: '',
    sideCount: 2,
    options: {},
  };
  /** The picked ruleset's own fields, once its folder is loaded (none for a generic form). */
  @state() private accessor fields: SetupFields | null = null;
  @state() private accessor extra: unknown = undefined;
  @state() private accessor created: CreatedGame | null = null;
  @state() private accessor error = '';
  /** The stable code of the refusal shown (its `data-code`), or `''`. */
  @state() private accessor errorCode = '';
  @state() private accessor busy = false;
  /**
   * A whole set-up from the scenario library (`#/?setup=<share code>`), sent as it is; picking
   * another ruleset or scenario drops it.
   */
  @state() private accessor preset: { readonly name: string; readonly setup: unknown } | null =
    null;

  override connectedCallback(): void {
    super.connectedCallback();
    // The invite-by-username field shows once the account is known.
    void loadAccount().then(() => this.requestUpdate());
    loadCatalog().then(
      (catalog) => {
        this.catalog = catalog;
        const first = catalog[0];
        if (location.hash.includes('setup=')) void this.presetFromLink(first?.id);
        else if (first && !this.form.ruleset) void this.pickRuleset(first.id);
      },
      (e: unknown) => (this.error = `The rulesets cannot be loaded: ${String(e)}`),
    );
  }

  private get description(): RulesetDescription | undefined {
    return this.catalog.find((r) => r.id === this.form.ruleset);
  }

  private get scenario(): ScenarioInfo | undefined {
    return this.description?.scenarios.find((s) => s.id === this.form.scenario);
  }

  private context(): SetupContext | null {
    const description = this.description;
    const scenario = this.scenario;
    if (!description || !scenario) return null;
    const f = this.form;
    return {
      description,
      scenario,
      sideCount: f.sideCount,
      mySeat: f.mySeat,
      playerName: f.playerName,
      options: f.options,
    };
  }

  private set<K extends keyof GameForm>(key: K, value: GameForm[K]): void {
    this.form = { ...this.form, [key]: value };
  }

  /** Another ruleset: its first scenario, and its own fields once its folder is loaded. */
  private async pickRuleset(id: string): Promise<void> {
    this.fields = null;
    this.extra = undefined;
    const first = this.catalog.find((r) => r.id === id)?.scenarios[0];
    this.form = { ...this.form, ruleset: id };
    this.pickScenario(first?.id ?? '');
    const web = await loadWebRuleset(id);
    if (this.form.ruleset !== id) return;
    this.fields = web?.setupFields ?? null;
    this.resetExtra();
  }

  /** Fills the form with the set-up of a `#/?setup=<share code>` link (else the first ruleset). */
  private async presetFromLink(fallback: string | undefined): Promise<void> {
    // Loaded on demand: the share codes bring fflate.
    const { setupOfHash } = await import('../scenario-library/setup-link.js');
    const item = setupOfHash(location.hash);
    if (!item || !this.catalog.some((r) => r.id === item.ruleset)) {
      this.error = 'The set-up of this link cannot be read: the form starts afresh.';
      if (fallback) await this.pickRuleset(fallback);
      return;
    }
    await this.pickRuleset(item.ruleset);
    const scenario = (item.body as { scenario?: unknown } | null)?.scenario;
    if (typeof scenario === 'string' && this.description?.scenarios.some((s) => s.id === scenario))
      this.pickScenario(scenario);
    this.preset = { name: item.name, setup: item.body };
  }

  /** Another scenario: its own sides and options; the player's other choices stay. */
  private pickScenario(id: string): void {
    this.preset = null;
    const scenario = this.description?.scenarios.find((s) => s.id === id);
    const options = Object.fromEntries((scenario?.options ?? []).map((o) => [o.id, o.default]));
    this.form = {
      ...this.form,
      scenario: id,
      sideCount: scenario?.seats.length ?? 2,
      options,
    };
    this.resetExtra();
  }

  private pickSides(n: number): void {
    this.set('sideCount', n);
    this.resetExtra();
  }

  private resetExtra(): void {
    const context = this.context();
    if (this.fields && context) this.extra = this.fields.initial(context, this.extra);
  }

  private async submit(e: Event): Promise<void> {
    e.preventDefault();
    const context = this.context();
    if (!context) return;
    this.busy = true;
    this.error = '';
    this.errorCode = '';
    const f = this.form;
    const setup = this.preset
      ? this.preset.setup
      : this.fields
        ? this.fields.setup(context, this.extra)
        : genericSetup(f.scenario, f.options);
    try {
      const created = await createGame(commonBody(f, f.ruleset, setup));
      if (f.playerName.trim()) rememberName(localStorage, f.playerName);
      if (created.creator) holdGrant(localStorage, created.creator, true);
      this.inviteNote = await this.keepSeatFor(created);
      this.created = created;
      this.dispatchEvent(
        new CustomEvent('game-created', {
          detail: { gameId: created.gameId },
          bubbles: true,
          composed: true,
        }),
      );
    } catch (err) {
      ({ text: this.error, code: this.errorCode } = sayError(err));
    } finally {
      this.busy = false;
    }
  }

  /** Keeps the first open seat for the username given, if any; says what happened. */
  private async keepSeatFor(created: CreatedGame): Promise<string> {
    const username = this.inviteUsername.trim();
    const seat = created.invites[0]?.seat;
    if (!username || !seat || !created.creator || !currentAccount()) return '';
    try {
      await inviteUser(created.gameId, seat, username);
      return `Side ${seat} is kept for ${username}: it is on their My games page, and only they can take it.`;
    } catch (err) {
      return `Could not keep side ${seat} for ${username}: ${err instanceof Error ? err.message : String(err)}`;
    }
  }

  override render() {
    return this.created
      ? html`<game-invites
          .created=${this.created}
          .note=${this.inviteNote}
          @create-another=${() => (this.created = null)}
        ></game-invites>`
      : this.renderForm();
  }

  private renderForm() {
    const f = this.form;
    const context = this.context();
    const val = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
    return html`<form @submit=${this.submit} data-testid="create-form">
      <h2>Create a game</h2>
      <div class="grid2">
        <label
          >Ruleset
          <select
            data-testid="create-ruleset"
            @change=${(e: Event) => void this.pickRuleset(val(e))}
          >
            ${this.catalog.map((r) => html`<option value=${r.id} ?selected=${r.id === f.ruleset}>${r.name}</option>`)}
          </select>
        </label>
        <label
          >Scenario
          <select data-testid="create-scenario" @change=${(e: Event) => this.pickScenario(val(e))}>
            ${(this.description?.scenarios ?? []).map((s) => html`<option value=${s.id} ?selected=${s.id === f.scenario}>${s.number}. ${s.name}</option>`)}
          </select>
        </label>
      </div>
      ${
        this.preset
          ? html`<p class="briefing" data-testid="preset-setup">
              Playing “${this.preset.name}”, a set-up from the scenario library, as it is: the
              ruleset's own fields below do not change it.
              <button type="button" @click=${() => (this.preset = null)}>
                Use the form instead
              </button>
            </p>`
          : nothing
      }
      ${context ? this.renderScenario(context) : html`<p class="briefing">Loading the rulesets…</p>`}
      ${this.error ? html`<p class="error" role="alert" data-testid="create-error" data-code=${this.errorCode}>${this.error}</p>` : nothing}
      <div class="row">
        <button
          class="primary"
          type="submit"
          data-testid="create-submit"
          ?disabled=${this.busy || !context}
        >
          Create game
        </button>
        <a href="#/practice/${f.ruleset}/${f.scenario}" data-testid="practice"
          >Practice alone (hot seat, in this browser)</a
        >
      </div>
    </form>`;
  }

  private renderScenario(context: SetupContext) {
    const f = this.form;
    const def = context.scenario;
    const seats = seatIds(def, f.sideCount);
    const val = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
    return html`<p class="briefing">${def.briefing}</p>
      <details class="briefing" data-testid="scenario-rules">
        <summary>Set-up and victory</summary>
        <ul>
          ${def.specialRules.map((r) => html`<li>${r}</li>`)}
          <li>${def.victory}</li>
        </ul>
      </details>
      <p class="briefing">
        <a href=${helpHref(f.ruleset)} data-testid="rules-link"
          >The whole rules of ${context.description.name}</a
        >
      </p>
      <div class="grid2">
        <label
          >Sides
          <select
            data-testid="create-sides"
            @change=${(e: Event) => this.pickSides(Number(val(e)))}
          >
            ${Array.from(
              { length: def.maxSides - def.minSides + 1 },
              (_, i) => def.minSides + i,
            ).map((n) => html`<option value=${n} ?selected=${n === f.sideCount}>${n}</option>`)}
          </select>
        </label>
        <label
          >You play
          <select data-testid="create-seat" @change=${(e: Event) => this.set('mySeat', val(e))}>
            ${seats.map((s, i) => html`<option value=${s} ?selected=${s === f.mySeat}>Side ${s} (${seatName(def, i)})</option>`)}
            <option value="" ?selected=${f.mySeat === ''}>No side (invite everyone)</option>
          </select>
        </label>
        <label
          >Your name
          <input
            data-testid="create-name"
            maxlength="40"
            .value=${f.playerName}
            @input=${(e: Event) => this.set('playerName', val(e))}
          />
        </label>
        ${
          currentAccount() && f.mySeat
            ? html`<label
                >Invite a player (username)
                <input
                  data-testid="create-invite-user"
                  maxlength="24"
                  placeholder="optional: anyone with the link"
                  .value=${this.inviteUsername}
                  @input=${(e: Event) => (this.inviteUsername = val(e))}
                />
              </label>`
            : nothing
        }
        <label
          >Title
          <input
            data-testid="create-title"
            maxlength="80"
            placeholder=${def.name}
            .value=${f.title}
            @input=${(e: Event) => this.set('title', val(e))}
          />
        </label>
        <label
          >Visibility
          <select
            data-testid="create-visibility"
            @change=${(e: Event) => this.set('visibility', val(e) as 'public' | 'private')}
          >
            <option value="public" ?selected=${f.visibility === 'public'}>
              Public: listed, anyone may watch
            </option>
            <option value="private" ?selected=${f.visibility === 'private'}>
              Private: invite only
            </option>
          </select>
        </label>
        ${renderOptions(def.options, f.options, (options) => this.set('options', options))}
      </div>
      ${renderClockFieldsets(f, (key, value) => (this.form = { ...this.form, [key]: value }))}
      ${this.fields && this.extra !== undefined ? this.fields.render(context, this.extra, (next) => (this.extra = next)) : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'create-game-form': CreateGameForm;
  }
}
