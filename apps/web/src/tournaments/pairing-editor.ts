import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { fieldStyles } from '../ui/panel-styles.js';
import { setPairings, type TournamentView } from './api.js';

/** A board being edited: account ids, `second` null for a bye. */
interface EditedBoard {
  readonly first: number;
  readonly second: number | null;
}

/**
 * The manual pairing of a round that is paired and has not started: a player for each seat of
 * every board (the second seat may be a bye), boards added and removed. The server checks that
 * every active player is listed exactly once. Fires `changed` with the tournament.
 */
@customElement('pairing-editor')
export class PairingEditor extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      ol {
        margin: 0;
        padding-left: 2rem;
        display: grid;
        gap: 0.3rem;
      }
      li {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      select,
      button {
        padding: 0.2rem 0.4rem;
        max-width: 100%;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin-top: 0.4rem;
      }
    `,
  ];

  @property({ attribute: false }) accessor tournament: TournamentView | null = null;
  @property({ type: Number }) accessor round = 0;
  @state() private accessor boards: readonly EditedBoard[] | null = null;
  @state() private accessor problem = '';

  private current(t: TournamentView): readonly EditedBoard[] {
    if (this.boards) return this.boards;
    const r = t.rounds.find((x) => x.round === this.round);
    return r ? r.boards.map((b) => ({ first: b.first, second: b.second })) : [];
  }

  private edit(t: TournamentView, index: number, next: EditedBoard | null): void {
    const boards = [...this.current(t)];
    if (next === null) boards.splice(index, 1);
    else boards[index] = next;
    this.boards = boards;
  }

  private async save(t: TournamentView): Promise<void> {
    try {
      const { tournament } = await setPairings(t.id, this.round, this.current(t));
      this.boards = null;
      this.problem = '';
      this.dispatchEvent(new CustomEvent('changed', { detail: tournament }));
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  private select(
    t: TournamentView,
    label: string,
    testId: string,
    value: number | null,
    withBye: boolean,
    change: (v: number | null) => void,
  ) {
    const active = t.players.filter((p) => !p.withdrawn);
    return html`<select
      aria-label=${label}
      data-testid=${testId}
      @change=${(e: Event) => {
        const v = (e.target as HTMLSelectElement).value;
        change(v === '' ? null : Number(v));
      }}
    >
      ${withBye ? html`<option value="" ?selected=${value === null}>bye</option>` : nothing}
      ${active.map(
        (p) => html`<option value=${p.userId} ?selected=${p.userId === value}>${p.label}</option>`,
      )}
    </select>`;
  }

  override render() {
    const t = this.tournament;
    if (!t) return nothing;
    const boards = this.current(t);
    const first = t.players.find((p) => !p.withdrawn)?.userId ?? 0;
    return html`<ol data-testid="pairing-editor">
        ${boards.map(
          (b, i) =>
            html`<li>
              ${this.select(
                t,
                `Board ${i + 1}, first seat`,
                `pair-${i + 1}-first`,
                b.first,
                false,
                (v) => this.edit(t, i, { ...b, first: v ?? b.first }),
              )}
              v
              ${this.select(
                t,
                `Board ${i + 1}, second seat`,
                `pair-${i + 1}-second`,
                b.second,
                true,
                (v) => this.edit(t, i, { ...b, second: v }),
              )}
              <button
                aria-label="Remove board ${i + 1}"
                ?disabled=${boards.length === 1}
                @click=${() => this.edit(t, i, null)}
              >
                Remove
              </button>
            </li>`,
        )}
      </ol>
      <div class="row">
        <button @click=${() => (this.boards = [...boards, { first, second: null }])}>
          Add a board
        </button>
        <button
          data-testid="pairing-save"
          ?disabled=${this.boards === null}
          @click=${() => void this.save(t)}
        >
          Save this pairing
        </button>
      </div>
      ${this.problem ? html`<p role="alert">${this.problem}</p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'pairing-editor': PairingEditor;
  }
}
