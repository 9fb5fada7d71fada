import type { ChainStart, GameResult, RecordEntry } from '@broadside/rules';
import type { GameRecordRow, LogEntry } from '../store/types.js';
import { isoTime } from '../util/iso-time.js';

/**
 * A stored log entry as the game record holds it (without its state hash, which the record
 * fills in): the one mapping shared by the record export and the live hash chain, so that the
 * fingerprint a player sees during play is the one the record proves.
 */
export function recordEntryOf(entry: LogEntry): RecordEntry {
  const at = isoTime(entry.at);
  // The organiser's result is stored in the order column; the entry is for no seat.
  if (entry.kind === 'adjudication')
    return {
      kind: 'adjudication',
      seq: entry.seq,
      at,
      dice: [],
      result: entry.order as GameResult,
    };
  const common = {
    seq: entry.seq,
    seat: entry.seat,
    at,
    dice: entry.dice.map((d) => ({ k: d.k, sides: d.sides, value: d.value })),
  };
  return entry.kind === 'order'
    ? {
        kind: 'order',
        ...common,
        order: entry.order as Extract<RecordEntry, { kind: 'order' }>['order'],
      }
    : { kind: 'timeout', ...common };
}

/**
 * Where a stored game's hash chain starts (as `chainStartOf` reads it from the record). `stated`
 * (record format 5 on) adds the format version and the seats with their names.
 */
export function chainStartOfRow(game: GameRecordRow, stated?: ChainStart['stated']): ChainStart {
  return {
    ruleset: { id: game.ruleset, version: game.rulesetVersion },
    gameId: game.id,
    createdAt: new Date(game.createdAt).toISOString(),
    setup: game.setup,
    commitment: game.commitment,
    startDice: game.createDice,
    ...(game.seatCommitments ? { seatCommitments: game.seatCommitments } : {}),
    ...(stated === undefined ? {} : { stated }),
  };
}
