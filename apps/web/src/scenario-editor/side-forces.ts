import { html, nothing, type TemplateResult } from 'lit';
import type { ScenarioEditorPart } from '../rulesets/contract/scenario-editor.js';
import { pathKey, type SetupPath } from './setup-json.js';

/** What a side's forces list needs from the editor page. */
export interface SideForcesContext {
  /** The index of the side's selected ship, if one of its ships is selected. */
  readonly selected: number | null;
  select(index: number): void;
  /** Takes a changed set-up. */
  change(next: unknown): void;
  /** The rules' refusal beside the field at `path`, if it names that field. */
  note(path: SetupPath): TemplateResult;
}

/**
 * One side's forces in the scenario editor: its points (and budget), its ships with turn and
 * remove, the ruleset's own row fields, and the rules' refusals beside the row or side at fault.
 */
export function sideForces(
  part: ScenarioEditorPart,
  setup: unknown,
  seat: string,
  ctx: SideForcesContext,
) {
  const points = part.fleetPoints(setup, seat);
  const budget = part.budget?.(setup, seat);
  const names = new Map(part.designs.map((d) => [d.id, d.name]));
  // A ruleset whose refusals name only the side's forces gets no note per row.
  const rowNotes = pathKey(part.shipPath(seat, 0)) !== pathKey(part.forcesPath(seat));
  return html`<div data-testid="editor-side-${seat}">
    <h3>
      Side
      ${seat}${
        points === null
          ? nothing
          : html` ·
              <span data-testid="editor-points-${seat}">${points}</span>
              points${budget === undefined ? '' : ` of ${budget}`}`
      }
    </h3>
    ${
      part.withBudget
        ? html`<label
            >Budget
            <input
              type="number"
              min="1"
              data-testid="editor-budget-${seat}"
              placeholder="none"
              .value=${budget === undefined ? '' : String(budget)}
              @change=${(e: Event) => {
                const text = (e.target as HTMLInputElement).value.trim();
                ctx.change(part.withBudget!(setup, seat, text === '' ? undefined : Number(text)));
              }}
            />
            ${ctx.note(['custom', 'budget', seat])}
          </label>`
        : nothing
    }
    ${ctx.note(part.forcesPath(seat))}
    <ul>
      ${part.ships(setup, seat).map((ship, index) => {
        const selected = ctx.selected === index;
        return html`<li
          class=${selected ? 'selected' : ''}
          data-testid="editor-ship-${seat}-${index}"
        >
          <button type="button" @click=${() => ctx.select(index)}>
            ${names.get(ship.design) ?? ship.design}
          </button>
          ${ship.hex ?? 'deploys in play'}${ship.heading === null ? '' : ` · heading ${ship.heading}`}
          ${
            ship.heading === null
              ? nothing
              : html`<button
                  type="button"
                  data-testid="editor-turn-${seat}-${index}"
                  title="Turn one hex side clockwise"
                  @click=${() => ctx.change(part.turnShip(setup, seat, index))}
                >
                  ↻
                </button>`
          }
          <button
            type="button"
            data-testid="editor-remove-${seat}-${index}"
            @click=${() => ctx.change(part.removeShip(setup, seat, index))}
          >
            Remove
          </button>
          ${part.renderShipFields?.(setup, seat, index, (next) => ctx.change(next)) ?? nothing}
          ${rowNotes ? ctx.note(part.shipPath(seat, index)) : nothing}
        </li>`;
      })}
    </ul>
  </div>`;
}
