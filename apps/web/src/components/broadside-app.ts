import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import './health-badge.js';

/**
 * The application shell: header with the product name and server health, and the page below.
 */
@customElement('broadside-app')
export class BroadsideApp extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    header {
      display: flex;
      justify-content: space-between;
      align-items: center;
      padding: 0.75rem 1.25rem;
      background: var(--panel);
      border-bottom: 1px solid #263056;
    }
    h1 {
      margin: 0;
      font-size: 1.4rem;
      letter-spacing: 0.08em;
      color: var(--accent);
    }
    main {
      padding: 1.25rem;
    }
  `;

  override render() {
    return html`<header>
        <h1>Broadside</h1>
        <health-badge></health-badge>
      </header>
      <main>
        <p>Hex-map tactical space combat, played remotely.</p>
      </main>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'broadside-app': BroadsideApp;
  }
}
