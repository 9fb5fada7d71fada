import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SclOrder, SclView, Step, UnitMove } from '@broadside/rules/scl';
import type { SclSession } from '../session.js';
import { fireChoices, moveChoices, prepareChoices, previewMove, type FireChoice } from './legal.js';
import { moveText } from './log-text.js';
import { className, label, sideName, unitName } from './map-model.js';
import { orderPanelStyles } from './panel-styles.js';

/** What the battle screen drafts for the decision owed. */
export interface SclDraft {
  /** Prepare choices ticked, by key. */
  readonly prepare: readonly string[];
  /** Steps drafted per unit of the move batch. */
  readonly moves: Readonly<Record<string, readonly Step[]>>;
  /** Fire: weapon → chosen choice key (`''` holds it). */
  readonly fire: Readonly<Record<string, string>>;
}

/** Nothing drafted. */
export const EMPTY_DRAFT: SclDraft = { prepare: [], moves: {}, fire: {} };

const STEP_WORDS: Readonly<Record<Step, string>> = {
  F: 'Forward one hex',
  L: 'Turn left 60°',
  R: 'Turn right 60°',
  SL: 'Slip left',
  SR: 'Slip right',
};

/**
 * The orders area: built from the legal orders of the decision owed. Prepare ticks Full Stops,
 * launches, recoveries and damage control; move is a step list (F/L/R, SL/SR in vector movement)
 * per unit due, previewed on the map, with the rules' candidate moves as quick picks; fire picks
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

  private change(draft: SclDraft): void {
    this.dispatchEvent(
      new CustomEvent('draft-change', { detail: { draft }, bubbles: true, composed: true }),
    );
  }

  private select(unit: string): void {
    this.dispatchEvent(
      new CustomEvent('select-unit', { detail: { unit }, bubbles: true, composed: true }),
    );
  }

  private errorLine() {
    return this.error
      ? html`<p class="error" role="alert" data-testid="order-error">${this.error}</p>`
      : nothing;
  }

  override render() {
    const view = this.view;
    if (view && this.kind === 'prepare') return this.renderPrepare(view);
    if (view && this.kind === 'move') return this.renderMove(view);
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
      this.change({ ...this.draft, prepare: [...next] });
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
        (id) =>
          html`<div
            class="unit"
            data-unit=${id}
            aria-current=${id === this.selected ? 'true' : 'false'}
          >
            <button class="link" @click=${() => this.select(id)}>${unitName(view, id)}</button>
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
      ${this.errorLine()}
      <div class="actions">
        <button
          class="primary"
          data-testid="prepare-submit"
          ?disabled=${this.busy}
          @click=${() => this.dispatchEvent(new CustomEvent('send-draft', { bubbles: true, composed: true }))}
        >
          Hand in
        </button>
      </div>
    </section>`;
  }

  private renderMove(view: SclView) {
    const mine = this.session?.pending.find((p) => p.seat === this.seat && p.kind === 'move');
    const detail = mine?.detail as { units?: string[] } | undefined;
    const units = detail?.units ?? [];
    const quick = moveChoices(this.legal);
    const vector = view.setup.movement === 'vector';
    const stepKeys: Step[] = vector ? ['F', 'L', 'R', 'SL', 'SR'] : ['F', 'L', 'R'];
    const setSteps = (unit: string, steps: readonly Step[]) =>
      this.change({ ...this.draft, moves: { ...this.draft.moves, [unit]: steps } });
    return html`<section class="panel" data-testid="orders" data-kind="move">
      <h2>Movement</h2>
      <p class="muted intro">
        ${view.setup.movement} movement: build each unit's steps; the map previews the path. A unit
        left alone holds course.
      </p>
      ${units.map((id) => {
        const u = view.units.find((x) => x.id === id);
        if (!u) return nothing;
        const steps = this.draft.moves[id] ?? [];
        const move: UnitMove = { unit: id, steps: [...steps] };
        const preview = previewMove(view, move);
        return html`<div
          class="unit"
          data-unit=${id}
          aria-current=${id === this.selected ? 'true' : 'false'}
        >
          <button class="link" @click=${() => this.select(id)}>${className(u)} ${id}</button>
          <span class="muted">facing ${60 * u.facing}°${vector ? `, speed ${u.speed}` : ''}</span>
          <div class="steps" role="group" aria-label="Steps of ${id}">
            ${stepKeys.map(
              (k) =>
                html`<button
                  data-testid="step-${id}-${k}"
                  title=${STEP_WORDS[k]}
                  @click=${() => {
                    this.select(id);
                    setSteps(id, [...steps, k]);
                  }}
                >
                  ${k}
                </button>`,
            )}
            <button
              data-testid="step-${id}-undo"
              ?disabled=${steps.length === 0}
              @click=${() => setSteps(id, steps.slice(0, -1))}
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
            (quick[id] ?? []).length > 0
              ? html`<label
                  >Quick pick:
                  <select
                    data-testid="quick-${id}"
                    @change=${(e: Event) => {
                      const i = Number((e.target as HTMLSelectElement).value);
                      const m = quick[id]?.[i];
                      if (m) setSteps(id, m.steps);
                    }}
                  >
                    <option value="-1">—</option>
                    ${(quick[id] ?? []).map((m, i) => {
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
      })}
      ${this.errorLine()}
      <div class="actions">
        <button
          class="primary"
          data-testid="move-submit"
          ?disabled=${this.busy || units.some((id) => !previewMove(view, { unit: id, steps: [...(this.draft.moves[id] ?? [])] }).ok)}
          @click=${() => this.dispatchEvent(new CustomEvent('send-draft', { bubbles: true, composed: true }))}
        >
          Move
        </button>
      </div>
    </section>`;
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
        (id) =>
          html`<div
            class="unit"
            data-unit=${id}
            aria-current=${id === this.selected ? 'true' : 'false'}
          >
            <button class="link" @click=${() => this.select(id)}>${unitName(view, id)}</button>
            ${weapons
              .filter((w) => w.split(':')[1] === id)
              .map(
                (w) =>
                  html`<label
                    >${weaponName(w)}
                    <select
                      data-testid="fire-${w.replaceAll(':', '-')}"
                      @change=${(e: Event) =>
                        this.change({
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
      ${this.errorLine()}
      <div class="actions">
        <button
          class="primary"
          data-testid="fire-submit"
          ?disabled=${this.busy}
          @click=${() => this.dispatchEvent(new CustomEvent('send-draft', { bubbles: true, composed: true }))}
        >
          Fire
        </button>
        <button
          data-testid="fire-hold"
          ?disabled=${this.busy}
          @click=${() => this.change({ ...this.draft, fire: {} })}
        >
          Hold all
        </button>
      </div>
    </section>`;
  }

  private renderWaiting(view: SclView | null) {
    const s = this.session;
    if (!s || !view)
      return html`<section class="panel" data-testid="orders" data-kind="">Connecting…</section>`;
    if (s.status === 'finished' || view.stage.phase === 'over')
      return html`<section class="panel" data-testid="orders" data-kind="over">
        <h2>The battle is over</h2>
        <p>${s.result?.summary ?? ''}</p>
        ${this.seat ? nothing : html`<p class="muted" data-testid="spectator-note">You are watching.</p>`}
      </section>`;
    const stage = view.stage;
    const sent =
      (stage.phase === 'prepare' || stage.phase === 'fire') &&
      stage.submitted.some((x) => x.seat === this.seat);
    const owing = s.pending.map((p) => sideName(view, p.seat));
    return html`<section
      class="panel"
      data-testid="orders"
      data-kind=${sent ? 'submitted' : 'waiting'}
    >
      ${
        sent
          ? html`<h2 data-testid="submitted">Submitted — waiting for the other side</h2>
              <p class="muted">
                Your
                ${stage.phase === 'fire' ? 'fire orders stay' : 'damage control and launches stay'}
                secret: the other side only sees what they cause.
              </p>`
          : html`<h2>${this.seat ? 'Waiting for the other side' : 'Watching'}</h2>`
      }
      ${owing.length > 0 ? html`<p class="muted" data-testid="still-owed">Still to come: ${owing.join(', ')}.</p>` : nothing}
      ${
        this.seat === null
          ? html`<p class="muted" data-testid="spectator-note">
              You are watching: you see each unit its enemy has detected.
            </p>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scl-orders': SclOrders;
  }
}
