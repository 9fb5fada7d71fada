import type { PendingDecision } from '@broadside/rules';
import type { StarfireView } from '@broadside/rules/starfire';

const DECISION_WORDS: Readonly<Record<string, string>> = {
  choose_fleet: 'to choose the fleet',
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

/** The name of a phase of the state machine, e.g. `Movement` for `movement`. */
export function phaseWord(phase: string): string {
  return PHASE_WORDS[phase] ?? phase;
}

/** "Turn 3 · Movement (MP round 2)". */
export function phaseTitle(view: StarfireView | null): string {
  if (!view) return 'Connecting…';
  const stage = view.stage;
  const phase = PHASE_WORDS[stage.phase] ?? stage.phase;
  const round = stage.phase === 'movement' ? ` (MP round ${stage.round + 1})` : '';
  return view.turn > 0 ? `Turn ${view.turn} · ${phase}${round}` : phase;
}

/** "Side B to move" / "You to fire" / "" when nobody owes anything. */
export function owedText(pending: readonly PendingDecision[], mySeat: string | null): string {
  const p = pending[0];
  if (!p) return '';
  const who = p.seat === mySeat ? 'Your turn' : `Side ${p.seat}`;
  return `${who} ${DECISION_WORDS[p.kind] ?? p.kind}`;
}

/** A clock as m:ss, or h:mm:ss past an hour. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The tab title: a leading marker when a decision is owed, so the tab says so from afar. */
export function tabTitle(owed: boolean, view: StarfireView | null, base = 'Broadside'): string {
  const scenario = view?.setup.scenario.name;
  const main = scenario ? `${scenario} · ${base}` : base;
  return owed ? `(!) Your move · ${main}` : main;
}
