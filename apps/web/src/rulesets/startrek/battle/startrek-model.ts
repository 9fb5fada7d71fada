import { html, nothing } from 'lit';
import type { Hex } from '@broadside/rules';
import {
  SCENARIOS,
  type StartrekEvent,
  type StartrekOrder,
  type StartrekView,
} from '@broadside/rules/startrek';
import type { BattleModel, BattleScreen } from '../../contract/battle.js';
import { BattleModelBase } from '../../../game/battle-model-base.js';
import { NO_BOARD_OVERLAY } from '../../contract/battle.js';
import { ownShips } from './map-model.js';
import { actionsOf, memoLegal } from './legal.js';
import { actor, startingDraft, typesFor, type ActionDraft } from './action-draft.js';
import { fanOutDraft } from './token-moves.js';
import { draftOnCounter, draftOnHex } from './map-clicks.js';
import { rangeKey, rangeKeyStyles } from './range-key.js';
import { initiativeStrip, initiativeStyles } from './initiative-strip.js';
import { decloakBar, decloakStyles } from './decloak-bar.js';
import { overlay } from './overlay.js';
import { allocateDialog, ordersPane, type OrdersPane } from './orders-pane.js';
import './ship-cards.js';
import { startrekShots } from './shots.js';

/**
 * Star Trek Ship Battles on the shell's battle frame: the initiative strip, the action owed (or
 * the defender's choice of sub-systems in a dialog over the map, or damage control), decloak at
 * any time, the range bands around the acting ship, and the ship cards with every track.
 */
export class StartrekModel
  extends BattleModelBase<StartrekView, StartrekOrder, StartrekEvent>
  implements BattleModel
{
  private draft: ActionDraft | null = null;
  /** Whether the Short, Medium and Long bands are drawn around the acting ship; `r` toggles. */
  private showBands = true;
  private readonly legalOf = memoLegal();

  private get acting(): boolean {
    return this.host.kind === 'action';
  }

  /** The legal actions of the seat on screen. */
  private get legal() {
    const s = this.host.session;
    return s ? actionsOf(this.legalOf(s, this.host.mode)) : [];
  }

  private setDraft(draft: ActionDraft | null): void {
    this.update(() => (this.draft = draft));
  }

  newDecision(): void {
    const view = this.view;
    this.draft =
      view && this.acting ? startingDraft(view, this.legal, this.draft?.ship ?? null) : null;
  }

  /**
   * The same decision in a new view (the full view after a view patch that did not fit): a draft
   * whose ship can no longer act, or that was started with no legal order, starts again.
   */
  sameDecision(): void {
    const { view, draft } = this;
    if (!view || !this.acting) return;
    const legal = this.legal;
    const offered: readonly string[] = draft ? typesFor(legal, draft.ship) : [];
    if (!draft || !offered.includes(draft.type))
      this.draft = startingDraft(view, legal, draft?.ship ?? null);
  }

  private ship() {
    return this.view?.ships.find((s) => s.id === this.draft?.ship);
  }

  /** The selected ship's counter: its stand, or its real token for the owner of a cloak. */
  override selectedUnit(): string | null {
    const ship = this.ship();
    return ship ? (ship.cloak?.real ?? ship.id) : null;
  }

  /**
   * A map click on a hex: places the torpedo being launched, ends the drafted move there, or
   * sends the picked cloak token there.
   */
  onHex(hex: Hex): void {
    const { draft, view } = this;
    if (!draft || !view || !this.acting) return;
    const next = draftOnHex(view, this.legal, draft, hex);
    if (next) this.setDraft(next);
  }

  /** A counter clicked: picks a target, a token to scan, or one of your ships. */
  onUnit(unitId: string): void {
    const { draft, view } = this;
    if (!draft || !view || !this.acting) return;
    const next = draftOnCounter(view, this.legal, draft, this.host.seat, unitId);
    if (next) this.setDraft(next);
  }

  /** A card of one of your ships picked while acting: that ship's action is drafted. */
  override onCard(unitId: string): void {
    const view = this.view;
    if (view && this.acting && view.ships.find((x) => x.id === unitId)?.side === this.host.seat)
      this.setDraft(startingDraft(view, this.legal, unitId));
  }

  /** Your ships that may act now. */
  protected selectable(): string[] {
    const { view, legal } = this;
    const seat = this.host.seat;
    if (!view || !seat) return [];
    return ownShips(view, seat)
      .filter((s) => legal.some((o) => actor(o) === s.id))
      .map((s) => s.id);
  }

  /** `n` (through {@link select}): the next ship that may act gets a fresh draft. */
  protected override select(ship: string | null): void {
    if (this.view && this.draft && ship) this.setDraft(startingDraft(this.view, this.legal, ship));
  }

  override nextUnit(): void {
    this.selected = this.draft?.ship ?? null;
    super.nextUnit();
  }

  /**
   * The Star Trek keys: `Enter` submits the action being drafted, `f` fans a cloaked ship's
   * tokens out, `r` shows or hides the range bands.
   */
  key(key: string): boolean {
    if (key === 'r') {
      this.toggleBands();
      return true;
    }
    if (!this.acting) return false;
    const view = this.view;
    if (key === 'f' && view && this.draft?.type === 'move_cloaked') {
      this.setDraft(fanOutDraft(view, this.draft));
      return true;
    }
    if (key !== 'Enter') return false;
    this.host.shadowRoot
      ?.querySelector('startrek-actions')
      ?.shadowRoot?.querySelector<HTMLButtonElement>('[data-testid=act-submit]')
      ?.click();
    return true;
  }

  private toggleBands(): void {
    this.update(() => (this.showBands = !this.showBands));
  }

  overlay() {
    const view = this.view;
    if (!view) return NO_BOARD_OVERLAY;
    const draft = this.acting ? this.draft : null;
    return overlay(view, this.legal, draft, this.host.focusUnits, this.showBands);
  }

  /** The range key, while the bands apply: acting, around an uncloaked ship on the map. */
  mapKey() {
    const ship = this.ship();
    if (!this.acting || !ship || ship.cloak || ship.hex === null) return nothing;
    return rangeKey(this.showBands, () => this.toggleBands());
  }

  private pane(): OrdersPane {
    const host = this.host;
    return {
      session: host.session,
      view: this.view,
      kind: host.kind,
      seat: host.seat,
      legal: this.legal,
      draft: this.draft,
      error: host.orders.error,
      busy: host.orders.busy,
      onDraft: (draft) => this.setDraft(draft),
    };
  }

  overMap() {
    return allocateDialog(this.pane());
  }

  /** The initiative strip, and decloak at any time. */
  ordersTop() {
    const { view, host } = this;
    return html`${initiativeStrip(view)}
    ${decloakBar({
      view,
      seat: host.seat,
      live: host.session?.status === 'live',
      busy: host.orders.busy,
      send: (order) => void host.orders.send(order),
    })}`;
  }

  ordersPane() {
    return ordersPane(this.pane());
  }

  shipCards() {
    return html`<startrek-ship-cards
      .view=${this.view}
      .selected=${this.draft?.ship ?? null}
    ></startrek-ship-cards>`;
  }
}

/** The Star Trek battle screen, as the shell's battle frame asks for it. */
export const startrekBattle: BattleScreen<StartrekView, StartrekOrder, StartrekEvent> = {
  /** An action or damage control; the hits are chosen in a dialog over the map. */
  panelKinds: ['action', 'repair'],
  styles: [...rangeKeyStyles, initiativeStyles, decloakStyles],
  gameName: (view) => SCENARIOS[view.setup.scenario].name,
  shots: startrekShots,
  model: (host) => new StartrekModel(host),
};
