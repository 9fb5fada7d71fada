import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/** Placeholder while the page is being built. */
@customElement('lobby-page')
export class LobbyPage extends LitElement {
  /** The game, where the page shows one. */
  @property() accessor gameId = '';
  override render() {
    return html`<p>lobby: coming soon</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lobby-page': LobbyPage;
  }
}
