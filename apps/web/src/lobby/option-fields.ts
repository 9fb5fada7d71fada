import { html } from 'lit';
import type { GameOption } from '@broadside/rules';

/**
 * A select per game option of a scenario (`describe()` options, e.g. the movement mode), with
 * its help as the title. Reports the whole option map on every change.
 */
export function renderOptions(
  options: readonly GameOption[],
  values: Readonly<Record<string, string>>,
  onChange: (next: Record<string, string>) => void,
) {
  return options.map(
    (o) =>
      html`<label title=${o.help}
        >${o.label}
        <select
          data-testid="create-option-${o.id}"
          @change=${(e: Event) =>
            onChange({ ...values, [o.id]: (e.target as HTMLSelectElement).value })}
        >
          ${o.choices.map(
            (c) =>
              html`<option value=${c.value} ?selected=${c.value === (values[o.id] ?? o.default)}>
                ${c.label}
              </option>`,
          )}
        </select>
      </label>`,
  );
}
