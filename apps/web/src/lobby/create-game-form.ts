import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import {
  SCENARIOS,
  SCENARIO_IDS,
  type HullCode,
  type ScenarioId,
  type SideId,
} from '@broadside/rules/starfire';
import { panelStyles } from '../ui/panel-styles.js';
import {
  buildCreateBody,
  defaultForm,
  formSides,
  scenarioForces,
  type CreateForm,
} from './create-form.js';
import { ApiError, createGame, type CreatedGame } from '../net/api.js';
import { holdGrant } from '../net/seat-store.js';
import { rememberName, rememberedName } from '../net/player-name.js';
import './game-invites.js';
import { loadDesigns } from '../designer/design-store.js';
import { renderDesignFieldset } from './design-fieldset.js';
import { renderClockFieldsets, renderCustomBattle, type SetField } from './create-fieldsets.js';

/**
 * Creates a game: ruleset, scenario, sides, the creator's seat, time control, visibility,
 * spectator delay, custom map size and forces, and a design per hull. After creation it shows
 * the invite link of every other seat.
 *
 * @fires game-created - detail `{ gameId }` once the game exists
 */
@customElement('create-game-form')
export class CreateGameForm extends LitElement {
  static override styles = [
    panelStyles,
    css`
      :host {
        display: block;
      }
      form {
        display: grid;
        gap: 0.6rem;
      }
      label {
        display: grid;
        gap: 0.2rem;
        font-size: 0.85rem;
        color: var(--muted);
      }
      .grid2 {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 0.6rem;
      }
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
      .briefing {
        font-size: 0.85rem;
        color: var(--muted);
        margin: 0;
      }
    `,
  ];

  @state() private accessor form: CreateForm = {
    ...defaultForm(),
    playerName: rememberedName(localStorage),
  };
  @state() private accessor created: CreatedGame | null = null;
  @state() private accessor error = '';
  @state() private accessor busy = false;

  private set<K extends keyof CreateForm>(key: K, value: CreateForm[K]): void {
    this.form = { ...this.form, [key]: value };
  }

  /** Another scenario: its own sides, forces and map; the player's other choices stay. */
  private pickScenario(id: ScenarioId): void {
    const f = this.form;
    this.form = {
      ...f,
      ...defaultForm(id),
      title: f.title,
      mySeat: f.mySeat,
      playerName: f.playerName,
      visibility: f.visibility,
      timeKind: f.timeKind,
      liveMinutes: f.liveMinutes,
      incrementSeconds: f.incrementSeconds,
      correspondenceHours: f.correspondenceHours,
      delayKind: f.delayKind,
      delayAmount: f.delayAmount,
      fleetChoice: f.fleetChoice,
      designs: f.designs,
    };
  }

  private async submit(e: Event): Promise<void> {
    e.preventDefault();
    this.busy = true;
    this.error = '';
    try {
      const created = await createGame(buildCreateBody(this.form));
      if (this.form.playerName.trim()) rememberName(localStorage, this.form.playerName);
      if (created.creator) holdGrant(localStorage, created.creator);
      this.created = created;
      this.dispatchEvent(
        new CustomEvent('game-created', {
          detail: { gameId: created.gameId },
          bubbles: true,
          composed: true,
        }),
      );
    } catch (err) {
      this.error = err instanceof ApiError ? `${err.message} (${err.code})` : String(err);
    } finally {
      this.busy = false;
    }
  }

  override render() {
    return this.created
      ? html`<game-invites
          .created=${this.created}
          @create-another=${() => (this.created = null)}
        ></game-invites>`
      : this.renderForm();
  }

  private renderForm() {
    const f = this.form;
    const def = SCENARIOS[f.scenario];
    const sides = formSides(f);
    const saved = loadDesigns(localStorage);
    const num = (e: Event) => Number((e.target as HTMLInputElement).value);
    const val = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
    const setField: SetField = (key, value) => this.set(key, value);
    return html`<form @submit=${this.submit} data-testid="create-form">
      <h2>Create a game</h2>
      <div class="grid2">
        <label
          >Ruleset
          <select data-testid="create-ruleset">
            <option value="starfire">Starfire Quick Start</option>
          </select>
        </label>
        <label
          >Scenario
          <select
            data-testid="create-scenario"
            @change=${(e: Event) => this.pickScenario(val(e) as ScenarioId)}
          >
            ${SCENARIO_IDS.map((id) => html`<option value=${id} ?selected=${id === f.scenario}>${SCENARIOS[id].number}. ${SCENARIOS[id].name}</option>`)}
          </select>
        </label>
      </div>
      <p class="briefing">${def.briefing}</p>
      <details class="briefing" data-testid="scenario-rules">
        <summary>Set-up and victory</summary>
        <ul>
          ${def.specialRules.map((r) => html`<li>${r}</li>`)}
          <li>${def.victoryText}</li>
        </ul>
      </details>
      <div class="grid2">
        <label
          >Sides
          <select
            data-testid="create-sides"
            @change=${(e: Event) => {
              const n = Number(val(e));
              this.form = { ...f, sideCount: n, forces: scenarioForces(f.scenario, n) };
            }}
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
            ${sides.map((s) => html`<option value=${s} ?selected=${s === f.mySeat}>Side ${s} (${def.sides[Math.min(sides.indexOf(s), def.sides.length - 1)]?.name ?? ''})</option>`)}
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
        <label
          >Turn limit
          <input
            type="number"
            min="1"
            max="999"
            placeholder="none"
            .value=${f.turnLimit === null ? '' : String(f.turnLimit)}
            @input=${(e: Event) => this.set('turnLimit', val(e) === '' ? null : num(e))}
          />
        </label>
      </div>
      ${renderClockFieldsets(f, setField)} ${renderCustomBattle(f, setField)}
      ${renderDesignFieldset(f, saved, {
        onDesign: (side, hull, text) => this.setDesign(side, hull, text),
        onFleetChoice: (choice) => this.set('fleetChoice', choice),
      })}
      ${this.error ? html`<p class="error" role="alert" data-testid="create-error">${this.error}</p>` : nothing}
      <div class="row">
        <button class="primary" type="submit" data-testid="create-submit" ?disabled=${this.busy}>
          Create game
        </button>
        <a href="#/practice/${f.scenario}" data-testid="practice"
          >Practice alone (hot seat, in this browser)</a
        >
      </div>
    </form>`;
  }

  private setDesign(side: SideId, hull: HullCode, text: string): void {
    const f = this.form;
    this.form = {
      ...f,
      designs: { ...f.designs, [side]: { ...(f.designs[side] ?? {}), [hull]: text } },
    };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'create-game-form': CreateGameForm;
  }
}
