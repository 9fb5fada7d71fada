import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { fieldStyles } from '../ui/panel-styles.js';
import {
  adjudicate,
  roundAction,
  withdrawPlayer,
  type AdjudicatedResult,
  type TournamentView,
} from './api.js';
import { nameOf } from './tournament-tables.js';

/** The results an organiser may give, as the select offers them. */
const RESULTS: readonly (readonly [string, AdjudicatedResult])[] = [
  ['first wins (major)', { kind: 'win', winner: 'first', level: 'major' }],
  ['first wins (minor)', { kind: 'win', winner: 'first', level: 'minor' }],
  ['draw', { kind: 'draw' }],
  ['second wins (minor)', { kind: 'win', winner: 'second', level: 'minor' }],
  ['second wins (major)', { kind: 'win', winner: 'second', level: 'major' }],
  ['second wins by forfeit', { kind: 'forfeit', winner: 'second' }],
  ['first wins by forfeit', { kind: 'forfeit', winner: 'first' }],
  ['both forfeit', { kind: 'double_forfeit' }],
];

/**
 * The organiser's tools on a running tournament: start or re-pair a round that has not started,
 * adjudicate an unfinished board with a public reason, withdraw a player. Fires `changed` with
 * the tournament as the server now has it.
 */
@customElement('organiser-tools')
export class OrganiserTools extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      :host {
        display: grid;
        gap: 0.75rem;
      }
      form,
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      input[name='reason'] {
        flex: 1;
        min-width: 10rem;
      }
      button,
      select,
      input {
        padding: 0.25rem 0.5rem;
      }
      h3 {
        margin: 0.25rem 0;
        font-size: 1rem;
      }
    `,
  ];

  @property({ attribute: false }) accessor tournament: TournamentView | null = null;
  @state() private accessor problem = '';

  private async run(action: () => Promise<{ tournament: TournamentView }>): Promise<void> {
    try {
      const { tournament } = await action();
      this.problem = '';
      this.dispatchEvent(new CustomEvent('changed', { detail: tournament }));
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  private submitAdjudication(event: SubmitEvent, round: number, board: number): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const result = RESULTS[Number(data.get('result'))]![1];
    const reason = String(data.get('reason') ?? '');
    void this.run(() => adjudicate(this.tournament!.id, round, board, result, reason));
  }

  override render() {
    const t = this.tournament;
    if (!t || t.status !== 'running') return nothing;
    const last = t.rounds.at(-1);
    const open =
      last?.status === 'started' ? last.boards.filter((b) => b.second !== null && !b.result) : [];
    return html`${this.problem ? html`<p role="alert">${this.problem}</p>` : nothing}
      ${
        last?.status === 'paired'
          ? html`<div class="row">
              Round ${last.round} is paired and waits to start.
              <button @click=${() => void this.run(() => roundAction(t.id, last.round, 'start'))}>
                Start it now
              </button>
              <button @click=${() => void this.run(() => roundAction(t.id, last.round, 'repair'))}>
                Pair it afresh
              </button>
            </div>`
          : nothing
      }
      ${
        open.length > 0
          ? html`<h3>Adjudicate a stuck game (the reason is public)</h3>
              ${open.map(
                (b) =>
                  html`<form
                    data-testid="adjudicate-${b.board}"
                    @submit=${(e: SubmitEvent) => this.submitAdjudication(e, last!.round, b.board)}
                  >
                    <span>${b.board}. ${nameOf(t, b.first)} v ${nameOf(t, b.second)}</span>
                    <select name="result" aria-label="Result">
                      ${RESULTS.map(([label], i) => html`<option value=${i}>${label}</option>`)}
                    </select>
                    <input
                      name="reason"
                      required
                      minlength="3"
                      maxlength="500"
                      placeholder="Reason"
                    />
                    <button type="submit">Adjudicate</button>
                  </form>`,
              )}`
          : nothing
      }
      <h3>Withdraw a player</h3>
      <div class="row">
        ${t.players
          .filter((p) => !p.withdrawn)
          .map(
            (p) =>
              html`<button
                @click=${() => {
                  if (confirm(`Withdraw ${p.label}? Their unfinished games are lost by forfeit.`))
                    void this.run(() => withdrawPlayer(t.id, p.userId));
                }}
              >
                ${p.label}
              </button>`,
          )}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'organiser-tools': OrganiserTools;
  }
}
