import { html, nothing } from 'lit';
import type { CommonForm } from './create-form.js';

/** Sets one shared field of the create form. */
export type SetCommon = <K extends keyof CommonForm>(key: K, value: CommonForm[K]) => void;

/** A number input with its words before it, reporting the number typed. */
export function numberField(
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

/** The time control and spectator delay fieldsets, side by side. */
export function renderClockFieldsets(f: CommonForm, set: SetCommon) {
  return html`<div class="grid2">
    <fieldset>
      <legend>Time control</legend>
      <div class="row">
        <select
          data-testid="create-time"
          @change=${(e: Event) => set('timeKind', selected(e) as CommonForm['timeKind'])}
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
              ? html`${numberField('hours', f.correspondenceHours, { min: 1 }, (n) =>
                    set('correspondenceHours', n),
                  )}
                  <select
                    aria-label="hours per"
                    data-testid="create-time-per"
                    @change=${(e: Event) =>
                      set('correspondencePer', selected(e) as CommonForm['correspondencePer'])}
                  >
                    <option value="decision" ?selected=${f.correspondencePer === 'decision'}>
                      per decision
                    </option>
                    <option value="turn" ?selected=${f.correspondencePer === 'turn'}>
                      per turn
                    </option>
                  </select>`
              : nothing
        }
      </div>
    </fieldset>
    <fieldset>
      <legend>Spectators</legend>
      <div class="row">
        <select
          data-testid="create-delay"
          @change=${(e: Event) => set('delayKind', selected(e) as CommonForm['delayKind'])}
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
