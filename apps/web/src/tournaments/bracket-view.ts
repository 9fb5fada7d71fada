import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { TournamentView } from './api.js';

/**
 * The bracket of a single-elimination tournament: a column per round, a box per board with both
 * players (the winner in bold), later rounds centred between the boards that feed them.
 */
@customElement('bracket-view')
export class BracketView extends LitElement {
  static override styles = css`
    :host {
      display: block;
      overflow-x: auto;
    }
    .bracket {
      display: flex;
      gap: 1.5rem;
      align-items: stretch;
    }
    .round {
      display: flex;
      flex-direction: column;
      justify-content: space-around;
      gap: 0.75rem;
      min-width: 10rem;
    }
    h4 {
      margin: 0 0 0.25rem;
      font-size: 0.85rem;
      color: var(--muted, #9aa4c7);
    }
    .match {
      border: 1px solid #3a4570;
      border-radius: 5px;
      background: #141c33;
    }
    .slot {
      padding: 0.25rem 0.5rem;
      display: flex;
      justify-content: space-between;
      gap: 0.5rem;
    }
    .slot + .slot {
      border-top: 1px solid #263056;
    }
    .won {
      font-weight: bold;
      color: var(--accent);
    }
  `;

  @property({ attribute: false }) accessor tournament: TournamentView | null = null;

  override render() {
    const t = this.tournament;
    if (!t) return html``;
    const name = (id: number | null) =>
      id === null ? 'bye' : (t.players.find((p) => p.userId === id)?.label ?? '?');
    const total = t.totalRounds ?? t.rounds.length;
    const columns = Array.from({ length: total }, (_, i) => t.rounds[i] ?? null);
    return html`<div class="bracket" data-testid="bracket">
      ${columns.map(
        (round, i) =>
          html`<div class="round">
            <h4>${i === total - 1 ? 'Final' : `Round ${i + 1}`}</h4>
            ${(round?.boards ?? []).map((b) => {
              const r = b.result;
              const winner =
                b.second === null ? 'first' : r && 'winner' in r ? (r.winner ?? null) : null;
              return html`<div class="match">
                <div class="slot ${winner === 'first' ? 'won' : ''}">${name(b.first)}</div>
                <div class="slot ${winner === 'second' ? 'won' : ''}">
                  ${name(b.second)}<span>${b.second === null ? '' : b.resultText}</span>
                </div>
              </div>`;
            })}
            ${round ? '' : html`<div class="match"><div class="slot">to be decided</div></div>`}
          </div>`,
      )}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'bracket-view': BracketView;
  }
}
