import type { OnepageView } from '@broadside/rules/onepage';

/** The one-page words for its decision kinds, after "Side B" or "Your turn". */
export const DECISION_WORDS: Readonly<Record<string, string>> = {
  plot: 'to plot',
  move: 'to move',
  fire: 'to fire',
};

const PHASE_WORDS: Readonly<Record<string, string>> = {
  plot: 'Plotting',
  move: 'Movement',
  fire: 'Gun combat',
  over: 'Game over',
};

/** "Turn 3 of 12 · Plotting". */
export function phaseTitle(view: OnepageView | null): string {
  if (!view) return 'Connecting…';
  const phase = PHASE_WORDS[view.stage.phase] ?? view.stage.phase;
  return view.turn > 0 ? `Turn ${view.turn} of ${view.turnLimit} · ${phase}` : phase;
}
