import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { parseRecord } from '@broadside/rules';
import { setPlayerNames } from '../game/player-names.js';
import '../game/battle-log.js';
import '../game/unsupported-ruleset.js';
import { panelStyles } from '../ui/panel-styles.js';
import { boardStyles } from '../game/board-styles.js';
import { getGame, getRecord } from '../net/api.js';
import { withAdjudication } from '../net/adjudication-line.js';
import { withFleetPickLines } from '../game/fleet-pick-line.js';
import { withDrawLines } from '../net/draw-line.js';
import { isTypingIn } from '../app/shortcuts.js';
import { loadWebRuleset } from '../rulesets/registry.js';
import type { WebRuleset } from '../rulesets/types.js';
import {
  buildTimeline,
  nextOrderIndex,
  previousOrderIndex,
  type ReplayTimeline,
} from './replay-steps.js';
import { replayPosition } from './replay-map.js';
import './aar-panel.js';
import './analysis-panel.js';
import { decisionIndex } from './analysis-steps.js';
import './annotation-panel.js';

/**
 * Replays a finished game of any ruleset in the registry from its record, event by event: a
 * scrubber and step buttons move through the events; the ruleset's board shows the position as
 * of the current event, and the log the events so far with the current one highlighted (click
 * a line to go back to it). Keys: ←/→ one event, Shift+←/→ one order, Home/End, Space plays,
 * z zooms to the units.
 */
@customElement('replay-page')
export class ReplayPage extends LitElement {
  static override styles = [
    panelStyles,
    boardStyles,
    css`
      :host {
        /* The bar, the players' comments, the after-action report, then the board. */
        grid-template-rows: auto auto auto minmax(0, 1fr);
      }
      .bar {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        padding: 0.4rem 0.8rem;
        background: #10162b;
        border-bottom: 1px solid #263056;
      }
      .bar input[type='range'] {
        flex: 1;
      }
      .now {
        min-width: 22rem;
        font-size: 0.85rem;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      /* The side bar shows one pane at a time: the log and the cards, or the coach. */
      .side.log {
        grid-template-rows: auto minmax(0, 1fr) minmax(0, 1fr);
      }
      .side.coach {
        grid-template-rows: auto minmax(0, 1fr);
      }
      .side [hidden] {
        display: none !important;
      }
      .side-tabs {
        display: flex;
        gap: 0.25rem;
        padding: 0.3rem 0.5rem;
        border-bottom: 1px solid #263056;
      }
      .side-tabs button {
        min-height: 1.8rem;
        padding: 0.15rem 0.7rem;
      }
      .message {
        padding: 2rem;
      }
      @media (max-width: 600px) {
        .bar {
          flex-wrap: wrap;
        }
        .now {
          min-width: 0;
          flex-basis: 100%;
        }
      }
      @media (max-width: 900px) {
        .main {
          grid-template-rows: 55vh auto;
        }
      }
    `,
  ];

  /** The finished game to replay. */
  @property() accessor gameId = '';

  @state() private accessor timeline: ReplayTimeline | null = null;
  @state() private accessor web: WebRuleset | null = null;
  /** The record's ruleset when this client has no folder for it. */
  @state() private accessor unsupported = '';
  @state() private accessor problem = '';
  @state() private accessor index = -1;
  @state() private accessor playing = false;
  /** The side bar's pane: the battle log with the cards, or the coach's analysis. */
  @state() private accessor sideTab: 'log' | 'coach' = 'log';
  private timer: ReturnType<typeof setInterval> | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
    void this.load();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKey);
    this.stop();
  }

  private async load(): Promise<void> {
    try {
      const parsed = parseRecord(await getRecord(this.gameId));
      if (!parsed.ok) {
        this.problem = parsed.error.message;
        return;
      }
      const web = await loadWebRuleset(parsed.value.ruleset.id);
      if (!web) {
        this.unsupported = parsed.value.ruleset.id;
        return;
      }
      this.web = web;
      // The log, cards and end screen of the replay name the players as the record does, or,
      // where the server knows the game, as its lobby does: usernames beside look-alike names.
      setPlayerNames(parsed.value.seats);
      const summary = await getGame(this.gameId).catch(() => null);
      if (summary) setPlayerNames(summary.seats);
      const built = buildTimeline(parsed.value, web.rules);
      if (typeof built === 'string') this.problem = built;
      else {
        this.timeline = built;
        this.index = built.log.length - 1;
        await this.updateComplete;
        this.zoomToShips();
      }
    } catch (e) {
      this.problem = `The record cannot be loaded: ${String(e)}`;
    }
  }

  private go(index: number): void {
    const last = (this.timeline?.log.length ?? 0) - 1;
    const from = this.index;
    this.index = Math.max(-1, Math.min(last, index));
    if (this.index === from + 1) void this.playShots();
    if (this.index === last) this.stop();
  }

  /** One event forward: the map animates the event's shots, as a live game does. */
  private async playShots(): Promise<void> {
    const t = this.timeline;
    const at = t && replayPosition(t, this.index);
    const shots = at && this.web?.battle.shots?.([at.entry.event], at.step.view, at.before);
    if (!shots?.length) return;
    await this.updateComplete;
    this.renderRoot.querySelector('hex-map')?.playShots(shots);
  }

  private stop(): void {
    this.playing = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private togglePlay(): void {
    if (this.playing) return this.stop();
    if (this.index >= (this.timeline?.log.length ?? 0) - 1) this.index = -1;
    this.playing = true;
    this.timer = setInterval(() => this.go(this.index + 1), 600);
  }

  /** Zooms the map to the ships on it at the current step. */
  private zoomToShips(): void {
    const t = this.timeline;
    const frame = t && this.web?.renderReplay({ timeline: t, index: this.index });
    this.renderRoot.querySelector('hex-map')?.fitHexes(frame?.focusHexes ?? []);
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (isTypingIn(e) && e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const t = this.timeline;
    const actions: Record<string, () => void> = {
      ArrowLeft: () =>
        this.go(e.shiftKey && t ? previousOrderIndex(t, this.index) : this.index - 1),
      ArrowRight: () => this.go(e.shiftKey && t ? nextOrderIndex(t, this.index) : this.index + 1),
      Home: () => this.go(-1),
      z: () => this.zoomToShips(),
      End: () => this.go(Infinity),
      ' ': () => this.togglePlay(),
    };
    const action = actions[e.key];
    if (action) {
      action();
      e.preventDefault();
    }
  };

  override render() {
    if (this.unsupported)
      return html`<unsupported-ruleset .ruleset=${this.unsupported}></unsupported-ruleset>`;
    if (this.problem)
      return html`<p class="message" data-testid="replay-problem">
        ${this.problem} <a href="#/">Lobby</a>
      </p>`;
    const t = this.timeline;
    const web = this.web;
    if (!t || !web) return html`<p class="message">Rebuilding the game from its record…</p>`;
    const frame = web.renderReplay({ timeline: t, index: this.index });
    const current = t.log[this.index];
    const currentKey = current ? `${current.seq}:${current.index}` : '';
    return html`<div class="bar">
        <button title="Start (Home)" @click=${() => this.go(-1)}>|◀</button>
        <button
          title="Back one order (Shift+←)"
          data-testid="replay-back-order"
          @click=${() => this.go(previousOrderIndex(t, this.index))}
        >
          ◀◀
        </button>
        <button title="Back (←)" data-testid="replay-back" @click=${() => this.go(this.index - 1)}>
          ◀
        </button>
        <button title="Play (Space)" data-testid="replay-play" @click=${() => this.togglePlay()}>
          ${this.playing ? 'Pause' : 'Play'}
        </button>
        <button
          title="Forward (→)"
          data-testid="replay-forward"
          @click=${() => this.go(this.index + 1)}
        >
          ▶
        </button>
        <button
          title="Forward one order (Shift+→)"
          data-testid="replay-forward-order"
          @click=${() => this.go(nextOrderIndex(t, this.index))}
        >
          ▶▶
        </button>
        <button title="End (End)" @click=${() => this.go(Infinity)}>▶|</button>
        <input
          type="range"
          aria-label="Event"
          data-testid="replay-scrubber"
          min="-1"
          max=${t.log.length - 1}
          .value=${String(this.index)}
          @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))}
        />
        <span class="now" data-testid="replay-position"
          >${this.index + 1}/${t.log.length} ·
          ${frame.title}${current ? html` · ${withFleetPickLines(withDrawLines(withAdjudication(frame.describe)))(current.event, t.log[this.index - 1]?.event).text}` : nothing}</span
        >
      </div>
      <replay-annotations
        .gameId=${this.gameId}
        .timeline=${t}
        .index=${this.index}
        @annotation-go=${(e: CustomEvent<number>) => this.go(e.detail)}
      ></replay-annotations>
      <aar-panel .gameId=${this.gameId}></aar-panel>
      <div class="main">
        <div class="map-area">${frame.board}</div>
        <aside class="side ${this.sideTab}">
          <div class="side-tabs" role="tablist" aria-label="Side panel">
            ${(['log', 'coach'] as const).map(
              (tab) =>
                html`<button
                  role="tab"
                  data-testid="replay-tab-${tab}"
                  aria-selected=${String(this.sideTab === tab)}
                  aria-pressed=${String(this.sideTab === tab)}
                  @click=${() => (this.sideTab = tab)}
                >
                  ${tab === 'log' ? 'Log' : 'Coach'}
                </button>`,
            )}
          </div>
          <analysis-panel
            ?hidden=${this.sideTab !== 'coach'}
            .gameId=${this.gameId}
            @coach-jump=${(e: CustomEvent<number>) => this.go(decisionIndex(t, e.detail))}
          ></analysis-panel>
          <battle-log
            ?hidden=${this.sideTab !== 'log'}
            .entries=${t.log.slice(0, this.index + 1)}
            .describe=${frame.describe}
            .focusKey=${currentKey}
            @log-focus=${(e: CustomEvent<{ key: string }>) =>
              this.go(t.log.findIndex((l) => `${l.seq}:${l.index}` === e.detail.key))}
          ></battle-log>
          ${this.sideTab === 'log' ? (frame.cards ?? nothing) : nothing}
        </aside>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'replay-page': ReplayPage;
  }
}
