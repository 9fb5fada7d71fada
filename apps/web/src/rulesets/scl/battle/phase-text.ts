import type { SclView } from '@broadside/rules/scl';

/** The SCL words for its decision kinds, after "Side B" or "Your turn". */
export const DECISION_WORDS: Readonly<Record<string, string>> = {
  prepare: 'to set damage control and launches',
  move: 'to move',
  command: 'to use the fleet commander or draw a chit',
  fire: 'to fire',
};

const PHASE_WORDS: Readonly<Record<string, string>> = {
  prepare: 'Damage control & launches',
  move: 'Movement',
  command: 'Movement · fleet commander',
  fire: 'Detection & fire',
  over: 'Game over',
};

/** "Turn 3 of 12 · Movement". */
export function phaseTitle(view: SclView | null): string {
  if (!view) return 'Connecting…';
  const phase = PHASE_WORDS[view.stage.phase] ?? view.stage.phase;
  return view.turn > 0 ? `Turn ${view.turn} of ${view.turnLimit} · ${phase}` : phase;
}
