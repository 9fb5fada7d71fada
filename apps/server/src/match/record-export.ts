import { serverError } from '@broadside/protocol';
import {
  finishRecord,
  newRecord,
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
import { displayName, seatNames } from './seat-names.js';

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
  const seats = rows.map((s) => ({ seat: s.seat, name: displayName(names, s.seat, s.playerName) }));
  const initial = store.snapshotAtOrBefore(gameId, 0);
  // Seeds made together: the commitments the seed was derived under, and every revealed nonce.
  const contributions = seeding?.recordParts(gameId, rows) ?? { seatCommitments: [], nonces: {} };
  const base = newRecord({
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
  const record = finishRecord(withEveryStateHash({ ...base, entries }, rulesets), {
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
