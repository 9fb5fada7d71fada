import {
  checkedRecordSeed,
  foldEntry,
  verifiableDice,
  type AnyRuleset,
  type GameRecord,
  type SeatId,
} from '@broadside/rules';
import { owedBy } from '../core/simulate.js';
import type { CoachStep } from './types.js';

/**
 * The decisions of a finished game, each as its seat saw it: replays `record` with the dice of
 * its revealed seed and, before every order entry of a seat that owed a decision, keeps the
 * seat's view, its own pending list and the order it gave. This is the only part of the coach
 * that holds full states; everything after it reads the steps alone, so the analysis cannot use
 * what the player did not know. An order given while the seat owed nothing (a concession out
 * of turn, Star Trek's decloak) answers no decision and is left out; a concession in answer to
 * a decision is judged like any order. Throws when the record carries no seed, is of another
 * ruleset or does not replay (verify it first with `verifyRecord` for a readable reason).
 */
export function coachSteps(ruleset: AnyRuleset, record: GameRecord): CoachStep[] {
  if (record.ruleset.id !== ruleset.id)
    throw new Error(`a ${record.ruleset.id} record cannot be analysed as ${ruleset.id}`);
  const seed = checkedRecordSeed(record);
  if ('code' in seed) throw new Error(seed.message);
  const dice = verifiableDice(seed);
  const setup = ruleset.parseSetup(record.setup);
  if (!setup.ok) throw new Error(`the recorded set-up is not valid: ${setup.error.message}`);
  const created = ruleset.create(setup.value, dice);
  if (!created.ok) throw new Error(`the game cannot be created: ${created.error.message}`);
  let state: unknown = created.value.state;
  const steps: CoachStep[] = [];
  for (const entry of record.entries) {
    // An organiser's adjudication ends the game and answers no decision.
    if (entry.kind === 'adjudication') break;
    if (entry.kind === 'order') {
      const step = coachStepAt(ruleset, state, entry.seq, entry.seat, entry.order);
      if (step) steps.push(step);
    }
    const folded = foldEntry(ruleset, state, entry, dice);
    if (!folded.ok) throw new Error(`entry ${entry.seq} does not replay: ${folded.error.message}`);
    state = folded.state;
  }
  return steps;
}

/**
 * One decision as `seat` saw it in `state`, before it gave `order` (entry `seq`): its view, its
 * own pending list and the turn; `null` when the seat owed no decision (an order out of turn).
 */
export function coachStepAt(
  ruleset: AnyRuleset,
  state: unknown,
  seq: number,
  seat: SeatId,
  order: unknown,
): CoachStep | null {
  const viewer = { kind: 'seat', seat } as const;
  const pending = ruleset.viewPending(state, viewer);
  if (!owedBy(pending, seat)) return null;
  return {
    seq,
    seat,
    turn: ruleset.turn(state),
    view: ruleset.view(state, viewer),
    pending,
    chosen: order,
  };
}
