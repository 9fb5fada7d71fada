import { html, nothing, type TemplateResult } from 'lit';
import type { ScenarioEditorPart } from '../rulesets/contract/scenario-editor.js';

/** What a click on the board does: select a ship, place one, toggle a terrain kind or a zone hex. */
export type EditorTool =
  | { readonly kind: 'select' }
  | { readonly kind: 'ship' }
  | { readonly kind: 'terrain'; readonly id: string }
  | { readonly kind: 'zone' };

/** A selected ship: its side and place in the side's list. */
export interface SelectedShip {
  readonly seat: string;
  readonly index: number;
}

/** What the board's tool bar needs from the editor page. */
export interface BoardToolsContext {
  readonly tool: EditorTool;
  /** The side whose zone the zone tool edits; `null` when the set-up has no zones to draw. */
  readonly zoneSeat: string | null;
  pick(tool: EditorTool): void;
  /** The "each side picks its fleet" switch, or nothing where the ruleset has none. */
  readonly fleetChoice: TemplateResult | typeof nothing;
}

/** The tool bar over the editor's board: Select, Place ship, each terrain kind, the zone tool. */
export function boardTools(part: ScenarioEditorPart, ctx: BoardToolsContext) {
  const button = (t: EditorTool, label: string, id: string) =>
    html`<button
      type="button"
      data-testid="editor-tool-${id}"
      aria-pressed=${String(JSON.stringify(t) === JSON.stringify(ctx.tool))}
      @click=${() => ctx.pick(t)}
    >
      ${label}
    </button>`;
  return html`<div class="tools" role="toolbar" aria-label="Board tools">
    ${button({ kind: 'select' }, 'Select', 'select')}
    ${button({ kind: 'ship' }, 'Place ship', 'ship')}
    ${part.terrainTools.map((t) => button({ kind: 'terrain', id: t.id }, t.label, t.id))}
    ${ctx.zoneSeat === null ? nothing : button({ kind: 'zone' }, `Zone of ${ctx.zoneSeat}`, 'zone')}
    ${ctx.fleetChoice}
  </div>`;
}

/** What the selected ship's bar needs from the editor page. */
export interface SelectedBarContext {
  /** Takes a changed set-up. */
  change(next: unknown): void;
  /** Clears the selection (before the ship is removed). */
  clear(): void;
}

/** The selected ship's bar over the board: turn it or remove it without leaving the board. */
export function selectedShipBar(
  part: ScenarioEditorPart,
  setup: unknown,
  selected: SelectedShip | null,
  ctx: SelectedBarContext,
) {
  const ship = selected ? (part.ships(setup, selected.seat)[selected.index] ?? null) : null;
  if (!selected || !ship) return nothing;
  const { seat, index } = selected;
  const name = part.designs.find((d) => d.id === ship.design)?.name ?? ship.design;
  const where = `${ship.hex ? ` at ${ship.hex}` : ''}${ship.heading === null ? '' : `, heading ${ship.heading}`}`;
  return html`<div class="tools" data-testid="editor-selected">
    <span>Side ${seat}: ${name}${where}</span>
    ${
      ship.heading === null
        ? nothing
        : html`<button
            type="button"
            data-testid="editor-selected-turn"
            @click=${() => ctx.change(part.turnShip(setup, seat, index))}
          >
            ↻ Turn
          </button>`
    }
    <button
      type="button"
      data-testid="editor-selected-remove"
      @click=${() => {
        ctx.clear();
        ctx.change(part.removeShip(setup, seat, index));
      }}
    >
      Remove
    </button>
  </div>`;
}
