import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { parseRecord } from '@broadside/rules';
import '../map/hex-map.js';
import '../map/side-legend.js';
import '../battle/battle-log.js';
import '../battle/ship-cards.js';
import { panelStyles } from '../ui/panel-styles.js';
import { boardStyles } from '../battle/board-styles.js';
import { getRecord } from '../net/api.js';
import { isTypingIn } from '../app/shortcuts.js';
import { buildTimeline, type ReplayTimeline } from './replay-steps.js';
import { nextOrderIndex, positionAt, previousOrderIndex } from './event-position.js';
import {
  legendSides,
  mapBounds,
  mapTerrain,
  mapUnits,
  shipHexes,
  unitName,
} from '../battle/map-model.js';
import { describeEvent } from '../battle/log-text.js';

/**
 * Replays a finished game from its record, event by event: a scrubber and step buttons move
 * through the events; the map and record cards show the position as of the current event (see
 * `event-position.ts`: units where the event put them, a shot's line of fire), and the log the
 * events so far with the current one highlighted (click a line to go back to it). Keys: ←/→ one
 * event, Shift+←/→ one order, Home/End, Space plays, z zooms to the ships.
 */
@customElement('replay-page')
export class ReplayPage extends LitElement {
  static override styles = [
    panelStyles,
    boardStyles,
    css`
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
      .side {
        grid-template-rows: minmax(0, 1fr) minmax(0, 1fr);
      }
      .message {
        padding: 2rem;
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
  @state() private accessor problem = '';
  @state() private accessor index = -1;
  @state() private accessor playing = false;
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
      const built = buildTimeline(parsed.value);
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
    this.index = Math.max(-1, Math.min(last, index));
    if (this.index === last) this.stop();
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
    const view = t ? positionAt(t, this.index).view : null;
    this.renderRoot.querySelector('hex-map')?.fitHexes(shipHexes(view));
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
    if (this.problem)
      return html`<p class="message" data-testid="replay-problem">
        ${this.problem} <a href="#/">Lobby</a>
      </p>`;
    const t = this.timeline;
    if (!t) return html`<p class="message">Rebuilding the game from its record…</p>`;
    const position = positionAt(t, this.index);
    const view = position.view;
    const current = t.log[this.index];
    const currentKey = current ? `${current.seq}:${current.index}` : '';
    const nameOf = (id: string) => unitName(view, id);
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
          ${position.title}${current ? html` · ${describeEvent(current.event, nameOf).text}` : nothing}</span
        >
      </div>
      <div class="main">
        <div class="map-area">
          <hex-map
            .bounds=${mapBounds(view)}
            .terrain=${mapTerrain(view)}
            .units=${mapUnits(view)}
            .marks=${position.marks}
            .lines=${position.lines}
            .path=${position.path}
          ></hex-map>
          <side-legend class="legend" .sides=${legendSides(view)}></side-legend>
        </div>
        <aside class="side">
          <battle-log
            .entries=${t.log.slice(0, this.index + 1)}
            .nameOf=${nameOf}
            .focusKey=${currentKey}
            @log-focus=${(e: CustomEvent<{ key: string }>) =>
              this.go(t.log.findIndex((l) => `${l.seq}:${l.index}` === e.detail.key))}
          ></battle-log>
          <ship-cards .view=${view}></ship-cards>
        </aside>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'replay-page': ReplayPage;
  }
}
