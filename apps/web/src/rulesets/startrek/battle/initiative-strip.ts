import { css, html, nothing } from 'lit';
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

/** The strip's looks, for the battle screen's styles. */
export const initiativeStyles = css`
  .initiative {
    padding: 0.35rem 0.6rem;
    border-bottom: 1px solid #263056;
    font-size: 0.85rem;
  }
  .init-side {
    display: flex;
    gap: 0.4rem;
    align-items: center;
    border-left: 3px solid transparent;
    padding-left: 0.3rem;
  }
  .init-side.acting {
    background: #16204080;
  }
  .init-name {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .die {
    display: inline-block;
    min-width: 1.1rem;
    text-align: center;
    border: 1px solid #3a4570;
    border-radius: 3px;
    margin-right: 2px;
    font-size: 0.8rem;
  }
  .total {
    min-width: 1.5rem;
    text-align: right;
  }
  .next {
    color: var(--accent);
    font-size: 0.75rem;
  }
  .tie {
    margin: 0.2rem 0 0;
    color: var(--accent);
    font-size: 0.78rem;
  }
  .swatch {
    display: inline-block;
    width: 0.7em;
    height: 0.7em;
    border-radius: 2px;
  }
`;
