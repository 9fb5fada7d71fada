import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { fieldStyles } from '../ui/panel-styles.js';
import { adjudicate, roundAction, withdrawPlayer, type TournamentView } from './api.js';
import './correction-dialog.js';
import './organiser-settings.js';
import './pairing-editor.js';
import { RESULT_CHOICES } from './result-choices.js';
import './seed-editor.js';
import { seedsEditable } from './seed-editor.js';
import { nameOf } from './tournament-tables.js';

/**
 * The organiser's tools (docs/tournaments.md, Organiser tools): settings, seeds, a round that has
 * not started (start it now, pair it afresh, or pair it by hand), adjudication of an unfinished
 * board, correction of a decided one, withdrawals. Each part fires `changed` with the tournament
 * as the server now has it, and so does this element.
 */
@customElement('organiser-tools')
export class OrganiserTools extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      :host {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
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
      summary h3 {
        display: inline;
      }
      summary {
        cursor: pointer;
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
    const result = RESULT_CHOICES[Number(data.get('result'))]![1];
    const reason = String(data.get('reason') ?? '');
    void this.run(() => adjudicate(this.tournament!.id, round, board, result, reason));
  }

  /** Passes a part's `changed` on. */
  private relay = (e: CustomEvent<TournamentView>) =>
    this.dispatchEvent(new CustomEvent('changed', { detail: e.detail }));

  /** Settings, seeds and corrections: in every status where the server takes them. */
  private always(t: TournamentView) {
    return html`${
      t.status !== 'finished'
        ? html`<details data-testid="settings">
            <summary><h3>Settings</h3></summary>
            <organiser-settings .tournament=${t} @changed=${this.relay}></organiser-settings>
          </details>`
        : nothing
    }
    ${
      seedsEditable(t)
        ? html`<details data-testid="seeds">
            <summary><h3>Seeds</h3></summary>
            <seed-editor .tournament=${t} @changed=${this.relay}></seed-editor>
          </details>`
        : nothing
    }
    ${
      t.rounds.some((r) => r.boards.some((b) => b.result !== null && b.second !== null))
        ? html`<h3>Correct a result (the reason is public)</h3>
            <correction-dialog .tournament=${t} @changed=${this.relay}></correction-dialog>`
        : nothing
    }`;
  }

  override render() {
    const t = this.tournament;
    if (!t) return nothing;
    if (t.status !== 'running') return this.always(t);
    const last = t.rounds.at(-1);
    const open =
      last?.status === 'started' ? last.boards.filter((b) => b.second !== null && !b.result) : [];
    return html`${this.problem ? html`<p role="alert">${this.problem}</p>` : nothing}
      ${this.always(t)}
      ${
        last?.status === 'paired'
          ? html`<div class="row">
                Round ${last.round} is paired and waits to start.
                <button @click=${() => void this.run(() => roundAction(t.id, last.round, 'start'))}>
                  Start it now
                </button>
                <button
                  @click=${() => void this.run(() => roundAction(t.id, last.round, 'repair'))}
                >
                  Pair it afresh
                </button>
              </div>
              <details data-testid="pair-by-hand">
                <summary><h3>Pair round ${last.round} by hand</h3></summary>
                <pairing-editor
                  .tournament=${t}
                  .round=${last.round}
                  @changed=${this.relay}
                ></pairing-editor>
              </details>`
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
                      ${RESULT_CHOICES.map(([label], i) => html`<option value=${i}>${label}</option>`)}
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
