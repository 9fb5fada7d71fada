import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/** Placeholder while the page is being built. */
@customElement('replay-page')
export class ReplayPage extends LitElement {
  /** The game, where the page shows one. */
  @property() accessor gameId = '';
  override render() {
    return html`<p>replay: coming soon</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'replay-page': ReplayPage;
  }
}
