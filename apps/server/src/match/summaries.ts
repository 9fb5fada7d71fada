import type { GameSummary } from '@broadside/protocol';
import type { GameRecordRow, GameStore } from '../store/types.js';
import { seatPresence, spectatorCount } from './frames.js';
import type { GameCache } from './game-cache.js';

/** The lobby's summary of a stored game, with live presence when the game is in memory. */
export function summariseGame(store: GameStore, cache: GameCache, row: GameRecordRow): GameSummary {
  const live = cache.peek(row.id);
  const header = live?.header ?? row;
  const seats = live
    ? seatPresence(live)
    : store.seats(row.id).map((s) => ({
        seat: s.seat,
        name: s.playerName ?? `Side ${s.seat}`,
        claimed: s.claimedAt !== null,
        online: false,
      }));
  return {
    id: row.id,
    title: row.title,
    ruleset: { id: row.ruleset, version: row.rulesetVersion },
    scenario: row.scenario,
    status: header.status,
    visibility: row.visibility,
    createdAt: row.createdAt,
    startedAt: header.startedAt,
    finishedAt: header.finishedAt,
    seats,
    openSeats: header.status === 'open' ? seats.filter((s) => !s.claimed).map((s) => s.seat) : [],
    spectators: live ? spectatorCount(live) : 0,
    seq: header.seq,
    timeControl: row.timeControl,
    spectatorDelay: row.spectatorDelay,
    result: header.result ? { ...header.result, winners: [...header.result.winners] } : null,
    commitment: row.commitment,
  };
}
