import { html, nothing } from 'lit';
import { HULL_CODES } from '@broadside/rules/starfire';
import { formSides, type CreateForm } from './create-form.js';

/** Sets one field of the create form. */
export type SetField = <K extends keyof CreateForm>(key: K, value: CreateForm[K]) => void;

/** A number input with its words before it, reporting the number typed. */
function numberField(
  words: string,
  value: number,
  limits: { readonly min: number; readonly max?: number },
  onInput: (n: number) => void,
) {
  return html`<label
    >${words}
    <input
      type="number"
      min=${limits.min}
      max=${limits.max ?? nothing}
      .value=${String(value)}
      @input=${(e: Event) => onInput(Number((e.target as HTMLInputElement).value))}
  /></label>`;
}

const selected = (e: Event) => (e.target as HTMLSelectElement).value;
const checked = (e: Event) => (e.target as HTMLInputElement).checked;

/** The time control and spectator delay fieldsets, side by side. */
export function renderClockFieldsets(f: CreateForm, set: SetField) {
  return html`<div class="grid2">
    <fieldset>
      <legend>Time control</legend>
      <div class="row">
        <select
          data-testid="create-time"
          @change=${(e: Event) => set('timeKind', selected(e) as CreateForm['timeKind'])}
        >
          <option value="none" ?selected=${f.timeKind === 'none'}>No clock</option>
          <option value="live" ?selected=${f.timeKind === 'live'}>Live clock</option>
          <option value="correspondence" ?selected=${f.timeKind === 'correspondence'}>
            Correspondence
          </option>
        </select>
        ${
          f.timeKind === 'live'
            ? html`${numberField('minutes', f.liveMinutes, { min: 1 }, (n) => set('liveMinutes', n))}
              ${numberField('+ seconds per decision', f.incrementSeconds, { min: 0 }, (n) =>
                set('incrementSeconds', n),
              )}`
            : f.timeKind === 'correspondence'
              ? numberField('hours per decision', f.correspondenceHours, { min: 1 }, (n) =>
                  set('correspondenceHours', n),
                )
              : nothing
        }
      </div>
    </fieldset>
    <fieldset>
      <legend>Spectators</legend>
      <div class="row">
        <select
          data-testid="create-delay"
          @change=${(e: Event) => set('delayKind', selected(e) as CreateForm['delayKind'])}
        >
          <option value="none" ?selected=${f.delayKind === 'none'}>No delay</option>
          <option value="seconds" ?selected=${f.delayKind === 'seconds'}>Delay by seconds</option>
          <option value="turns" ?selected=${f.delayKind === 'turns'}>Delay by turns</option>
        </select>
        ${
          f.delayKind !== 'none'
            ? html`<input
                type="number"
                min="1"
                aria-label="Delay"
                .value=${String(f.delayAmount)}
                @input=${(e: Event) =>
                  set('delayAmount', Number((e.target as HTMLInputElement).value))}
              />`
            : nothing
        }
      </div>
    </fieldset>
  </div>`;
}

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
