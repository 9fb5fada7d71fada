import { html, nothing } from 'lit';
import type { SclDraft } from './draft.js';

/** The refused order's message under a panel, if any. */
export function errorLine(error: string) {
  return error
    ? html`<p class="error" role="alert" data-testid="order-error">${error}</p>`
    : nothing;
}

/** Asks the battle screen to send the drafted order. */
export function requestSend(from: HTMLElement): void {
  from.dispatchEvent(new CustomEvent('send-draft', { bubbles: true, composed: true }));
}

/** Asks the battle screen to send this order as it is. */
export function requestOrder(from: HTMLElement, order: unknown): void {
  from.dispatchEvent(
    new CustomEvent('send-order', { detail: { order }, bubbles: true, composed: true }),
  );
}

/** Hands the battle screen a changed draft. */
export function requestDraft(from: HTMLElement, draft: SclDraft): void {
  from.dispatchEvent(
    new CustomEvent('draft-change', { detail: { draft }, bubbles: true, composed: true }),
  );
}

/** Asks the battle screen to select a unit. */
export function requestSelect(from: HTMLElement, unit: string): void {
  from.dispatchEvent(
    new CustomEvent('select-unit', { detail: { unit }, bubbles: true, composed: true }),
  );
}
