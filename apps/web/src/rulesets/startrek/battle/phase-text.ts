import type { StartrekView } from '@broadside/rules/startrek';

/** The Star Trek words for its decision kinds, after "Side B" or "Your turn". */
export const DECISION_WORDS: Readonly<Record<string, string>> = {
  action: 'to act',
  allocate: 'to choose the systems hit',
  repair: 'for damage control',
};

const PHASE_WORDS: Readonly<Record<string, string>> = {
  action: 'Actions',
  allocate: 'Damage allocation',
  repair: 'Damage control',
  over: 'Game over',
};

/** "Turn 3 of 8 · Actions". */
export function phaseTitle(view: StartrekView | null): string {
  if (!view) return 'Connecting…';
  const phase = PHASE_WORDS[view.stage.phase] ?? view.stage.phase;
  return view.turn > 0 ? `Turn ${view.turn} of ${view.turnLimit} · ${phase}` : phase;
}
