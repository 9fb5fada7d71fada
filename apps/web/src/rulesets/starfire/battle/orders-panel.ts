import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { customElement, property, state } from 'lit/decorators.js';
import { FACINGS, hexKey, type Hex } from '@broadside/rules';
import { type StarfireOrder, type StarfireView } from '@broadside/rules/starfire';
import { panelStyles } from '../../../ui/panel-styles.js';
import {
  declareOptions,
  deployTargets,
  shelterOptions,
  transitUnits,
  warpPointHexes,
} from './decisions.js';
import { stepChoices, unitsWithSteps } from './movement-options.js';
import { unitName } from './map-model.js';
import { shipButtons, shipButtonsStyles } from './ship-buttons.js';
import { checkTypedHex, renderDeployOrders, renderWarpPointOrders } from './deploy-orders.js';
import { renderTransitOrders } from './transit-orders.js';

/**
 * The orders a player gives outside combat: deployment (hex from the map, then a facing), the
 * hidden transit order, Hard Turn and Engine Modulation declarations, movement steps and
 * shelter. It offers only what the rules package listed as legal.
 *
 * @fires send-order - detail `{ order }`: the player confirmed an order
 * @fires select-unit - detail `{ unitId }`: the player picked a ship in the panel
 * @fires preview-hex - detail `{ hex }` or `null`: the pointer is over a step choice
 * @fires pick-hex - detail `{ hex }`: a hex typed by its label, as if clicked on the map
 */
@customElement('orders-panel')
export class OrdersPanel extends LitElement {
  static override styles = [
    panelStyles,
    shipButtonsStyles,
    css`
      :host {
        display: block;
      }
      .choices {
        display: grid;
        gap: 0.3rem;
      }
      .choices button {
        text-align: left;
      }
      kbd {
        float: right;
        font:
          0.75rem ui-monospace,
          monospace;
        color: var(--muted);
        border: 1px solid #3a4570;
        border-radius: 3px;
        padding: 0 0.3em;
      }
      .facings {
        display: grid;
        grid-template-columns: repeat(3, 1fr);
        gap: 0.3rem;
      }
      table {
        width: 100%;
        border-collapse: collapse;
      }
      td {
        padding: 0.2rem;
      }
    `,
  ];

  /** The viewer's view of the game. */
  @property({ attribute: false }) accessor view: StarfireView | null = null;
  /** Legal orders for the viewer's seat now. */
  @property({ attribute: false }) accessor orders: readonly StarfireOrder[] = [];
  /** What is owed: `deploy`, `transit_order`, `declare`, `move`, `shelter`. */
  @property() accessor kind = '';
  /** The selected ship. */
  @property({ attribute: false }) accessor selected: string | null = null;
  /** The hex picked on the map for a deployment. */
  @property({ attribute: false }) accessor deployHex: Hex | null = null;
  /** True while an order is on its way. */
  @property({ type: Boolean }) accessor busy = false;

  @state() private accessor hardTurn: ReadonlySet<string> = new Set();
  @state() private accessor modulate: ReadonlySet<string> = new Set();
  @state() private accessor shelter: ReadonlySet<string> = new Set();
  @state() private accessor transit: readonly string[] = [];
  /** Why the last typed hex label was refused, or `''`. */
  @state() private accessor hexError = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('orders') || changed.has('kind')) {
      this.hardTurn = new Set();
      this.modulate = new Set();
      this.shelter = new Set();
      this.transit = transitUnits(this.orders);
      this.hexError = '';
    }
    if (changed.has('deployHex') && this.deployHex) this.hexError = '';
  }

  /** Sends an order (also used by keyboard shortcuts). */
  send(order: StarfireOrder): void {
    if (this.busy) return;
    this.dispatchEvent(
      new CustomEvent('send-order', { detail: { order }, bubbles: true, composed: true }),
    );
  }

  /** Handles a shortcut key; returns true when it was used. */
  handleKey(key: string): boolean {
    if (this.kind === 'move' && this.selected && this.view) {
      const unit = this.view.units.find((u) => u.id === this.selected);
      const choice = unit ? stepChoices(this.orders, unit).find((c) => c.key === key) : undefined;
      if (choice) {
        this.send(choice.order);
        return true;
      }
    }
    if (this.kind === 'deploy' && this.deployHex) {
      const facing = FACINGS[Number(key) - 1];
      const targets = deployTargets(this.orders);
      if (facing && targets?.facings.get(hexKey(this.deployHex))?.includes(facing)) {
        this.send({ type: 'deploy', unit: targets.unit, hex: this.deployHex, facing });
        return true;
      }
    }
    if (key === 'Enter' && this.kind === 'place_warp_point' && this.deployHex) {
      this.send({ type: 'place_warp_point', hex: this.deployHex });
      return true;
    }
    if (
      key === 'Enter' &&
      (this.kind === 'declare' || this.kind === 'shelter' || this.kind === 'transit_order')
    ) {
      this.confirm();
      return true;
    }
    return false;
  }

  private confirm(): void {
    if (this.kind === 'declare') {
      this.send({
        type: 'declare',
        hardTurn: [...this.hardTurn],
        engineModulation: [...this.modulate],
      });
    } else if (this.kind === 'shelter') {
      this.send({ type: 'shelter', units: [...this.shelter] });
    } else if (this.kind === 'transit_order') {
      this.send({ type: 'transit_order', units: [...this.transit] });
    }
  }

  private select(unitId: string): void {
    this.dispatchEvent(
      new CustomEvent('select-unit', { detail: { unitId }, bubbles: true, composed: true }),
    );
  }

  private name(id: string): string {
    return unitName(this.view, id);
  }

  override render() {
    switch (this.kind) {
      case 'place_warp_point':
        return this.renderWarpPoint();
      case 'deploy':
        return this.renderDeploy();
      case 'transit_order':
        return this.renderTransit();
      case 'declare':
        return this.renderDeclare();
      case 'move':
        return this.renderMove();
      case 'shelter':
        return this.renderShelter();
      default:
        return nothing;
    }
  }

  private renderDeploy() {
    const targets = deployTargets(this.orders);
    if (!targets) return html`<p class="muted">Nothing to place.</p>`;
    return renderDeployOrders({
      unitName: this.name(targets.unit),
      hexCount: targets.hexes.length,
      hex: this.deployHex,
      facings: this.deployHex ? (targets.facings.get(hexKey(this.deployHex)) ?? []) : [],
      busy: this.busy,
      onFacing: (hex, facing) => this.send({ type: 'deploy', unit: targets.unit, hex, facing }),
      onTypedHex: (label) =>
        this.pickTyped(label, targets.hexes, 'your side deploys in its own area of the map'),
      hexError: this.hexError,
    });
  }

  private renderWarpPoint() {
    const hexes = warpPointHexes(this.orders);
    return renderWarpPointOrders({
      hexCount: hexes.length,
      hex: this.deployHex,
      busy: this.busy,
      onPlace: (hex) => this.send({ type: 'place_warp_point', hex }),
      onTypedHex: (label) =>
        this.pickTyped(label, hexes, 'the warp point goes within 3 hexes of the map centre'),
      hexError: this.hexError,
    });
  }

  /** Picks a typed hex as if clicked on the map, or says why it cannot be picked. */
  private pickTyped(label: string, legal: readonly Hex[], where: string): void {
    const checked = checkTypedHex(label, legal, where);
    this.hexError = typeof checked === 'string' ? checked : '';
    if (typeof checked === 'string') return;
    this.dispatchEvent(
      new CustomEvent('pick-hex', { detail: { hex: checked }, bubbles: true, composed: true }),
    );
  }

  private renderTransit() {
    return renderTransitOrders({
      units: this.transit,
      name: (id) => this.name(id),
      busy: this.busy,
      onReorder: (units) => (this.transit = units),
      onConfirm: () => this.confirm(),
    });
  }

  private toggle(set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  }

  private renderDeclare() {
    const options = declareOptions(this.orders);
    const ids = [...new Set([...options.hardTurn, ...options.engineModulation])];
    return html`<h3>Declarations</h3>
      <p class="muted">Announce Hard Turns and Engine Modulation before anyone moves.</p>
      <table data-testid="declare-table">
        ${ids.map(
          (id) =>
            html`<tr>
              <td>${this.name(id)}</td>
              ${this.declareCell(id, 'hardTurn', options.hardTurn, 'declare-hard', 'Hard Turn')}
              ${this.declareCell(id, 'modulate', options.engineModulation, 'declare-em', 'Engine Modulation')}
            </tr>`,
        )}
      </table>
      <button
        class="primary"
        data-testid="declare-confirm"
        ${actionKey('Enter')}
        ?disabled=${this.busy}
        @click=${() => this.confirm()}
      >
        ${this.hardTurn.size + this.modulate.size === 0 ? 'Declare nothing' : 'Declare'}
      </button>`;
  }

  /** A declaration checkbox of one ship, disabled where the rules do not offer it. */
  private declareCell(
    id: string,
    which: 'hardTurn' | 'modulate',
    offered: readonly string[],
    testId: string,
    words: string,
  ) {
    return html`<td>
      <label
        ><input
          type="checkbox"
          data-testid="${testId}-${id}"
          ?disabled=${!offered.includes(id)}
          .checked=${this[which].has(id)}
          @change=${(e: Event) => {
            this[which] = this.toggle(this[which], id, (e.target as HTMLInputElement).checked);
          }}
        />
        ${words}</label
      >
    </td>`;
  }

  private renderMove() {
    const view = this.view;
    if (!view) return nothing;
    const owed = unitsWithSteps(this.orders);
    const unit = view.units.find((u) => u.id === this.selected && owed.includes(u.id));
    const choices = unit ? stepChoices(this.orders, unit) : [];
    return html`<h3>Movement</h3>
      ${shipButtons({
        ids: owed,
        picked: unit?.id,
        testId: 'move-ship',
        label: (id) => `${this.name(id)} · ${view.units.find((x) => x.id === id)?.mp ?? 0} MP`,
        onPick: (id) => this.select(id),
        // The digits pick a facing when a step through a warp point is offered.
        keyed: !choices.some((c) => c.key !== null && /^[1-9]$/.test(c.key)),
      })}
      ${
        unit
          ? html`<div class="choices" data-testid="step-choices">
              ${choices.map(
                (c) =>
                  html`<button
                    data-testid="step-${c.order.action}-${c.order.facing ?? 'same'}"
                    ${actionKey(c.key ?? '')}
                    ?disabled=${this.busy}
                    @click=${() => this.send(c.order)}
                    @pointerenter=${() => this.preview(c.destination)}
                    @pointerleave=${() => this.preview(null)}
                  >
                    ${c.label}
                  </button>`,
              )}
            </div>`
          : html`<p class="muted">Pick a ship that still owes a step.</p>`
      }`;
  }

  private preview(hex: Hex | null): void {
    this.dispatchEvent(
      new CustomEvent('preview-hex', { detail: { hex }, bubbles: true, composed: true }),
    );
  }

  private renderShelter() {
    const ids = shelterOptions(this.orders);
    return html`<h3>Shelter</h3>
      <p class="muted">
        Ships next to a planet or moon may shelter: they cannot fire or be fired at except from the
        same hex.
      </p>
      ${ids.map(
        (id) =>
          html`<label class="row"
            ><input
              type="checkbox"
              data-testid="shelter-${id}"
              .checked=${this.shelter.has(id)}
              @change=${(e: Event) => (this.shelter = this.toggle(this.shelter, id, (e.target as HTMLInputElement).checked))}
            />
            ${this.name(id)}</label
          >`,
      )}
      <button
        class="primary"
        data-testid="shelter-confirm"
        ${actionKey('Enter')}
        ?disabled=${this.busy}
        @click=${() => this.confirm()}
      >
        ${this.shelter.size === 0 ? 'Shelter nobody' : 'Shelter'}
      </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'orders-panel': OrdersPanel;
  }
}
