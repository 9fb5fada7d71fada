import { css, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import type { StartrekOrder, StartrekView } from '@broadside/rules/startrek';
import { ownShips, shipName } from './map-model.js';

/** What the decloak bar needs from the battle screen. */
export interface DecloakInput {
  readonly view: StartrekView | null;
  /** The acting seat, or `null` (a spectator). */
  readonly seat: string | null;
  /** Whether the game is live (nothing to offer before or after). */
  readonly live: boolean;
  /** Whether an order is on its way (the buttons wait). */
  readonly busy: boolean;
  readonly send: (order: StartrekOrder) => void;
}

/** The keys of the Decloak buttons in order: `u` (uncloak), then Shift+u. */
const DECLOAK_KEYS: readonly string[] = ['u', 'U'];

/** Decloak ("Cloaking"): no action, offered at any time for each of the seat's cloaked ships. */
export function decloakBar({ view, seat, live, busy, send }: DecloakInput) {
  if (!view || !seat || !live) return nothing;
  const cloaked = ownShips(view, seat).filter((x) => x.cloak);
  if (cloaked.length === 0) return nothing;
  return html`<div class="decloak" data-testid="decloak-bar">
    <span class="muted">Any time, no action:</span>
    ${cloaked.map(
      (ship, i) =>
        html`<button
          data-testid="decloak-${ship.id}"
          ${actionKey(DECLOAK_KEYS[i] ?? '')}
          ?disabled=${busy}
          title="Drop the cloak: the ship appears on its real token; Cloak goes back into Phasers"
          @click=${() => send({ type: 'decloak', ship: ship.id })}
        >
          Decloak ${shipName(view, ship.id)}
        </button>`,
    )}
  </div>`;
}

/** The bar's looks, for the battle screen's styles. */
export const decloakStyles = css`
  .decloak {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    align-items: center;
    padding: 0.3rem 0.6rem;
    border-bottom: 1px solid #263056;
    font-size: 0.85rem;
  }
  .decloak button {
    font: inherit;
    color: var(--text);
    background: #1c2547;
    border: 1px solid #3a4570;
    border-radius: 5px;
    padding: 0.2rem 0.5rem;
    cursor: pointer;
  }
`;
