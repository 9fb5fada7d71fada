import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { fieldStyles } from '../ui/panel-styles.js';
import { copyText } from './report-preview.js';

/**
 * The bracket as a picture for forums: a link to the PNG the server draws
 * (`/api/tournaments/{id}/bracket.png`, always the bracket as it stands) and its address to copy
 * into a post (`[img]…[/img]`). The forum exports already embed it.
 */
@customElement('bracket-picture-link')
export class BracketPictureLink extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      :host {
        display: block;
        margin-top: 0.75rem;
        font-size: 0.9rem;
        color: var(--muted);
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem;
      }
      input {
        flex: 1;
        min-width: 10rem;
        padding: 0.2rem 0.4rem;
      }
    `,
  ];

  @property() accessor tournamentId = '';
  @state() private accessor copied = false;

  /** The picture's absolute address, on the server that serves this page. */
  get url(): string {
    return new URL(`/api/tournaments/${this.tournamentId}/bracket.png`, location.href).href;
  }

  private async copy(): Promise<void> {
    await copyText(this.url, this.renderRoot.querySelector('input'));
    this.copied = true;
  }

  override render() {
    return html`<div class="row" data-testid="bracket-picture">
      <span>Picture for forums:</span>
      <a href=${this.url} target="_blank" rel="noopener">bracket.png</a>
      <input
        readonly
        .value=${this.url}
        aria-label="Address of the bracket picture"
        @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
      />
      <button @click=${() => void this.copy()}>${this.copied ? 'Copied' : 'Copy address'}</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'bracket-picture-link': BracketPictureLink;
  }
}
