import type { LibraryEntry } from '@broadside/protocol';
import type { RulesetDescription } from '@broadside/rules';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { currentLibrary } from '../library/library.js';
import { ApiError } from '../net/api-answers.js';
import { listRulesets } from '../net/api.js';
import { loadWebRuleset } from '../rulesets/registry.js';
import type { WebRuleset } from '../rulesets/types.js';
import { fieldStyles } from '../ui/panel-styles.js';
import { createTournament, type TournamentView } from './api.js';
import { renderRoundRow } from './round-rows.js';
import {
  baseSetup,
  newRoundRow,
  refusedRow,
  roundSetup,
  type RoundRow,
  type RowProblem,
} from './round-setup.js';
import { entrySettingsBody, entrySettingsFields } from './entry-settings-fields.js';
import { eliminationSettingsBody, eliminationSettingsFields } from './elimination-settings.js';
import { stageSettingsBody, stageSettingsFields } from './stage-settings.js';

/**
 * The organiser's form: name, format (and rounds for a Swiss), the game of every round (one for
 * all rounds, or one per round: a scenario, a share code or a saved scenario, with a points budget
 * per side and "each side picks its fleet"), days per move or per turn, player cap and whether
 * games are rated. On success it opens the new tournament's page; a refusal that names a round
 * shows beside it.
 */
@customElement('create-tournament-form')
export class CreateTournamentForm extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      form {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
        gap: 0.6rem 1rem;
        align-items: end;
      }
      label {
        display: grid;
        gap: 0.2rem;
      }
      input,
      select,
      textarea,
      button {
        padding: 0.3rem 0.4rem;
      }
      .games {
        grid-column: 1 / -1;
        display: grid;
        gap: 0.6rem;
        min-width: 0;
      }
      fieldset.round {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
        gap: 0.5rem 1rem;
        align-items: end;
        min-width: 0;
      }
      .wide {
        grid-column: 1 / -1;
      }
      textarea {
        width: 100%;
        box-sizing: border-box;
        word-break: break-all;
      }
      .check {
        display: flex;
        gap: 0.4rem;
        align-items: center;
      }
      .summary {
        margin: 0;
        padding-left: 1.2rem;
      }
      .over,
      .problem {
        color: #ff9b8a;
      }
      .problem {
        grid-column: 1 / -1;
        margin: 0;
        overflow-wrap: anywhere;
      }
    `,
  ];

  @state() private accessor rulesets: readonly RulesetDescription[] = [];
  @state() private accessor format: TournamentView['format'] = 'swiss';
  @state() private accessor problem = '';
  /** One game per round (rows), or one for all rounds (the first row only). */
  @state() private accessor perRound = false;
  @state() private accessor rows: readonly RoundRow[] = [];
  /** The server's refusal, by the row it names. */
  @state() private accessor refusals: ReadonlyMap<number, RowProblem> = new Map();
  @state() private accessor webs: ReadonlyMap<string, WebRuleset | null> = new Map();
  @state() private accessor saved: ReadonlyMap<string, readonly LibraryEntry[]> = new Map();

  override connectedCallback(): void {
    super.connectedCallback();
    void listRulesets().then((list) => {
      this.rulesets = list;
      const first = list[0];
      if (this.rows.length === 0 && first)
        this.setRows([newRoundRow(first.id, first.scenarios[0]?.id ?? '')]);
    });
  }

  /** The rows in play: all of them per round, else the first. */
  private get activeRows(): readonly RoundRow[] {
    return this.perRound ? this.rows : this.rows.slice(0, 1);
  }

  private setRows(rows: readonly RoundRow[]): void {
    this.rows = rows;
    this.refusals = new Map();
    this.problem = '';
    for (const ruleset of new Set(rows.map((r) => r.ruleset))) this.load(ruleset);
  }

  /** Loads a ruleset's rules (for live checks) and the organiser's saved scenarios of it, once. */
  private load(ruleset: string): void {
    if (this.webs.has(ruleset)) return;
    this.webs = new Map(this.webs).set(ruleset, null);
    void loadWebRuleset(ruleset).then((web) => {
      this.webs = new Map(this.webs).set(ruleset, web);
    });
    void currentLibrary()
      .list('scenario', ruleset)
      .then(
        (entries) => (this.saved = new Map(this.saved).set(ruleset, entries)),
        () => undefined,
      );
  }

  /** The `games` of the request: one spec, or one per row; a row that cannot be built throws. */
  private games(): unknown {
    const specs = this.activeRows.map((row, i) => {
      const description = this.rulesets.find((r) => r.id === row.ruleset);
      const base = baseSetup(row, description, this.saved.get(row.ruleset) ?? []);
      if (!base.ok) throw new RowRefusal(i, base.error);
      return { ruleset: row.ruleset, setup: roundSetup(row, base.value) };
    });
    return this.perRound ? specs : specs[0];
  }

  private async submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const number = (key: string) => Number(data.get(key));
    let games: unknown;
    try {
      games = this.games();
    } catch (e) {
      if (!(e instanceof RowRefusal)) throw e;
      this.refusals = new Map([[e.row, e.problem]]);
      this.problem = `Round ${e.row + 1}: ${e.problem.message}`;
      return;
    }
    const body = {
      name: String(data.get('name') ?? ''),
      format: this.format,
      ...(this.format === 'swiss' ? { rounds: number('rounds') } : {}),
      ...entrySettingsBody(this.format, data),
      ...stageSettingsBody(this.format, data),
      ...eliminationSettingsBody(this.format, data),
      games,
      timeControl: {
        kind: 'correspondence',
        perDecisionSeconds: Math.round(number('days') * 86400),
        ...(data.get('per') === 'turn' ? { per: 'turn' } : {}),
      },
      maxPlayers: number('maxPlayers'),
      rated: data.get('rated') === 'on',
      roundStartDelayHours: number('delay'),
    };
    try {
      const created = await createTournament(body);
      location.hash = `#/tournaments/${created.tournament.id}`;
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
      const row = e instanceof ApiError ? refusedRow(e.path, this.perRound) : null;
      if (e instanceof ApiError && row !== null) {
        const at = this.perRound ? 2 : 1;
        const path = e.path[at] === 'setup' ? e.path.slice(at + 1) : e.path.slice(at);
        this.refusals = new Map([[row, { code: e.code, message: e.message, path }]]);
      } else this.refusals = new Map();
    }
  }

  private renderGames() {
    const rows = this.activeRows;
    return html`<div class="games">
      <label class="check"
        ><input
          type="checkbox"
          data-testid="t-per-round"
          .checked=${this.perRound}
          @change=${(e: Event) => {
            this.perRound = (e.target as HTMLInputElement).checked;
            this.refusals = new Map();
          }}
        />
        A different game for each round (the last one repeats)</label
      >
      ${rows.map((row, index) =>
        renderRoundRow(row, {
          index,
          title: this.perRound ? `Round ${index + 1}` : 'Every round',
          rulesets: this.rulesets,
          web: this.webs.get(row.ruleset) ?? null,
          saved: this.saved.get(row.ruleset) ?? [],
          refusal: this.refusals.get(index) ?? null,
          removable: this.perRound && rows.length > 1,
          update: (next) => this.setRows(this.rows.map((r, i) => (i === index ? next : r))),
          remove: () => this.setRows(this.rows.filter((_, i) => i !== index)),
        }),
      )}
      ${
        this.perRound
          ? html`<button
              type="button"
              data-testid="t-add-round"
              @click=${() => {
                const last = this.rows[this.rows.length - 1];
                if (last) this.setRows([...this.rows, { ...last }]);
              }}
            >
              Add a round
            </button>`
          : nothing
      }
    </div>`;
  }

  override render() {
    return html`<form @submit=${(e: SubmitEvent) => void this.submit(e)}>
      <label>Name <input name="name" required maxlength="100" data-testid="t-name" /></label>
      <label
        >Format
        <select
          name="format"
          @change=${(e: Event) =>
            (this.format = (e.target as HTMLSelectElement).value as TournamentView['format'])}
        >
          <option value="swiss" selected>Swiss</option>
          <option value="round_robin">Round robin</option>
          <option value="double_round_robin">Double round robin</option>
          <option value="single_elimination">Single elimination</option>
          <option value="double_elimination">Double elimination</option>
          <option value="swiss_top_cut">Swiss with a top cut</option>
          <option value="groups_playoffs">Groups into playoffs</option>
        </select>
      </label>
      ${
        this.format === 'swiss'
          ? html`<label
              >Rounds <input name="rounds" type="number" min="1" max="30" value="3"
            /></label>`
          : ''
      }
      ${stageSettingsFields(this.format)} ${eliminationSettingsFields(this.format)}
      ${this.renderGames()}
      <label
        >Days <input name="days" type="number" min="0.5" max="30" step="0.5" value="3"
      /></label>
      <label
        >per
        <select name="per" data-testid="clock-per">
          <option value="decision" selected>move</option>
          <option value="turn">turn</option>
        </select>
      </label>
      <label
        >Player cap <input name="maxPlayers" type="number" min="2" max="256" value="16"
      /></label>
      <label
        >Hours before a round starts <input name="delay" type="number" min="0" max="168" value="0"
      /></label>
      <label
        ><span><input name="rated" type="checkbox" checked /> Rated</span></label
      >
      ${entrySettingsFields(this.format)}
      <button type="submit" data-testid="t-create">Create the tournament</button>
      ${this.problem ? html`<p role="alert">${this.problem}</p>` : ''}
    </form>`;
  }
}

/** A round row that cannot be sent (a bad share code, no saved scenario picked). */
class RowRefusal extends Error {
  readonly row: number;
  readonly problem: RowProblem;
  constructor(row: number, problem: RowProblem) {
    super(problem.message);
    this.row = row;
    this.problem = problem;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'create-tournament-form': CreateTournamentForm;
  }
}
