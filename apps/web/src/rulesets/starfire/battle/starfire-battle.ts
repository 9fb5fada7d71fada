import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { hexEquals, hexKey, type Hex } from '@broadside/rules';
import type { StarfireOrder, StarfireView } from '@broadside/rules/starfire';
import type { HexMap } from '../../../map/hex-map.js';
import '../../../game/phase-banner.js';
import './battle-orders.js';
import type { EndClosed } from '../../../game/end-screen-state.js';
import '../../../game/seat-link.js';
import '../../../game/battle-side.js';
import type { SideTab } from '../../../game/side-tabs.js';
import '../help/help-button.js';
import type { BattleOrders } from './battle-orders.js';
import { mySeat } from '../../../net/session.js';
import type { StarfireChannel, StarfireSession } from '../session.js';
import { MapFocus } from './map-focus.js';
import { EMPTY_OVERLAY, memoOverlay, type MapOverlay } from './map-props.js';
import { nextShip } from './decisions.js';
import { actingSeat, memoLegalOrders, owedKind, type BattleMode } from './owed-orders.js';
import { BattleKeys, focusChat } from '../../../game/battle-keys.js';
import { shipToSelect } from './ship-selection.js';
import { DECISION_WORDS, owedText, phaseHelp, phaseTitle, tabTitle } from './phase-text.js';
import { battleStyles } from '../../../game/battle-styles.js';
import { renderSidePanes } from './side-panes.js';
import { StarfireOrderSender } from './order-sender.js';
import { PathPlanner } from './path-planner.js';
import { FireTargets } from './fire-targets.js';
import { renderMapPane } from './map-pane.js';

/**
 * Starfire's battle screen: phase banner, the map, the orders for the decision you owe, ship
 * record cards, the battle log and chat. As a spectator it shows the same battle without
 * controls; in practice mode one person plays every side in this page. The shell's
 * `<battle-page>` opens the game and hands over its channel and session.
 */
@customElement('starfire-battle')
export class StarfireBattle extends LitElement {
  static override styles = battleStyles;

  /** The game's channel (server or practice). */
  @property({ attribute: false }) accessor channel: StarfireChannel | null = null;
  /** The channel's session as of this render. */
  @property({ attribute: false }) accessor session: StarfireSession | null = null;
  /** The game id (`''` in practice). */
  @property() accessor gameId = '';
  /** `player`, `spectator` or `practice`. */
  @property() accessor mode: BattleMode = 'player';
  /** This player's own seat link, shown when the seat was claimed from the lobby list. */
  @property() accessor seatLink = '';
  @state() private accessor selected: string | null = null;
  @state() private accessor deployHex: Hex | null = null;
  @state() private accessor previewHex: Hex | null = null;
  @state() private accessor focusUnits: readonly string[] = [];
  @state() private accessor focusKey = '';
  @state() private accessor tab: SideTab = 'log';
  @state() private accessor showHelp = false;
  @state() private accessor endClosed: EndClosed = undefined;

  @query('battle-orders') private accessor ordersPanel: BattleOrders | null = null;
  @query('hex-map') private accessor map: HexMap | null = null;

  private readonly sender = new StarfireOrderSender(
    this,
    () => this.channel,
    () => {
      this.deployHex = null;
      this.previewHex = null;
      this.targets.clear(true);
    },
  );
  private readonly planner = new PathPlanner(this, {
    session: () => this.session,
    channel: () => this.channel,
    mode: () => this.mode,
    selected: () => this.selected,
    map: () => this.map,
    sender: this.sender,
  });
  private readonly targets = new FireTargets(this, {
    view: () => this.session?.view ?? null,
    selected: () => this.selected,
    send: (order) => this.sender.send(order),
  });
  private readonly mapFocus = new MapFocus(this, {
    session: () => this.session,
    map: () => this.map,
    selected: () => this.selected,
    planner: this.planner,
  });

  constructor() {
    super();
    // The keyboard: the keys every battle screen shares, and Starfire's own.
    new BattleKeys(this, {
      toggleHelp: () => (this.showHelp = !this.showHelp),
      first: (key) => this.planner.handleKey(key),
      escape: () => {
        this.showHelp = false;
        this.planner.undo();
        this.deployHex = null;
        this.targets.clear();
        this.focusUnits = [];
      },
      openChat: () => {
        this.tab = 'chat';
        focusChat(this);
      },
      nextUnit: () => this.cycleShip(),
      zoomToSelected: () => this.mapFocus.zoomToSelected(),
      rest: (key) => {
        const s = this.session;
        if (s && owedKind(s, this.mode) === 'fire' && this.targets.handleKey(key)) return true;
        return this.ordersPanel?.handleKey(key) ?? false;
      },
    });
  }

  private readonly legalOrders = memoLegalOrders();

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const s = this.session;
    if (!s?.view) return;
    const kind = owedKind(s, this.mode);
    const pick = shipToSelect(s, this.mode, this.legalOrders(s, this.mode), this.selected);
    if (pick) this.selected = pick.unit;
    if (pick?.owed) this.targets.clear();
    if (kind !== 'deploy' && kind !== 'place_warp_point') this.deployHex = null;
    document.title = tabTitle(kind !== '' && this.mode !== 'practice', s.view);
  }

  private onHexClick(hex: Hex): void {
    const s = this.session;
    if (!s?.view) return;
    const kind = owedKind(s, this.mode);
    if (kind === 'deploy' || kind === 'place_warp_point') {
      const legal = this.legalOrders(s, this.mode).some(
        (o) => o.type === kind && hexEquals(o.hex, hex),
      );
      this.deployHex = legal ? hex : null;
    } else this.planner.planAt(hex);
  }

  private onUnitClick(unitId: string): void {
    const s = this.session;
    if (!s?.view) return;
    const kind = owedKind(s, this.mode);
    const unit = s.view.units.find((u) => u.id === unitId);
    if (kind === 'fire' && this.selected && unit && unit.side !== actingSeat(s, this.mode)) {
      this.targets.assignAll(unitId);
      return;
    }
    if (kind === 'deploy' && unit?.hex) {
      this.onHexClick(unit.hex);
      return;
    }
    this.selected = unitId;
    this.targets.clear();
  }

  private cycleShip(): void {
    const s = this.session;
    if (!s?.view) return;
    this.selected = nextShip(
      s.view,
      owedKind(s, this.mode),
      this.legalOrders(s, this.mode),
      actingSeat(s, this.mode),
      this.selected,
    );
    this.targets.clear();
  }

  override render() {
    const s = this.session;
    const view = s?.view ?? null;
    return html`<phase-banner
        .session=${s}
        .phase=${phaseTitle(view)}
        .words=${DECISION_WORDS}
        .note=${this.mode === 'practice' ? 'practice (hot seat)' : ''}
        ><starfire-help-button
          slot="help"
          sections=${phaseHelp(view)}
          label="sequence of play"
        ></starfire-help-button
      ></phase-banner>
      <div class="main ${this.planner.plan ? 'peek' : ''}">
        ${renderMapPane({
          session: s,
          mode: this.mode,
          gameId: this.gameId,
          selected: this.selected,
          overlay: this.overlay(s),
          busy: this.sender.busy,
          endClosed: this.endClosed,
          showHelp: this.showHelp,
          onHex: (hex) => this.onHexClick(hex),
          onUnit: (unitId) => this.onUnitClick(unitId),
          onSend: (order) => void this.sender.send(order),
          onEndClosed: (closed) => (this.endClosed = closed),
          onHelpClosed: () => (this.showHelp = false),
        })}
        <battle-side
          class="side"
          role="complementary"
          .label=${(s && owedText(s.pending, mySeat(s))) || 'Orders and log'}
          .attention=${this.attention(s)}
          ?peek=${!!this.planner.plan}
        >
          ${this.seatLink ? html`<seat-link .link=${this.seatLink}></seat-link>` : nothing}
          ${this.renderOrders(s)} ${this.renderTabs(s, view)}
        </battle-side>
      </div>`;
  }

  /**
   * What the player must answer in the side panel, or `''` (a phone's drawer opens for it): a
   * decision owed, except a placement before its hex is picked on the map.
   */
  private attention(s: StarfireSession | null): string {
    if (this.planner.plan) return this.planner.attention;
    const kind = s ? owedKind(s, this.mode) : '';
    const onMap =
      ((kind === 'deploy' || kind === 'place_warp_point') && !this.deployHex) ||
      (kind === 'move' && this.planner.ship !== null);
    return kind && !onMap ? `${kind}:${this.deployHex ? hexKey(this.deployHex) : ''}` : '';
  }

  private readonly overlays = memoOverlay();

  private overlay(s: StarfireSession | null): MapOverlay {
    if (!s?.view) return EMPTY_OVERLAY;
    return this.overlays(s.seq, {
      view: s.view,
      owedKind: owedKind(s, this.mode),
      orders: this.legalOrders(s, this.mode),
      selected: this.selected,
      deployHex: this.deployHex,
      previewHex: this.previewHex,
      assignments: this.targets.assignments,
      focusSlot: this.targets.focusSlot,
      focusUnits: this.focusUnits,
      log: s.log,
      plan: this.planner.plan,
      queued: this.mode === 'player' ? (s.queue?.orders ?? []) : [],
    });
  }

  private renderOrders(s: StarfireSession | null) {
    return html`<battle-orders
      .session=${s}
      .mode=${this.mode}
      .kind=${s ? owedKind(s, this.mode) : ''}
      .orders=${s ? this.legalOrders(s, this.mode) : []}
      .selected=${this.selected}
      .deployHex=${this.deployHex}
      .assignments=${this.targets.assignments}
      .orderError=${this.sender.error}
      .orderErrorCode=${this.sender.code}
      ?busy=${this.sender.busy}
      .plan=${this.planner.plan}
      .queued=${this.mode === 'player' ? (s?.queue?.orders ?? []) : []}
      .queueCancelled=${s?.queue?.reason === 'cancelled' ? (s.queue.error ?? null) : null}
      ?canQueue=${this.planner.canQueue}
      .planShip=${this.planner.ship}
      @send-order=${(e: CustomEvent<{ order: StarfireOrder }>) => void this.sender.send(e.detail.order)}
      @select-unit=${(e: CustomEvent<{ unitId: string }>) => {
        this.selected = e.detail.unitId;
        this.targets.clear();
      }}
      @preview-hex=${(e: CustomEvent<{ hex: Hex | null }>) => (this.previewHex = e.detail.hex)}
      @pick-hex=${(e: CustomEvent<{ hex: Hex }>) => this.onHexClick(e.detail.hex)}
    ></battle-orders>`;
  }

  private renderTabs(s: StarfireSession | null, view: StarfireView | null) {
    return renderSidePanes({
      session: s,
      view,
      tab: this.tab,
      focusKey: this.focusKey,
      selected: this.selected,
      spectator: this.mode === 'spectator',
      practice: this.mode === 'practice',
      onTab: (tab) => (this.tab = tab),
      onHelp: () => (this.showHelp = true),
      onLogFocus: (units, key) => {
        this.focusUnits = units;
        this.focusKey = key;
      },
      onCardSelect: (unitId) => (this.selected = unitId),
      onChat: (text) => this.channel?.sendChat(text),
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'starfire-battle': StarfireBattle;
  }
}
