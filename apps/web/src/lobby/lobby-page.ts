import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { pageColumnsStyles, panelStyles } from '../ui/panel-styles.js';
import './create-game-form.js';
import './game-lists.js';

/** Home: create a game on the left, the public games on the right. */
@customElement('lobby-page')
export class LobbyPage extends LitElement {
  static override styles = [
    panelStyles,
    pageColumnsStyles,
    css`
      :host {
        --page-columns: minmax(0, 1.2fr) minmax(0, 1fr);
      }
    `,
  ];

  override render() {
    return html`<section class="panel"><create-game-form></create-game-form></section>
      <section class="panel"><game-lists></game-lists></section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lobby-page': LobbyPage;
  }
}
