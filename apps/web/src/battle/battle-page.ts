import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { offsetToHex, type Hex } from '@broadside/rules';
import '../map/hex-map.js';
import type { MapUnit } from '../map/map-data.js';

/** Placeholder battle page showing a sample map. */
@customElement('battle-page')
export class BattlePage extends LitElement {
  static override styles = css`
    :host {
      display: block;
      height: 100%;
    }
    hex-map {
      height: 100%;
    }
  `;
  /** The game. */
  @property() accessor gameId = '';
  /** Seat named by an invite link. */
  @property({ attribute: false }) accessor inviteSeat: string | null = null;
  /** Token of an invite link. */
  @property({ attribute: false }) accessor inviteToken: string | null = null;
  /** `player` or `spectator`. */
  @property() accessor mode: 'player' | 'spectator' = 'player';
  @state() private accessor selected: string | null = null;
  @state() private accessor path: Hex[] = [];

  override render() {
    const units: MapUnit[] = [
      {
        id: 'A1',
        name: 'Lancer',
        hull: 'CT',
        side: 'A',
        hex: offsetToHex(10, 10),
        facing: 'B',
        state: 'active',
      },
      {
        id: 'B1',
        name: 'Anvil',
        hull: 'DD',
        side: 'B',
        hex: offsetToHex(14, 8),
        facing: 'E',
        state: 'active',
      },
      {
        id: 'B2',
        name: 'Wreck',
        hull: 'ES',
        side: 'B',
        hex: offsetToHex(14, 8),
        facing: 'D',
        state: 'destroyed',
      },
    ];
    return html`<hex-map
      .units=${units}
      .selectedUnit=${this.selected}
      .terrain=${{ planets: [offsetToHex(20, 17)], moons: [offsetToHex(21, 17)], warpPoints: [offsetToHex(5, 30)] }}
      .marks=${[
        { hex: offsetToHex(11, 10), kind: 'legal' as const },
        { hex: offsetToHex(9, 11), kind: 'blind' as const },
      ]}
      .badges=${[{ hex: offsetToHex(14, 8), text: 'R 6' }]}
      .lines=${[{ from: offsetToHex(10, 10), to: offsetToHex(14, 8), kind: 'fire' as const }]}
      .path=${this.path}
      @unit-click=${(e: CustomEvent<{ unitId: string }>) => (this.selected = e.detail.unitId)}
      @hex-click=${(e: CustomEvent<{ hex: Hex }>) => (this.path = [...this.path, e.detail.hex])}
    ></hex-map>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'battle-page': BattlePage;
  }
}
