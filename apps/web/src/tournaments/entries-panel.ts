import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { panelStyles } from '../ui/panel-styles.js';
import { tableStyles } from '../ui/page-styles.js';
import { tournamentAction } from './api.js';
import {
  cancelBye,
  checkIn,
  closeCheckIn,
  requestBye,
  type EntriesTournament,
} from './entries-api.js';

/** "4:05" or "1:02:09" left until `at`. */
export function countdown(at: number, now: number): string {
  const s = Math.max(0, Math.ceil((at - now) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/**
 * A Swiss tournament's check-in, late entry and half-point byes (docs/tournaments.md, Check-in,
 * late entries and byes): the open window with a countdown and the player's Check in button; for
 * the organiser who checked in and a button to close the window now; a player's bye requests; and
 * Register while late entries are open. Fires `changed` with the new view after each action.
 */
@customElement('tournament-entries')
export class TournamentEntries extends LitElement {
  static override styles = [
    panelStyles,
    tableStyles,
    css`
      :host {
        display: block;
      }
      .row {
        display: flex;
        gap: 0.5rem;
        flex-wrap: wrap;
        align-items: center;
      }
      .in {
        color: var(--good, #7fd18b);
      }
      .out {
        color: var(--muted, #9aa4c7);
      }
      ul {
        padding-left: 1.2rem;
      }
    `,
  ];

  @property({ attribute: false }) accessor tournament: EntriesTournament | null = null;
  /** The signed-in username, or null. */
  @property({ attribute: false }) accessor me: string | null = null;
  @state() private accessor now = Date.now();
  @state() private accessor problem = '';
  private timer: ReturnType<typeof setInterval> | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.timer = setInterval(() => (this.now = Date.now()), 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer) clearInterval(this.timer);
  }

  private async run(action: () => Promise<{ tournament: EntriesTournament }>): Promise<void> {
    try {
      const { tournament } = await action();
      this.problem = '';
      this.dispatchEvent(new CustomEvent('changed', { detail: tournament }));
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  private checkInPart(t: EntriesTournament, myId: number | null, organiser: boolean) {
    const w = t.entries?.checkIn;
    if (!w || t.status !== 'running') return nothing;
    const open = w.closesAt > this.now;
    const active = t.players.filter((p) => !p.withdrawn);
    const asked = new Set(t.entries!.byes.filter((b) => b.round === w.round).map((b) => b.userId));
    const mine = myId !== null && active.some((p) => p.userId === myId);
    return html`<div data-testid="check-in">
      <h3>Round ${w.round} check-in</h3>
      <p>
        ${
          open
            ? html`Closes in
                <strong data-testid="check-in-countdown">${countdown(w.closesAt, this.now)}</strong>
                (${new Date(w.closesAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })});
                players who do not check in sit the round out.`
            : html`Closed: the round is being paired.`
        }
      </p>
      ${
        mine && open
          ? w.checkedIn.includes(myId)
            ? html`<p class="in" data-testid="checked-in">You are checked in.</p>`
            : html`<button
                data-testid="check-in-button"
                @click=${() => void this.run(() => checkIn(t.id))}
              >
                Check in for round ${w.round}
              </button>`
          : nothing
      }
      ${
        organiser
          ? html`<p>${w.checkedIn.length} of ${active.length} checked in.</p>
              <ul data-testid="check-in-list">
                ${active.map((p) => {
                  const state = w.checkedIn.includes(p.userId)
                    ? 'checked in'
                    : asked.has(p.userId)
                      ? 'half-point bye'
                      : 'not checked in';
                  return html`<li class=${state === 'checked in' ? 'in' : 'out'}>
                    ${p.label}: ${state}
                  </li>`;
                })}
              </ul>
              ${
                open
                  ? html`<button
                      data-testid="close-check-in"
                      @click=${() => void this.run(() => closeCheckIn(t.id))}
                    >
                      Close check-in and pair round ${w.round} now
                    </button>`
                  : nothing
              }`
          : nothing
      }
    </div>`;
  }

  private byesPart(t: EntriesTournament, myId: number | null) {
    const e = t.entries!;
    if (e.settings.maxHalfPointByes === 0 || myId === null || t.status === 'finished')
      return nothing;
    if (!t.players.some((p) => p.userId === myId && !p.withdrawn)) return nothing;
    const mine = e.byes.filter((b) => b.userId === myId);
    const paired = t.rounds.length;
    const closed = e.checkIn ? e.checkIn.round - (e.checkIn.closesAt > this.now ? 1 : 0) : paired;
    const free = Array.from({ length: t.totalRounds ?? 0 }, (_, i) => i + 1).filter(
      (r) => r > Math.max(paired, closed) && !mine.some((b) => b.round === r),
    );
    return html`<div data-testid="byes">
      <h3>Half-point byes</h3>
      <p>You may ask for ${e.settings.maxHalfPointByes} (you have asked for ${mine.length}).</p>
      <ul>
        ${mine.map(
          (b) =>
            html`<li>
              Round ${b.round}
              ${
                b.round > paired
                  ? html`<button @click=${() => void this.run(() => cancelBye(t.id, b.round))}>
                      Cancel
                    </button>`
                  : nothing
              }
            </li>`,
        )}
      </ul>
      ${
        free.length > 0 && mine.length < e.settings.maxHalfPointByes
          ? html`<form
              class="row"
              @submit=${(ev: SubmitEvent) => {
                ev.preventDefault();
                const round = Number(new FormData(ev.target as HTMLFormElement).get('round'));
                void this.run(() => requestBye(t.id, round));
              }}
            >
              <label
                >Round
                <select name="round" data-testid="bye-round">
                  ${free.map((r) => html`<option value=${r}>${r}</option>`)}
                </select></label
              >
              <button type="submit" data-testid="request-bye">Ask for a half-point bye</button>
            </form>`
          : nothing
      }
    </div>`;
  }

  /** The organiser's list of requested byes, with a form to ask for one for a player. */
  private organiserByes(t: EntriesTournament) {
    const e = t.entries!;
    if (e.settings.maxHalfPointByes === 0 || t.status === 'finished') return nothing;
    const paired = t.rounds.length;
    const rounds = Array.from({ length: t.totalRounds ?? 0 }, (_, i) => i + 1).filter(
      (r) => r > paired,
    );
    const name = (id: number) => t.players.find((p) => p.userId === id)?.label ?? String(id);
    return html`<div data-testid="organiser-byes">
      <h3>Players' half-point byes</h3>
      <ul>
        ${e.byes.map(
          (b) =>
            html`<li>
              ${name(b.userId)}: round ${b.round}
              ${
                b.round > paired
                  ? html`<button
                      @click=${() => void this.run(() => cancelBye(t.id, b.round, b.userId))}
                    >
                      Cancel
                    </button>`
                  : nothing
              }
            </li>`,
        )}
      </ul>
      ${
        rounds.length > 0
          ? html`<form
              class="row"
              @submit=${(ev: SubmitEvent) => {
                ev.preventDefault();
                const data = new FormData(ev.target as HTMLFormElement);
                const round = Number(data.get('round'));
                const userId = Number(data.get('player'));
                void this.run(() => requestBye(t.id, round, userId));
              }}
            >
              <label
                >Player
                <select name="player">
                  ${t.players
                    .filter((p) => !p.withdrawn)
                    .map((p) => html`<option value=${p.userId}>${p.label}</option>`)}
                </select></label
              >
              <label
                >Round
                <select name="round">
                  ${rounds.map((r) => html`<option value=${r}>${r}</option>`)}
                </select></label
              >
              <button type="submit">Give a half-point bye</button>
            </form>`
          : nothing
      }
    </div>`;
  }

  override render() {
    const t = this.tournament;
    const e = t?.entries;
    if (!t || !e) return nothing;
    const s = e.settings;
    if (s.checkInMinutes === 0 && s.lateEntryUntilRound === 0 && s.maxHalfPointByes === 0)
      return nothing;
    const me = t.players.find((p) => p.username === this.me);
    const organiser = this.me !== null && t.organiserUsername === this.me;
    return html`<section class="panel" data-testid="entries">
      <h2>Check-in and byes</h2>
      <p>
        ${s.checkInMinutes > 0 ? html`Check-in opens ${s.checkInMinutes} minutes before each round is paired. ` : nothing}
        ${s.lateEntryUntilRound > 0 ? html`Late entries until round ${s.lateEntryUntilRound} is paired${s.lateEntryMissedRounds === 'half_point_bye' ? ', with half-point byes for missed rounds' : ''}. ` : nothing}
      </p>
      ${
        e.lateEntryOpen && this.me && !me
          ? html`<button
              data-testid="late-register"
              @click=${() => void this.run(() => tournamentAction(t.id, 'register'))}
            >
              Enter late
            </button>`
          : nothing
      }
      ${this.checkInPart(t, me?.userId ?? null, organiser)} ${this.byesPart(t, me?.userId ?? null)}
      ${organiser ? this.organiserByes(t) : nothing}
      ${this.problem ? html`<p role="alert">${this.problem}</p>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tournament-entries': TournamentEntries;
  }
}
