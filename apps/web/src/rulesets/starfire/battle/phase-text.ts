import type { PendingDecision } from '@broadside/rules';
import type { StarfireView } from '@broadside/rules/starfire';
import * as generic from '../../../game/phase-text.js';

export { clockText } from '../../../game/phase-text.js';

/** Starfire's words for its decision kinds, after "Side B" or "Your turn". */
export const DECISION_WORDS: Readonly<Record<string, string>> = {
  choose_fleet: 'to choose the fleet',
  place_warp_point: 'to place the warp point',
  deploy: 'to deploy',
  transit_order: 'to write the transit order',
  declare: 'to declare Hard Turns and Engine Modulation',
  move: 'to move',
  shelter: 'to choose shelter',
  fire: 'to fire',
  point_defense: 'to use Point Defense',
};

const PHASE_WORDS: Readonly<Record<string, string>> = {
  fleet: 'Fleet choice',
  deployment: 'Deployment',
  declaration: 'Declarations',
  movement: 'Movement',
  shelter: 'Shelter',
  combat: 'Combat',
  over: 'Game over',
};

/**
 * The rules sections (see help/sections.ts) the phase banner's "?" opens: the sequence of play,
 * then what the phase is about.
 */
const PHASE_HELP: Readonly<Record<string, string>> = {
  fleet: 'sequence hulls construction',
  deployment: 'sequence scenarios',
  declaration: 'sequence',
  movement: 'sequence map-legend',
  shelter: 'sequence',
  combat: 'sequence weapons point-defense',
  over: 'sequence scenarios',
};

/** The rules sections for the phase of `view`, the sequence of play first. */
export function phaseHelp(view: StarfireView | null): string {
  return (view && PHASE_HELP[view.stage.phase]) ?? 'sequence';
}

/** The name of a phase of the state machine, e.g. `Movement` for `movement`. */
export function phaseWord(phase: string): string {
  return PHASE_WORDS[phase] ?? phase;
}

/** "Turn 3 · Movement (MP round 2)" (the rules count MP rounds from 1). */
export function phaseTitle(view: StarfireView | null): string {
  if (!view) return 'Connecting…';
  const stage = view.stage;
  const phase = PHASE_WORDS[stage.phase] ?? stage.phase;
  const round = stage.phase === 'movement' ? ` (MP round ${stage.round})` : '';
  return view.turn > 0 ? `Turn ${view.turn} · ${phase}${round}` : phase;
}

/** "Side B to move" / "Your turn to fire" / "" when nobody owes anything. */
export function owedText(pending: readonly PendingDecision[], mySeat: string | null): string {
  return generic.owedText(pending, mySeat, DECISION_WORDS);
}
