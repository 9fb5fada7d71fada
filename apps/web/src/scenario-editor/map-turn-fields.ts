import { html, type TemplateResult } from 'lit';
import type { MapBounds } from '@broadside/rules';
import type { ScenarioEditorPart } from '../rulesets/contract/scenario-editor.js';
import type { SetupPath } from './setup-json.js';

/** What the map and turns fields need from the editor page. */
export interface MapTurnContext {
  /** Takes a changed set-up. */
  change(next: unknown): void;
  /** The rules' refusal beside the field at `path`, if it names that field. */
  note(path: SetupPath): TemplateResult;
}

/** The map's size and the turn limit (empty: the scenario's own). */
export function mapTurnFields(
  part: ScenarioEditorPart,
  setup: unknown,
  bounds: MapBounds,
  ctx: MapTurnContext,
) {
  const num = (e: Event) => Number((e.target as HTMLInputElement).value);
  const turns = part.turnLimit(setup);
  return html`<fieldset>
    <legend>Map and turns</legend>
    <label
      >Columns
      <input
        type="number"
        data-testid="editor-columns"
        min=${part.mapLimits.min}
        max=${part.mapLimits.max}
        .value=${String(bounds.columns)}
        @change=${(e: Event) => ctx.change(part.withMap(setup, { ...bounds, columns: num(e) }))}
      />
      Rows
      <input
        type="number"
        data-testid="editor-rows"
        min=${part.mapLimits.min}
        max=${part.mapLimits.max}
        .value=${String(bounds.rows)}
        @change=${(e: Event) => ctx.change(part.withMap(setup, { ...bounds, rows: num(e) }))}
      />
      ${ctx.note(['custom', 'map'])}
    </label>
    <label
      >Turn limit
      <input
        type="number"
        data-testid="editor-turns"
        min="1"
        placeholder="scenario's"
        .value=${turns === null ? '' : String(turns)}
        @change=${(e: Event) => {
          const text = (e.target as HTMLInputElement).value.trim();
          ctx.change(part.withTurnLimit(setup, text === '' ? null : Number(text)));
        }}
      />
      ${ctx.note(['custom', 'turnLimit'])} ${ctx.note(['turnLimit'])}
    </label>
  </fieldset>`;
}
