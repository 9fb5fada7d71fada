import { seedFromHex, verifiableDice, type GameRecord } from '@broadside/rules';
import {
  starfireRuleset,
  viewState,
  type StarfireEvent,
  type StarfireState,
  type StarfireView,
} from '@broadside/rules/starfire';
import type { LogEntry } from '../net/session.js';

/** One step of a replay: the state after a batch, and the events that batch produced. */
export interface ReplayStep {
  readonly seq: number;
  readonly view: StarfireView;
  readonly events: readonly StarfireEvent[];
}

/** A finished game rebuilt step by step, with a flat list of its events for the scrubber. */
export interface ReplayTimeline {
  readonly steps: readonly ReplayStep[];
  /** Every event, oldest first, with the step it belongs to. */
  readonly log: readonly LogEntry[];
}

/**
 * Rebuilds a finished game from its record with the rules package: create with the revealed
 * seed's dice, then every order (or timeout) in turn. Returns an error sentence when the record
 * is not a finished Starfire game or an entry does not replay.
 */
export function buildTimeline(record: GameRecord): ReplayTimeline | string {
  if (record.ruleset.id !== starfireRuleset.id)
    return `This replay shows Starfire games, not "${record.ruleset.id}".`;
  if (!record.dice.seed)
    return 'The dice seed is not revealed yet: the game is still being played.';
  const seed = seedFromHex(record.dice.seed);
  if (!seed.ok) return seed.error.message;
  const dice = verifiableDice(seed.value);
  const setup = starfireRuleset.parseSetup(record.setup);
  if (!setup.ok) return setup.error.message;
  const created = starfireRuleset.create(setup.value, dice);
  if (!created.ok) return created.error.message;
  const spectator = { kind: 'spectator' } as const;
  let state: StarfireState = created.value.state;
  const steps: ReplayStep[] = [
    { seq: 0, view: viewState(state, spectator), events: created.value.events },
  ];
  for (const entry of record.entries) {
    let events: readonly StarfireEvent[];
    if (entry.kind === 'order') {
      const checked = starfireRuleset.check(state, entry.seat, entry.order);
      if (!checked.ok) return `Entry ${entry.seq} does not replay: ${checked.error.message}`;
      const applied = starfireRuleset.apply(state, entry.seat, checked.value, dice);
      state = applied.state;
      events = applied.events;
    } else {
      const applied = starfireRuleset.timeout(state, entry.seat, dice);
      state = applied.state;
      events = applied.events;
    }
    steps.push({ seq: entry.seq, view: viewState(state, spectator), events });
  }
  const log: LogEntry[] = steps.flatMap((step) =>
    step.events.map((event, index) => ({ seq: step.seq, index, at: 0, event })),
  );
  return { steps, log };
}

/** The step whose state to show when the scrubber stands on event `eventIndex` (−1 = before any). */
export function stepAt(timeline: ReplayTimeline, eventIndex: number): ReplayStep | undefined {
  if (eventIndex < 0) return timeline.steps[0];
  const entry = timeline.log[Math.min(eventIndex, timeline.log.length - 1)];
  if (!entry) return timeline.steps[0];
  return timeline.steps.find((s) => s.seq === entry.seq) ?? timeline.steps[0];
}
