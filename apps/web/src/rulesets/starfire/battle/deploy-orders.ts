import { html } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { listKey } from '../../../game/action-keys.js';
import {
  FACINGS,
  formatLabel,
  hexEquals,
  parseLabel,
  type Facing,
  type Hex,
} from '@broadside/rules';

const ARROWS: Readonly<Record<Facing, string>> = {
  A: '↑',
  B: '↗',
  C: '↘',
  D: '↓',
  E: '↙',
  F: '↖',
};

/** What the deployment part of the orders panel shows and reports. */
export interface DeployOrders {
  readonly unitName: string;
  /** How many hexes the ship may be placed in (they are highlighted on the map). */
  readonly hexCount: number;
  /** The hex picked on the map, if any. */
  readonly hex: Hex | null;
  /** The facings allowed in that hex. */
  readonly facings: readonly Facing[];
  readonly busy: boolean;
  /** A facing was chosen for the picked hex. */
  readonly onFacing: (hex: Hex, facing: Facing) => void;
  /** A hex was typed by its CCRR label, to be picked as if clicked. */
  readonly onTypedHex: (label: string) => void;
  /** Why the last typed label was refused, or `''`. */
  readonly hexError: string;
}

/** What the warp point placement shows and reports. */
export interface WarpPointOrders {
  readonly hexCount: number;
  /** The hex picked on the map, if any. */
  readonly hex: Hex | null;
  readonly busy: boolean;
  readonly onPlace: (hex: Hex) => void;
  readonly onTypedHex: (label: string) => void;
  readonly hexError: string;
}

/**
 * Warp point assault: side A places the warp point in one of the highlighted hexes near the map
 * centre (clicked or typed), then confirms.
 */
export function renderWarpPointOrders(w: WarpPointOrders) {
  const hex = w.hex;
  return html`<h3>Place the warp point</h3>
    <p class="muted" data-testid="warp-point-hint">
      The attack comes through it, and the defenders deploy around it. Click one of the
      ${w.hexCount} highlighted hexes near the centre of the map, or type its label:
    </p>
    ${renderHexInput(w.onTypedHex, w.hexError)}
    ${
      hex
        ? html`<button
            class="primary"
            data-testid="warp-point-confirm"
            ${actionKey('Enter')}
            ?disabled=${w.busy}
            @click=${() => w.onPlace(hex)}
          >
            Place the warp point at ${formatLabel(hex)}
          </button>`
        : ''
    }`;
}

/** The "type a hex label" form, with the reason the last label was refused under it. */
function renderHexInput(onLabel: (label: string) => void, error: string) {
  return html`<form class="row" @submit=${(e: Event) => typedHex(e, onLabel)}>
      <input
        name="hex"
        data-testid="hex-input"
        ${actionKey('l')}
        aria-label="Hex label (CCRR)"
        aria-invalid=${error ? 'true' : 'false'}
        placeholder="CCRR"
        size="6"
        maxlength="4"
        inputmode="numeric"
      />
      <button>Pick</button>
    </form>
    ${error ? html`<p class="error" role="alert" data-testid="hex-input-error">${error}</p>` : ''}`;
}

/**
 * Deployment: first a hex (clicked on the map, or typed as its label), then one of the facings
 * allowed there (keys 1 … 6).
 */
export function renderDeployOrders(d: DeployOrders) {
  const hex = d.hex;
  return html`<h3>Deploy ${d.unitName}</h3>
    ${
      hex === null || d.facings.length === 0
        ? html`<p class="muted" data-testid="deploy-hint">
              Click one of the ${d.hexCount} highlighted hexes on the map, or type its label:
            </p>
            ${renderHexInput(d.onTypedHex, d.hexError)}`
        : html`<p>At <b data-testid="deploy-hex">${formatLabel(hex)}</b>, facing:</p>
            <div class="facings" data-testid="deploy-facings">
              ${FACINGS.map(
                (f, i) =>
                  html`<button
                    data-testid="deploy-facing-${f}"
                    ${actionKey(listKey(i))}
                    ?disabled=${!d.facings.includes(f) || d.busy}
                    @click=${() => d.onFacing(hex, f)}
                  >
                    ${ARROWS[f]} ${f}
                  </button>`,
              )}
            </div>`
    }`;
}

/** Hands the typed label on (the panel checks it and says why it is refused). */
function typedHex(e: Event, onLabel: (label: string) => void): void {
  e.preventDefault();
  const input = (e.target as HTMLFormElement).elements.namedItem('hex') as HTMLInputElement | null;
  onLabel(input?.value.trim() ?? '');
}

/**
 * The hex a typed label names when it is one of `legal`, or why not, e.g. "0505 is not one of
 * the 19 highlighted hexes: the warp point goes within 3 hexes of the centre."
 */
export function checkTypedHex(label: string, legal: readonly Hex[], where: string): Hex | string {
  const parsed = parseLabel(label);
  if (!parsed.ok)
    return `“${label}” is not a hex label: type four digits, column then row (e.g. 1010).`;
  const hex = parsed.value;
  if (legal.some((h) => hexEquals(h, hex))) return hex;
  return `${formatLabel(hex)} is not one of the ${legal.length} highlighted hexes: ${where}.`;
}
