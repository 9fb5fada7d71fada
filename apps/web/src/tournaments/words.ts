import type { TournamentSummary, TournamentView } from './api.js';

/** How each tournament format is named on the pages. */
export const FORMAT_WORDS: Readonly<Record<TournamentSummary['format'], string>> = {
  round_robin: 'Round robin',
  double_round_robin: 'Double round robin',
  swiss: 'Swiss',
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  swiss_top_cut: 'Swiss with a top cut',
  groups_playoffs: 'Groups into playoffs',
};

/** How each tournament status is named on the pages. */
export const STATUS_WORDS: Readonly<Record<TournamentSummary['status'], string>> = {
  registration: 'Registration open',
  running: 'Running',
  finished: 'Finished',
};

/**
 * The format's own options in a few words, for the line under the event's name: "top 8 go
 * through", "4 groups, 2 of each go through", "third-place match", "no reset of the final".
 */
export function formatDetails(t: Pick<TournamentView, 'format' | 'settings'>): string {
  const { settings } = t;
  const parts: string[] = [];
  if (settings.topCut) parts.push(`top ${settings.topCut} go through`);
  if (settings.groups)
    parts.push(`${settings.groups} groups, ${settings.advancePerGroup ?? 1} of each go through`);
  if (settings.thirdPlaceMatch) parts.push('third-place match');
  if (t.format === 'double_elimination' && settings.grandFinalReset === false)
    parts.push('no reset of the final');
  return parts.map((p) => ` (${p})`).join('');
}
