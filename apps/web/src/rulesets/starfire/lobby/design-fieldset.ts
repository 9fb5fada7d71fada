import { html, nothing } from 'lit';
import type { HullCode, SideId } from '@broadside/rules/starfire';
import { designChoices, type SavedDesign } from '../designer/design-store.js';
import { readBudget } from '../../../lobby/custom-forces.js';
import { formSides, sideHulls, sidePoints, type CreateForm } from './create-form.js';

/** What the fleet fieldset reports back to the form. */
export interface DesignFieldsetHandlers {
  /** A design picked for a side's hull (`''` for the default). */
  readonly onDesign: (side: SideId, hull: HullCode, text: string) => void;
  readonly onFleetChoice: (choice: CreateForm['fleetChoice']) => void;
  /** A side's budget set (a whole number) or cleared (`undefined`). */
  readonly onBudget: (side: SideId, value: number | undefined) => void;
}

/** A side's points total and its budget field (Points); over budget reads as an alert. */
function renderPoints(form: CreateForm, side: SideId, handlers: DesignFieldsetHandlers) {
  const points = sidePoints(form, side);
  const budget = form.budget[side];
  const over = budget !== undefined && points > budget;
  const text = `${points} points${budget === undefined ? '' : ` of ${budget}`}${over ? ': over budget' : ''}`;
  return html`<span class="row">
    <span data-testid="points-${side}" class=${over ? 'over' : ''} role=${over ? 'alert' : nothing}
      >${text}</span
    >
    <label
      >Budget
      <input
        type="number"
        min="1"
        max="10000"
        size="6"
        placeholder="none"
        aria-label="Side ${side} budget"
        data-testid="budget-${side}"
        .value=${budget === undefined ? '' : String(budget)}
        @input=${(e: Event) =>
          handlers.onBudget(side, readBudget((e.target as HTMLInputElement).value))}
      />
    </label>
  </span>`;
}

/**
 * The create form's fleet fieldset: either the creator picks a design per hull for every side
 * (defaults and the designs saved in this browser), or, with "each side chooses its own
 * designs", the players pick in the battle's fleet phase and no picker is shown here. Each side
 * shows its points total (defaults where no design is picked) and an optional budget.
 */
export function renderDesignFieldset(
  form: CreateForm,
  saved: readonly SavedDesign[],
  handlers: DesignFieldsetHandlers,
) {
  const eachSide = form.fleetChoice === 'each_side';
  return html`<fieldset>
    <legend>Fleet designs (one design per hull; save your own in the designer)</legend>
    <label class="row"
      ><input
        type="checkbox"
        data-testid="create-fleet-each-side"
        .checked=${eachSide}
        @change=${(e: Event) =>
          handlers.onFleetChoice((e.target as HTMLInputElement).checked ? 'each_side' : 'setup')}
      />
      Each side chooses its own designs (in a fleet phase before deployment)</label
    >
    ${
      eachSide
        ? formSides(form).map(
            (side) =>
              html`<div class="row">
                <b>Side ${side}</b> ${renderPoints(form, side, handlers)}
              </div>`,
          )
        : formSides(form).map(
            (side) =>
              html`<div class="row">
                <b>Side ${side}</b>
                ${renderPoints(form, side, handlers)}
                ${sideHulls(form, side).map(
                  (hull) =>
                    html`<label
                      >${hull}
                      <select
                        data-testid="design-${side}-${hull}"
                        @change=${(e: Event) =>
                          handlers.onDesign(side, hull, (e.target as HTMLSelectElement).value)}
                      >
                        ${designChoices(saved, hull).map(
                          (c) =>
                            html`<option
                              value=${c.isDefault ? '' : c.text}
                              ?selected=${
                                (form.designs[side]?.[hull] ?? '') === (c.isDefault ? '' : c.text)
                              }
                            >
                              ${c.name}${c.isDefault ? ' (default)' : ''}
                            </option>`,
                        )}
                      </select>
                    </label>`,
                )}
              </div>`,
          )
    }
  </fieldset>`;
}
