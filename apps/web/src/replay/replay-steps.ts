import {
  foldEntry,
  seedFromHex,
  verifiableDice,
  type AnyRuleset,
  type GameRecord,
} from '@broadside/rules';
import { adjudicationEvent } from '../net/adjudication-line.js';
import type { LogEntry } from '../net/session.js';
import type { ReplayStep, ReplayTimeline } from '../rulesets/contract/replay.js';

export type { ReplayStep, ReplayTimeline } from '../rulesets/contract/replay.js';

/**
 * Rebuilds a finished game from its record with its ruleset: create with the revealed seed's
 * dice, then every entry through `foldEntry` (the replay step the verifier and the server
 * share), keeping the spectator's view after each. An adjudication keeps the position and adds
 * the shell's adjudication line to the log. Returns an error sentence when the record
 * is of another ruleset, is not finished, or an entry does not replay.
 */
export function buildTimeline(record: GameRecord, rules: AnyRuleset): ReplayTimeline | string {
  if (record.ruleset.id !== rules.id)
    return `This record is of "${record.ruleset.id}", not "${rules.id}".`;
  if (!record.dice.seed)
    return 'The dice seed is not revealed yet: the game is still being played.';
  const seed = seedFromHex(record.dice.seed);
  if (!seed.ok) return seed.error.message;
  const dice = verifiableDice(seed.value);
  const setup = rules.parseSetup(record.setup);
  if (!setup.ok) return setup.error.message;
  const created = rules.create(setup.value, dice);
  if (!created.ok) return created.error.message;
  const spectator = { kind: 'spectator' } as const;
  let state: unknown = created.value.state;
  const steps: ReplayStep[] = [
    {
      seq: 0,
      view: rules.view(state, spectator),
      events: spectatorEvents(rules, created.value.events),
    },
  ];
  for (const entry of record.entries) {
    // The organiser decided the game: the position stays, the log says so.
    if (entry.kind === 'adjudication') {
      steps.push({
        seq: entry.seq,
        view: rules.view(state, spectator),
        events: [adjudicationEvent(entry.result)],
      });
      continue;
    }
    const folded = foldEntry(rules, state, entry, dice);
    if (!folded.ok) return `Entry ${entry.seq} does not replay: ${folded.error.message}`;
    state = folded.state;
    steps.push({
      seq: entry.seq,
      view: rules.view(state, spectator),
      events: spectatorEvents(rules, folded.events),
    });
  }
  const log: LogEntry[] = steps.flatMap((step) =>
    step.events.map((event, index) => ({ seq: step.seq, index, at: 0, event })),
  );
  return { steps, log };
}

/** The events as a spectator sees them (a finished game's record reveals them all anyway). */
function spectatorEvents(rules: AnyRuleset, events: readonly unknown[]): readonly unknown[] {
  return events.flatMap((e) => {
    const seen: unknown = rules.viewEvent(e, { kind: 'spectator' });
    return seen === null ? [] : [seen];
  });
}

/** The step whose state to show when the scrubber stands on event `eventIndex` (−1 = before any). */
export function stepAt<V, E>(
  timeline: ReplayTimeline<V, E>,
  eventIndex: number,
): ReplayStep<V, E> | undefined {
  if (eventIndex < 0) return timeline.steps[0];
  const entry = timeline.log[Math.min(eventIndex, timeline.log.length - 1)];
  if (!entry) return timeline.steps[0];
  return timeline.steps.find((s) => s.seq === entry.seq) ?? timeline.steps[0];
}

/**
 * Where Shift+→ goes: the last event of the next order (the state after it), or the last
 * event of all. Steps without events are passed over.
 */
export function nextOrderIndex(timeline: ReplayTimeline, eventIndex: number): number {
  for (let i = Math.max(eventIndex + 1, 0); i < timeline.log.length; i += 1) {
    const entry = timeline.log[i];
    const next = timeline.log[i + 1];
    if (entry && (!next || next.seq !== entry.seq)) return i;
  }
  return timeline.log.length - 1;
}

/** Where Shift+← goes: the last event of the previous order, or −1 (before any event). */
export function previousOrderIndex(timeline: ReplayTimeline, eventIndex: number): number {
  for (let i = Math.min(eventIndex, timeline.log.length) - 1; i >= 0; i -= 1) {
    const entry = timeline.log[i];
    const next = timeline.log[i + 1];
    if (entry && (!next || next.seq !== entry.seq)) return i;
  }
  return -1;
}
