import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { isFleetPickView, parseLabel, type FleetPickView } from '@broadside/rules';
import '../map/hex-map.js';
import type { HexEventDetail } from '../map/hex-map.js';
import type { HexMark, MapTerrain } from '../map/map-data.js';
import type { GameChannel } from '../rulesets/contract/channel.js';
import type { WebRuleset } from '../rulesets/types.js';
import type { EditorOwnDesign } from '../rulesets/contract/scenario-editor.js';
import { mySeat, type Session } from '../net/session.js';
import {
  addShip,
  draftFrom,
  placeSelected,
  pointsOf,
  removeShip,
  waitingText,
  zoneOf,
  type FleetPickDraft,
} from './fleet-pick-draft.js';
import {
  pickFields,
  pickOrder,
  pickSetup,
  pickTerrain,
  pickUnits,
  refusedRow,
  rowsIn,
} from './fleet-pick-model.js';
import { OrderSender } from './order-sender.js';
import { concedeControls } from './concede-controls.js';
import type { BattleMode } from './owed-orders.js';

type Phase = FleetPickView['fleetPick'];

/**
 * The fleet phase's screen (issue 30, "Each side picks its fleet"), one for the one-page rules,
 * Star Cruiser Lite and Star Trek: the map with the side's deployment zone marked, the side's
 * ships as rows (design, heading and the ruleset's own row fields, from its scenario editor
 * part), points used against the budget, a click on a zone hex to place the selected ship, and
 * Submit, sent like any battle order. A refusal shows beside the row its path names. Then it
 * waits for the other side; spectators see who has picked. The battle page shows it while the
 * view is a fleet view, and the battle screen once the battle starts.
 */
@customElement('fleet-pick-panel')
export class FleetPickPanel extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(18rem, 26rem);
      height: 100%;
      min-height: 0;
    }
    .map {
      min-height: 20rem;
      position: relative;
    }
    hex-map {
      position: absolute;
      inset: 0;
    }
    aside {
      overflow: auto;
      padding: 0.75rem 1rem;
      border-left: 1px solid var(--border, #8884);
    }
    h2 {
      margin: 0 0 0.25rem;
      font-size: 1.2rem;
    }
    ol {
      padding-left: 1.5rem;
    }
    li {
      margin-bottom: 0.5rem;
      padding: 0.25rem;
      border-radius: 4px;
    }
    li[aria-current='true'] {
      outline: 2px solid var(--accent, #3a7bd5);
    }
    .over,
    .refusal {
      color: var(--danger, #c0392b);
    }
    .muted {
      opacity: 0.8;
    }
    button,
    select {
      min-height: 2rem;
    }
    @media (max-width: 720px) {
      :host {
        grid-template-columns: 1fr;
        grid-template-rows: 50vh auto;
        height: auto;
      }
      aside {
        border-left: none;
      }
    }
  `;

  @property({ attribute: false }) accessor web: WebRuleset | null = null;
  @property({ attribute: false }) accessor channel: GameChannel | null = null;
  @property({ attribute: false }) accessor session: Session | null = null;
  /** `player`, `spectator` or `practice`: a player may concede before the battle. */
  @property() accessor mode: BattleMode = 'player';

  @state() private accessor draft: FleetPickDraft | null = null;
  @state() private accessor note = '';
  @state() private accessor addDesign = '';
  /** The player's own saved designs the ruleset fields (loaded once), or `[]`. */
  @state() private accessor own: readonly EditorOwnDesign[] = [];
  private ownLoading = false;
  private terrain: { input: unknown; terrain: MapTerrain } | null = null;
  private readonly sender = new OrderSender<unknown>(this, () => this.channel);

  private phase(): Phase | null {
    const view = this.session?.view;
    return isFleetPickView(view) ? view.fleetPick : null;
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const phase = this.phase();
    if (phase && this.draft === null) this.draft = draftFrom(phase);
    const load = this.web?.scenarioEditor?.ownDesigns;
    if (phase && load && !this.ownLoading) {
      this.ownLoading = true;
      load().then(
        (own) => (this.own = own),
        () => (this.own = []),
      );
    }
  }

  private terrainOf(phase: Phase): MapTerrain {
    if (!this.web) return [];
    if (this.terrain?.input !== phase.input)
      this.terrain = { input: phase.input, terrain: pickTerrain(this.web.rules, phase) };
    return this.terrain.terrain;
  }

  private setDraft(draft: FleetPickDraft, note = ''): void {
    this.draft = draft;
    this.note = note;
    // A refusal spoke of the pick as sent; a changed pick is judged again when sent.
    this.sender.fail('');
  }

  private clickHex(phase: Phase, seat: string, e: CustomEvent<HexEventDetail>): void {
    if (!this.draft) return;
    const placed = placeSelected(this.draft, e.detail.label, zoneOf(phase, seat));
    this.setDraft(placed.draft, placed.note);
  }

  override render() {
    const phase = this.phase();
    const web = this.web;
    const s = this.session;
    if (!phase || !web || !s) return nothing;
    const seat = mySeat(s);
    const part = web.scenarioEditor;
    const picking = seat !== null && phase.own === undefined && part !== undefined;
    const rows = picking ? (this.draft?.rows ?? []) : (phase.own?.forces ?? []);
    const zone = seat === null ? [] : (phase.zones[seat] ?? []);
    const bounds = { columns: phase.columns, rows: phase.rows };
    const marks: HexMark[] = zone.flatMap((label) => {
      const h = parseLabel(label, bounds);
      return h.ok ? [{ hex: h.value, kind: 'legal' as const }] : [];
    });
    const units = part && seat !== null ? pickUnits(part, phase, seat, rows, this.own) : [];
    return html`<div class="map">
        <hex-map
          data-testid="fleet-pick-map"
          .bounds=${bounds}
          .terrain=${this.terrainOf(phase)}
          .units=${units}
          .marks=${marks}
          .selectedUnit=${
            picking && this.draft?.selected != null ? `pick-${this.draft.selected}` : null
          }
          @hex-click=${(e: CustomEvent<HexEventDetail>) =>
            picking && seat !== null ? this.clickHex(phase, seat, e) : undefined}
        ></hex-map>
      </div>
      <aside data-testid="fleet-pick">
        <h2>Each side picks its fleet</h2>
        <p class="muted">${phase.label}</p>
        ${this.renderBody(phase, seat, picking)} ${this.renderConcede(phase, seat)}
      </aside>`;
  }

  private renderBody(phase: Phase, seat: string | null, picking: boolean) {
    const part = this.web?.scenarioEditor;
    const result = (this.session?.view as FleetPickView | null)?.result ?? null;
    if (result)
      return html`<p data-testid="fleet-pick-over" role="status">
        <strong>The game is over before the battle.</strong> ${result.summary}
      </p>`;
    return picking && seat !== null && part
      ? this.renderPick(phase, seat, part)
      : this.renderWaiting(phase, seat);
  }

  /**
   * The shell's Concede button (a side may concede in the fleet phase). Draw offers belong to
   * the battle (the rules refuse them now), so none is offered.
   */
  private renderConcede(phase: Phase, seat: string | null) {
    const s = this.session;
    if (!s || !this.web || seat === null || !phase.seats.some((x) => x.seat === seat))
      return nothing;
    return concedeControls({
      session: s,
      mode: this.mode,
      order: this.web.concedeOrder,
      busy: this.sender.busy,
      onSend: (order) => void this.sender.send(order),
      draws: false,
    });
  }

  private renderWaiting(phase: Phase, seat: string | null) {
    const heading =
      seat === null ? 'Both sides are picking their fleets' : 'Waiting for the other side to pick';
    return html`<p data-testid="fleet-pick-waiting" role="status"><strong>${heading}</strong></p>
      ${seat !== null ? html`<p>${waitingText(phase, seat)}</p>` : nothing}
      <ul data-testid="fleet-pick-seats">
        ${phase.seats.map(
          (s) =>
            html`<li data-testid="fleet-pick-seat-${s.seat}">
              ${s.name}: ${s.status === 'picked' ? 'has picked' : 'is picking'}
            </li>`,
        )}
      </ul>`;
  }

  private renderPick(phase: Phase, seat: string, part: NonNullable<WebRuleset['scenarioEditor']>) {
    const draft = this.draft ?? draftFrom(phase);
    const fields = pickFields(part, phase, seat, this.own);
    const designs = [...part.designs, ...this.own];
    const points = pointsOf(draft, phase, seat, fields);
    const setup = pickSetup(part, phase, seat, draft.rows);
    const ships = part.ships(setup, seat);
    const refusal = this.sender.refusal;
    const badRow = refusedRow(refusal);
    const setRows = (next: unknown) => this.setDraft({ ...draft, rows: rowsIn(part, next, seat) });
    const design = this.addDesign || part.designs[0]?.id || '';
    const zone = zoneOf(phase, seat);
    return html`<p>
        Pick your ships and place each on a marked hex of your deployment zone: select a row, then
        click a hex.
      </p>
      <p data-testid="fleet-pick-points" class=${points.over ? 'over' : ''}>
        <strong>${points.used}</strong> ${
          points.budget === null ? 'points' : html`of <strong>${points.budget}</strong> points`
        }${points.over ? ' — over budget' : ''}
      </p>
      <ol data-testid="fleet-pick-rows">
        ${ships.map(
          (ship, i) =>
            html`<li data-testid="fleet-pick-row-${i}" aria-current=${draft.selected === i}>
              <button
                type="button"
                data-testid="fleet-pick-select-${i}"
                aria-pressed=${draft.selected === i}
                @click=${() => this.setDraft({ ...draft, selected: i })}
              >
                ${designs.find((d) => d.id === ship.design)?.name ?? ship.design} at
                ${ship.hex ?? '—'}
              </button>
              <button
                type="button"
                data-testid="fleet-pick-turn-${i}"
                aria-label="Turn ship ${i + 1}"
                @click=${() => setRows(part.turnShip(setup, seat, i))}
              >
                ↻ ${ship.heading ?? 0}
              </button>
              ${part.renderShipFields?.(setup, seat, i, setRows) ?? nothing}
              <button
                type="button"
                data-testid="fleet-pick-remove-${i}"
                aria-label="Remove ship ${i + 1}"
                @click=${() => this.setDraft(removeShip(draft, i))}
              >
                Remove
              </button>
              ${
                badRow === i && refusal
                  ? html`<p class="refusal" role="alert" data-testid="fleet-pick-refusal-${i}">
                      ${refusal.message}
                    </p>`
                  : nothing
              }
            </li>`,
        )}
      </ol>
      <p>
        <select
          aria-label="Design to add"
          data-testid="fleet-pick-design"
          @change=${(e: Event) => (this.addDesign = (e.target as HTMLSelectElement).value)}
        >
          ${designs.map(
            (d) =>
              html`<option value=${d.id} ?selected=${d.id === design}>
                ${d.name}${
                  d.points === null
                    ? ''
                    : ` (${d.points}${this.own.includes(d as EditorOwnDesign) ? ', own' : ''})`
                }
              </option>`,
          )}
        </select>
        <button
          type="button"
          data-testid="fleet-pick-add"
          @click=${() => this.setDraft(addShip(draft, design, zone, fields))}
        >
          Add ship
        </button>
      </p>
      ${this.note ? html`<p class="refusal" data-testid="fleet-pick-note">${this.note}</p>` : nothing}
      ${
        refusal && badRow === null
          ? html`<p
              class="refusal"
              role="alert"
              data-testid="fleet-pick-refusal"
              data-path=${JSON.stringify(refusal.path ?? [])}
            >
              ${refusal.message}
            </p>`
          : nothing
      }
      <button
        type="button"
        data-testid="fleet-pick-submit"
        data-code=${this.sender.code}
        ?disabled=${this.sender.busy || draft.rows.length === 0}
        @click=${() => void this.sender.send(pickOrder(part, this.own, seat, draft.rows))}
      >
        Submit fleet
      </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fleet-pick-panel': FleetPickPanel;
  }
}
