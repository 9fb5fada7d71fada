import { html, nothing, type TemplateResult } from 'lit';

/**
 * Fires an event that leaves the shadow roots it starts in, as the battle frame and the
 * rulesets' models listen for them (`send-order` with `{ order }` is sent by the frame itself).
 */
export function emit(from: EventTarget, type: string, detail: unknown = null): void {
  from.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/**
 * A refused order under an orders panel: the sentence that says what to do, and the refusal's
 * stable code in `data-code` for bots and tests; nothing without an error.
 */
export function orderError(error: string, code = ''): TemplateResult | typeof nothing {
  return error
    ? html`<p class="error" role="alert" data-testid="order-error" data-code=${code}>${error}</p>`
    : nothing;
}
