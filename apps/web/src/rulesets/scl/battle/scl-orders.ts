import { LitElement, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { listKey } from '../../../game/action-keys.js';
import { customElement, property } from 'lit/decorators.js';
import type { CommandDetail, MoveDetail, SclOrder, SclView } from '@broadside/rules/scl';
import type { SclSession } from '../session.js';
import { EMPTY_DRAFT, type SclDraft } from './draft.js';
import { fireChoices, prepareChoices, type FireChoice } from './legal.js';
import { sideName, unitName } from './map-model.js';
import { requestDraft, requestSelect, requestSend } from './panel-parts.js';
import { orderError } from '../../../game/order-parts.js';
import { orderPanelStyles } from './panel-styles.js';
import '../../../game/waiting-panel.js';
import './scl-command-orders.js';
import './scl-move-orders.js';

/**
 * The orders area: built from the legal orders of the decision owed. Prepare ticks Full Stops,
 * launches, recoveries and damage control; move is <scl-move-orders> (steps, vector thrust and
 * facing); the fleet commander's question is <scl-command-orders>; fire picks
 * each battery's target by sector, point defense, submunitions and missile attacks. With nothing
 * owed it says what was handed in ("submitted — waiting for the other side") or who still owes.
 *
 * @fires draft-change - detail `{ draft }`
 * @fires select-unit - detail `{ unit }`
 * @fires send-draft - the drafted order is to be sent
 */
@customElement('scl-orders')
export class SclOrders extends LitElement {
  static override styles = orderPanelStyles;

  @property({ attribute: false }) accessor session: SclSession | null = null;
  @property({ attribute: false }) accessor view: SclView | null = null;
  @property({ attribute: false }) accessor seat: string | null = null;
  @property() accessor kind = '';
  @property({ attribute: false }) accessor legal: readonly SclOrder[] = [];
  @property({ attribute: false }) accessor draft: SclDraft = EMPTY_DRAFT;
  @property({ attribute: false }) accessor selected: string | null = null;
  @property() accessor error = '';
  @property({ type: Boolean }) accessor busy = false;

  override render() {
    const view = this.view;
    if (view && this.kind === 'prepare') return this.renderPrepare(view);
    if (view && this.kind === 'move') return this.renderMove(view);
    if (view && this.kind === 'command') return this.renderCommand(view);
    if (view && this.kind === 'fire') return this.renderFire(view);
    return this.renderWaiting(view);
  }

  private renderPrepare(view: SclView) {
    const choices = prepareChoices(this.legal);
    const ticked = new Set(this.draft.prepare);
    const ships = [...new Set(choices.map((c) => c.ship))];
    const toggle = (key: string, on: boolean) => {
      const next = new Set(ticked);
      if (on) {
        // One launch per craft; a salvo and a single missile exclude each other.
        const c = choices.find((x) => x.key === key);
        if (c?.launch)
          for (const other of choices)
            if (other.launch && other.ship === c.ship && other.launch.craft === c.launch.craft)
              next.delete(other.key);
        next.add(key);
      } else next.delete(key);
      requestDraft(this, { ...this.draft, prepare: [...next] });
    };
    const text = (c: (typeof choices)[number]) => {
      if (c.repair)
        return `Damage control: ${c.repair.system === 'battery' ? `beam battery ${(c.repair.battery ?? 0) + 1}` : c.repair.system === 'hull' ? 'a hull hit of the open row' : `a ${c.repair.system} system`} (d6 + CQ ≥ 6)`;
      if (c.fullStop) return 'Full Stop (−2 to be detected; no movement)';
      if (c.recover) return `Recover ${unitName(view, c.recover)} aboard`;
      if (c.launch) {
        const l = c.launch;
        const what =
          l.craft === 'missile'
            ? l.count && l.count > 1
              ? `a salvo of ${l.count} missiles`
              : 'a missile'
            : unitName(view, l.craft);
        return `Launch ${what}, facing ${60 * l.facing}°`;
      }
      return c.key;
    };
    return html`<section class="panel" data-testid="orders" data-kind="prepare">
      <h2>Damage control, Full Stop and launches</h2>
      <p class="muted intro">Secret until both sides have handed theirs in.</p>
      ${ships.length === 0 ? html`<p class="muted">Nothing to prepare this turn.</p>` : nothing}
      ${ships.map(
        (id, i) =>
          html`<div
            class="unit"
            data-unit=${id}
            aria-current=${id === this.selected ? 'true' : 'false'}
          >
            <button class="link" ${actionKey(listKey(i))} @click=${() => requestSelect(this, id)}>
              ${unitName(view, id)}
            </button>
            ${choices
              .filter((c) => c.ship === id)
              .map(
                (c) =>
                  html`<label
                    ><input
                      type="checkbox"
                      data-testid="prepare-${c.key.replaceAll(':', '-')}"
                      .checked=${ticked.has(c.key)}
                      @change=${(e: Event) => toggle(c.key, (e.target as HTMLInputElement).checked)}
                    />${text(c)}</label
                  >`,
              )}
          </div>`,
      )}
      ${orderError(this.error)}
      <div class="actions">
        <button
          class="primary"
          data-testid="prepare-submit"
          ${actionKey('Enter')}
          ?disabled=${this.busy}
          @click=${() => requestSend(this)}
        >
          Hand in
        </button>
      </div>
    </section>`;
  }

  private renderMove(view: SclView) {
    const mine = this.session?.pending.find((p) => p.seat === this.seat && p.kind === 'move');
    const detail = mine?.detail as MoveDetail | undefined;
    return html`<scl-move-orders
      .view=${view}
      .units=${detail?.units ?? []}
      .legal=${this.legal}
      .draft=${this.draft}
      .selected=${this.selected}
      .error=${this.error}
      ?busy=${this.busy}
    ></scl-move-orders>`;
  }

  private renderCommand(view: SclView) {
    const mine = this.session?.pending.find((p) => p.seat === this.seat && p.kind === 'command');
    return html`<scl-command-orders
      .view=${view}
      .seat=${this.seat}
      .detail=${(mine?.detail as CommandDetail | undefined) ?? null}
      .legal=${this.legal}
      .error=${this.error}
      ?busy=${this.busy}
    ></scl-command-orders>`;
  }

  private renderFire(view: SclView) {
    const choices = fireChoices(this.legal);
    const weapons = [...new Set(choices.map((c) => c.weapon))];
    const units = [...new Set(choices.map((c) => c.unit))];
    const label = (c: FireChoice) =>
      c.kind === 'pd' ? 'Point defense of its own ship' : `→ ${unitName(view, c.target ?? '')}`;
    const weaponName = (w: string) => {
      const [kind, unit = '', n = ''] = w.split(':');
      const u = view.units.find((x) => x.id === unit);
      if (kind === 'beam') {
        const arcs = u?.batteries[Number(n)]?.arcs.join('') ?? '';
        return `Beam battery ${Number(n) + 1} (${arcs})`;
      }
      if (kind === 'sub') return `Submunition (${u?.subs ?? 0} left)`;
      return `${u && u.count > 1 ? `Salvo of ${u.count}` : 'Missile'} ${unit}`;
    };
    return html`<section class="panel" data-testid="orders" data-kind="fire">
      <h2>Detection and fire</h2>
      <p class="muted intro">
        Secret until every side has handed its fire in; beams resolve first, then submunitions and
        missiles.
      </p>
      ${weapons.length === 0 ? html`<p class="muted">Nothing can fire or defend now.</p>` : nothing}
      ${units.map(
        (id, i) =>
          html`<div
            class="unit"
            data-unit=${id}
            aria-current=${id === this.selected ? 'true' : 'false'}
          >
            <button class="link" ${actionKey(listKey(i))} @click=${() => requestSelect(this, id)}>
              ${unitName(view, id)}
            </button>
            ${weapons
              .filter((w) => w.split(':')[1] === id)
              .map(
                (w) =>
                  html`<label
                    >${weaponName(w)}
                    <select
                      data-testid="fire-${w.replaceAll(':', '-')}"
                      @change=${(e: Event) =>
                        requestDraft(this, {
                          ...this.draft,
                          fire: { ...this.draft.fire, [w]: (e.target as HTMLSelectElement).value },
                        })}
                    >
                      <option value="" ?selected=${!this.draft.fire[w]}>hold</option>
                      ${choices
                        .filter((c) => c.weapon === w)
                        .map(
                          (c) =>
                            html`<option value=${c.key} ?selected=${this.draft.fire[w] === c.key}>
                              ${label(c)}
                            </option>`,
                        )}
                    </select></label
                  >`,
              )}
          </div>`,
      )}
      ${orderError(this.error)}
      <div class="actions">
        <button
          class="primary"
          data-testid="fire-submit"
          ${actionKey('Enter')}
          ?disabled=${this.busy}
          @click=${() => requestSend(this)}
        >
          Fire
        </button>
        <button
          data-testid="fire-hold"
          ${actionKey('h')}
          ?disabled=${this.busy}
          @click=${() => requestDraft(this, { ...this.draft, fire: {} })}
        >
          Hold all
        </button>
      </div>
    </section>`;
  }

  /** The shell's waiting panel, with what this seat handed in (kept secret) if anything. */
  private renderWaiting(view: SclView | null) {
    const stage = view?.stage;
    const handedIn =
      (stage?.phase === 'prepare' || stage?.phase === 'fire') &&
      stage.submitted.some((x) => x.seat === this.seat);
    const what = stage?.phase === 'fire' ? 'fire orders' : 'damage control and launches';
    return html`<battle-waiting
      .session=${this.session}
      .seat=${this.seat}
      .sideName=${(seat: string) => sideName(view, seat)}
      .sent=${handedIn ? html`<p class="muted">Your ${what} stay secret: the other side only sees what they cause.</p>` : null}
      spectatorNote="You are watching: you see each unit its enemy has detected."
    ></battle-waiting>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scl-orders': SclOrders;
  }
}
