import type { AnyRuleset, GameResult } from '../core/ruleset.js';
import { JOINT_SEED_DOMAIN } from '../dice/joint-seed.js';
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
  /**
   * Seeds made together (format 3): each contributing seat's nonce commitment, in seat order.
   * `commitment` is then the server's commitment to its secret.
   */
  readonly seatCommitments?: readonly { readonly seat: string; readonly commitment: string }[];
  /**
   * The format to write; the current one unless told. A server exporting a game whose chain
   * heads were shown under an older format (4) keeps that format, so those heads stay in it.
   */
  readonly formatVersion?: number;
}

/** What a finished game reveals about its seed. */
export interface SeedReveal {
  /** The seed the dice came from, 64 hex digits. */
  readonly seedHex: string;
  /** Seeds made together: the server's secret, 64 hex digits. */
  readonly serverSecretHex?: string;
  /** Seeds made together: each seat's revealed nonce (absent or null if never revealed). */
  readonly nonces?: Readonly<Record<string, string | null>>;
}

/** Starts the record of a new game: no entries, no seed, no result. */
export function newRecord(input: NewRecordInput): GameRecord {
  return {
    format: RECORD_FORMAT,
    formatVersion: input.formatVersion ?? RECORD_FORMAT_VERSION,
    ruleset: { id: input.ruleset.id, version: input.ruleset.version },
    game: { id: input.gameId, createdAt: input.createdAt, server: input.server ?? null },
    setup: input.setup as GameRecord['setup'],
    seats: input.seats.map((s) => ({ seat: s.seat, name: s.name })),
    dice: {
      scheme: DICE_SCHEME,
      commitment: input.commitment,
      seed: null,
      ...(input.seatCommitments && input.seatCommitments.length > 0
        ? {
            derivation: {
              domain: JOINT_SEED_DOMAIN,
              serverSecret: null,
              seats: input.seatCommitments.map((c) => ({
                seat: c.seat,
                commitment: c.commitment,
                nonce: null,
              })),
            },
          }
        : {}),
    },
    start: { dice: [...input.startDice], stateHash: input.startStateHash },
    entries: [],
    result: null,
  };
}

/** An entry to add: everything but its sequence number, which the record assigns. */
export type NewEntry =
  | Omit<Extract<RecordEntry, { kind: 'order' }>, 'seq'>
  | Omit<Extract<RecordEntry, { kind: 'timeout' }>, 'seq'>
  | Omit<Extract<RecordEntry, { kind: 'adjudication' }>, 'seq'>;

/** Returns the record with one more entry, numbered after the last one. Never mutates its input. */
export function appendEntry(record: GameRecord, entry: NewEntry): GameRecord {
  const seq = record.entries.length + 1;
  return { ...record, entries: [...record.entries, { seq, ...entry } as RecordEntry] };
}

/** The record's dice with the seed, and for seeds made together the secret and nonces, revealed. */
function revealedDice(dice: GameRecord['dice'], reveal: SeedReveal): GameRecord['dice'] {
  const derivation = dice.derivation;
  if (derivation === undefined) return { ...dice, seed: reveal.seedHex };
  return {
    ...dice,
    seed: reveal.seedHex,
    derivation: {
      ...derivation,
      serverSecret: reveal.serverSecretHex ?? null,
      seats: derivation.seats.map((s) => ({ ...s, nonce: reveal.nonces?.[s.seat] ?? null })),
    },
  };
}

/**
 * Closes a record when the game is over: reveals the seed (with seeds made together, the
 * server's secret and every seat's nonce too), writes the result and the final chain head
 * (the game's fingerprint).
 */
export function finishRecord(
  record: GameRecord,
  ending: SeedReveal & {
    readonly result: GameResult;
    readonly finalStateHash: string;
  },
): GameRecord {
  const heads = recordChain(record);
  return {
    ...record,
    dice: revealedDice(record.dice, ending),
    result: { ...ending.result, winners: [...ending.result.winners] },
    finalStateHash: ending.finalStateHash,
    chain: heads[heads.length - 1] as string,
  };
}
