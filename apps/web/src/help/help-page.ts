import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { SHORTCUTS } from '../app/shortcuts.js';

/** How to play and the keyboard shortcuts. */
@customElement('help-page')
export class HelpPage extends LitElement {
  static override styles = css`
    :host {
      display: block;
      padding: 1.25rem;
      max-width: 50rem;
    }
    table {
      border-collapse: collapse;
    }
    td,
    th {
      padding: 0.3rem 0.8rem;
      border-bottom: 1px solid #263056;
      text-align: left;
    }
    kbd {
      font-family: monospace;
      background: #1c2547;
      border: 1px solid #3a4570;
      border-radius: 3px;
      padding: 0 0.35em;
    }
  `;

  override render() {
    return html`<h2>Keyboard shortcuts</h2>
      <table data-testid="shortcut-table">
        <thead>
          <tr>
            <th>Key</th>
            <th>Where</th>
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          ${SHORTCUTS.map(
            (s) =>
              html`<tr>
                <td><kbd>${s.key}</kbd></td>
                <td>${s.where}</td>
                <td>${s.action}</td>
              </tr>`,
          )}
        </tbody>
      </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'help-page': HelpPage;
  }
}
