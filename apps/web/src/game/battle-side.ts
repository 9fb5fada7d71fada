import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/** The width at and below which the side panel is a drawer over the map. */
export const DRAWER_MAX_WIDTH = 600;

/**
 * The side panel of a battle screen (orders, log, ships, chat, given as children). On a wide
 * screen it is the column right of the map; on a phone it is a drawer pulled up over the map by
 * its handle, opening by itself when the player owes input that is not on the map.
 */
@customElement('battle-side')
export class BattleSide extends LitElement {
  static override styles = css`
    .handle {
      display: none;
    }
    @media (max-width: ${DRAWER_MAX_WIDTH}px) {
      :host {
        position: absolute;
        left: 0;
        right: 0;
        bottom: 0;
        height: var(--drawer-open, min(60%, 30rem));
        z-index: 6;
        transform: translateY(calc(100% - 2.6rem));
        transition: transform 0.2s ease-out;
        box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.5);
      }
      :host([open]) {
        transform: none;
      }
      /* Low: only the top of the panel (e.g. Go and Undo), so the map shows above it. */
      :host([open][peek]) {
        transform: translateY(calc(100% - var(--drawer-peek, 12rem)));
      }
      .handle {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        height: 2.6rem;
        padding: 0 0.75rem;
        border: none;
        border-bottom: 1px solid #263056;
        background: #10162b;
        color: var(--text);
        font: inherit;
        font-size: 0.9rem;
        text-align: left;
        cursor: pointer;
      }
      .label {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
    }
  `;

  /** The handle's words (e.g. what is owed). */
  @property() accessor label = 'Orders and log';
  /**
   * What the player must answer in the panel, or `''`: each new non-empty value opens the
   * drawer, an empty one closes it (the map is what matters then).
   */
  @property() accessor attention = '';
  /** True while the drawer is pulled up (phones only). */
  @property({ type: Boolean, reflect: true }) accessor open = false;
  /** True to open the drawer low, showing only its top (`--drawer-peek`); the handle lifts it. */
  @property({ type: Boolean, reflect: true }) accessor peek = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('attention')) this.open = this.attention !== '';
  }

  override render() {
    return html`<button
        class="handle"
        data-testid="drawer-handle"
        aria-expanded=${this.open ? 'true' : 'false'}
        @click=${() => (this.open && this.peek ? (this.peek = false) : (this.open = !this.open))}
      >
        <span aria-hidden="true">${this.open ? '▾' : '▴'}</span>
        <span class="label">${this.label}</span>
      </button>
      <slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'battle-side': BattleSide;
  }
}
