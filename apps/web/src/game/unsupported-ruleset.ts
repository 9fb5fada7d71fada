import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/** The page shown for a game (or link) of a ruleset this client has no folder for. */
@customElement('unsupported-ruleset')
export class UnsupportedRuleset extends LitElement {
  static override styles = css`
    :host {
      display: block;
      padding: 2rem;
      max-width: 40rem;
    }
  `;

  /** The ruleset id the server named. */
  @property() accessor ruleset = '';

  override render() {
    return html`<div role="alert" data-testid="unsupported-ruleset">
      <h2>This client cannot show ruleset “${this.ruleset}”</h2>
      <p>
        The game is played under rules this web client has no screens for. It still runs on the
        server: its record can be downloaded and verified with the command-line tools.
      </p>
      <p><a href="#/">Back to the lobby</a></p>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'unsupported-ruleset': UnsupportedRuleset;
  }
}
