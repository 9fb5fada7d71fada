import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { editorHref, playHref } from './setup-link.js';

/**
 * One scenario on the library page: its picture, name, ruleset and author, and what to do with
 * it: copy its share code, play it (the lobby's create form) or open it in the editor.
 */
@customElement('scenario-card')
export class ScenarioCard extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      gap: 0.4rem;
      border: 1px solid var(--line, #445);
      border-radius: 6px;
      padding: 0.6rem;
      min-width: 0;
      background: var(--panel, transparent);
    }
    img {
      width: 100%;
      aspect-ratio: 4 / 3;
      object-fit: contain;
      background: #0b1020;
      border-radius: 4px;
    }
    h3 {
      margin: 0;
      font-size: 1rem;
    }
    .meta {
      margin: 0;
      font-size: 0.85rem;
      color: var(--muted, #9aa);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
    }
    .actions a,
    .actions button {
      font: inherit;
      font-size: 0.9rem;
      min-height: 2.2rem;
      padding: 0.25rem 0.6rem;
      display: inline-flex;
      align-items: center;
    }
    output {
      font-size: 0.8rem;
      overflow-wrap: anywhere;
    }
  `;

  /** The scenario's name. */
  @property() accessor name = '';
  /** The ruleset's name, as shown. */
  @property() accessor rulesetName = '';
  /** The ruleset's id. */
  @property() accessor ruleset = '';
  /** Who made it: "Broadside" for the rulesets' own scenarios, else the author's username. */
  @property() accessor author = '';
  /** The picture's URL. */
  @property() accessor picture = '';
  /** The scenario's share code. */
  @property() accessor code = '';
  @state() private accessor copied = '';

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.code);
      this.copied = 'Share code copied.';
    } catch {
      this.copied = 'Copy this share code:';
    }
  }

  override render() {
    return html`<img src=${this.picture} alt="Set-up of ${this.name}" loading="lazy" />
      <h3>${this.name}</h3>
      <p class="meta">${this.rulesetName} · by ${this.author}</p>
      <div class="actions">
        <button type="button" data-testid="copy-code" @click=${() => void this.copy()}>
          Copy code
        </button>
        <a href=${playHref(this.code)} data-testid="play">Play</a>
        <a href=${editorHref(this.ruleset, this.code)} data-testid="open-editor">Open in editor</a>
      </div>
      ${
        this.copied
          ? html`<output data-testid="copied"
              >${this.copied}
              ${this.copied.endsWith(':') ? html`<code>${this.code}</code>` : ''}</output
            >`
          : ''
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scenario-card': ScenarioCard;
  }
}
