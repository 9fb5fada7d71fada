import { html, nothing } from 'lit';
import type { HullCode, SideId } from '@broadside/rules/starfire';
import { designChoices, type SavedDesign } from '../designer/design-store.js';
import { formSides, sideHulls, type CreateForm } from './create-form.js';

/** What the fleet fieldset reports back to the form. */
export interface DesignFieldsetHandlers {
  /** A design picked for a side's hull (`''` for the default). */
  readonly onDesign: (side: SideId, hull: HullCode, text: string) => void;
  readonly onFleetChoice: (choice: CreateForm['fleetChoice']) => void;
}

/**
 * The create form's fleet fieldset: either the creator picks a design per hull for every side
 * (defaults and the designs saved in this browser), or, with "each side chooses its own
 * designs", the players pick in the battle's fleet phase and no picker is shown here.
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
        ? nothing
        : formSides(form).map(
            (side) =>
              html`<div class="row">
                <b>Side ${side}</b>
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
