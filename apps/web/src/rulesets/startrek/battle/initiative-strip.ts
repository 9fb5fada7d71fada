import { html, nothing } from 'lit';
import { SEATS, type StartrekView } from '@broadside/rules/startrek';
import { sideStyle } from '../../../ui/sides.js';
import { sideName } from './map-model.js';

/** Who acts next, from the stage: one seat, both (a tie), or nobody (`[]`). */
export function nextToAct(view: StartrekView): readonly string[] {
  return view.stage.phase === 'action' ? view.stage.seats : [];
}

/**
 * Each side's initiative dice still held, their total (the count its next action comes at) and
 * which side acts next; on equal totals both, at once and in secret.
 */
export function initiativeStrip(view: StartrekView | null) {
  if (!view) return nothing;
  const next = nextToAct(view);
  return html`<div class="initiative" data-testid="initiative">
    ${SEATS.map((seat) => {
      const dice = view.initiative[seat];
      const total = dice.reduce((a, b) => a + b, 0);
      const acting = next.includes(seat);
      return html`<div
        class="init-side ${acting ? 'acting' : ''}"
        data-testid="initiative-${seat}"
        data-total=${total}
        style="border-color:${acting ? sideStyle(seat).colour : 'transparent'}"
      >
        <span class="swatch" style="background:${sideStyle(seat).colour}"></span>
        <span class="init-name">${sideName(view, seat)}</span>
        <span class="dice"
          >${
            dice.length === 0
              ? html`<span class="muted">no dice</span>`
              : dice.map((d) => html`<span class="die" title="initiative die">${d}</span>`)
          }</span
        >
        <b class="total" title="initiative total: the count of its next action">${total}</b>
        ${acting ? html`<span class="next">${next.length > 1 ? 'acts (tie)' : 'acts next'}</span>` : nothing}
      </div>`;
    })}
    ${
      next.length > 1
        ? html`<p class="tie" data-testid="tie-note">
            Equal totals: both sides act at once. Each action stays secret until both are in.
          </p>`
        : nothing
    }
  </div>`;
}
