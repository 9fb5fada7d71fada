import type { GameAnalysisBody } from '@broadside/protocol';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { playerName, withPlayerNames } from '../game/player-names.js';
import { panelStyles } from '../ui/panel-styles.js';
import { sideStyle } from '../ui/sides.js';
import { fetchAnalysis } from './analysis-fetch.js';
import { GRAPH, winGraph } from './analysis-graph.js';

/** How often the panel asks again while the analysis is being made, in ms. */
const POLL_MS = 1000;

const SEVERITY_NAMES = {
  good: 'Fine',
  inaccuracy: 'Inaccuracy',
  mistake: 'Mistake',
  blunder: 'Blunder',
} as const;

type Verdict = GameAnalysisBody['verdicts'][number];

/** What a decision cost, as whole percentage points of a win, e.g. "12% of a win". */
function lossText(loss: number): string {
  return `${Math.round(loss * 100)}% of a win`;
}

/**
 * The Coach panel of a finished game's replay: asks the server for the hard bot's analysis (which
 * starts it), shows its progress while it is made, then the win-probability graph and the costly
 * decisions — turn, player, what was chosen, what the coach would have done and why, and how
 * costly — each of which fires `coach-jump` (detail: the record `seq`) to move the replay there.
 */
@customElement('analysis-panel')
export class AnalysisPanel extends LitElement {
  static override styles = [
    panelStyles,
    css`
      :host {
        display: block;
        min-height: 0;
        overflow: auto;
        border-bottom: 1px solid #263056;
      }
      .coach {
        padding: 0.4rem 0.8rem;
      }
      h2 {
        margin: 0.2rem 0 0.4rem;
      }
      :host([expanded]) {
        position: fixed;
        inset: 0;
        z-index: 50;
        background: var(--panel);
      }
      .head {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        justify-content: space-between;
      }
      progress {
        width: 100%;
      }
      svg {
        width: 100%;
        height: auto;
        display: block;
        background: #0b1020;
        border-radius: 4px;
      }
      svg .mark {
        cursor: pointer;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.8rem;
        font-size: 0.8rem;
        margin: 0.3rem 0;
      }
      .legend span::before {
        content: '';
        display: inline-block;
        width: 0.9rem;
        height: 0.2rem;
        margin-right: 0.3rem;
        vertical-align: middle;
        background: var(--side);
      }
      ol {
        list-style: none;
        margin: 0.4rem 0 0;
        padding: 0;
        display: grid;
        gap: 0.3rem;
      }
      li button {
        width: 100%;
        text-align: left;
        padding: 0.35rem 0.5rem;
        border-left: 4px solid var(--side);
        font-size: 0.85rem;
        line-height: 1.3;
        cursor: pointer;
      }
      .verdict-head {
        display: flex;
        justify-content: space-between;
        gap: 0.5rem;
        font-weight: 600;
      }
      .severity-blunder {
        color: #ff8a80;
      }
      .severity-mistake {
        color: #ffb74d;
      }
      .severity-inaccuracy {
        color: #e6d36a;
      }
      .line {
        display: block;
        overflow-wrap: anywhere;
      }
      .muted {
        color: var(--muted, #9aa3c0);
        font-size: 0.85rem;
      }
    `,
  ];

  /** The finished game. */
  @property() accessor gameId = '';

  @state() private accessor analysis: GameAnalysisBody | null = null;
  @state() private accessor progress: { done: number; total: number } | null = null;
  @state() private accessor problem = '';
  /** The panel covers the screen (on a phone the side column is short). */
  @property({ type: Boolean, reflect: true }) accessor expanded = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Asks for the analysis (starting it) and keeps asking while it is made. */
  private async ask(): Promise<void> {
    this.timer = null;
    this.problem = '';
    try {
      const answer = await fetchAnalysis(this.gameId);
      if (!this.isConnected) return;
      if (answer.status === 'ready') {
        this.analysis = answer.analysis;
        this.progress = null;
        return;
      }
      this.progress = { done: answer.done, total: answer.total };
      this.timer = setTimeout(() => void this.ask(), POLL_MS);
    } catch (e) {
      this.progress = null;
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  private jump(seq: number): void {
    this.expanded = false;
    this.dispatchEvent(new CustomEvent<number>('coach-jump', { detail: seq, bubbles: true }));
  }

  override render() {
    return html`<section class="coach" data-testid="coach-panel" aria-label="Coach">
      <div class="head">
        <h2>Coach</h2>
        ${
          this.analysis
            ? html`<button
                data-testid="coach-expand"
                aria-pressed=${this.expanded ? 'true' : 'false'}
                @click=${() => (this.expanded = !this.expanded)}
              >
                ${this.expanded ? 'Close' : 'Enlarge'}
              </button>`
            : this.progress
              ? nothing
              : html`<button data-testid="coach-ask" @click=${() => void this.ask()}>
                  Ask the coach
                </button>`
        }
      </div>
      ${
        this.problem
          ? html`<p class="muted" role="alert" data-testid="coach-problem">${this.problem}</p>`
          : nothing
      }
      ${this.progress ? this.renderProgress(this.progress) : nothing}
      ${this.analysis ? this.renderAnalysis(this.analysis) : nothing}
    </section>`;
  }

  private renderProgress(progress: { done: number; total: number }) {
    const label =
      progress.total === 0
        ? 'The coach is reading the game…'
        : `The coach has gone over ${progress.done} of ${progress.total} decisions…`;
    return html`<p class="muted" data-testid="coach-progress">${label}</p>
      <progress
        max=${progress.total || 1}
        .value=${progress.total === 0 ? 0 : progress.done}
      ></progress>`;
  }

  private renderAnalysis(analysis: GameAnalysisBody) {
    const costly = analysis.verdicts.filter((v) => v.severity !== 'good');
    return html`<svg
        viewBox="0 0 ${GRAPH.width} ${GRAPH.height}"
        role="img"
        aria-label="Each player's chance to win after each decision"
        data-testid="coach-graph"
      >
        ${winGraph(analysis, (seq) => this.jump(seq))}
      </svg>
      <div class="legend">
        ${analysis.seats.map(
          (seat) => html`<span style="--side:${sideStyle(seat).colour}">${playerName(seat)}</span>`,
        )}
      </div>
      <p class="muted">
        ${analysis.verdicts.length} decisions judged, ${costly.length} costly (${analysis.samples}
        playouts each).
      </p>
      ${
        costly.length === 0
          ? html`<p class="muted">The coach found no costly decision.</p>`
          : html`<ol data-testid="coach-decisions">
              ${costly.map((v) => this.renderVerdict(v))}
            </ol>`
      }`;
  }

  private renderVerdict(v: Verdict) {
    const turn = v.turn === null ? '' : `Turn ${v.turn} · `;
    return html`<li>
      <button
        style="--side:${sideStyle(v.seat).colour}"
        data-testid="coach-decision"
        data-seq=${v.seq}
        title="Show this decision in the replay"
        @click=${() => this.jump(v.seq)}
      >
        <span class="verdict-head">
          <span>${turn}${playerName(v.seat)}</span>
          <span
            class="severity-${v.severity}"
            title="What the decision gave away: its fall in win chance, or, in a lopsided battle, what the lead it lost would cost in an even one"
            >${SEVERITY_NAMES[v.severity]} · ${lossText(v.loss)}</span
          >
        </span>
        <span class="line">Chose: ${withPlayerNames(v.chosenText)}</span>
        ${
          v.bestText
            ? html`<span class="line">Coach: ${withPlayerNames(v.bestText)}</span>`
            : nothing
        }
        ${v.why ? html`<span class="line muted">Why: ${withPlayerNames(v.why)}</span>` : nothing}
      </button>
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'analysis-panel': AnalysisPanel;
  }
}
