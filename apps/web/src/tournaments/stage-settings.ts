import { html, nothing } from 'lit';
import type { TournamentView } from './api.js';

/**
 * The create form's fields of the two-stage formats (docs/tournaments.md, Two-stage formats): a
 * Swiss with a top cut takes its Swiss rounds and the size of the cut, groups into playoffs the
 * number of groups and how many go through from each.
 */
export function stageSettingsFields(format: TournamentView['format']) {
  if (format === 'swiss_top_cut')
    return html`<label
        >Swiss rounds
        <input name="rounds" type="number" min="1" max="30" value="5" data-testid="t-rounds"
      /></label>
      <label
        >Top cut
        <select name="topCut" data-testid="t-top-cut">
          ${[2, 4, 8, 16].map((n) => html`<option value=${n} ?selected=${n === 8}>${n}</option>`)}
        </select>
      </label>`;
  if (format === 'groups_playoffs')
    return html`<label
        >Groups <input name="groups" type="number" min="2" max="8" value="4" data-testid="t-groups"
      /></label>
      <label
        >Through per group
        <input
          name="advancePerGroup"
          type="number"
          min="1"
          max="4"
          value="2"
          data-testid="t-advance"
      /></label>`;
  return nothing;
}

/** The create body's settings of a two-stage format, from the form's fields (none otherwise). */
export function stageSettingsBody(
  format: TournamentView['format'],
  data: FormData,
): Record<string, number> {
  const number = (key: string) => Number(data.get(key));
  if (format === 'swiss_top_cut') return { rounds: number('rounds'), topCut: number('topCut') };
  if (format === 'groups_playoffs')
    return { groups: number('groups'), advancePerGroup: number('advancePerGroup') };
  return {};
}
