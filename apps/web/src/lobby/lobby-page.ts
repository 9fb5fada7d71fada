import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { pageColumnsStyles, panelStyles } from '../ui/panel-styles.js';
import './create-game-form.js';
import './solo-game-form.js';
import './game-lists.js';

/** Home: play the computer or create a game on the left, the public games on the right. */
@customElement('lobby-page')
export class LobbyPage extends LitElement {
  static override styles = [
    panelStyles,
    pageColumnsStyles,
    css`
      :host {
        --page-columns: minmax(0, 1.2fr) minmax(0, 1fr);
      }
      .column {
        display: grid;
        gap: 1rem;
        min-width: 0;
      }
    `,
  ];

  override render() {
    return html`<div class="column">
        <section class="panel"><solo-game-form></solo-game-form></section>
        <section class="panel"><create-game-form></create-game-form></section>
      </div>
      <section class="panel"><game-lists></game-lists></section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lobby-page': LobbyPage;
  }
}
