import { html } from 'lit';
import { FACINGS, formatLabel, parseLabel, type Facing, type Hex } from '@broadside/rules';

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
  /** A hex was typed by its CCRR label, to be picked as if clicked (the page checks it is legal). */
  readonly onTypedHex: (hex: Hex) => void;
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
            <form class="row" @submit=${(e: Event) => typedHex(e, d.onTypedHex)}>
              <input
                name="hex"
                data-testid="deploy-hex-input"
                aria-label="Hex label (CCRR)"
                placeholder="CCRR"
                size="6"
                maxlength="4"
                inputmode="numeric"
              />
              <button>Pick</button>
            </form>`
        : html`<p>At <b data-testid="deploy-hex">${formatLabel(hex)}</b>, facing:</p>
            <div class="facings" data-testid="deploy-facings">
              ${FACINGS.map(
                (f, i) =>
                  html`<button
                    data-testid="deploy-facing-${f}"
                    ?disabled=${!d.facings.includes(f) || d.busy}
                    @click=${() => d.onFacing(hex, f)}
                  >
                    ${ARROWS[f]} ${f} <kbd>${i + 1}</kbd>
                  </button>`,
              )}
            </div>`
    }`;
}

/** Reads the typed label; an unreadable one is reported on the input itself. */
function typedHex(e: Event, onHex: (hex: Hex) => void): void {
  e.preventDefault();
  const input = (e.target as HTMLFormElement).elements.namedItem('hex') as HTMLInputElement | null;
  const parsed = parseLabel(input?.value.trim() ?? '');
  if (!parsed.ok) {
    input?.setCustomValidity(parsed.error.message);
    input?.reportValidity();
    return;
  }
  input?.setCustomValidity('');
  onHex(parsed.value);
}
