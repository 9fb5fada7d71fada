import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { formatLabel, hexEquals, hexKey, type Hex } from '@broadside/rules';
import { fireOptions, type StarfireOrder, type StarfireView } from '@broadside/rules/starfire';
import '../../../map/hex-map.js';
import '../../../map/side-legend.js';
import '../../../game/phase-banner.js';
import './battle-orders.js';
import './point-defense-dialog.js';
import '../../../game/end-screen.js';
import { closedWith, endScreenOpen, type EndClosed } from '../../../game/end-screen-state.js';
import '../../../game/seat-link.js';
import '../../../game/battle-side.js';
import type { SideTab } from '../../../game/side-tabs.js';
import '../../../help/help-page.js';
import '../help/help-button.js';
import type { BattleOrders } from './battle-orders.js';
import type { ChatPanel } from '../../../game/chat-panel.js';
import { mySeat } from '../../../net/session.js';
import type { StarfireChannel, StarfireSession } from '../session.js';
import { starfireRuleset } from '@broadside/rules/starfire';
import { SHELL_SHORTCUTS } from '../../../app/shortcuts.js';
import { STARFIRE_SHORTCUTS } from '../shortcuts.js';
import { legendSides, mapBounds, mapTerrain, mapUnits, shipHexes } from './map-model.js';
import { EMPTY_OVERLAY, memoOverlay, type MapOverlay } from './map-props.js';
import { activatableUnits, nextShip } from './decisions.js';
import { actingSeat, memoLegalOrders, owedKind, type BattleMode } from './owed-orders.js';
import { isTypingIn } from '../../../app/shortcuts.js';
import { unitsWithSteps } from './movement-options.js';
import { DECISION_WORDS, owedText, phaseHelp, phaseTitle, tabTitle } from './phase-text.js';
import { battleStyles } from '../../../game/battle-styles.js';
import { renderSidePanes } from './side-panes.js';
import {
  canPlan,
  planHold,
  planIsStale,
  planTo,
  queueWithPlan,
  type Plan,
} from './plan-actions.js';

const HELP_SHORTCUTS = [...STARFIRE_SHORTCUTS, ...SHELL_SHORTCUTS];

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
  @state() private accessor assignments: ReadonlyMap<number, string> = new Map();
  @state() private accessor focusSlot: number | null = null;
  @state() private accessor focusUnits: readonly string[] = [];
  @state() private accessor focusKey = '';
  @state() private accessor busy = false;
  @state() private accessor orderError = '';
  @state() private accessor tab: SideTab = 'log';
  @state() private accessor showHelp = false;
  @state() private accessor endClosed: EndClosed = undefined;
  /** The path planned on the map and not sent yet. */
  @state() private accessor plan: Plan | null = null;

  @query('battle-orders') private accessor ordersPanel: BattleOrders | null = null;
  @query('chat-panel') private accessor chatPanel: ChatPanel | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKey);
    document.title = 'Broadside';
  }

  private readonly legalOrders = memoLegalOrders();

  private legal(s: StarfireSession): readonly StarfireOrder[] {
    return this.legalOrders(s, this.mode);
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const s = this.session;
    if (!s?.view) return;
    const kind = owedKind(s, this.mode);
    const orders = this.legal(s);
    const candidates =
      kind === 'move' ? unitsWithSteps(orders) : kind === 'fire' ? activatableUnits(orders) : [];
    if (candidates.length > 0 && (!this.selected || !candidates.includes(this.selected))) {
      this.selected = candidates[0] ?? null;
      this.assignments = new Map();
    } else if (!this.selected && s.view.stage.phase === 'movement') {
      // Off move in the movement phase: pick an own ship, to plan and queue its path.
      const side = actingSeat(s, this.mode);
      this.selected = s.view.units.find((u) => u.side === side && u.mp > 0)?.id ?? null;
    }
    if (kind !== 'deploy' && kind !== 'place_warp_point') this.deployHex = null;
    if (this.plan && planIsStale(s.view, this.plan)) this.plan = null;
    document.title = tabTitle(kind !== '' && this.mode !== 'practice', s.view);
  }

  private autoFitted = false;

  protected override updated(): void {
    // Once every ship is placed, bring the ships into view (the map starts fitted whole).
    const view = this.session?.view;
    if (this.autoFitted || !view || view.stage.phase === 'deployment') return;
    const hexes = shipHexes(view);
    if (hexes.length === 0) return;
    this.autoFitted = true;
    // The default view: the ships with readable labels, around the viewer's own.
    this.renderRoot
      .querySelector('hex-map')
      ?.zoomToShips(this.session ? mySeat(this.session) : null);
  }

  private async send(order: StarfireOrder): Promise<void> {
    if (!this.channel || this.busy) return;
    this.busy = true;
    this.orderError = '';
    const outcome = await this.channel.sendOrder(order);
    this.busy = false;
    if (outcome.ok) {
      this.deployHex = null;
      this.previewHex = null;
      this.assignments = new Map();
      this.focusSlot = null;
    } else {
      this.orderError = `${outcome.error.message} (${outcome.error.code})`;
    }
  }

  private onHexClick(hex: Hex): void {
    const s = this.session;
    if (!s?.view) return;
    const kind = owedKind(s, this.mode);
    if (kind === 'deploy' || kind === 'place_warp_point') {
      const legal = this.legal(s).some((o) => o.type === kind && hexEquals(o.hex, hex));
      this.deployHex = legal ? hex : null;
    } else if (this.selected && canPlan(s.view, actingSeat(s, this.mode), this.selected)) {
      // A reachable hex plans the selected ship's path there; it is sent only when confirmed.
      this.plan = planTo(s.view, this.selected, hex, false);
      this.orderError = this.plan ? '' : `${formatLabel(hex)} is out of reach this turn.`;
    }
  }

  /** The selected ship when this page may plan its path now, else `null`. */
  private planShip(s: StarfireSession | null): string | null {
    return s?.view && this.selected && canPlan(s.view, actingSeat(s, this.mode), this.selected)
      ? this.selected
      : null;
  }

  /** Queues a stay for every MP the selected ship has left. */
  private hold(): void {
    const ship = this.planShip(this.session);
    const view = this.session?.view;
    if (!ship || !view) return;
    this.plan = planHold(view, ship);
    if (this.plan) void this.goPlan(false);
    else this.orderError = 'This ship may not stay in its hex for the rest of the turn.';
  }

  /** True where the server keeps this seat's queue (a networked game, as a player). */
  private get canQueue(): boolean {
    return this.mode === 'player' && !!this.channel?.sendQueue;
  }

  /**
   * Sends the planned path: as this seat's queue, which the server plays step by step as the
   * ship owes them (with \`stay\`, followed by a stay for every MP left); in practice, one step.
   */
  private async goPlan(stay: boolean): Promise<void> {
    const s = this.session;
    const planned = this.plan;
    const side = s ? actingSeat(s, this.mode) : null;
    if (!s?.view || !planned || !side) return;
    const plan = stay ? planTo(s.view, planned.unit, planned.target, true) : planned;
    if (!plan) {
      this.orderError = 'The ship cannot stay for the rest of the turn there.';
      return;
    }
    if (this.canQueue) {
      const queue = queueWithPlan(s.view, side, s.queue?.orders ?? [], plan);
      if (!queue.some((q) => (q.order as { unit?: string }).unit === plan.unit)) {
        this.orderError = 'First give a step to the other ships that owe one now.';
        return;
      }
      this.orderError = '';
      this.busy = true;
      const refusal = (await this.channel?.sendQueue?.(queue)) ?? null;
      this.busy = false;
      if (refusal) this.orderError = `${refusal.message} (${refusal.code})`;
      else this.plan = null;
      return;
    }
    const [first, ...rest] = plan.steps;
    if (!first) return;
    await this.send(first);
    if (this.orderError) return;
    this.plan = rest.length > 0 ? { ...plan, steps: rest, mp: plan.mp - 1 } : null;
  }

  private onUnitClick(unitId: string): void {
    const s = this.session;
    if (!s?.view) return;
    const kind = owedKind(s, this.mode);
    const unit = s.view.units.find((u) => u.id === unitId);
    if (kind === 'fire' && this.selected && unit && unit.side !== actingSeat(s, this.mode)) {
      this.assignAll(unitId);
      return;
    }
    if (kind === 'deploy' && unit?.hex) {
      this.onHexClick(unit.hex);
      return;
    }
    this.selected = unitId;
    this.assignments = new Map();
  }

  private assignAll(target: string): void {
    const s = this.session;
    if (!s?.view || !this.selected) return;
    const next = new Map(this.assignments);
    for (const w of fireOptions(s.view, this.selected).weapons) {
      if (w.targets.some((t) => t.target === target)) next.set(w.slot, target);
    }
    this.assignments = next;
  }

  private fire(): void {
    if (!this.selected || this.assignments.size === 0) return;
    const shots = [...this.assignments.entries()].map(([slot, target]) => ({ slot, target }));
    void this.send({ type: 'fire', unit: this.selected, shots });
  }

  private cycleShip(): void {
    const s = this.session;
    if (!s?.view) return;
    this.selected = nextShip(
      s.view,
      owedKind(s, this.mode),
      this.legal(s),
      actingSeat(s, this.mode),
      this.selected,
    );
    this.assignments = new Map();
  }

  /** Zooms the map in on the selected ship. */
  private zoomToSelected(): void {
    const hex = this.session?.view?.units.find((u) => u.id === this.selected)?.hex;
    const map = this.renderRoot.querySelector('hex-map');
    if (!hex || !map) return;
    map.zoomTo(1.4);
    map.centreOn(hex);
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (isTypingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return;
    const s = this.session;
    const kind = s ? owedKind(s, this.mode) : '';
    let used = true;
    if (e.key === '?') this.showHelp = !this.showHelp;
    else if (this.plan && e.key === 'Enter') void this.goPlan(false);
    else if (this.plan && e.key === 'g' && this.canQueue) void this.goPlan(true);
    else if (e.key === 'h' && this.planShip(s) && this.canQueue) this.hold();
    else if (e.key === 'Escape') {
      this.showHelp = false;
      this.plan = null;
      this.deployHex = null;
      this.assignments = new Map();
      this.focusUnits = [];
    } else if (e.key === 'c') {
      this.tab = 'chat';
      void this.updateComplete.then(() => this.chatPanel?.focus());
    } else if (e.key === 'n') this.cycleShip();
    else if (e.key === 'z') this.zoomToSelected();
    else if (kind === 'fire' && e.key === 'f') this.fire();
    else if (kind === 'fire' && e.key === 'p' && this.selected)
      void this.send({ type: 'pass', unit: this.selected });
    else used = this.ordersPanel?.handleKey(e.key) ?? false;
    if (used) e.preventDefault();
  };

  override render() {
    const s = this.session;
    const view = s?.view ?? null;
    const overlay = this.overlay(s);
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
      <div class="main">
        <div class="map-area">
          <hex-map
            .bounds=${mapBounds(view)}
            .terrain=${mapTerrain(view)}
            .units=${mapUnits(view)}
            .selectedUnit=${this.selected}
            .marks=${overlay.marks}
            .badges=${overlay.badges}
            .lines=${overlay.lines}
            .path=${overlay.path}
            .routes=${overlay.routes}
            @hex-click=${(e: CustomEvent<{ hex: Hex }>) => this.onHexClick(e.detail.hex)}
            @unit-click=${(e: CustomEvent<{ unitId: string }>) => this.onUnitClick(e.detail.unitId)}
          ></hex-map>
          <side-legend class="legend" .sides=${legendSides(view)}
            ><starfire-help-button sections="map-legend" label="map key"></starfire-help-button
          ></side-legend>
          ${
            s && view && owedKind(s, this.mode) === 'point_defense'
              ? html`<point-defense-dialog
                  .view=${view}
                  ?busy=${this.busy}
                  @send-order=${(e: CustomEvent<{ order: StarfireOrder }>) => void this.send(e.detail.order)}
                ></point-defense-dialog>`
              : nothing
          }
          ${
            s && endScreenOpen(s, this.endClosed)
              ? html`<end-screen
                  .result=${s.result}
                  .gameId=${this.mode === 'practice' ? '' : this.gameId}
                  .seat=${mySeat(s)}
                  .rematch=${s.rematch}
                  .rules=${starfireRuleset}
                  @close=${() => (this.endClosed = closedWith(s))}
                ></end-screen>`
              : nothing
          }
          ${this.showHelp ? html`<div class="help-overlay" @click=${() => (this.showHelp = false)}><help-page .shortcuts=${HELP_SHORTCUTS}></help-page></div>` : nothing}
        </div>
        <battle-side
          class="side"
          role="complementary"
          .label=${(s && owedText(s.pending, mySeat(s))) || 'Orders and log'}
          .attention=${this.attention(s)}
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
    if (this.plan) return `plan:${hexKey(this.plan.target)}:${this.plan.steps.length}`;
    const kind = s ? owedKind(s, this.mode) : '';
    const onMap =
      ((kind === 'deploy' || kind === 'place_warp_point') && !this.deployHex) ||
      (kind === 'move' && this.planShip(s) !== null);
    return kind && !onMap ? `${kind}:${this.deployHex ? hexKey(this.deployHex) : ''}` : '';
  }

  private readonly overlays = memoOverlay();

  private overlay(s: StarfireSession | null): MapOverlay {
    if (!s?.view) return EMPTY_OVERLAY;
    return this.overlays(s.seq, {
      view: s.view,
      owedKind: owedKind(s, this.mode),
      orders: this.legal(s),
      selected: this.selected,
      deployHex: this.deployHex,
      previewHex: this.previewHex,
      assignments: this.assignments,
      focusSlot: this.focusSlot,
      focusUnits: this.focusUnits,
      log: s.log,
      plan: this.plan,
      queued: this.mode === 'player' ? (s.queue?.orders ?? []) : [],
    });
  }

  private renderOrders(s: StarfireSession | null) {
    return html`<battle-orders
      .session=${s}
      .mode=${this.mode}
      .kind=${s ? owedKind(s, this.mode) : ''}
      .orders=${s ? this.legal(s) : []}
      .selected=${this.selected}
      .deployHex=${this.deployHex}
      .assignments=${this.assignments}
      .orderError=${this.orderError}
      ?busy=${this.busy}
      .plan=${this.plan}
      .queued=${this.mode === 'player' ? (s?.queue?.orders ?? []) : []}
      .queueCancelled=${s?.queue?.reason === 'cancelled' ? (s.queue.error ?? null) : null}
      ?canQueue=${this.canQueue}
      .planShip=${this.planShip(s)}
      @plan-hold=${() => this.hold()}
      @plan-go=${(e: CustomEvent<{ stay: boolean }>) => void this.goPlan(e.detail.stay)}
      @plan-undo=${() => (this.plan = null)}
      @queue-clear=${() => this.channel?.sendQueue?.([])}
      @send-order=${(e: CustomEvent<{ order: StarfireOrder }>) => void this.send(e.detail.order)}
      @select-unit=${(e: CustomEvent<{ unitId: string }>) => {
        this.selected = e.detail.unitId;
        this.assignments = new Map();
      }}
      @preview-hex=${(e: CustomEvent<{ hex: Hex | null }>) => (this.previewHex = e.detail.hex)}
      @pick-hex=${(e: CustomEvent<{ hex: Hex }>) => this.onHexClick(e.detail.hex)}
      @assign=${(e: CustomEvent<{ slot: number; target: string | null }>) => {
        const next = new Map(this.assignments);
        if (e.detail.target) next.set(e.detail.slot, e.detail.target);
        else next.delete(e.detail.slot);
        this.assignments = next;
      }}
      @assign-all=${(e: CustomEvent<{ target: string }>) => this.assignAll(e.detail.target)}
      @focus-weapon=${(e: CustomEvent<{ slot: number | null }>) => (this.focusSlot = e.detail.slot)}
      @fire=${() => this.fire()}
      @pass=${() => this.selected && void this.send({ type: 'pass', unit: this.selected })}
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
