import { html, nothing } from 'lit';
import { hexEquals, hexKey, type Hex } from '@broadside/rules';
import type { StarfireEvent, StarfireOrder, StarfireView } from '@broadside/rules/starfire';
import type { BattleHost, BattleModel, BattleScreen } from '../../contract/battle.js';
import { BattleModelBase } from '../../../game/battle-model-base.js';
import type { BattleOrders } from './battle-orders.js';
import { EMPTY_OVERLAY, memoOverlay, type MapOverlay } from './map-props.js';
import { nextShip } from './decisions.js';
import { memoLegalOrders } from './owed-orders.js';
import { shipToSelect } from './ship-selection.js';
import { phaseHelp } from './phase-text.js';
import { PathPlanner } from './path-planner.js';
import { FireTargets } from './fire-targets.js';
import '../help/help-button.js';
import './battle-orders.js';
import './point-defense-dialog.js';
import './ship-cards.js';
import { starfireShots } from './shots.js';

type Host = BattleHost<StarfireView, StarfireOrder, StarfireEvent>;

/**
 * Starfire on the shell's battle frame: ship selection as the game moves on, placements picked
 * on the map, paths planned and queued (the path planner), weapons given targets (the fire
 * targets), point defense over the map, the orders panel and the record cards.
 */
export class StarfireModel
  extends BattleModelBase<StarfireView, StarfireOrder, StarfireEvent>
  implements BattleModel
{
  private deployHex: Hex | null = null;
  private previewHex: Hex | null = null;
  private readonly legal = memoLegalOrders();
  private readonly overlays = memoOverlay();
  private readonly planner: PathPlanner;
  private readonly targets: FireTargets;

  constructor(host: Host) {
    super(host);
    this.planner = new PathPlanner(host, {
      session: () => host.session,
      channel: () => host.channel,
      mode: () => host.mode,
      selected: () => this.selected,
      map: () => host.camera,
      sender: host.orders,
    });
    this.targets = new FireTargets(host, {
      view: () => host.session?.view ?? null,
      selected: () => this.selected,
      send: (order) => host.orders.send(order),
    });
    // Before every render, as before: the selection follows the ships that owe a decision.
    host.addController({ hostUpdate: () => this.follow() });
  }

  private orders(): readonly StarfireOrder[] {
    const s = this.host.session;
    return s ? this.legal(s, this.host.mode) : [];
  }

  /** Drafts live in the path planner and the fire targets, which keep up on their own. */
  newDecision(): void {}

  /**
   * The selection follows the game: the first ship that owes a step or a fire decision when the
   * selected one owes none; a placement hex is dropped once nothing is to be placed.
   */
  private follow(): void {
    const s = this.host.session;
    if (!s?.view) return;
    const pick = shipToSelect(s, this.host.mode, this.orders(), this.selected);
    if (pick) this.selected = pick.unit;
    if (pick?.owed) this.targets.clear();
    const kind = this.host.kind;
    if (kind !== 'deploy' && kind !== 'place_warp_point') this.deployHex = null;
  }

  /** The map is fitted to the fleets once they are all placed (it starts fitted whole). */
  cameraReady(): boolean {
    return this.view?.stage.phase !== 'deployment';
  }

  sent(): void {
    this.deployHex = null;
    this.previewHex = null;
    this.targets.clear(true);
  }

  /** `z` shows the selected ship's planned path too, if it has one. */
  zoomedToSelected(): void {
    this.planner.showOnMap();
  }

  onHex(hex: Hex): void {
    const kind = this.host.kind;
    if (!this.view) return;
    if (kind === 'deploy' || kind === 'place_warp_point') {
      const legal = this.orders().some((o) => o.type === kind && hexEquals(o.hex, hex));
      this.update(() => (this.deployHex = legal ? hex : null));
    } else this.planner.planAt(hex);
  }

  onUnit(unitId: string): void {
    const { host } = this;
    const unit = this.view?.units.find((u) => u.id === unitId);
    if (host.kind === 'fire' && this.selected && unit && unit.side !== host.seat) {
      this.targets.assignAll(unitId);
      return;
    }
    if (host.kind === 'deploy' && unit?.hex) {
      this.onHex(unit.hex);
      return;
    }
    this.select(unitId);
  }

  /** A new selection drops the targets given to the last one's weapons. */
  protected override select(unitId: string | null): void {
    super.select(unitId);
    this.targets.clear();
  }

  /** `n`: the next ship that owes a decision, or of the acting seat (see `nextShip`). */
  override nextUnit(): void {
    const { view, host } = this;
    if (view) this.select(nextShip(view, host.kind, this.orders(), host.seat, this.selected));
  }

  protected selectable(): string[] {
    return [];
  }

  firstKey(key: string): boolean {
    return this.planner.handleKey(key);
  }

  key(key: string): boolean {
    if (this.host.kind === 'fire' && this.targets.handleKey(key)) return true;
    return this.panel()?.handleKey(key) ?? false;
  }

  escape(): void {
    this.planner.undo();
    this.deployHex = null;
    this.targets.clear();
  }

  private panel(): BattleOrders | null {
    return this.host.renderRoot.querySelector('battle-orders');
  }

  /**
   * What the player must answer in the side panel, or `''`: a decision owed, except a
   * placement before its hex is picked on the map, or a step planned on the map.
   */
  attention(): string {
    if (this.planner.plan) return this.planner.attention;
    const kind = this.host.kind;
    const onMap =
      ((kind === 'deploy' || kind === 'place_warp_point') && !this.deployHex) ||
      (kind === 'move' && this.planner.ship !== null);
    return kind && !onMap ? `${kind}:${this.deployHex ? hexKey(this.deployHex) : ''}` : '';
  }

  peek(): boolean {
    return this.planner.plan !== null;
  }

  overlay(): MapOverlay {
    const { host } = this;
    const s = host.session;
    if (!s?.view) return EMPTY_OVERLAY;
    return this.overlays(s.seq, {
      view: s.view,
      owedKind: host.kind,
      orders: this.orders(),
      selected: this.selected,
      deployHex: this.deployHex,
      previewHex: this.previewHex,
      assignments: this.targets.assignments,
      focusSlot: this.targets.focusSlot,
      focusUnits: host.focusUnits,
      log: s.log,
      plan: this.planner.plan,
      queued: host.mode === 'player' ? (s.queue?.orders ?? []) : [],
      viewerSide: host.mode === 'player' ? host.seat : null,
    });
  }

  bannerHelp() {
    return html`<starfire-help-button
      slot="help"
      sections=${phaseHelp(this.view)}
      label="sequence of play"
    ></starfire-help-button>`;
  }

  mapKey() {
    return html`<starfire-help-button
      sections="map-legend"
      label="map key"
    ></starfire-help-button>`;
  }

  overMap() {
    const { host } = this;
    const view = this.view;
    if (!view || host.kind !== 'point_defense') return nothing;
    return html`<point-defense-dialog
      .view=${view}
      ?busy=${host.orders.busy}
    ></point-defense-dialog>`;
  }

  ordersPane() {
    const { host } = this;
    const s = host.session;
    const queue = host.mode === 'player' ? s?.queue : null;
    return html`<battle-orders
      .session=${s}
      .mode=${host.mode}
      .kind=${host.kind}
      .orders=${this.orders()}
      .selected=${this.selected}
      .deployHex=${this.deployHex}
      .assignments=${this.targets.assignments}
      .orderError=${host.orders.error}
      .orderErrorCode=${host.orders.code}
      ?busy=${host.orders.busy}
      .plan=${this.planner.plan}
      .queued=${queue?.orders ?? []}
      .queueCancelled=${s?.queue?.reason === 'cancelled' ? (s.queue.error ?? null) : null}
      ?canQueue=${this.planner.canQueue}
      .planShip=${this.planner.ship}
      @select-unit=${(e: CustomEvent<{ unitId: string }>) => this.select(e.detail.unitId)}
      @preview-hex=${(e: CustomEvent<{ hex: Hex | null }>) =>
        this.update(() => (this.previewHex = e.detail.hex))}
      @pick-hex=${(e: CustomEvent<{ hex: Hex }>) => this.onHex(e.detail.hex)}
    ></battle-orders>`;
  }

  shipCards() {
    return html`<ship-cards .view=${this.view} .selected=${this.selected}></ship-cards>`;
  }
}

/** Starfire's battle screen, as the shell's battle frame asks for it. */
export const starfireBattle: BattleScreen<StarfireView, StarfireOrder, StarfireEvent> = {
  gameName: (view) => view.setup.scenario.name,
  shots: starfireShots,
  model: (host) => new StarfireModel(host),
};
