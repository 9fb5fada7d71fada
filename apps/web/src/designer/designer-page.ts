import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/** Placeholder while the page is being built. */
@customElement('designer-page')
export class DesignerPage extends LitElement {
  /** The game, where the page shows one. */
  @property() accessor gameId = '';
  override render() {
    return html`<p>designer: coming soon</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'designer-page': DesignerPage;
  }
}
