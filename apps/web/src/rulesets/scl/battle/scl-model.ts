import { html } from 'lit';
import { SCENARIOS, type SclEvent, type SclOrder, type SclView } from '@broadside/rules/scl';
import type { BattleModel, BattleScreen } from '../../contract/battle.js';
import { BattleModelBase } from '../../../game/battle-model-base.js';
import { battleOverlay } from './overlay.js';
import {
  defaultFire,
  fireChoices,
  fireOrder,
  memoLegal,
  prepareChoices,
  prepareOrder,
} from './legal.js';
import { EMPTY_DRAFT, draftedMoves, withMove, type SclDraft } from './draft.js';
import './scl-orders.js';
import './ship-cards.js';
import { sclShots } from './shots.js';

/**
 * Star Cruiser Lite on the shell's battle frame: own units, detected enemy units, missiles and
 * fighters in flight on the map; the selected ship's fire sectors shaded and its detection
 * radius ringed; the orders owed (prepare, move, fleet command, fire) and the record cards.
 */
export class SclModel extends BattleModelBase<SclView, SclOrder, SclEvent> implements BattleModel {
  private draft: SclDraft = EMPTY_DRAFT;
  private readonly legal = memoLegal();

  /** The legal orders of the decision owed. */
  private orders(): readonly SclOrder[] {
    const s = this.host.session;
    return s ? this.legal(s, this.host.mode) : [];
  }

  /** The acting seat's units in play that take orders (missiles fly on their own). */
  protected selectable(): string[] {
    return (this.view?.units ?? [])
      .filter((u) => u.side === this.host.seat && u.status === 'active' && u.kind !== 'missile')
      .map((u) => u.id);
  }

  /** Fire starts with every weapon at its first target; a selection gone from view moves on. */
  newDecision(): void {
    const view = this.view;
    if (!view) return;
    this.draft =
      this.host.kind === 'fire'
        ? { ...EMPTY_DRAFT, fire: defaultFire(fireChoices(this.orders())) }
        : EMPTY_DRAFT;
    if (this.selected === null || !view.units.some((u) => u.id === this.selected))
      this.selected = this.selectable()[0] ?? view.units[0]?.id ?? null;
  }

  /** Sends the drafted order of the decision owed. */
  private sendDraft(): void {
    const kind = this.host.kind;
    const send = (order: SclOrder) => void this.host.orders.send(order);
    if (!this.view) return;
    if (kind === 'prepare') {
      const ticked = this.draft.prepare;
      send(prepareOrder(prepareChoices(this.orders()).filter((c) => ticked.includes(c.key))));
    } else if (kind === 'fire') send(fireOrder(fireChoices(this.orders()), this.draft.fire));
    else if (kind === 'move') send({ type: 'move', moves: draftedMoves(this.draft) });
  }

  /** The map's hexes are not clicked in this ruleset: its orders are given in the side panel. */
  onHex(): void {}

  onUnit(id: string): void {
    this.select(id);
  }

  /** The Star Cruiser Lite keys: `u` takes back a step of the move, `Enter` sends the draft. */
  key(key: string): boolean {
    const kind = this.host.kind;
    const unit = this.selected;
    if (key === 'u' && kind === 'move' && unit) {
      const move = this.draft.moves[unit] ?? { steps: [] };
      this.update(
        () =>
          (this.draft = withMove(this.draft, unit, { ...move, steps: move.steps.slice(0, -1) })),
      );
    } else if (key === 'Enter' && kind !== '') this.sendDraft();
    else return false;
    return true;
  }

  overlay() {
    return battleOverlay(this.view, {
      selected: this.selected,
      seat: this.host.seat,
      focusUnits: this.host.focusUnits,
      kind: this.host.kind,
      draft: this.draft,
      orders: this.orders(),
    });
  }

  ordersPane() {
    const host = this.host;
    return html`<scl-orders
      .session=${host.session}
      .view=${this.view}
      .seat=${host.seat}
      .kind=${host.kind}
      .legal=${this.orders()}
      .draft=${this.draft}
      .selected=${this.selected}
      .error=${host.orders.error}
      ?busy=${host.orders.busy}
      @draft-change=${(e: CustomEvent<{ draft: SclDraft }>) =>
        this.update(() => (this.draft = e.detail.draft))}
      @select-unit=${(e: CustomEvent<{ unit: string }>) => this.select(e.detail.unit)}
      @send-draft=${() => this.sendDraft()}
      @focus-units=${(e: CustomEvent<{ units: string[] }>) => {
        host.focusUnits = e.detail.units;
        host.requestUpdate();
      }}
    ></scl-orders>`;
  }

  shipCards() {
    return html`<scl-ship-cards
      .view=${this.view}
      .seat=${this.host.seat}
      .selected=${this.selected}
    ></scl-ship-cards>`;
  }
}

/** The Star Cruiser Lite battle screen, as the shell's battle frame asks for it. */
export const sclBattle: BattleScreen<SclView, SclOrder, SclEvent> = {
  gameName: (view) => SCENARIOS[view.setup.scenario].name,
  shots: sclShots,
  model: (host) => new SclModel(host),
};
