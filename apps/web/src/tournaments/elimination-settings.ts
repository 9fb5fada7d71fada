import { html, nothing } from 'lit';
import type { TournamentView } from './api.js';

/**
 * The create form's fields of the elimination formats (docs/tournaments.md, Formats and
 * pairing): a third-place match for single elimination, the bracket reset for double.
 */
export function eliminationSettingsFields(format: TournamentView['format']) {
  if (format === 'single_elimination')
    return html`<label
      ><span
        ><input name="thirdPlaceMatch" type="checkbox" data-testid="t-third-place" /> Third-place
        match</span
      ></label
    >`;
  if (format === 'double_elimination')
    return html`<label
      ><span
        ><input name="grandFinalReset" type="checkbox" checked data-testid="t-reset" /> Replay the
        final if the losers' bracket champion wins it</span
      ></label
    >`;
  return nothing;
}

/** The create body's elimination settings from the form's fields (none for other formats). */
export function eliminationSettingsBody(
  format: TournamentView['format'],
  data: FormData,
): Record<string, boolean> {
  if (format === 'single_elimination')
    return { thirdPlaceMatch: data.get('thirdPlaceMatch') === 'on' };
  if (format === 'double_elimination')
    return { grandFinalReset: data.get('grandFinalReset') === 'on' };
  return {};
}
