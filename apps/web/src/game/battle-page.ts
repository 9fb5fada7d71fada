import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { openChannel } from '../net/open-channel.js';
import { heldSeat } from '../net/seat-store.js';
import { inviteLink } from '../lobby/create-form.js';
import type { GameChannel } from '../rulesets/contract/channel.js';
import { keepFingerprint } from '../net/fingerprints.js';
import { mySeat, type Session } from '../net/session.js';
import { announce } from '../ui/attention.js';
import { loadWebRuleset } from '../rulesets/registry.js';
import type { WebRuleset } from '../rulesets/types.js';
import { newlyOwed, type BattleMode } from './owed-orders.js';
import { owedText } from './phase-text.js';
import './unsupported-ruleset.js';
import './battle-frame.js';
import './fleet-pick-panel.js';
import { renderResumeOffer } from './practice-resume.js';
import {
  forgetPractice,
  savePractice,
  savedPractice,
  type SavedPractice,
} from '../net/practice-store.js';
import { isFleetPickView, seedFromHex } from '@broadside/rules';
import { deadEndOf, renderDeadEnd, type DeadEnd } from './dead-end.js';
import { setPlayerNames } from './player-names.js';
import { currentAccount } from '../net/account.js';

/**
 * The game page frame of every ruleset: opens the game (a player socket with the seat this
 * browser holds, a spectator socket, or a practice game in the page), learns its ruleset from
 * the server's `welcome`, loads that ruleset's folder and hands it the channel and session to
 * draw. Announces a newly owed decision; shows a plain page for a ruleset this client lacks.
 */
@customElement('battle-page')
export class BattlePage extends LitElement {
  static override styles = css`
    :host {
      display: block;
      height: 100%;
    }
    .problem {
      padding: 2rem;
    }
  `;

  /** The game id (the scenario id in practice mode). */
  @property() accessor gameId = '';
  /** `player`, `spectator` or `practice`. */
  @property() accessor mode: BattleMode = 'player';
  /** Practice mode: the ruleset to play. */
  @property() accessor ruleset = '';
  /** Seat named by an invite link. */
  @property({ attribute: false }) accessor inviteSeat: string | null = null;
  /** Invite secret from an invite link. */
  @property({ attribute: false }) accessor invite: string | null = null;

  @state() private accessor channel: GameChannel | null = null;
  @state() private accessor problem: DeadEnd | null = null;
  @state() private accessor web: WebRuleset | null = null;
  /** The ruleset named by the game when this client has no folder for it. */
  @state() private accessor unsupported = '';
  /** This player's own seat link, shown when the seat was claimed from the lobby list. */
  @state() private accessor seatLink = '';
  private loading = '';
  /** A kept practice game of this scenario, offered for resuming before anything opens. */
  @state() private accessor resumable: SavedPractice | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.channel) return;
    this.resumable =
      this.mode === 'practice' ? savedPractice(localStorage, this.ruleset, this.gameId) : null;
    if (!this.resumable) void this.open(null);
  }

  /** Answers the resume offer: the kept game, or a new one (the kept one is forgotten). */
  private chooseResume(resume: boolean): void {
    const saved = resume ? this.resumable : null;
    if (!resume) forgetPractice(localStorage, this.ruleset, this.gameId);
    this.resumable = null;
    void this.open(saved);
  }

  private async open(resume: SavedPractice | null): Promise<void> {
    let practice;
    if (this.mode === 'practice') {
      const web = await this.load(this.ruleset);
      if (!web) return;
      const setup = resume ? resume.setup : web.practiceSetup(this.gameId);
      const seed = resume ? seedFromHex(resume.seed) : null;
      practice = {
        rules: web.rules,
        setup,
        options: {
          ...(seed?.ok ? { seed: seed.value, orders: resume?.orders ?? [] } : {}),
          onOrder: (seedHex: string, orders: SavedPractice['orders'], over: boolean) => {
            if (over) forgetPractice(localStorage, this.ruleset, this.gameId);
            else
              savePractice(localStorage, this.ruleset, this.gameId, {
                setup,
                seed: seedHex,
                orders,
                savedAt: new Date().toISOString(),
              });
          },
        },
      };
    }
    const opened = await openChannel(this, {
      mode: this.mode,
      gameId: this.gameId,
      ...(practice ? { practice } : {}),
      inviteSeat: this.inviteSeat,
      invite: this.invite,
      onChange: (next, prev) => this.sessionChanged(next, prev),
    });
    if ('title' in opened) this.problem = opened;
    else this.channel = opened;
    this.seatLink = this.ownSeatLink();
  }

  /** Loads a ruleset's folder once; `null` (and the unsupported page) when there is none. */
  private async load(id: string): Promise<WebRuleset | null> {
    if (this.web?.id === id) return this.web;
    this.loading = id;
    const web = await loadWebRuleset(id);
    if (web) this.web = web;
    else this.unsupported = id;
    return web;
  }

  /** The player's own seat link when this browser claimed the seat from the lobby list. */
  private ownSeatLink(): string {
    if (this.mode !== 'player') return '';
    const held = heldSeat(localStorage, this.gameId);
    if (held?.invite) return inviteLink(location.origin, this.gameId, held.seat, held.invite);
    // An account's seat opens on any device where the account signs in.
    return held && currentAccount() ? `${location.origin}/#/game/${this.gameId}` : '';
  }

  private sessionChanged(next: Session, prev: Session): void {
    // Keep the game's fingerprint as play goes, to check the record against it afterwards.
    if (this.mode !== 'practice' && next.chain && next.chain !== prev.chain)
      keepFingerprint(localStorage, this.gameId, next.chain);
    if (newlyOwed(next, prev))
      announce(owedText(next.pending, mySeat(next), this.web?.decisionWords));
  }

  /** Why a game closed before it showed anything (no such game, no such scenario), or `null`. */
  private closedBeforeStart(s: Session): DeadEnd | null {
    if (s.view !== null || s.connection !== 'closed') return null;
    const error = s.error ?? { code: 'connection/closed', message: 'The connection was closed.' };
    if (this.mode === 'practice')
      return {
        title: 'No such practice game',
        detail: `These rules have no practice scenario “${this.gameId}”. Pick a scenario in the lobby.`,
        watchable: false,
      };
    return deadEndOf(error.code, error.message, this.gameId);
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const id = this.channel?.session.ruleset;
    if (id && id !== this.loading && !this.web) void this.load(id);
  }

  override render() {
    if (this.resumable)
      return renderResumeOffer(this.resumable, (resume) => this.chooseResume(resume));
    if (this.unsupported)
      return html`<unsupported-ruleset .ruleset=${this.unsupported}></unsupported-ruleset>`;
    const channel = this.channel;
    const problem = this.problem ?? (channel ? this.closedBeforeStart(channel.session) : null);
    if (problem) return renderDeadEnd(problem, this.gameId);
    if (!channel || !this.web) return html`<p class="problem">Connecting…</p>`;
    // Every shared part of the battle screen shows the players' names.
    setPlayerNames(channel.session.seats);
    // Each side picks its fleet first (issue 30): one screen for every ruleset that has the phase.
    if (isFleetPickView(channel.session.view) && this.web.scenarioEditor)
      return html`<fleet-pick-panel
        .web=${this.web}
        .channel=${channel}
        .session=${channel.session}
        .mode=${this.mode}
      ></fleet-pick-panel>`;
    return html`<battle-frame
      .web=${this.web}
      .channel=${channel}
      .session=${channel.session}
      .mode=${this.mode}
      .gameId=${this.mode === 'practice' ? '' : this.gameId}
      .seatLink=${this.seatLink}
    ></battle-frame>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'battle-page': BattlePage;
  }
}
