import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { helpHref } from '../../../help/section-link.js';
import { slotStyles } from '../battle/slot-string.js';
import { rulesStyles } from './rules-styles.js';
import { ruleSection, sectionTitle } from './sections.js';

/**
 * A "?" that opens sections of the Starfire rules in a dialog over the battle screen, with a
 * link to the same place on the rules page. A native modal dialog: it takes the focus, Escape
 * or "Close" shuts it, and the focus returns to the "?". Keys pressed inside it stay inside, so
 * the battle's shortcuts do not fire behind it, and its links open in a new tab.
 */
@customElement('starfire-help-button')
export class StarfireHelpButton extends LitElement {
  static override styles = [
    rulesStyles,
    slotStyles,
    css`
      :host {
        display: inline-block;
        line-height: 1;
      }
      button.q {
        font:
          600 0.8rem system-ui,
          sans-serif;
        width: 1.45rem;
        height: 1.45rem;
        padding: 0;
        border-radius: 50%;
        border: 1px solid #3a4570;
        background: #1c2547;
        color: var(--accent, #f2b134);
        cursor: pointer;
      }
      button.q:focus-visible {
        outline: 2px solid var(--accent, #f2b134);
      }
      dialog {
        width: min(46rem, calc(100vw - 1rem));
        max-height: min(44rem, calc(100dvh - 2rem));
        box-sizing: border-box;
        padding: 0 1rem 1rem;
        background: #10162b;
        color: var(--text, #e6e9f2);
        border: 1px solid #3a4570;
        border-radius: 8px;
        font-size: 1rem;
        font-weight: 400;
        line-height: 1.45;
        cursor: auto;
        text-align: left;
        white-space: normal;
      }
      dialog::backdrop {
        background: rgba(5, 8, 18, 0.7);
      }
      .bar {
        position: sticky;
        top: 0;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem 0.8rem;
        padding: 0.6rem 0;
        background: #10162b;
        border-bottom: 1px solid #263056;
      }
      .bar strong {
        flex: 1 1 12rem;
      }
      .bar button {
        font: inherit;
        color: var(--text, #e6e9f2);
        background: #1c2547;
        border: 1px solid #3a4570;
        border-radius: 5px;
        padding: 0.2rem 0.7rem;
      }
    `,
  ];

  /** The section ids to show, separated by spaces; the first one is the rules-page link's. */
  @property() accessor sections = '';
  /** What the help is about, for the button's accessible name, e.g. `system codes`. */
  @property() accessor label = '';

  @state() private accessor open = false;
  @query('dialog') private accessor dialog: HTMLDialogElement | null = null;

  private ids(): readonly string[] {
    return this.sections.split(/\s+/).filter((id) => id.length > 0);
  }

  private async show(e: Event): Promise<void> {
    e.stopPropagation();
    this.open = true;
    await this.updateComplete;
    this.dialog?.showModal();
  }

  /**
   * Clicks stay in the dialog (a ship card behind it would take them as a selection), and a
   * link opens in a new tab, so following it never leaves the battle.
   */
  private onDialogClick(e: Event): void {
    e.stopPropagation();
    const link = e
      .composedPath()
      .find((el): el is HTMLAnchorElement => el instanceof HTMLAnchorElement);
    if (!link || link.target === '_blank') return;
    e.preventDefault();
    window.open(link.href, '_blank', 'noopener');
  }

  override render() {
    const ids = this.ids();
    const title = `Rules: ${this.label || sectionTitle(ids[0] ?? '')}`;
    return html`<button
        class="q"
        type="button"
        aria-haspopup="dialog"
        aria-label=${title}
        title=${title}
        data-testid="help-${ids[0] ?? ''}"
        @click=${(e: Event) => void this.show(e)}
      >
        ?
      </button>
      ${
        this.open
          ? html`<dialog
              aria-label=${title}
              data-testid="help-dialog"
              @close=${() => (this.open = false)}
              @click=${(e: Event) => this.onDialogClick(e)}
              @keydown=${(e: KeyboardEvent) => e.stopPropagation()}
            >
              <div class="bar">
                <strong>${title}</strong>
                <a href=${helpHref('starfire', ids[0] ?? '')} target="_blank" rel="noopener"
                  >Open in the rules page</a
                >
                <button type="button" autofocus @click=${() => this.dialog?.close()}>Close</button>
              </div>
              ${ids.map((id) => ruleSection(id) ?? nothing)}
            </dialog>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'starfire-help-button': StarfireHelpButton;
  }
}
