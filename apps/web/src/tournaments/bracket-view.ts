import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { BRACKET_SECTION_TITLES, bracketRoundTitle } from '@broadside/protocol';
import type { BracketMatchView, BracketView as Bracket, TournamentView } from './api.js';

/**
 * The bracket of an elimination tournament from its view's `bracket` (docs/tournaments.md), or
 * from its rounds when the view has none (a two-stage format's playoff):
 * a section per part (winners', losers', grand final, third place), a column per round, a box per
 * match with both players (the winner in bold) and the result, later rounds centred between the
 * matches that feed them. It scrolls sideways inside its box on narrow screens.
 */
@customElement('bracket-view')
export class BracketView extends LitElement {
  static override styles = css`
    :host {
      display: block;
      max-width: 100%;
    }
    .scroll {
      overflow-x: auto;
    }
    section + section {
      margin-top: 1rem;
    }
    h3 {
      margin: 0 0 0.5rem;
      font-size: 0.95rem;
    }
    .bracket {
      display: flex;
      gap: 1.5rem;
      align-items: stretch;
      width: max-content;
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
    .match.moot {
      opacity: 0.5;
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
    // The box scrolls sideways on a phone (`data-scrolls-sideways`: meant to).
    return html`<div class="scroll" data-scrolls-sideways>
      ${t.bracket ? this.sections(t, t.bracket) : this.rounds(t)}
    </div>`;
  }

  /** The sections of the view's bracket. */
  private sections(t: TournamentView, bracket: Bracket) {
    const single = t.format === 'single_elimination';
    return html`${bracket.sections.map(
      (section) =>
        html`<section data-testid="bracket-${section.name}">
          ${
            single && section.name === 'winners'
              ? nothing
              : html`<h3>${BRACKET_SECTION_TITLES[section.name]}</h3>`
          }
          <div class="bracket" data-testid="bracket">
            ${section.rounds.map(
              (r) =>
                html`<div class="round">
                  <h4>${bracketRoundTitle(section, r.round, !single)}</h4>
                  ${r.matches.map((m) => this.match(t, m))}
                </div>`,
            )}
          </div>
        </section>`,
    )}`;
  }

  /**
   * A view without `bracket` (a two-stage format's playoff rounds): a column per round of
   * `rounds`, and the rounds not yet paired to be decided.
   */
  private rounds(t: TournamentView) {
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

  private match(t: TournamentView, m: BracketMatchView) {
    const name = (id: number | null) =>
      id === null
        ? m.state === 'waiting'
          ? 'to be decided'
          : 'bye'
        : (t.players.find((p) => p.userId === id)?.label ?? '?');
    const board =
      m.round === null ? null : t.rounds[m.round - 1]?.boards.find((b) => b.board === m.board);
    const result = m.state === 'decided' && board ? board.resultText : '';
    if (m.state === 'not_needed')
      return html`<div class="match moot"><div class="slot">not needed</div></div>`;
    return html`<div class="match">
      <div class="slot ${m.winner !== null && m.winner === m.first ? 'won' : ''}">
        ${name(m.first)}
      </div>
      <div class="slot ${m.winner !== null && m.winner === m.second ? 'won' : ''}">
        ${name(m.second)}<span>${result}</span>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'bracket-view': BracketView;
  }
}
