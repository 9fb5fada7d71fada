import { html, nothing } from 'lit';
import type { Hex } from '@broadside/rules';
import {
  SCENARIOS,
  type OnepageEvent,
  type OnepageOrder,
  type OnepageView,
} from '@broadside/rules/onepage';
import type { BattleModel, BattleScreen } from '../../contract/battle.js';
import { BattleModelBase } from '../../../game/battle-model-base.js';
import {
  clickPath,
  draftPlan,
  EMPTY_DRAFT,
  launchSlots,
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
import './ship-cards.js';
import { onepageShots } from './shots.js';

/**
 * The one-page rules on the shell's battle frame: the orders owed (a plot or move drawn on the
 * map, or gun fire), the selected ship's reach, end hex and gravity pull drawn before sending,
 * and the ship cards.
 */
export class OnepageModel
  extends BattleModelBase<OnepageView, OnepageOrder, OnepageEvent>
  implements BattleModel
{
  private draft: Draft = EMPTY_DRAFT;
  private shots: ShotDraft = {};
  /** The ship whose orders the rules refused in the last plot or move sent, if any. */
  private refused: string | null = null;
  /** Whether the selected ship's gun range and missile reach are drawn; `r` toggles them. */
  private showReach = true;

  private get plotting(): boolean {
    return this.host.kind === 'plot' || this.host.kind === 'move';
  }

  /** A new batch within the same decision (the other side handing in its plot) keeps the drafts. */
  decisionKey(): string {
    return `${this.view?.turn}/${this.host.seat}/${this.host.kind}`;
  }

  newDecision(): void {
    const { view, host } = this;
    const own = this.selectable();
    this.draft = EMPTY_DRAFT;
    this.refused = null;
    this.shots = view && host.kind === 'fire' && host.seat ? defaultShots(view, host.seat) : {};
    if (!own.includes(this.selected ?? '')) this.selected = own[0] ?? null;
  }

  /** Ships lost since the draft began leave it. */
  sameDecision(): void {
    const { view, host } = this;
    if (!view || !host.seat) return;
    this.draft = pruneDraft(view, host.seat, this.draft);
    if (this.plotShip() === undefined && this.ownId(this.selected))
      this.selected = this.selectable()[0] ?? null;
  }

  /** The selected ship when it is the acting seat's and still in play: the one being plotted. */
  private plotShip() {
    const { view, host } = this;
    return view && host.seat
      ? ownShips(view, host.seat).find((x) => x.id === this.selected)
      : undefined;
  }

  /** Whether `id` is one of the acting seat's ships, in play or not. */
  private ownId(id: string | null): boolean {
    return !!this.view?.ships.some((x) => x.id === id && x.side === this.host.seat);
  }

  /** Sends the draft; a refusal keeps it and marks the ship the rules' error points at. */
  private async sendPlan(): Promise<void> {
    const kind = this.host.kind;
    if (kind !== 'plot' && kind !== 'move') return;
    const plan = draftPlan(this.draft);
    const orders = this.host.orders;
    await orders.send({ type: kind, ...plan });
    this.update(
      () => (this.refused = orders.refusal ? refusedShip(plan, orders.refusal.path) : null),
    );
  }

  private sendFire(): void {
    if (this.host.kind === 'fire')
      void this.host.orders.send({ type: 'fire', shots: shotList(this.shots) });
  }

  /**
   * A click on the map while plotting: extends (or takes back) the selected ship's path; a hex
   * out of reach changes nothing and says why.
   */
  onHex(hex: Hex): void {
    const view = this.view;
    const ship = this.plotShip();
    if (!view || !ship || !this.plotting) return;
    const dirs = this.draft.paths[ship.id] ?? [];
    const path = clickPath(view, ship, dirs, hex);
    if (path) this.update(() => (this.draft = withPath(view, this.draft, ship, path)));
    this.host.say(path ? '' : outOfReach(view, ship, dirs, hex));
  }

  /** Selecting another ship drops the note on the last click. */
  protected override select(id: string | null): void {
    super.select(id);
    this.host.say('');
  }

  /** The acting seat's ships in play. */
  protected selectable(): string[] {
    const { view, host } = this;
    return view && host.seat ? ownShips(view, host.seat).map((x) => x.id) : [];
  }

  /**
   * A counter clicked: aims guns at an enemy, selects an own ship in play, else acts as its hex
   * (a wreck or an escaped ship is never selected to be given orders).
   */
  onUnit(id: string): void {
    const view = this.view;
    const seat = this.host.seat;
    if (!view) return;
    const unit = view.ships.find((x) => x.id === id) ?? view.missiles.find((m) => m.id === id);
    if (!unit) return;
    const ship = 'design' in unit ? unit : null;
    if (ship && this.host.kind === 'fire' && ship.side !== seat) this.aimAll(view, id);
    else if (ship?.side === seat && ship.status === 'active' && ship.id !== this.selected)
      this.select(id);
    else this.onHex(unit.hex);
  }

  /** Clicking an enemy in range while firing aims every gun that can reach it at it. */
  private aimAll(view: OnepageView, target: string): void {
    const seat = this.host.seat ?? '';
    const reach = defaultShots(
      { ...view, ships: view.ships.filter((x) => x.side === seat || x.id === target) },
      seat,
    );
    this.update(() => (this.shots = { ...this.shots, ...reach }));
  }

  private undo(): void {
    const view = this.view;
    const ship = this.plotShip();
    const dirs = ship ? (this.draft.paths[ship.id] ?? []) : [];
    if (!view || !ship || dirs.length === 0) return;
    this.update(() => (this.draft = withPath(view, this.draft, ship, dirs.slice(0, -1))));
    this.host.say('');
  }

  private toggleReach(): void {
    this.update(() => (this.showReach = !this.showReach));
  }

  /**
   * The one-page keys: `u` takes a step back, `r` shows or hides the reach, `Enter` sends the
   * plan, `f` fires.
   */
  key(key: string): boolean {
    const kind = this.host.kind;
    if (this.plotting && key === 'u') this.undo();
    else if (this.plotting && key === 'r') this.toggleReach();
    else if (this.plotting && key === 'Enter') void this.sendPlan();
    else if (kind === 'fire' && (key === 'f' || key === 'Enter')) this.sendFire();
    else return false;
    return true;
  }

  overlay() {
    const view = this.view;
    if (!view) return NO_OVERLAY;
    return overlay({
      view,
      seat: this.host.seat,
      kind: this.host.kind,
      selected: this.selected,
      draft: this.draft,
      shots: this.shots,
      refused: this.refused,
      focus: this.host.focusUnits,
      reach: this.showReach,
    });
  }

  /** The plotting part of the map key, while this screen plots a ship. */
  mapKey() {
    const ship = this.plotShip();
    if (!ship || !this.plotting) return nothing;
    return reachKey({
      show: this.showReach,
      guns: ship.guns > 0,
      missiles: launchSlots(ship) > 0,
      toggle: () => this.toggleReach(),
    });
  }

  /** The orders panel's error: a refused plot or move told as a sentence naming its ship. */
  private orderError(): string {
    const { view, host } = this;
    const refusal = host.orders.refusal;
    return view && refusal && this.plotting
      ? refusalText(view, host.kind, refusal, this.refused)
      : host.orders.error;
  }

  ordersPane() {
    const host = this.host;
    return ordersPane({
      session: host.session,
      view: this.view,
      kind: host.kind,
      seat: host.seat,
      draft: this.draft,
      selected: this.selected,
      shots: this.shots,
      error: this.orderError(),
      errorCode: host.orders.code,
      refused: this.refused,
      busy: host.orders.busy,
      onSelect: (ship) => this.select(ship),
      onDraft: (draft) => {
        this.update(() => (this.draft = draft));
        this.host.say('');
      },
      onSendPlan: () => void this.sendPlan(),
      onShots: (shots) => this.update(() => (this.shots = shots)),
      onSendFire: () => this.sendFire(),
    });
  }

  shipCards() {
    return html`<onepage-ship-cards
      .view=${this.view}
      .selected=${this.selected}
    ></onepage-ship-cards>`;
  }
}

/** The one-page battle screen, as the shell's battle frame asks for it. */
export const onepageBattle: BattleScreen<OnepageView, OnepageOrder, OnepageEvent> = {
  /** Fire is chosen in the side panel; a plot is drawn on the map, so the drawer stays down. */
  panelKinds: ['fire'],
  styles: reachKeyStyles,
  gameName: (view) => SCENARIOS[view.setup.scenario].name,
  shots: onepageShots,
  model: (host) => new OnepageModel(host),
};
