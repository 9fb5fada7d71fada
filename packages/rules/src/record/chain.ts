import { sha256, sha256HexOf } from '../core/sha256.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from '../core/canonical-json.js';
import type { DieRoll, GameRecord, RecordEntry } from './schema.js';

/** Domain label of the game-log hash chain, version 1 (record formats 2–4). */
export const CHAIN_DOMAIN = 'broadside/chain/v1';

/** Domain label of the hash chain, version 2 (record format 5): its start binds the seats too. */
export const CHAIN_DOMAIN_V2 = 'broadside/chain/v2';

/** The first record format whose chain starts from the seats and the format version. */
export const SEATS_IN_CHAIN_FORMAT = 5;

/** A seat as the chain binds it: its id and the name the record gives it. */
export interface ChainSeat {
  readonly seat: string;
  readonly name: string;
}

/** What the chain starts from: the game as created, before any order. */
export interface ChainStart {
  readonly ruleset: { readonly id: string; readonly version: string };
  readonly gameId: string | null;
  /** ISO time of creation. */
  readonly createdAt: string;
  readonly setup: unknown;
  /** Lowercase hex SHA-256 of the dice seed. */
  readonly commitment: string;
  /** The dice the game's creation rolled. */
  readonly startDice: readonly DieRoll[];
  /**
   * Seeds made together (format 3): each contributing seat's commitment to its nonce, in seat
   * order. Absent when no seat contributed, which keeps format-2 chains unchanged.
   */
  readonly seatCommitments?: readonly { readonly seat: string; readonly commitment: string }[];
  /**
   * Format 5 on: the record's format version and its seats with their names, in seat order. With
   * them the chain is version 2, and the head a player keeps binds who played whom.
   */
  readonly stated?: {
    readonly formatVersion: number;
    readonly seats: readonly ChainSeat[];
  };
}

/** An entry as the chain sees it: the record entry without its (derived) state hash. */
export type ChainEntry =
  | Omit<Extract<RecordEntry, { kind: 'order' }>, 'stateHash'>
  | Omit<Extract<RecordEntry, { kind: 'timeout' }>, 'stateHash'>
  | Omit<Extract<RecordEntry, { kind: 'adjudication' }>, 'stateHash'>;

/**
 * The chain head of a game before its first entry:
 * `SHA-256(domain ‖ 0x00 ‖ canonical JSON of the start)`. With seeds made together, the start
 * includes every seat's nonce commitment, so the fingerprint binds them too. Without `stated`
 * (formats 2–4) the domain is `broadside/chain/v1`; with it (format 5) `broadside/chain/v2` and
 * the start holds `formatVersion` and `seats` as well. Only this first link differs: every later
 * link is {@link chainLink} in either version.
 */
export function chainGenesis(start: ChainStart): string {
  const stated = start.stated;
  const body = canonicalJson({
    ...(stated === undefined
      ? {}
      : {
          formatVersion: stated.formatVersion,
          seats: stated.seats.map((s) => ({ seat: s.seat, name: s.name })),
        }),
    ruleset: { id: start.ruleset.id, version: start.ruleset.version },
    gameId: start.gameId,
    createdAt: start.createdAt,
    setup: start.setup,
    commitment: start.commitment,
    startDice: start.startDice,
    ...(start.seatCommitments === undefined
      ? {}
      : {
          seatCommitments: start.seatCommitments.map((c) => ({
            seat: c.seat,
            commitment: c.commitment,
          })),
        }),
  });
  const domain = stated === undefined ? CHAIN_DOMAIN : CHAIN_DOMAIN_V2;
  return bytesToHex(
    sha256(concatBytes(utf8ToBytes(domain), new Uint8Array([0]), utf8ToBytes(body))),
  );
}

/**
 * The next chain head: `SHA-256(previous head ‖ canonical JSON of the entry)`, the entry as the
 * record holds it (sequence, kind, seat, ISO time, order and dice) without its state hash. Any
 * change to any earlier entry, even one that changes no die and no result, changes every later
 * head.
 */
export function chainLink(previous: string, entry: ChainEntry | RecordEntry): string {
  return sha256HexOf(previous, canonicalJson(withoutStateHash(entry)));
}

/** The entry without its state hash (the same object when it has none: the server's case). */
function withoutStateHash(entry: ChainEntry | RecordEntry): ChainEntry {
  if (!('stateHash' in entry)) return entry;
  const { stateHash: _derived, ...linked } = entry;
  return linked;
}

/** The start of a record, as the chain sees it (format 5 on: with its format version and seats). */
export function chainStartOf(record: GameRecord): ChainStart {
  return {
    ruleset: record.ruleset,
    gameId: record.game.id,
    createdAt: record.game.createdAt,
    setup: record.setup,
    commitment: record.dice.commitment,
    startDice: record.start.dice,
    ...(record.dice.derivation === undefined
      ? {}
      : {
          seatCommitments: record.dice.derivation.seats.map((s) => ({
            seat: s.seat,
            commitment: s.commitment,
          })),
        }),
    ...(record.formatVersion < SEATS_IN_CHAIN_FORMAT
      ? {}
      : { stated: { formatVersion: record.formatVersion, seats: record.seats } }),
  };
}

/**
 * Every chain head of a record: index 0 before the first entry, index n after entry n. The last
 * is the game's fingerprint; a player who kept the head shown after some entry can find it here.
 */
export function recordChain(record: GameRecord): string[] {
  const heads = [chainGenesis(chainStartOf(record))];
  for (const entry of record.entries)
    heads.push(chainLink(heads[heads.length - 1] as string, entry));
  return heads;
}
