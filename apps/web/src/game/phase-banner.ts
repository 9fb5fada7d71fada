import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { clockRemaining, mySeat, type Session } from '../net/session.js';
import { SEATS_OPEN, clockText, owedText, revealingText } from './phase-text.js';
import { sideStyle } from '../ui/sides.js';
import { playerName } from './player-names.js';
import './dice-commitment.js';

const CONNECTION_WORDS = {
  connecting: 'connecting…',
  open: 'connected',
  reconnecting: 'reconnecting…',
  closed: 'disconnected',
} as const;

/**
 * The strip above the map: turn and phase, who owes a decision, every side's clock (running
 * down live), the connection state, spectator count and delay. Fixed height, so arriving
 * events never move the layout. A ruleset may put a help button for the phases in the `help` slot.
 */
@customElement('phase-banner')
export class PhaseBanner extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      align-items: center;
      gap: 1rem;
      height: 2.75rem;
      padding: 0 0.8rem;
      background: #10162b;
      border-bottom: 1px solid #263056;
      white-space: nowrap;
      overflow: hidden;
      font-size: 0.9rem;
    }
    .phase {
      font-weight: 600;
    }
    .owed {
      color: var(--muted);
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .owed.mine {
      color: #0b1020;
      background: var(--accent);
      padding: 0.15rem 0.5rem;
      border-radius: 4px;
      font-weight: 600;
    }
    .spacer {
      flex: 1;
    }
    .players {
      color: var(--muted);
      overflow: hidden;
      text-overflow: ellipsis;
      min-width: 0;
    }
    .player {
      color: var(--text);
    }
    .clock {
      font-variant-numeric: tabular-nums;
      padding: 0.1rem 0.4rem;
      border-radius: 4px;
      border: 1px solid #263056;
    }
    .clock.running {
      border-color: var(--accent);
    }
    .conn {
      font-size: 0.8rem;
      color: var(--muted);
    }
    .conn.bad {
      color: var(--bad);
    }
    .swatch {
      display: inline-block;
      width: 0.6em;
      height: 0.6em;
      margin-right: 0.3em;
    }
    /* Phones: two lines, the phase and the state on the first, who owes what whole on the second. */
    @media (max-width: 600px) {
      :host {
        flex-wrap: wrap;
        height: auto;
        min-height: 3.9rem;
        align-content: center;
        gap: 0.2rem 0.6rem;
        padding: 0.3rem 0.6rem;
      }
      .spacer {
        order: 1;
        flex-basis: 100%;
        height: 0;
      }
      .owed {
        order: 2;
        white-space: normal;
      }
      .players {
        order: 3;
        font-size: 0.8rem;
      }
    }
  `;

  /** The game as the client knows it. */
  @property({ attribute: false }) accessor session: Session | null = null;
  /** Shown in place of the connection state in practice games. */
  @property() accessor note = '';
  /** Turn and phase in the ruleset's words, e.g. "Turn 3 · Movement". */
  @property() accessor phase = '';
  /** The ruleset's words for its decision kinds (`move` → `to move`). */
  @property({ attribute: false }) accessor words: Readonly<Record<string, string>> = {};

  @state() private accessor now = Date.now();
  private timer: ReturnType<typeof setInterval> | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.timer = setInterval(() => (this.now = Date.now()), 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer) clearInterval(this.timer);
  }

  override render() {
    const s = this.session;
    if (!s) return nothing;
    const me = mySeat(s);
    const owed =
      s.status === 'open'
        ? s.seeding?.stage === 'revealing'
          ? revealingText(s.seeding)
          : SEATS_OPEN
        : owedText(s.pending, me, this.words);
    const mine = me !== null && s.pending.some((p) => p.seat === me);
    const sides = Object.keys(s.clocks?.seats ?? {});
    return html`<span class="phase" data-testid="phase">${this.phase}</span
      ><slot name="help"></slot>
      <span
        class="owed ${mine ? 'mine' : ''}"
        aria-live="polite"
        data-testid="owed"
        data-mine=${mine ? 'yes' : 'no'}
        >${owed}</span
      >
      <span class="players" data-testid="players"
        >${s.seats.map(
          (p, i) =>
            html`${i > 0 ? ' vs ' : ''}<span class="player" data-seat=${p.seat}
                ><span class="swatch" style="background:${sideStyle(p.seat).colour}"></span
                >${p.name}</span
              >`,
        )}</span
      >
      <span class="spacer"></span>
      ${
        s.clocks && s.clocks.kind !== 'none'
          ? sides.map((side) => {
              const ms = clockRemaining(s, side, this.now);
              const running = s.clocks?.seats[side]?.running ?? false;
              return ms === null
                ? nothing
                : html`<span class="clock ${running ? 'running' : ''}" data-testid="clock-${side}"
                    ><span class="swatch" style="background:${sideStyle(side).colour}"></span
                    >${playerName(side)} ${clockText(ms)}</span
                  >`;
            })
          : nothing
      }
      <span class="conn" data-testid="spectators">${s.spectators} watching</span>
      ${
        s.spectatorDelay.kind !== 'none'
          ? html`<span class="conn" data-testid="delay"
              >delay
              ${s.spectatorDelay.kind === 'seconds' ? `${s.spectatorDelay.seconds}s` : `${s.spectatorDelay.turns} turn(s)`}</span
            >`
          : nothing
      }
      <dice-commitment
        .commitment=${s.commitment}
        .chain=${s.chain}
        .seeding=${s.seeding}
        .when=${s.chain?.seq === s.seq ? this.phase : ''}
      ></dice-commitment>
      <span
        class="conn ${s.connection === 'open' ? '' : 'bad'}"
        data-testid="connection"
        data-state=${s.connection}
        >${this.note || CONNECTION_WORDS[s.connection]}</span
      >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'phase-banner': PhaseBanner;
  }
}
