import { serverError } from '@broadside/protocol';
import {
  finishRecord,
  newRecord,
  RECORD_FORMAT_VERSION,
  recordChain,
  replayRecord,
  seedToHex,
  type GameRecord,
  type AnyRuleset,
  type RecordEntry,
} from '@broadside/rules';
import type { GameStore } from '../store/types.js';
import type { Outcome } from './outcome.js';
import { diceSeedOf } from './game-seed.js';
import { recordEntryOf } from './record-entry.js';
import type { SeedContributions } from './seeding.js';
import { recordSeats, seatNames } from './seat-names.js';

/** The format of games stored before record format 5, whose chain did not bind the seats. */
const BEFORE_SEATS_IN_CHAIN = 4;

/**
 * The game record (format of `@broadside/rules` record module) of a finished game: set-up,
 * seats, every entry with its dice and the stored state hashes, the revealed seed and the
 * result. A game in progress has no public record: its orders include hidden information.
 */
export function exportRecord(
  store: GameStore,
  rulesets: ReadonlyMap<string, AnyRuleset>,
  gameId: string,
  server: string | null,
  seeding: Pick<SeedContributions, 'recordParts'> | null = null,
): Outcome<GameRecord> {
  const game = store.getGame(gameId);
  if (!game) return { ok: false, error: serverError('game/not_found') };
  if (game.status !== 'finished' || game.result === null) {
    return { ok: false, error: serverError('record/not_available') };
  }
  const rows = store.seats(gameId);
  const names = seatNames(
    rulesets.get(game.ruleset),
    game,
    rows.map((s) => s.seat),
  );
  const seats = recordSeats(names, rows);
  const initial = store.snapshotAtOrBefore(gameId, 0);
  // Seeds made together: the commitments the seed was derived under, and every revealed nonce.
  const contributions = seeding?.recordParts(gameId, rows) ?? { seatCommitments: [], nonces: {} };
  const build = (formatVersion: number) =>
    newRecord({
      formatVersion,
      ruleset: { id: game.ruleset, version: game.rulesetVersion },
      gameId,
      createdAt: new Date(game.createdAt).toISOString(),
      server,
      setup: game.setup,
      seats,
      commitment: game.commitment,
      startDice: game.createDice,
      startStateHash: initial?.stateHash ?? game.stateHash,
      ...(contributions.seatCommitments.length > 0
        ? { seatCommitments: contributions.seatCommitments }
        : {}),
    });
  const stored = store.entries(gameId, 1, game.seq);
  const entries: RecordEntry[] = stored.map((e) => ({
    ...recordEntryOf(e),
    ...(e.stateHash === null ? {} : { stateHash: e.stateHash }),
  }));
  const base = { ...build(RECORD_FORMAT_VERSION), entries };
  // A game whose chain heads were stored (and shown) under format 4 keeps that format, so the
  // heads its players kept are in its record (docs/record-format.md, Versioning).
  const kept = store.snapshotAtOrBefore(gameId, game.seq);
  const olderFormat =
    kept?.chainHead != null &&
    kept.seq > 0 &&
    recordChain(base)[kept.seq] !== kept.chainHead &&
    recordChain({ ...build(BEFORE_SEATS_IN_CHAIN), entries })[kept.seq] === kept.chainHead;
  const chosen = olderFormat ? { ...build(BEFORE_SEATS_IN_CHAIN), entries } : base;
  const record = finishRecord(withEveryStateHash(chosen, rulesets), {
    seedHex: seedToHex(diceSeedOf(game)),
    ...(contributions.seatCommitments.length > 0
      ? { serverSecretHex: seedToHex(game.seed), nonces: contributions.nonces }
      : {}),
    result: game.result,
    finalStateHash: game.stateHash,
  });
  return { ok: true, value: withEveryStateHash(record, rulesets) };
}

/**
 * The store keeps a state hash only with its snapshots; a record (format 2) needs one after every
 * entry. The replay of the finished game supplies the missing ones; the stored ones are checked
 * by that same replay, which stops at the first that differs.
 */
function withEveryStateHash(
  record: GameRecord,
  rulesets: ReadonlyMap<string, AnyRuleset>,
): GameRecord {
  const replayed = replayRecord(record, Object.fromEntries(rulesets), {
    allowVersionMismatch: true,
  });
  if (replayed.error) return record;
  const [start, ...steps] = replayed.steps;
  return {
    ...record,
    start: { ...record.start, stateHash: start?.stateHash ?? record.start.stateHash },
    entries: record.entries.map((entry, i) => ({
      ...entry,
      stateHash: steps[i]?.stateHash ?? entry.stateHash,
    })),
  };
}
