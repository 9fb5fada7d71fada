import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { LibraryEntry } from '@broadside/protocol';
import { explainConversion, SCENARIOS, type ScShipInput } from '@broadside/rules/scl';
import {
  readDesignCode,
  type DesignDraft,
  type DesignLibraryLabels,
  type OpenDesignEvent,
} from '../../../library/design-library-panel.js';
import { panelStyles } from '../../../ui/panel-styles.js';
import { playHref, scenarioCode } from '../../../scenario-library/setup-link.js';

/**
 * The converter's library (issue 30, "Designs … to keep and share"): save the converted design
 * (in the browser, or on the server when signed in), list and delete saved ones, copy a design's
 * share code or import one (its figures checked by the rules' conversion), and "Field it": the
 * lobby with a custom Bismarck at Bay in which the design leads side A.
 */

/** The set-up "Field it" opens in the lobby: the design in place of side A's first ship. */
export function fieldItSetup(figures: ScShipInput): Record<string, unknown> {
  const scenario = SCENARIOS.bismarck_at_bay;
  const own = { ...figures, id: 'own_1' };
  const [a, b] = scenario.sides;
  const rows = (side: typeof a) =>
    side.units.map((u) => ({ cls: u.cls, hex: u.at, facing: u.facing, cq: u.cq }));
  return {
    scenario: scenario.id,
    options: { movement: 'standard' },
    custom: {
      classes: [own],
      forces: { A: [{ ...rows(a)[0]!, cls: 'own_1' }, ...rows(a).slice(1)], B: rows(b) },
    },
  };
}

/** The rules' conversion as the library's check: null when it converts, else why not. */
function checkFigures(body: unknown): string | null {
  const checked = explainConversion(body);
  if (checked.ok) return null;
  const { code, message, path } = checked.error;
  return `${message} (${code}${path.length ? ` at ${path.join('.')}` : ''})`;
}

/** A share code's figures, checked by the rules: the design or a sentence saying why not. */
export function importDesign(
  code: string,
): { ok: true; name: string; figures: ScShipInput } | { ok: false; message: string } {
  const read = readDesignCode(code, 'scl', checkFigures, 'an SCL design');
  return read.ok ? { ok: true, name: read.name, figures: read.body as ScShipInput } : read;
}

const LIBRARY_LABELS: DesignLibraryLabels = {
  heading: 'Your designs',
  what: 'an SCL design',
  idPrefix: 'scl',
  testIds: { notice: 'scl-library-note', importError: 'scl-library-error' },
};

/** The converter's library: the shared design panel with SCL's "Field it" beside each design. */
@customElement('scl-design-library')
export class SclDesignLibrary extends LitElement {
  static override styles = [panelStyles];

  /** The figures on the converter now. */
  @property({ attribute: false }) accessor figures: ScShipInput | null = null;

  private fieldIt(figures: ScShipInput): void {
    const code = scenarioCode('scl', `${figures.name} at bay`, fieldItSetup(figures));
    location.hash = playHref(code);
  }

  private load(entry: DesignDraft): void {
    const figures = { ...(entry.body as ScShipInput), name: entry.name };
    this.dispatchEvent(
      new CustomEvent('figures-load', { detail: figures, bubbles: true, composed: true }),
    );
  }

  override render() {
    const f = this.figures;
    const draft = f && checkFigures(f) === null ? { name: f.name, body: f } : null;
    return html`<design-library-panel
      ruleset="scl"
      .labels=${LIBRARY_LABELS}
      .draft=${draft}
      .check=${checkFigures}
      .entryActions=${(e: LibraryEntry) =>
        html`<button
          type="button"
          @click=${() => this.fieldIt({ ...(e.body as ScShipInput), name: e.name })}
        >
          Field it
        </button>`}
      @open-design=${(e: OpenDesignEvent) => {
        e.stopPropagation();
        this.load(e.detail);
      }}
    >
      <button
        slot="actions"
        type="button"
        data-testid="scl-field-it"
        ?disabled=${!draft}
        @click=${() => f && this.fieldIt(f)}
      >
        Field it
      </button>
      <p class="muted">
        Saved designs appear in the lobby’s custom forces for Star Cruiser Lite, marked “yours”.
      </p>
    </design-library-panel>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scl-design-library': SclDesignLibrary;
  }
}
