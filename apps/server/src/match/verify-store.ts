import { verifiableDice, type AnyRuleset, type GameResult } from '@broadside/rules';
import { diceSeedOf } from './game-seed.js';
import { sameJson } from '../util/same-json.js';
import type { GameStore } from '../store/types.js';
import { replayEntry } from './rebuild.js';

/** What {@link verifyStoredGame} found. */
export interface StoredGameCheck {
  readonly gameId: string;
  readonly entries: number;
  /** Hashes compared: snapshots, hashed log entries and the game header. */
  readonly hashesChecked: number;
  /** The first problem, or `null` when everything matched. */
  readonly problem: string | null;
}

/**
 * Rebuilds a stored game from its first snapshot through its whole log and compares every
 * stored hash on the way (each snapshot, each hashed entry, the header's hash) with the
 * ruleset's hash of the rebuilt state. For the crash test and for operators.
 */
export function verifyStoredGame(
  store: GameStore,
  rulesets: ReadonlyMap<string, AnyRuleset>,
  gameId: string,
): StoredGameCheck {
  const result = (
    entries: number,
    hashesChecked: number,
    problem: string | null,
  ): StoredGameCheck => ({
    gameId,
    entries,
    hashesChecked,
    problem,
  });
  const game = store.getGame(gameId);
  if (!game) return result(0, 0, 'no such game');
  const ruleset = rulesets.get(game.ruleset);
  if (!ruleset) return result(0, 0, `unknown ruleset ${game.ruleset}`);
  const initial = store.snapshotAtOrBefore(gameId, 0);
  if (!initial) return result(0, 0, 'no initial snapshot');
  const dice = verifiableDice(diceSeedOf(game));
  let state = initial.state;
  let checked = 0;
  const check = (seq: number, expected: string, what: string): string | null => {
    checked += 1;
    return ruleset.hash(state) === expected
      ? null
      : `${what} at ${seq} does not match the rebuilt state`;
  };
  const first = check(0, initial.stateHash, 'snapshot') ?? storedSnapshotProblem(ruleset, initial);
  if (first) return result(0, checked, first);
  const entries = store.entries(gameId, 1, game.seq);
  if (entries.length !== game.seq)
    return result(
      entries.length,
      checked,
      `log has ${entries.length} entries, header says ${game.seq}`,
    );
  for (const entry of entries) {
    try {
      state = replayEntry(ruleset, state, entry, dice);
    } catch (error) {
      return result(
        entries.length,
        checked,
        `entry ${entry.seq} does not replay: ${String(error)}`,
      );
    }
    if (entry.stateHash !== null) {
      const problem = check(entry.seq, entry.stateHash, 'entry hash');
      if (problem) return result(entries.length, checked, problem);
    }
    const snapshot = store.snapshotAtOrBefore(gameId, entry.seq);
    if (snapshot && snapshot.seq === entry.seq) {
      const problem =
        check(entry.seq, snapshot.stateHash, 'snapshot') ??
        storedSnapshotProblem(ruleset, snapshot);
      if (problem) {
        checked += 1;
        return result(entries.length, checked, problem);
      }
    }
    if (entry.seq === game.hashSeq) {
      const problem = check(entry.seq, game.stateHash, 'game header hash');
      if (problem) return result(entries.length, checked, problem);
    }
  }
  checked += 1;
  // An adjudication (the organiser decided the game) ends it with its own result.
  const last = entries.at(-1);
  const reached =
    last?.kind === 'adjudication' ? (last.order as GameResult) : ruleset.result(state);
  const outcome = outcomeProblem(reached, game);
  return result(entries.length, checked, outcome);
}

/** A snapshot whose stored state is not the state its hash names (a load would start from it). */
function storedSnapshotProblem(
  ruleset: AnyRuleset,
  snapshot: { seq: number; state: unknown; stateHash: string },
): string | null {
  return ruleset.hash(snapshot.state) === snapshot.stateHash
    ? null
    : `snapshot at ${snapshot.seq}: its stored state does not match its own hash`;
}

/** The stored result and status against the result the rebuilt game reaches. */
function outcomeProblem(
  rebuilt: GameResult | null,
  game: { status: string; result: GameResult | null },
): string | null {
  if (!sameJson(rebuilt, game.result))
    return `stored result ${JSON.stringify(game.result)} is not the result the log reaches (${JSON.stringify(rebuilt)})`;
  if ((rebuilt !== null) !== (game.status === 'finished'))
    return `status ${game.status} does not fit the result the log reaches`;
  return null;
}
