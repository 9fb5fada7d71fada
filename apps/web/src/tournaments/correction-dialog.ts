import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { fieldStyles } from '../ui/panel-styles.js';
import { correctResult, type RatingChange, type TournamentView } from './api.js';
import { RESULT_CHOICES } from './result-choices.js';
import { nameOf } from './tournament-tables.js';

/** A decided board the organiser may correct. */
interface Decided {
  readonly round: number;
  readonly board: number;
  readonly first: number;
  readonly second: number;
  readonly resultText: string;
}

/** Every board with a result (byes excluded), latest round first. */
function decidedBoards(t: TournamentView): Decided[] {
  return t.rounds
    .flatMap((r) =>
      r.boards
        .filter((b) => b.second !== null && b.result !== null)
        .map((b) => ({
          round: r.round,
          board: b.board,
          first: b.first,
          second: b.second!,
          resultText: b.resultText,
        })),
    )
    .reverse();
}

/**
 * Correcting a decided board, also after the next round is paired: pick the board, then a dialog
 * asks for the new result and the public reason, sends it, and shows whose ratings changed
 * (before → after). Fires `changed` with the tournament.
 */
@customElement('correction-dialog')
export class CorrectionDialog extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      .row,
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      dialog {
        color: var(--text);
        background: var(--panel, #141b36);
        border: 1px solid #3a4570;
        border-radius: 8px;
        max-width: min(32rem, 92vw);
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 50%);
      }
      .row select {
        flex: 1 1 12rem;
        min-width: 0;
      }
      input[name='reason'] {
        flex: 1;
        min-width: 10rem;
      }
      select,
      input,
      button {
        padding: 0.25rem 0.45rem;
        max-width: 100%;
      }
      ul {
        padding-left: 1.2rem;
      }
    `,
  ];

  @property({ attribute: false }) accessor tournament: TournamentView | null = null;
  @state() private accessor picked: Decided | null = null;
  @state() private accessor changes: readonly RatingChange[] | null = null;
  @state() private accessor problem = '';
  @query('dialog') private accessor dialog!: HTMLDialogElement;

  private async open(t: TournamentView, choice: string): Promise<void> {
    this.picked = decidedBoards(t).find((d) => `${d.round}.${d.board}` === choice) ?? null;
    this.changes = null;
    this.problem = '';
    await this.updateComplete;
    if (this.picked) this.dialog.showModal();
  }

  private async submit(event: SubmitEvent, t: TournamentView, d: Decided): Promise<void> {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const result = RESULT_CHOICES[Number(data.get('result'))]![1];
    try {
      const answer = await correctResult(
        t.id,
        d.round,
        d.board,
        result,
        String(data.get('reason')),
      );
      this.changes = answer.ratingChanges;
      this.problem = '';
      this.dispatchEvent(new CustomEvent('changed', { detail: answer.tournament }));
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  private changesList(t: TournamentView, changes: readonly RatingChange[]) {
    if (changes.length === 0) return html`<p data-testid="rating-changes">No rating changes.</p>`;
    return html`<p>Ratings that change:</p>
      <ul data-testid="rating-changes">
        ${changes.map(
          (c) =>
            html`<li>${nameOf(t, c.userId)}: ${Math.round(c.before)} → ${Math.round(c.after)}</li>`,
        )}
      </ul>`;
  }

  override render() {
    const t = this.tournament;
    if (!t) return nothing;
    const decided = decidedBoards(t);
    if (decided.length === 0) return nothing;
    const d = this.picked;
    return html`<form
        class="row"
        @submit=${(e: SubmitEvent) => {
          e.preventDefault();
          void this.open(t, String(new FormData(e.target as HTMLFormElement).get('board')));
        }}
      >
        <select name="board" aria-label="Board to correct" data-testid="correct-board">
          ${decided.map(
            (x) =>
              html`<option value="${x.round}.${x.board}">
                Round ${x.round}, board ${x.board}: ${nameOf(t, x.first)} v ${nameOf(t, x.second)}
                (${x.resultText})
              </option>`,
          )}
        </select>
        <button type="submit" data-testid="correct-open">Correct…</button>
      </form>
      <dialog aria-labelledby="correct-title" data-testid="correct-dialog">
        ${
          d
            ? html`<h3 id="correct-title">
                  Correct round ${d.round}, board ${d.board}: ${nameOf(t, d.first)} v
                  ${nameOf(t, d.second)}
                </h3>
                ${
                  this.changes
                    ? this.changesList(t, this.changes)
                    : html`<form @submit=${(e: SubmitEvent) => void this.submit(e, t, d)}>
                        <select
                          name="result"
                          aria-label="Corrected result"
                          data-testid="correct-result"
                        >
                          ${RESULT_CHOICES.map(([label], i) => html`<option value=${i}>${label}</option>`)}
                        </select>
                        <input
                          name="reason"
                          required
                          minlength="3"
                          maxlength="500"
                          placeholder="Reason (public)"
                          aria-label="Reason (public)"
                        />
                        <button type="submit" data-testid="correct-send">Correct the result</button>
                      </form>`
                }
                ${this.problem ? html`<p role="alert">${this.problem}</p>` : nothing}
                <p><button @click=${() => this.dialog.close()}>Close</button></p>`
            : nothing
        }
      </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'correction-dialog': CorrectionDialog;
  }
}
