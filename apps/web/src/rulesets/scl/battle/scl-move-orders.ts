import { LitElement, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { listKey } from '../../../game/action-keys.js';
import { customElement, property } from 'lit/decorators.js';
import type { SclOrder, SclView, Step } from '@broadside/rules/scl';
import { draftMove, withMove, EMPTY_DRAFT, type DraftMove, type SclDraft } from './draft.js';
import { moveChoices, previewMove } from './legal.js';
import { moveText } from './log-text.js';
import { className, label } from './map-model.js';
import { orderPanelStyles } from './panel-styles.js';
import { requestDraft, requestSelect, requestSend } from './panel-parts.js';
import { orderError } from '../../../game/order-parts.js';
import { keepFacingLegal, vectorControls } from './vector-controls.js';

const STEP_WORDS: Readonly<Record<Step, string>> = {
  F: 'Forward one hex',
  L: 'Turn left 60°',
  R: 'Turn right 60°',
  SL: 'Slip left',
  SR: 'Slip right',
};

/** The keys of the steps of the selected unit (as Starfire's w, q/e, a/d). */
const STEP_KEYS: Readonly<Record<Step, string>> = { F: 'w', L: 'a', R: 'd', SL: 'q', SR: 'e' };

/**
 * The movement panel: per unit due, a step list (F/L/R; SL/SR in vector movement) previewed on
 * the map, the rules' candidate moves as quick picks, and in vector movement thrust and free
 * facing within the limits the rules give.
 *
 * @fires draft-change - detail `{ draft }`
 * @fires select-unit - detail `{ unit }`
 * @fires send-draft - the drafted order is to be sent
 */
@customElement('scl-move-orders')
export class SclMoveOrders extends LitElement {
  static override styles = orderPanelStyles;

  @property({ attribute: false }) accessor view: SclView | null = null;
  @property({ attribute: false }) accessor units: readonly string[] = [];
  @property({ attribute: false }) accessor legal: readonly SclOrder[] = [];
  @property({ attribute: false }) accessor draft: SclDraft = EMPTY_DRAFT;
  @property({ attribute: false }) accessor selected: string | null = null;
  @property() accessor error = '';
  @property({ type: Boolean }) accessor busy = false;

  private set(unit: string, move: DraftMove): void {
    requestDraft(this, withMove(this.draft, unit, keepFacingLegal(move)));
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const quick = moveChoices(this.legal);
    const vector = view.setup.movement === 'vector';
    const stepKeys: Step[] = vector ? ['F', 'L', 'R', 'SL', 'SR'] : ['F', 'L', 'R'];
    const blocked = this.units.some((id) => !previewMove(view, draftMove(this.draft, id)).ok);
    return html`<section class="panel" data-testid="orders" data-kind="move">
      <h2>Movement</h2>
      <p class="muted intro">
        ${view.setup.movement} movement: build each unit's steps; the map previews the path. A unit
        left alone holds course.
      </p>
      ${this.units.map((id) => this.renderUnit(view, id, stepKeys, quick[id] ?? []))}
      ${orderError(this.error)}
      <div class="actions">
        <button
          class="primary"
          data-testid="move-submit"
          ${actionKey('Enter')}
          ?disabled=${this.busy || blocked}
          @click=${() => requestSend(this)}
        >
          Move
        </button>
      </div>
    </section>`;
  }

  private renderUnit(
    view: SclView,
    id: string,
    stepKeys: readonly Step[],
    quick: ReturnType<typeof moveChoices>[string],
  ) {
    const u = view.units.find((x) => x.id === id);
    if (!u) return nothing;
    const vector = view.setup.movement === 'vector';
    const d = this.draft.moves[id];
    const steps = d?.steps ?? [];
    const preview = previewMove(view, draftMove(this.draft, id));
    const on = id === this.selected;
    return html`<div
      class="unit"
      data-unit=${id}
      aria-current=${id === this.selected ? 'true' : 'false'}
    >
      <button
        class="link"
        ${actionKey(listKey(this.units.indexOf(id)))}
        @click=${() => requestSelect(this, id)}
      >
        ${className(u, this.view)} ${id}
      </button>
      <span class="muted"
        >facing
        ${60 * u.facing}°${vector ? `, course ${60 * u.course}°, speed ${u.speed}` : ''}</span
      >
      ${vector ? vectorControls(u, d, (m) => this.set(id, m), on) : nothing}
      <div class="steps" role="group" aria-label="Steps of ${id}">
        ${stepKeys.map(
          (k) =>
            html`<button
              data-testid="step-${id}-${k}"
              ${actionKey(on ? STEP_KEYS[k] : '')}
              title=${STEP_WORDS[k]}
              @click=${() => {
                requestSelect(this, id);
                this.set(id, { ...d, steps: [...steps, k] });
              }}
            >
              ${k}
            </button>`,
        )}
        <button
          data-testid="step-${id}-undo"
          ${actionKey(on ? 'u' : '')}
          ?disabled=${steps.length === 0}
          @click=${() => this.set(id, { ...d, steps: steps.slice(0, -1) })}
        >
          Undo
        </button>
      </div>
      <div>
        Steps:
        <span class="path" data-testid="steps-${id}"
          >${steps.length > 0 ? steps.join(' ') : '(hold course)'}</span
        >
        ${preview.ok ? html`<span class="muted">→ ${preview.path.length - 1} hex(es), facing ${60 * preview.facing}°</span>` : html`<span class="error" data-testid="step-error-${id}">${preview.reason}</span>`}
      </div>
      ${
        quick.length > 0
          ? html`<label
              >Quick pick:
              <select
                data-testid="quick-${id}"
                ${actionKey(on ? 'p' : '')}
                @change=${(e: Event) => {
                  const m = quick[Number((e.target as HTMLSelectElement).value)];
                  if (m) this.set(id, { steps: m.steps, thrust: m.thrust, facing: m.facing });
                }}
              >
                <option value="-1">—</option>
                ${quick.map((m, i) => {
                  const p = previewMove(view, m);
                  const end = p.ok ? p.path.at(-1) : undefined;
                  return html`<option value=${i} data-end=${end ? label(end) : ''}>
                    ${moveText(m)}${end ? ` → ${label(end)}` : ''}
                  </option>`;
                })}
              </select></label
            >`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scl-move-orders': SclMoveOrders;
  }
}
