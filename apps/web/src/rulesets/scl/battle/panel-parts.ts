import { html, nothing } from 'lit';

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
