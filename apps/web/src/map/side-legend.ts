import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { shapePath, sideStyle } from '../ui/sides.js';
import { knownPlayerName } from '../game/player-names.js';

/**
 * A small key to the counters: each side's colour and shape with its name, so neither colour
 * nor shape alone has to carry the meaning. Its slot takes a control for the whole map key.
 */
@customElement('side-legend')
export class SideLegend extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      gap: 0.7rem;
      padding: 0.2rem 0.5rem;
      background: rgba(11, 16, 32, 0.85);
      border: 1px solid #263056;
      border-radius: 4px;
      font-size: 0.78rem;
      color: var(--text);
      pointer-events: none;
    }
    ::slotted(*) {
      pointer-events: auto;
    }
    span {
      display: inline-flex;
      align-items: center;
      gap: 0.3rem;
    }
  `;

  /** Side letters with their names, e.g. `[['A', 'Scout A'], ['B', 'Scout B']]`. */
  @property({ attribute: false }) accessor sides: readonly (readonly [string, string])[] = [];

  override render() {
    return html`${this.sides.map(([side, name]) => {
        const style = sideStyle(side);
        return html`<span data-side=${side}
          ><svg width="14" height="14" viewBox="-7 -7 14 14" aria-hidden="true">
            ${svg`<path d=${shapePath(style.shape, 6)} fill=${style.colour} stroke="#0b1020"></path>`}</svg
          >${side}: ${knownPlayerName(side) ?? name}</span
        >`;
      })}<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'side-legend': SideLegend;
  }
}
