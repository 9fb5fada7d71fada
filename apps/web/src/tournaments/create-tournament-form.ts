import type { RulesetDescription } from '@broadside/rules';
import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { listRulesets } from '../net/api.js';
import { fieldStyles } from '../ui/panel-styles.js';
import { createTournament, type TournamentView } from './api.js';

/**
 * The organiser's form: name, format (and rounds for a Swiss), the ruleset and scenario of every
 * round, days per move or per turn, player cap and whether games are rated. On success it opens the new
 * tournament's page.
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
      button {
        padding: 0.3rem 0.4rem;
      }
    `,
  ];

  @state() private accessor rulesets: readonly RulesetDescription[] = [];
  @state() private accessor ruleset = '';
  @state() private accessor format: TournamentView['format'] = 'swiss';
  @state() private accessor problem = '';

  override connectedCallback(): void {
    super.connectedCallback();
    void listRulesets().then((list) => {
      this.rulesets = list;
      this.ruleset ||= list[0]?.id ?? '';
    });
  }

  private async submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const number = (key: string) => Number(data.get(key));
    const body = {
      name: String(data.get('name') ?? ''),
      format: this.format,
      ...(this.format === 'swiss' ? { rounds: number('rounds') } : {}),
      games: { ruleset: this.ruleset, setup: { scenario: String(data.get('scenario')) } },
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
    }
  }

  override render() {
    const scenarios = this.rulesets.find((r) => r.id === this.ruleset)?.scenarios ?? [];
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
        </select>
      </label>
      ${
        this.format === 'swiss'
          ? html`<label
              >Rounds <input name="rounds" type="number" min="1" max="30" value="3"
            /></label>`
          : ''
      }
      <label
        >Ruleset
        <select @change=${(e: Event) => (this.ruleset = (e.target as HTMLSelectElement).value)}>
          ${this.rulesets.map(
            (r) =>
              html`<option value=${r.id} ?selected=${r.id === this.ruleset}>${r.name}</option>`,
          )}
        </select>
      </label>
      <label
        >Scenario
        <select name="scenario">
          ${scenarios.map((s) => html`<option value=${s.id}>${s.name}</option>`)}
        </select>
      </label>
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
      <button type="submit" data-testid="t-create">Create the tournament</button>
      ${this.problem ? html`<p role="alert">${this.problem}</p>` : ''}
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'create-tournament-form': CreateTournamentForm;
  }
}
