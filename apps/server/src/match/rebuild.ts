import { foldEntry, type AnyRuleset, type DiceSource } from '@broadside/rules';
import type { GameStore, LogEntry, Snapshot } from '../store/types.js';

/** A stored game whose rebuilt state does not match its stored hash. */
export class CorruptGameError extends Error {
  override readonly name = 'CorruptGameError';
}

/** Applies one stored log entry to a state (the rules' one replay step). */
export function replayEntry(
  ruleset: AnyRuleset,
  state: unknown,
  entry: LogEntry,
  dice: DiceSource,
): unknown {
  const folded = foldEntry(ruleset, state, entry, dice);
  if (!folded.ok) {
    throw new CorruptGameError(
      `entry ${entry.seq} (${entry.kind} by ${entry.seat}) does not replay: ${folded.error.message}`,
    );
  }
  return folded.state;
}

/**
 * Rebuilds a game's state after entry `seq`: the latest snapshot at or before it, then the
 * log entries after the snapshot. Checks the snapshot's hash, and the hash of the result when
 * entry `seq` stored one; throws {@link CorruptGameError} on a mismatch. `onStep` sees the
 * snapshot's state (entry `null`), then the state after each entry replayed. Returns the state,
 * the entries replayed and the snapshot they were replayed from.
 */
export function stateAt(
  store: GameStore,
  ruleset: AnyRuleset,
  dice: DiceSource,
  gameId: string,
  seq: number,
  onStep?: (state: unknown, entry: LogEntry | null, snapshotSeq: number) => void,
): { state: unknown; entries: LogEntry[]; snapshot: Snapshot } {
  const snapshot = store.snapshotAtOrBefore(gameId, seq);
  if (!snapshot) throw new CorruptGameError(`game ${gameId} has no snapshot at or before ${seq}`);
  if (ruleset.hash(snapshot.state) !== snapshot.stateHash) {
    throw new CorruptGameError(`game ${gameId}: snapshot ${snapshot.seq} does not match its hash`);
  }
  const entries = snapshot.seq < seq ? store.entries(gameId, snapshot.seq + 1, seq) : [];
  if (entries.length !== seq - snapshot.seq) {
    throw new CorruptGameError(`game ${gameId}: log has a gap between ${snapshot.seq} and ${seq}`);
  }
  let state = snapshot.state;
  onStep?.(state, null, snapshot.seq);
  for (const entry of entries) {
    state = replayEntry(ruleset, state, entry, dice);
    onStep?.(state, entry, snapshot.seq);
  }
  const last = entries.at(-1);
  if (last && last.stateHash !== null && ruleset.hash(state) !== last.stateHash) {
    throw new CorruptGameError(
      `game ${gameId}: state rebuilt to ${seq} does not match its stored hash`,
    );
  }
  return { state, entries, snapshot };
}
