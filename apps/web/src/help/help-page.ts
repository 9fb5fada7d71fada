import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { SHELL_SHORTCUTS, type Shortcut } from '../app/shortcuts.js';

/**
 * A help page: a ruleset's rules (how to play, rulings) when given, and the keyboard shortcuts
 * (the shell's, or a ruleset's and the shell's).
 */
@customElement('help-page')
export class HelpPage extends LitElement {
  static override styles = css`
    :host {
      display: block;
      padding: 1.25rem;
      max-width: 50rem;
    }
    @media (max-width: 600px) {
      :host {
        padding: 0.75rem;
      }
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

  /** The shortcuts to list. */
  @property({ attribute: false }) accessor shortcuts: readonly Shortcut[] = SHELL_SHORTCUTS;
  /** A ruleset's rules, shown above the shortcuts. */
  @property({ attribute: false }) accessor rules: TemplateResult | null = null;

  override render() {
    return html`${this.rules ?? nothing}
      <h2>Keyboard shortcuts</h2>
      <table data-testid="shortcut-table">
        <thead>
          <tr>
            <th>Key</th>
            <th>Where</th>
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          ${this.shortcuts.map(
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
