import type { AnyRuleset, GameResult } from '../core/ruleset.js';
import { recordChain } from './chain.js';
import {
  DICE_SCHEME,
  RECORD_FORMAT,
  RECORD_FORMAT_VERSION,
  type DieRoll,
  type GameRecord,
  type RecordEntry,
} from './schema.js';

/** What a server knows when a game is created. */
export interface NewRecordInput {
  readonly ruleset: Pick<AnyRuleset, 'id' | 'version'>;
  readonly gameId: string | null;
  /** ISO time of creation, from the server's clock. */
  readonly createdAt: string;
  readonly server?: string | null;
  /** The set-up exactly as the creator sent it. */
  readonly setup: unknown;
  readonly seats: readonly { readonly seat: string; readonly name: string }[];
  /** Lowercase hex SHA-256 of the seed. */
  readonly commitment: string;
  /** Dice rolled by `create` and the hash of the created state. */
  readonly startDice: readonly DieRoll[];
  readonly startStateHash: string;
}

/** Starts the record of a new game: no entries, no seed, no result. */
export function newRecord(input: NewRecordInput): GameRecord {
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    ruleset: { id: input.ruleset.id, version: input.ruleset.version },
    game: { id: input.gameId, createdAt: input.createdAt, server: input.server ?? null },
    setup: input.setup as GameRecord['setup'],
    seats: input.seats.map((s) => ({ seat: s.seat, name: s.name })),
    dice: { scheme: DICE_SCHEME, commitment: input.commitment, seed: null },
    start: { dice: [...input.startDice], stateHash: input.startStateHash },
    entries: [],
    result: null,
  };
}

/** An entry to add: everything but its sequence number, which the record assigns. */
export type NewEntry =
  | Omit<Extract<RecordEntry, { kind: 'order' }>, 'seq'>
  | Omit<Extract<RecordEntry, { kind: 'timeout' }>, 'seq'>;

/** Returns the record with one more entry, numbered after the last one. Never mutates its input. */
export function appendEntry(record: GameRecord, entry: NewEntry): GameRecord {
  const seq = record.entries.length + 1;
  return { ...record, entries: [...record.entries, { seq, ...entry } as RecordEntry] };
}

/**
 * Closes a record when the game is over: reveals the seed, writes the result and the final
 * chain head (the game's fingerprint).
 */
export function finishRecord(
  record: GameRecord,
  ending: {
    readonly seedHex: string;
    readonly result: GameResult;
    readonly finalStateHash: string;
  },
): GameRecord {
  const heads = recordChain(record);
  return {
    ...record,
    dice: { ...record.dice, seed: ending.seedHex },
    result: { ...ending.result, winners: [...ending.result.winners] },
    finalStateHash: ending.finalStateHash,
    chain: heads[heads.length - 1] as string,
  };
}
