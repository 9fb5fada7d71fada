import { html, nothing } from 'lit';
import { HULL_CODES } from '@broadside/rules/starfire';
import { formSides, type CreateForm } from './create-form.js';
import { numberField } from '../../../lobby/clock-fieldsets.js';

/** Sets one field of the create form. */
export type SetField = <K extends keyof CreateForm>(key: K, value: CreateForm[K]) => void;

const checked = (e: Event) => (e.target as HTMLInputElement).checked;

/** The custom battle fieldset: map size and, per side, how many ships of each hull. */
export function renderCustomBattle(f: CreateForm, set: SetField) {
  return html`<fieldset>
    <legend>Custom battle</legend>
    <label class="row"
      ><input
        type="checkbox"
        .checked=${f.customMap}
        @change=${(e: Event) => set('customMap', checked(e))}
      />
      Map size</label
    >
    ${
      f.customMap
        ? html`<div class="row">
            ${numberField('columns', f.columns, { min: 8, max: 99 }, (n) => set('columns', n))}
            ${numberField('rows', f.rows, { min: 8, max: 99 }, (n) => set('rows', n))}
          </div>`
        : nothing
    }
    <label class="row"
      ><input
        type="checkbox"
        .checked=${f.customForces}
        @change=${(e: Event) => set('customForces', checked(e))}
      />
      Forces</label
    >
    ${f.customForces ? renderForces(f, set) : nothing}
  </fieldset>`;
}

function renderForces(f: CreateForm, set: SetField) {
  return html`<table class="forces">
    <tr>
      <th></th>
      ${HULL_CODES.map((h) => html`<th>${h}</th>`)}
    </tr>
    ${formSides(f).map(
      (side) =>
        html`<tr>
          <th>${side}</th>
          ${HULL_CODES.map(
            (hull) =>
              html`<td>
                <input
                  type="number"
                  min="0"
                  max="20"
                  aria-label="Side ${side} ${hull}"
                  .value=${String(f.forces[side]?.[hull] ?? 0)}
                  @input=${(e: Event) =>
                    set('forces', {
                      ...f.forces,
                      [side]: {
                        ...(f.forces[side] ?? {}),
                        [hull]: Number((e.target as HTMLInputElement).value),
                      },
                    })}
                />
              </td>`,
          )}
        </tr>`,
    )}
  </table>`;
}
