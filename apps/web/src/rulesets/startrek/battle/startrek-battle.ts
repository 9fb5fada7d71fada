import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Hex } from '@broadside/rules';
import { startrekRuleset, type StartrekOrder, type StartrekView } from '@broadside/rules/startrek';
import '../../../map/hex-map.js';
import '../../../map/side-legend.js';
import '../../../game/phase-banner.js';
import type { EndClosed } from '../../../game/end-screen-state.js';
import { renderBattleOverlays } from '../../../game/battle-overlays.js';
import '../../../game/seat-link.js';
import '../../../game/battle-side.js';
import { drawerLabel } from '../../../game/drawer-label.js';
import '../../../game/battle-log.js';
import '../../../game/chat-panel.js';
import '../../../game/side-tabs.js';
import type { SideTab } from '../../../game/side-tabs.js';
import { actingSeat, owedKind, type BattleMode } from '../../../game/owed-orders.js';
import { SHELL_SHORTCUTS } from '../../../app/shortcuts.js';
import { BattleKeys, chromeKeys, zoomMapTo } from '../../../game/battle-keys.js';
import { OrderSender } from '../../../game/order-sender.js';
import { battleStyles } from '../../../game/battle-styles.js';
import { mySeat } from '../../../net/session.js';
import { STARTREK_CONCEDE, type StartrekChannel, type StartrekSession } from '../session.js';
import { concedeControls } from '../../../game/concede-controls.js';
import { describer } from '../describer.js';
import { STARTREK_SHORTCUTS } from '../shortcuts.js';
import { legendSides, mapBounds, mapTerrain, mapUnits, ownShips, standHexes } from './map-model.js';
import { DECISION_WORDS, phaseTitle, tabTitle } from './phase-text.js';
import { actionsOf, memoLegal } from './legal.js';
import { actor, startingDraft, type ActionDraft } from './action-draft.js';
import { fanOutDraft } from './token-moves.js';
import { draftOnCounter, draftOnHex } from './map-clicks.js';
import { rangeKey, rangeKeyStyles } from './range-key.js';
import { initiativeStrip, initiativeStyles } from './initiative-strip.js';
import { decloakBar, decloakStyles } from './decloak-bar.js';
import { overlay } from './overlay.js';
import type { AllocateDetail } from './allocate-dialog.js';
import './action-panel.js';
import './allocate-dialog.js';
import './repair-panel.js';
import './waiting-panel.js';
import './ship-cards.js';

const HELP_SHORTCUTS = [...STARTREK_SHORTCUTS, ...SHELL_SHORTCUTS];

/**
 * The Star Trek battle screen: the phase banner, the hex map (two-hex stands with their heading,
 * cloak tokens, Active Torpedoes, asteroids), the initiative strip, the action owed (or the
 * defender's choice of sub-systems, or damage control), decloak at any time, ship cards with
 * every track, the battle log and chat. Spectators see it without controls; in practice one
 * person plays both sides in turn.
 */
@customElement('startrek-battle')
export class StartrekBattle extends LitElement {
  static override styles = [
    battleStyles,
    rangeKeyStyles,
    initiativeStyles,
    decloakStyles,
    css`
      .side {
        grid-template-rows: minmax(8rem, 52%) auto minmax(0, 1fr);
      }
      .top {
        display: flex;
        flex-direction: column;
        min-height: 0;
        overflow-y: auto;
      }
      .top > * {
        flex: none;
      }
    `,
  ];

  @property({ attribute: false }) accessor channel: StartrekChannel | null = null;
  @property({ attribute: false }) accessor session: StartrekSession | null = null;
  @property() accessor gameId = '';
  @property() accessor mode: BattleMode = 'player';
  @property() accessor seatLink = '';
  @state() private accessor draft: ActionDraft | null = null;
  /** The side panel's open tab; `c` opens the chat. */
  @state() accessor tab: SideTab = 'log';
  /** Whether the help overlay is open; `?` toggles it. */
  @state() accessor showHelp = false;
  @state() private accessor endClosed: EndClosed = undefined;
  /** Units highlighted from the log; `Escape` clears them. */
  @state() accessor focusUnits: readonly string[] = [];
  @state() private accessor focusKey = '';
  /** Whether the Short, Medium and Long bands are drawn around the acting ship; `r` toggles. */
  @state() accessor showBands = true;
  private readonly legalOf = memoLegal();
  private draftKey = '';
  private autoFitted = false;

  private readonly sender = new OrderSender<StartrekOrder>(this, () => this.channel);

  constructor() {
    super();
    // The keyboard: the keys every battle screen shares, and this ruleset's own.
    new BattleKeys(this, {
      ...chromeKeys(this),
      nextUnit: () => this.cycleShip(),
      zoomToSelected: () => zoomMapTo(this, this.selectedHex()),
      rest: (key) => this.rulesetKey(key),
    });
  }

  private get seat(): string | null {
    return this.session ? actingSeat(this.session, this.mode) : null;
  }

  private get kind(): string {
    return this.session ? owedKind(this.session, this.mode) : '';
  }

  private get legal() {
    return this.session ? actionsOf(this.legalOf(this.session, this.mode)) : [];
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const s = this.session;
    const view = s?.view;
    if (!s || !view) return;
    const key = `${s.seq}/${this.seat}/${this.kind}`;
    if (key !== this.draftKey) {
      this.draftKey = key;
      this.sender.fail('');
      this.draft =
        this.kind === 'action' ? startingDraft(view, this.legal, this.draft?.ship ?? null) : null;
    }
    document.title = tabTitle(this.kind !== '' && this.mode !== 'practice', view);
  }

  protected override updated(): void {
    const hexes = standHexes(this.session?.view ?? null);
    if (this.autoFitted || hexes.length === 0) return;
    this.autoFitted = true;
    // The default view: the ships with readable labels, around the viewer's own.
    this.renderRoot
      .querySelector('hex-map')
      ?.zoomToShips(this.session ? mySeat(this.session) : null);
  }

  /**
   * A map click on a hex: places the torpedo being launched, ends the drafted move there, or
   * sends the picked cloak token there.
   */
  private onHex(hex: Hex): boolean {
    const d = this.draft;
    const view = this.session?.view;
    if (!d || !view || this.kind !== 'action') return false;
    const next = draftOnHex(view, this.legal, d, hex);
    if (next) this.draft = next;
    return next !== null;
  }

  /** A counter clicked: picks a target, a token to scan, or one of your ships. */
  private onUnit(unitId: string): void {
    const view = this.session?.view;
    const d = this.draft;
    if (!view || !d || this.kind !== 'action') return;
    const next = draftOnCounter(view, this.legal, d, this.seat, unitId);
    if (next) this.draft = next;
  }

  private cycleShip(): void {
    const view = this.session?.view;
    if (!view || !this.seat || !this.draft) return;
    const own = ownShips(view, this.seat).filter((s) => this.legal.some((o) => actor(o) === s.id));
    const i = own.findIndex((x) => x.id === this.draft?.ship);
    const next = own[(i + 1) % Math.max(own.length, 1)];
    if (next) this.draft = startingDraft(view, this.legal, next.id);
  }

  /**
   * The Star Trek keys: `Enter` submits the action being drafted, `f` fans a cloaked ship's
   * tokens out, `r` shows or hides the range bands.
   */
  private rulesetKey(key: string): boolean {
    if (key === 'r') {
      this.showBands = !this.showBands;
      return true;
    }
    if (this.kind !== 'action') return false;
    const view = this.session?.view;
    if (key === 'f' && view && this.draft?.type === 'move_cloaked') {
      this.draft = fanOutDraft(view, this.draft);
      return true;
    }
    if (key !== 'Enter') return false;
    this.renderRoot
      .querySelector('startrek-actions')
      ?.shadowRoot?.querySelector<HTMLButtonElement>('[data-testid=act-submit]')
      ?.click();
    return true;
  }

  private selectedHex(): Hex | null | undefined {
    return this.session?.view?.ships.find((s) => s.id === this.draft?.ship)?.hex;
  }

  /** Whether range bands are drawn now: while acting, around an uncloaked ship. */
  private bandsApply(view: StartrekView | null): boolean {
    const ship = view?.ships.find((s) => s.id === this.draft?.ship);
    return this.kind === 'action' && ship !== undefined && !ship.cloak && ship.hex !== null;
  }

  /** The selected ship's counter: its stand, or its real token for the owner of a cloak. */
  private selectedUnit(view: StartrekView | null): string | null {
    const ship = view?.ships.find((s) => s.id === this.draft?.ship);
    if (!ship) return null;
    return ship.cloak?.real ?? ship.id;
  }

  override render() {
    const s = this.session;
    const view = s?.view ?? null;
    const drawn = view
      ? overlay(
          view,
          this.legal,
          this.kind === 'action' ? this.draft : null,
          this.focusUnits,
          this.showBands,
        )
      : { marks: [], lines: [], path: [], badges: [] };
    return html`<phase-banner
        .session=${s}
        .phase=${phaseTitle(view)}
        .words=${DECISION_WORDS}
        .note=${this.mode === 'practice' ? 'practice (hot seat)' : ''}
      ></phase-banner>
      <div class="main">
        <div class="map-area">
          <hex-map
            .bounds=${mapBounds(view)}
            .terrain=${mapTerrain(view)}
            .units=${mapUnits(view)}
            .selectedUnit=${this.selectedUnit(view)}
            .marks=${drawn.marks}
            .lines=${drawn.lines}
            .path=${drawn.path}
            .badges=${drawn.badges}
            @hex-click=${(e: CustomEvent<{ hex: Hex }>) => this.onHex(e.detail.hex)}
            @unit-click=${(e: CustomEvent<{ unitId: string }>) => this.onUnit(e.detail.unitId)}
          ></hex-map>
          <side-legend class="legend" .sides=${legendSides(view)}
            >${
              this.bandsApply(view)
                ? rangeKey(this.showBands, () => (this.showBands = !this.showBands))
                : nothing
            }</side-legend
          >
          ${this.renderAllocate(s, view)}
          ${renderBattleOverlays({
            session: s,
            mode: this.mode,
            gameId: this.gameId,
            rules: startrekRuleset,
            endClosed: this.endClosed,
            onEndClosed: (closed) => (this.endClosed = closed),
            showHelp: this.showHelp,
            onHelpClosed: () => (this.showHelp = false),
            shortcuts: HELP_SHORTCUTS,
          })}
        </div>
        <battle-side
          class="side"
          role="complementary"
          .label=${drawerLabel(s, DECISION_WORDS)}
          .attention=${this.attention()}
        >
          <div class="top">
            ${this.seatLink ? html`<seat-link .link=${this.seatLink}></seat-link>` : nothing}
            ${initiativeStrip(view)}
            ${decloakBar({
              view,
              seat: this.seat,
              live: s?.status === 'live',
              busy: this.sender.busy,
              send: (order) => void this.sender.send(order),
            })}
            ${this.renderOrders(s, view)}
            ${concedeControls({
              session: s,
              mode: this.mode,
              order: STARTREK_CONCEDE,
              busy: this.sender.busy,
              onSend: (order) => void this.sender.send(order as StartrekOrder),
            })}
          </div>
          ${this.renderPanes(s, view)}
        </battle-side>
      </div>`;
  }

  /**
   * What the player must answer in the side panel, or `''` (a phone's drawer opens for each new
   * one): an action or damage control; the hits are chosen in a dialog over the map.
   */
  private attention(): string {
    const kind = this.kind;
    return kind === 'action' || kind === 'repair' ? `${kind}:${this.session?.seq ?? 0}` : '';
  }

  private renderAllocate(s: StartrekSession | null, view: StartrekView | null) {
    if (!s || !view || this.kind !== 'allocate') return nothing;
    const detail = s.pending.find((p) => p.seat === this.seat && p.kind === 'allocate')?.detail as
      AllocateDetail | undefined;
    if (!detail) return nothing;
    return html`<startrek-allocate-dialog
      .view=${view}
      .detail=${detail}
      .error=${this.sender.error}
      ?busy=${this.sender.busy}
      @send-order=${(e: CustomEvent<{ order: StartrekOrder }>) => void this.sender.send(e.detail.order)}
    ></startrek-allocate-dialog>`;
  }

  private renderOrders(s: StartrekSession | null, view: StartrekView | null) {
    const kind = this.kind;
    const seat = this.seat ?? '';
    if (view && kind === 'action')
      return html`<startrek-actions
        .view=${view}
        .seat=${seat}
        .legal=${this.legal}
        .draft=${this.draft}
        .error=${this.sender.error}
        ?tie=${view.stage.phase === 'action' && view.stage.seats.length > 1}
        ?busy=${this.sender.busy}
        @draft-change=${(e: CustomEvent<{ draft: ActionDraft }>) => (this.draft = e.detail.draft)}
        @send-action=${(e: CustomEvent<{ order: StartrekOrder }>) => void this.sender.send(e.detail.order)}
      ></startrek-actions>`;
    if (view && kind === 'repair') {
      const detail = s?.pending.find((p) => p.seat === seat && p.kind === 'repair')?.detail as
        { successes: Record<string, number> } | undefined;
      return html`<startrek-repair
        .view=${view}
        .successes=${detail?.successes ?? {}}
        .error=${this.sender.error}
        ?busy=${this.sender.busy}
        @send-order=${(e: CustomEvent<{ order: StartrekOrder }>) => void this.sender.send(e.detail.order)}
      ></startrek-repair>`;
    }
    if (view && kind === 'allocate')
      return html`<section class="panel" data-testid="orders" data-kind="allocate">
        <h2>Choose the sub-systems hit (in the dialog)</h2>
      </section>`;
    return html`<startrek-waiting
      .session=${s}
      .seat=${this.seat}
      .view=${view}
    ></startrek-waiting>`;
  }

  private renderPanes(s: StartrekSession | null, view: StartrekView | null) {
    return html`<side-tabs
        .tab=${this.tab}
        .chatCount=${s?.chat.length ?? 0}
        @tab-change=${(e: CustomEvent<{ tab: SideTab }>) => (this.tab = e.detail.tab)}
        @show-help=${() => (this.showHelp = true)}
      ></side-tabs>
      <battle-log
        class="pane ${this.tab === 'log' ? 'active' : ''}"
        .entries=${s?.log ?? []}
        .describe=${describer(view)}
        ?complete=${s?.logComplete ?? true}
        .focusKey=${this.focusKey}
        @log-focus=${(e: CustomEvent<{ units: string[]; key: string }>) => {
          this.focusUnits = e.detail.units;
          this.focusKey = e.detail.key;
        }}
      ></battle-log>
      <startrek-ship-cards
        class="pane ${this.tab === 'ships' ? 'active' : ''}"
        data-testid="ship-cards"
        .view=${view}
        .selected=${this.draft?.ship ?? null}
        @card-select=${(e: CustomEvent<{ unitId: string }>) => {
          if (
            view &&
            this.kind === 'action' &&
            view.ships.find((x) => x.id === e.detail.unitId)?.side === this.seat
          )
            this.draft = startingDraft(view, this.legal, e.detail.unitId);
        }}
      ></startrek-ship-cards>
      <chat-panel
        class="pane ${this.tab === 'chat' ? 'active' : ''}"
        .lines=${s?.chat ?? []}
        channel=${this.mode === 'spectator' ? 'spectators' : 'players'}
        ?disabled=${this.mode === 'practice'}
        @chat-send=${(e: CustomEvent<{ text: string }>) => this.channel?.sendChat(e.detail.text)}
      ></chat-panel>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'startrek-battle': StartrekBattle;
  }
}
