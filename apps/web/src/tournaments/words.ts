import type { TournamentSummary } from './api.js';

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
