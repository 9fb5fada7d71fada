import { html, nothing } from 'lit';
import type { TournamentView } from './api.js';

/**
 * The create form's fields for check-in, late entries and half-point byes (docs/tournaments.md,
 * Check-in, late entries and byes). They are offered for a Swiss only: a round robin's schedule
 * and a bracket are fixed. The settings form may reuse them.
 */
export function entrySettingsFields(format: TournamentView['format']) {
  if (format !== 'swiss') return nothing;
  return html`<fieldset data-testid="t-entries">
    <legend>Check-in, late entries and byes</legend>
    <label
      >Check-in minutes before each round (0: none)
      <input
        name="checkInMinutes"
        type="number"
        min="0"
        max="10080"
        value="0"
        data-testid="t-check-in"
    /></label>
    <label
      >Late entries until round (0: none)
      <input
        name="lateEntryUntilRound"
        type="number"
        min="0"
        max="30"
        value="0"
        data-testid="t-late-entry"
    /></label>
    <label
      >A late entrant's missed rounds
      <select name="lateEntryMissedRounds" data-testid="t-late-missed">
        <option value="zero">score nothing</option>
        <option value="half_point_bye">are half-point byes</option>
      </select>
    </label>
    <label
      >Half-point byes a player may ask for (0: none)
      <input
        name="maxHalfPointByes"
        type="number"
        min="0"
        max="30"
        value="0"
        data-testid="t-max-byes"
    /></label>
  </fieldset>`;
}

/** The create body's entry settings, from the form's fields (none outside a Swiss). */
export function entrySettingsBody(
  format: TournamentView['format'],
  data: FormData,
): Record<string, number | string> {
  if (format !== 'swiss') return {};
  const number = (key: string) => Number(data.get(key) ?? 0);
  return {
    checkInMinutes: number('checkInMinutes'),
    lateEntryUntilRound: number('lateEntryUntilRound'),
    lateEntryMissedRounds: String(data.get('lateEntryMissedRounds') ?? 'zero'),
    maxHalfPointByes: number('maxHalfPointByes'),
  };
}
