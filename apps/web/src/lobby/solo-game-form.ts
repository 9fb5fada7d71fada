import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { BotCatalog } from '@broadside/protocol';
import type { RulesetDescription, ScenarioInfo } from '@broadside/rules';
import { formStyles } from '../ui/form-styles.js';
import { panelStyles } from '../ui/panel-styles.js';
import { createGame, getBotCatalog } from '../net/api.js';
import { sayError } from '../game/refusal-text.js';
import { holdGrant } from '../net/seat-store.js';
import { rememberName, rememberedName } from '../net/player-name.js';
import { loadWebRuleset } from '../rulesets/registry.js';
import type { SetupContext } from '../rulesets/types.js';
import { loadCatalog, seatIds, seatName } from './catalog.js';
import { genericSetup } from './create-form.js';
import { soloBody } from './solo-body.js';

/** Levels offered to players: the random bot is for tests and benchmarks. */
const PLAYABLE = ['easy', 'hard'] as const;
type PlayableLevel = (typeof PLAYABLE)[number];

const LEVEL_NAME: Record<PlayableLevel, string> = { easy: 'Easy', hard: 'Hard' };

const LEVEL_TEXT: Record<PlayableLevel, string> = {
  easy: 'The easy computer player is greedy: it looks one decision ahead.',
  hard: 'The hard computer player searches, sampling dice and what it cannot see, for as long as its thinking time allows.',
};

/**
 * "Play against the computer": ruleset, scenario, the player's side and the bot's level (with
 * the hard bot's thinking time). Creates a private game with a server-side bot in every other
 * seat, keeps the player's seat token and opens the battle.
 */
@customElement('solo-game-form')
export class SoloGameForm extends LitElement {
  static override styles = [
    panelStyles,
    formStyles,
    css`
      select,
      input {
        min-width: 0;
        max-width: 100%;
      }
    `,
  ];

  @state() private accessor rulesets: readonly RulesetDescription[] = [];
  @state() private accessor bots: BotCatalog | null = null;
  @state() private accessor ruleset = '';
  @state() private accessor scenario = '';
  @state() private accessor mySeat = '';
  @state() private accessor level: PlayableLevel = 'easy';
  @state() private accessor budgetSeconds = 1;
  @state() private accessor playerName = rememberedName(localStorage);
  @state() private accessor error = '';
  /** The stable code of the refusal shown (its `data-code`), or `''`. */
  @state() private accessor errorCode = '';
  @state() private accessor busy = false;

  override connectedCallback(): void {
    super.connectedCallback();
    Promise.all([loadCatalog(), getBotCatalog()]).then(
      ([rulesets, bots]) => {
        this.bots = bots;
        this.budgetSeconds = bots.budgetMs.default / 1000;
        this.rulesets = rulesets.filter((r) => this.levelsOf(r.id).length > 0);
        const first = this.rulesets[0];
        if (first && !this.ruleset) this.pickRuleset(first.id);
      },
      (e: unknown) => (this.error = `The computer players cannot be loaded: ${String(e)}`),
    );
  }

  /** The levels offered for a ruleset (easy and hard, where the server's bots play them). */
  private levelsOf(ruleset: string): PlayableLevel[] {
    const levels = this.bots?.rulesets[ruleset]?.levels ?? [];
    return PLAYABLE.filter((l) => levels.includes(l));
  }

  private get description(): RulesetDescription | undefined {
    return this.rulesets.find((r) => r.id === this.ruleset);
  }

  private get scenarioInfo(): ScenarioInfo | undefined {
    return this.description?.scenarios.find((s) => s.id === this.scenario);
  }

  private pickRuleset(id: string): void {
    this.ruleset = id;
    const levels = this.levelsOf(id);
    if (!levels.includes(this.level)) this.level = levels[0] ?? 'easy';
    this.pickScenario(this.description?.scenarios[0]?.id ?? '');
  }

  private pickScenario(id: string): void {
    this.scenario = id;
    const seats = this.scenarioInfo
      ? seatIds(this.scenarioInfo, this.scenarioInfo.seats.length)
      : [];
    if (!seats.includes(this.mySeat)) this.mySeat = seats[0] ?? '';
  }

  /** The scenario's set-up as the create form would make it, with every default. */
  private async setup(description: RulesetDescription, scenario: ScenarioInfo): Promise<unknown> {
    const options = Object.fromEntries(scenario.options.map((o) => [o.id, o.default]));
    const context: SetupContext = {
      description,
      scenario,
      sideCount: scenario.seats.length,
      mySeat: this.mySeat,
      playerName: this.playerName,
      options,
    };
    const fields = (await loadWebRuleset(description.id))?.setupFields;
    return fields
      ? fields.setup(context, fields.initial(context, undefined))
      : genericSetup(scenario.id, options);
  }

  private async submit(e: Event): Promise<void> {
    e.preventDefault();
    const description = this.description;
    const scenario = this.scenarioInfo;
    if (!description || !scenario || !this.mySeat) return;
    this.busy = true;
    this.error = '';
    this.errorCode = '';
    try {
      const created = await createGame(
        soloBody({
          ruleset: description.id,
          setup: await this.setup(description, scenario),
          seats: seatIds(scenario, scenario.seats.length),
          mySeat: this.mySeat,
          playerName: this.playerName,
          level: this.level,
          budgetMs: Math.round(this.budgetSeconds * 1000),
        }),
      );
      if (this.playerName.trim()) rememberName(localStorage, this.playerName);
      if (!created.creator) throw new Error('The server kept no seat for you.');
      holdGrant(localStorage, created.creator);
      location.hash = `#/game/${encodeURIComponent(created.gameId)}`;
    } catch (err) {
      ({ text: this.error, code: this.errorCode } = sayError(err));
    } finally {
      this.busy = false;
    }
  }

  override render() {
    const description = this.description;
    const scenario = this.scenarioInfo;
    const val = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
    const budget = this.bots?.budgetMs;
    return html`<form @submit=${this.submit} data-testid="solo-form">
      <h2>Play against the computer</h2>
      <div class="grid2">
        <label
          >Ruleset
          <select data-testid="solo-ruleset" @change=${(e: Event) => this.pickRuleset(val(e))}>
            ${this.rulesets.map((r) => html`<option value=${r.id} ?selected=${r.id === this.ruleset}>${r.name}</option>`)}
          </select>
        </label>
        <label
          >Scenario
          <select data-testid="solo-scenario" @change=${(e: Event) => this.pickScenario(val(e))}>
            ${(description?.scenarios ?? []).map((s) => html`<option value=${s.id} ?selected=${s.id === this.scenario}>${s.number}. ${s.name}</option>`)}
          </select>
        </label>
        <label
          >You play
          <select data-testid="solo-seat" @change=${(e: Event) => (this.mySeat = val(e))}>
            ${
              scenario
                ? seatIds(scenario, scenario.seats.length).map(
                    (s, i) =>
                      html`<option value=${s} ?selected=${s === this.mySeat}>
                        Side ${s} (${seatName(scenario, i)})
                      </option>`,
                  )
                : nothing
            }
          </select>
        </label>
        <label
          >Computer
          <select
            data-testid="solo-level"
            @change=${(e: Event) => (this.level = val(e) as PlayableLevel)}
          >
            ${this.levelsOf(this.ruleset).map((l) => html`<option value=${l} ?selected=${l === this.level}>${LEVEL_NAME[l]}</option>`)}
          </select>
        </label>
        ${
          this.level === 'hard' && budget
            ? html`<label
                >Thinking time per decision (seconds)
                <input
                  data-testid="solo-budget"
                  type="number"
                  min=${budget.min / 1000}
                  max=${budget.max / 1000}
                  step=${budget.min / 1000}
                  .value=${String(this.budgetSeconds)}
                  @input=${(e: Event) => (this.budgetSeconds = Number(val(e)) || 1)}
                />
              </label>`
            : nothing
        }
        <label
          >Your name
          <input
            data-testid="solo-name"
            maxlength="40"
            .value=${this.playerName}
            @input=${(e: Event) => (this.playerName = val(e))}
          />
        </label>
      </div>
      <p class="hint" data-testid="solo-level-text">${LEVEL_TEXT[this.level]}</p>
      ${scenario ? html`<p class="hint">${scenario.briefing}</p>` : nothing}
      ${
        this.error
          ? html`<p class="error" role="alert" data-testid="solo-error" data-code=${this.errorCode}>
              ${this.error}
            </p>`
          : nothing
      }
      <div class="row">
        <button
          class="primary"
          type="submit"
          data-testid="solo-submit"
          ?disabled=${this.busy || !scenario}
        >
          Play against the computer
        </button>
      </div>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'solo-game-form': SoloGameForm;
  }
}
