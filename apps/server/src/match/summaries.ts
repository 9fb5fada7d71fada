import type { GameSummary } from '@broadside/protocol';
import type { AnyRuleset } from '@broadside/rules';
import type { GameRecordRow, GameStore } from '../store/types.js';
import { isDelayed } from './live-game.js';
import { seatLabels, seatNames } from './seat-names.js';
import { seatPresence, spectatorCount } from './frames.js';
import type { GameCache } from './game-cache.js';

/** Seat presence of a game not in memory: names as stored, nobody online. */
function storedPresence(
  store: GameStore,
  rulesets: ReadonlyMap<string, AnyRuleset>,
  row: GameRecordRow,
): GameSummary['seats'] {
  const rows = store.seats(row.id);
  const names = seatNames(
    rulesets.get(row.ruleset),
    row,
    rows.map((s) => s.seat),
  );
  const labels = seatLabels(names, rows);
  return rows.map((s, i) => ({
    seat: s.seat,
    name: labels[i]!,
    claimed: s.claimedAt !== null,
    online: false,
  }));
}

/** The lobby's summary of a stored game, with live presence when the game is in memory. */
export function summariseGame(
  store: GameStore,
  cache: GameCache,
  rulesets: ReadonlyMap<string, AnyRuleset>,
  row: GameRecordRow,
): GameSummary {
  const live = cache.peek(row.id);
  const header = live?.header ?? row;
  const seats = live ? seatPresence(live) : storedPresence(store, rulesets, row);
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
    // A delayed game shows the sequence spectators have reached, never the live one.
    seq: live && isDelayed(live) ? live.spectatorSeq : header.seq,
    timeControl: row.timeControl,
    spectatorDelay: row.spectatorDelay,
    result: header.result ? { ...header.result, winners: [...header.result.winners] } : null,
    commitment: row.commitment,
  };
}
