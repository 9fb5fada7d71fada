import { foldEntry } from '../core/fold.js';
import type { AnyRuleset, GameResult } from '../core/ruleset.js';
import { verifiableDice } from '../dice/verifiable.js';
import { compareDice, recordingDice, type RecordingDice } from './dice-log.js';
import { recordError, type RecordError } from './errors.js';
import type { DieRoll, GameRecord, RecordEntry } from './schema.js';
import { checkedRecordSeed } from './seed-check.js';

/** The rulesets a verifier knows, by id (e.g. `RULESETS` from rulesets.ts). */
export type RulesetRegistry = Readonly<Record<string, AnyRuleset>>;

/** One replayed step: the game's creation (seq 0) or one entry. */
export interface ReplayStep {
  readonly seq: number;
  readonly kind: 'create' | RecordEntry['kind'];
  readonly seat: string | null;
  readonly at: string | null;
  readonly order: unknown;
  /** Every event the step produced, unfiltered (the game is over or being analysed). */
  readonly events: readonly unknown[];
  readonly dice: readonly DieRoll[];
  /** The ruleset's hash of the state after the step. */
  readonly stateHash: string;
}

/** What replaying a record gave: the steps up to the end or up to the first discrepancy. */
export interface ReplayOutcome {
  readonly ruleset: AnyRuleset | null;
  readonly steps: readonly ReplayStep[];
  /** State after the last good step, or `null` when the game could not even be created. */
  readonly state: unknown;
  /** The ruleset's result for that state. */
  readonly result: GameResult | null;
  /** The first discrepancy, or `null` when every entry replayed as recorded. */
  readonly error: RecordError | null;
}

/** Options for {@link replayRecord}. */
export interface ReplayOptions {
  /** Replay even when the record was made by another version of the ruleset. */
  readonly allowVersionMismatch?: boolean;
  /**
   * Called after each good step (the creation, then every entry) with the state after it, for
   * callers that look at the positions on the way (e.g. pictures of each turn). Pure callers
   * only: it must not change the state.
   */
  readonly onStep?: (step: ReplayStep, state: unknown) => void;
}

function describeEntry(entry: RecordEntry): string {
  if (entry.kind === 'adjudication') return `Entry ${entry.seq} (adjudication)`;
  return entry.kind === 'order'
    ? `Entry ${entry.seq} (order by ${entry.seat})`
    : `Entry ${entry.seq} (timeout of ${entry.seat})`;
}

function failed(
  ruleset: AnyRuleset | null,
  steps: ReplayStep[],
  state: unknown,
  error: RecordError,
  adjudicated: GameResult | null = null,
): ReplayOutcome {
  return {
    ruleset,
    steps,
    state,
    result: adjudicated ?? (ruleset && state !== null ? ruleset.result(state) : null),
    error,
  };
}

/**
 * An adjudication entry: the state stays as it is, the game ends with the entry's result. The
 * result must be an adjudicated one (reason `adjudicated`) won by seats of the game.
 */
function replayAdjudication(
  ruleset: AnyRuleset,
  state: unknown,
  entry: Extract<RecordEntry, { kind: 'adjudication' }>,
): { state: unknown; step: ReplayStep } | RecordError {
  const what = describeEntry(entry);
  const where = { seq: entry.seq };
  if (entry.result.reason !== 'adjudicated') {
    return recordError(
      'record/illegal_order',
      `${what} gives the reason "${entry.result.reason}"; an adjudication's reason is "adjudicated".`,
      { ...where, path: ['result', 'reason'] },
    );
  }
  const seats = ruleset.seats(state);
  const stranger = entry.result.winners.find((w) => !seats.includes(w));
  if (stranger !== undefined) {
    return recordError(
      'record/unknown_seat',
      `${what}: there is no seat ${stranger} in this game to win it.`,
      { ...where, path: ['result', 'winners'] },
    );
  }
  const stateHash = ruleset.hash(state);
  if (entry.stateHash !== undefined && entry.stateHash !== stateHash) {
    return recordError(
      'record/state_mismatch',
      `${what}: an adjudication leaves the state at ${stateHash.slice(0, 12)}…, but the record says ${entry.stateHash.slice(0, 12)}….`,
      where,
    );
  }
  return {
    state,
    step: {
      seq: entry.seq,
      kind: 'adjudication',
      seat: null,
      at: entry.at,
      order: null,
      events: [],
      dice: [],
      stateHash,
    },
  };
}

/** Finds the ruleset and the seed, and checks the seed against the commitment. */
function prepare(
  record: GameRecord,
  rulesets: RulesetRegistry,
  options: ReplayOptions,
): { ruleset: AnyRuleset; seed: Uint8Array } | RecordError {
  const current = rulesets[record.ruleset.id];
  if (!current) {
    const known = Object.keys(rulesets).join(', ') || 'none';
    return recordError(
      'record/unknown_ruleset',
      `This program does not know the ruleset "${record.ruleset.id}" (known: ${known}).`,
      {
        path: ['ruleset', 'id'],
      },
    );
  }
  // A ruleset may still play earlier versions of its rules (`atVersion`).
  const ruleset =
    record.ruleset.version === current.version
      ? current
      : (current.atVersion?.(record.ruleset.version) ?? null);
  if (!ruleset && !options.allowVersionMismatch) {
    return recordError(
      'record/ruleset_version',
      `The record was played with ${current.id} ${record.ruleset.version}, but this program has ${current.id} ${current.version}; dice and results may differ.`,
      { path: ['ruleset', 'version'] },
    );
  }
  const seed = checkedRecordSeed(record);
  if ('code' in seed) return seed;
  return { ruleset: ruleset ?? current, seed };
}

/** Applies one entry; returns the step or the discrepancy. */
function replayEntry(
  ruleset: AnyRuleset,
  state: unknown,
  entry: RecordEntry,
  dice: RecordingDice,
  adjudicated: GameResult | null,
): { state: unknown; step: ReplayStep } | RecordError {
  const what = describeEntry(entry);
  const where = { seq: entry.seq };
  if (adjudicated !== null || ruleset.result(state) !== null) {
    return recordError(
      'record/entry_after_end',
      `${what} comes after the game was already over.`,
      where,
    );
  }
  if (entry.kind === 'adjudication') return replayAdjudication(ruleset, state, entry);
  if (!ruleset.seats(state).includes(entry.seat)) {
    return recordError(
      'record/unknown_seat',
      `${what}: there is no seat ${entry.seat} in this game.`,
      where,
    );
  }
  const applied = foldEntry(ruleset, state, entry, dice);
  if (!applied.ok) {
    return recordError(
      'record/illegal_order',
      `${what} is not legal at this point: ${applied.error.message} (${applied.error.code})`,
      where,
    );
  }
  const rolled = dice.take();
  const stateHash = ruleset.hash(applied.state);
  if (entry.stateHash !== undefined && entry.stateHash !== stateHash) {
    return recordError(
      'record/state_mismatch',
      `${what}: replaying it gives state ${stateHash.slice(0, 12)}…, but the record says ${entry.stateHash.slice(0, 12)}…; this ${entry.kind} is not the one that was played.`,
      where,
    );
  }
  const diceError = compareDice(entry.dice, rolled, entry.seq, what);
  if (diceError) return diceError;
  const order = entry.kind === 'order' ? entry.order : null;
  return {
    state: applied.state,
    step: {
      seq: entry.seq,
      kind: entry.kind,
      seat: entry.seat,
      at: entry.at,
      order,
      events: applied.events,
      dice: rolled,
      stateHash,
    },
  };
}

/**
 * Replays a record with the dice re-derived from its seed: creates the game from the recorded
 * set-up, then checks and applies every entry in order, comparing sequence numbers, dice and
 * state hashes with the record. An adjudication entry ends the game with its own result. Stops at the first discrepancy and reports it in `error`, with
 * the steps replayed so far. Works on unfinished games that carry their seed.
 */
export function replayRecord(
  record: GameRecord,
  rulesets: RulesetRegistry,
  options: ReplayOptions = {},
): ReplayOutcome {
  const prepared = prepare(record, rulesets, options);
  if ('code' in prepared) return failed(rulesets[record.ruleset.id] ?? null, [], null, prepared);
  const { ruleset } = prepared;
  const dice = recordingDice(verifiableDice(prepared.seed));
  const steps: ReplayStep[] = [];

  const setup = ruleset.parseSetup(record.setup);
  if (!setup.ok) {
    return failed(
      ruleset,
      steps,
      null,
      recordError('record/bad_setup', `The recorded set-up is not valid: ${setup.error.message}`, {
        seq: 0,
        path: ['setup', ...setup.error.path],
      }),
    );
  }
  const created = ruleset.create(setup.value, dice);
  if (!created.ok) {
    return failed(
      ruleset,
      steps,
      null,
      recordError('record/bad_setup', `The game cannot be created: ${created.error.message}`, {
        seq: 0,
        path: ['setup'],
      }),
    );
  }
  let state: unknown = created.value.state;
  // Set by an adjudication entry: the game is over with the organiser's result.
  let adjudicated: GameResult | null = null;
  const startDice = dice.take();
  const startHash = ruleset.hash(state);
  if (record.start.stateHash !== undefined && record.start.stateHash !== startHash) {
    return failed(
      ruleset,
      steps,
      state,
      recordError(
        'record/state_mismatch',
        `The game's creation gives state ${startHash.slice(0, 12)}…, but the record says ${record.start.stateHash.slice(0, 12)}…; the set-up was changed.`,
        { seq: 0 },
      ),
    );
  }
  const startError = compareDice(record.start.dice, startDice, 0, "The game's creation");
  if (startError) return failed(ruleset, steps, state, startError);
  steps.push({
    seq: 0,
    kind: 'create',
    seat: null,
    at: record.game.createdAt,
    order: null,
    events: created.value.events,
    dice: startDice,
    stateHash: startHash,
  });
  options.onStep?.(steps[0]!, state);

  for (const [index, entry] of record.entries.entries()) {
    if (entry.seq !== index + 1) {
      return failed(
        ruleset,
        steps,
        state,
        recordError(
          'record/sequence',
          `Entry ${index + 1} has sequence number ${entry.seq}; entries are numbered 1, 2, 3 … without gaps.`,
          { seq: index + 1, path: ['entries', index, 'seq'] },
        ),
      );
    }
    const replayed = replayEntry(ruleset, state, entry, dice, adjudicated);
    if ('code' in replayed)
      return failed(
        ruleset,
        steps,
        state,
        { ...replayed, path: ['entries', index, ...replayed.path] },
        adjudicated,
      );
    state = replayed.state;
    steps.push(replayed.step);
    options.onStep?.(replayed.step, state);
    if (entry.kind === 'adjudication') adjudicated = entry.result;
  }
  return { ruleset, steps, state, result: adjudicated ?? ruleset.result(state), error: null };
}
