import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Hex } from '@broadside/rules';
import { onepageRuleset, type OnepageOrder, type OnepageView } from '@broadside/rules/onepage';
import '../../../map/hex-map.js';
import '../../../map/side-legend.js';
import '../../../game/phase-banner.js';
import type { EndClosed } from '../../../game/end-screen-state.js';
import { renderBattleOverlays } from '../../../game/battle-overlays.js';
import '../../../game/seat-link.js';
import '../../../game/battle-side.js';
import { drawerLabel } from '../../../game/drawer-label.js';
import type { SideTab } from '../../../game/side-tabs.js';
import { actingSeat, owedKind, type BattleMode } from '../../../game/owed-orders.js';
import { SHELL_SHORTCUTS } from '../../../app/shortcuts.js';
import { BattleKeys, chromeKeys, zoomMapTo } from '../../../game/battle-keys.js';
import { OrderSender } from '../../../game/order-sender.js';
import { battleStyles } from '../../../game/battle-styles.js';
import { ONEPAGE_CONCEDE, type OnepageChannel, type OnepageSession } from '../session.js';
import { concedeControls } from '../../../game/concede-controls.js';
import { sidePanes } from './side-panes.js';
import { ONEPAGE_SHORTCUTS } from '../shortcuts.js';
import { legendSides, mapBounds, mapTerrain, mapUnits, shipHexes } from './map-model.js';
import { DECISION_WORDS, phaseTitle, tabTitle } from './phase-text.js';
import {
  clickPath,
  draftPlan,
  EMPTY_DRAFT,
  ownShips,
  pruneDraft,
  withPath,
  type Draft,
} from './plan.js';
import { refusalText, refusedShip } from './refusal.js';
import { defaultShots, shotList, type ShotDraft } from './fire-panel.js';
import { NO_OVERLAY, overlay } from './overlay.js';
import { ordersPane } from './orders-pane.js';
import { outOfReach } from './reach.js';
import { reachKey, reachKeyStyles } from './reach-key.js';
import { launchSlots } from './plan.js';

const HELP_SHORTCUTS = [...ONEPAGE_SHORTCUTS, ...SHELL_SHORTCUTS];

/**
 * The one-page battle screen: the phase banner, the hex map (ships, missiles, the planet and its
 * gravity numerals), the orders owed (a plot or move drawn on the map, or gun fire), ship
 * cards, the battle log and chat. Spectators see it without controls; in practice one person
 * plays both sides in turn.
 */
@customElement('onepage-battle')
export class OnepageBattle extends LitElement {
  static override styles = [battleStyles, reachKeyStyles];

  @property({ attribute: false }) accessor channel: OnepageChannel | null = null;
  @property({ attribute: false }) accessor session: OnepageSession | null = null;
  @property() accessor gameId = '';
  @property() accessor mode: BattleMode = 'player';
  @property() accessor seatLink = '';
  @state() private accessor selected: string | null = null;
  @state() private accessor draft: Draft = EMPTY_DRAFT;
  @state() private accessor shots: ShotDraft = {};
  /** The ship whose orders the rules refused in the last plot or move sent, if any. */
  @state() private accessor refused: string | null = null;
  /** Whether the selected ship's gun range and missile reach are drawn; `r` toggles them. */
  @state() accessor showReach = true;
  /** Why the last click on the map did nothing (a hex out of reach), or `''`. */
  @state() private accessor note = '';
  /** The side panel's open tab; `c` opens the chat. */
  @state() accessor tab: SideTab = 'log';
  /** Whether the help overlay is open; `?` toggles it. */
  @state() accessor showHelp = false;
  @state() private accessor endClosed: EndClosed = undefined;
  /** Units highlighted from the log; `Escape` clears them. */
  @state() accessor focusUnits: readonly string[] = [];
  @state() private accessor focusKey = '';
  /**
   * The decision the drafts were started for (turn, seat and kind): a new batch within the same
   * decision (the other side handing in its plot) keeps them.
   */
  private draftKey = '';
  private autoFitted = false;

  private readonly sender = new OrderSender<OnepageOrder>(this, () => this.channel);

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

  protected override willUpdate(changed: PropertyValues<this>): void {
    const s = this.session;
    const view = s?.view;
    if (!s || !view) return;
    const key = `${view.turn}/${this.seat}/${this.kind}`;
    const own = this.seat ? ownShips(view, this.seat) : [];
    if (key !== this.draftKey) {
      this.draftKey = key;
      this.draft = EMPTY_DRAFT;
      this.refused = null;
      this.note = '';
      this.sender.fail('');
      this.shots = this.kind === 'fire' && this.seat ? defaultShots(view, this.seat) : {};
      if (!own.some((x) => x.id === this.selected)) this.selected = own[0]?.id ?? null;
    } else if (changed.has('session') && this.seat) {
      // A new view of the same decision: ships lost since the draft began leave it.
      this.draft = pruneDraft(view, this.seat, this.draft);
      if (this.plotShip() === undefined && this.ownId(this.selected))
        this.selected = own[0]?.id ?? null;
    }
    document.title = tabTitle(this.kind !== '' && this.mode !== 'practice', view);
  }

  protected override updated(): void {
    const hexes = shipHexes(this.session?.view ?? null);
    if (this.autoFitted || hexes.length === 0) return;
    this.autoFitted = true;
    // The default view: every unit the viewer can see, of both sides.
    this.renderRoot.querySelector('hex-map')?.zoomToShips();
  }

  /** Sends the draft; a refusal keeps it and marks the ship the rules' error points at. */
  private async sendPlan(): Promise<void> {
    const kind = this.kind;
    if (kind !== 'plot' && kind !== 'move') return;
    const plan = draftPlan(this.draft);
    await this.sender.send({ type: kind, ...plan });
    const refusal = this.sender.refusal;
    this.refused = refusal ? refusedShip(plan, refusal.path) : null;
  }

  /** The selected ship when it is the acting seat's and still in play: the one being plotted. */
  private plotShip() {
    const view = this.session?.view;
    return view && this.seat
      ? ownShips(view, this.seat).find((x) => x.id === this.selected)
      : undefined;
  }

  /** Whether `id` is one of the acting seat's ships, in play or not. */
  private ownId(id: string | null): boolean {
    return !!this.session?.view?.ships.some((x) => x.id === id && x.side === this.seat);
  }

  private sendFire(): void {
    if (this.kind === 'fire') void this.sender.send({ type: 'fire', shots: shotList(this.shots) });
  }

  /**
   * A click on the map while plotting: extends (or takes back) the selected ship's path; a hex
   * out of reach changes nothing and says why.
   */
  private onHex(hex: Hex): boolean {
    const view = this.session?.view;
    const ship = this.plotShip();
    if (!view || !ship || (this.kind !== 'plot' && this.kind !== 'move')) return false;
    const dirs = this.draft.paths[ship.id] ?? [];
    const path = clickPath(view, ship, dirs, hex);
    if (path) this.draft = withPath(view, this.draft, ship, path);
    this.note = path ? '' : outOfReach(view, ship, dirs, hex);
    return path !== null;
  }

  private select(id: string | null): void {
    this.selected = id;
    this.note = '';
  }

  /**
   * A counter clicked: aims guns at an enemy, selects an own ship in play, else acts as its hex
   * (a wreck or an escaped ship is never selected to be given orders).
   */
  private onUnit(id: string): void {
    const view = this.session?.view;
    if (!view) return;
    const unit = view.ships.find((x) => x.id === id) ?? view.missiles.find((m) => m.id === id);
    if (!unit) return;
    const ship = 'design' in unit ? unit : null;
    if (ship && this.kind === 'fire' && ship.side !== this.seat) this.aimAll(view, id);
    else if (
      ship &&
      ship.side === this.seat &&
      ship.status === 'active' &&
      ship.id !== this.selected
    )
      this.select(id);
    else this.onHex(unit.hex);
  }

  /** Clicking an enemy in range while firing aims every gun that can reach it at it. */
  private aimAll(view: OnepageView, target: string): void {
    const next: Record<string, readonly string[]> = { ...this.shots };
    const reach = defaultShots(
      { ...view, ships: view.ships.filter((x) => x.side === this.seat || x.id === target) },
      this.seat ?? '',
    );
    for (const [ship, guns] of Object.entries(reach)) next[ship] = guns;
    this.shots = next;
  }

  private cycleShip(): void {
    const own = this.session?.view && this.seat ? ownShips(this.session.view, this.seat) : [];
    const i = own.findIndex((x) => x.id === this.selected);
    this.select(own[(i + 1) % Math.max(own.length, 1)]?.id ?? null);
  }

  private undo(): void {
    const view = this.session?.view;
    const ship = this.plotShip();
    const dirs = ship ? (this.draft.paths[ship.id] ?? []) : [];
    if (view && ship && dirs.length > 0) {
      this.draft = withPath(view, this.draft, ship, dirs.slice(0, -1));
      this.note = '';
    }
  }

  /** The plotting part of the map key, while this page plots a ship. */
  private mapKey() {
    const ship = this.plotShip();
    if (!ship || (this.kind !== 'plot' && this.kind !== 'move')) return nothing;
    return reachKey({
      show: this.showReach,
      guns: ship.guns > 0,
      missiles: launchSlots(ship) > 0,
      toggle: () => (this.showReach = !this.showReach),
    });
  }

  /**
   * The one-page keys: `u` takes a step back, `r` shows or hides the reach, `Enter` sends the
   * plan, `f` fires.
   */
  private rulesetKey(key: string): boolean {
    const kind = this.kind;
    const plotting = kind === 'plot' || kind === 'move';
    if (plotting && key === 'u') this.undo();
    else if (plotting && key === 'r') this.showReach = !this.showReach;
    else if (plotting && key === 'Enter') void this.sendPlan();
    else if (kind === 'fire' && (key === 'f' || key === 'Enter')) this.sendFire();
    else return false;
    return true;
  }

  /** The orders panel's error: a refused plot or move told as a sentence naming its ship. */
  private orderError(): string {
    const view = this.session?.view;
    const refusal = this.sender.refusal;
    const plotting = this.kind === 'plot' || this.kind === 'move';
    return view && refusal && plotting
      ? refusalText(view, this.kind, refusal, this.refused)
      : this.sender.error;
  }

  private selectedHex(): Hex | undefined {
    return this.session?.view?.ships.find((x) => x.id === this.selected)?.hex;
  }

  override render() {
    const s = this.session;
    const view = s?.view ?? null;
    const drawn = view
      ? overlay({
          view,
          seat: this.seat,
          kind: this.kind,
          selected: this.selected,
          draft: this.draft,
          shots: this.shots,
          refused: this.refused,
          focus: this.focusUnits,
          reach: this.showReach,
        })
      : NO_OVERLAY;
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
            .selectedUnit=${this.selected}
            .marks=${drawn.marks}
            .lines=${drawn.lines}
            .path=${drawn.path}
            .badges=${drawn.badges}
            @hex-click=${(e: CustomEvent<{ hex: Hex }>) => this.onHex(e.detail.hex)}
            @unit-click=${(e: CustomEvent<{ unitId: string }>) => this.onUnit(e.detail.unitId)}
          ></hex-map>
          <side-legend class="legend" .sides=${legendSides(view)}>${this.mapKey()}</side-legend>
          <p class="map-note" role="status" data-testid="plot-note">${this.note}</p>
          ${renderBattleOverlays({
            session: s,
            mode: this.mode,
            gameId: this.gameId,
            rules: onepageRuleset,
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
          .attention=${this.kind === 'fire' ? `fire:${s?.seq ?? 0}` : ''}
        >
          ${this.seatLink ? html`<seat-link .link=${this.seatLink}></seat-link>` : nothing}
          <div class="orders-area">
            ${ordersPane({
              session: s,
              view,
              kind: this.kind,
              seat: this.seat,
              draft: this.draft,
              selected: this.selected,
              shots: this.shots,
              error: this.orderError(),
              errorCode: this.sender.code,
              refused: this.refused,
              busy: this.sender.busy,
              onSelect: (ship) => this.select(ship),
              onDraft: (draft) => {
                this.draft = draft;
                this.note = '';
              },
              onSendPlan: () => void this.sendPlan(),
              onShots: (shots) => (this.shots = shots),
              onSendFire: () => this.sendFire(),
            })}
            ${concedeControls({
              session: s,
              mode: this.mode,
              order: ONEPAGE_CONCEDE,
              busy: this.sender.busy,
              onSend: (order) => void this.sender.send(order as OnepageOrder),
            })}
          </div>
          ${sidePanes({
            session: s,
            view,
            mode: this.mode,
            tab: this.tab,
            selected: this.selected,
            focusKey: this.focusKey,
            onTab: (tab) => (this.tab = tab),
            onHelp: () => (this.showHelp = true),
            onFocus: (units, key) => {
              this.focusUnits = units;
              this.focusKey = key;
            },
            onSelect: (id) => (this.selected = id),
            onChat: (text) => this.channel?.sendChat(text),
          })}
        </battle-side>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'onepage-battle': OnepageBattle;
  }
}
