import { nameLabels } from '@broadside/protocol';
import type { AnyRuleset, SeatId } from '@broadside/rules';
import type { SeatRow } from '../store/types.js';

/** Seat names already worked out, by game id (bounded: the oldest is dropped first). */
const known = new Map<string, ReadonlyMap<SeatId, string>>();
const KNOWN_MAX = 10_000;

/**
 * The ruleset's name for each seat of a stored game ("Side A", "Convoy" …), from its set-up.
 * Worked out once per game; a set-up the ruleset no longer accepts names seats by their id.
 */
export function seatNames(
  ruleset: AnyRuleset | undefined,
  game: { readonly id: string; readonly setup: unknown },
  seats: readonly SeatId[],
): ReadonlyMap<SeatId, string> {
  const cached = known.get(game.id);
  if (cached) return cached;
  const names = new Map<SeatId, string>();
  const parsed = ruleset?.parseSetup(game.setup);
  if (ruleset && parsed?.ok)
    for (const seat of seats) names.set(seat, ruleset.seatName(parsed.value, seat));
  if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value!);
  known.set(game.id, names);
  return names;
}

/** The name shown for a seat: the player's own, else the ruleset's seat name, else its id. */
export function displayName(
  names: ReadonlyMap<SeatId, string>,
  seat: SeatId,
  playerName: string | null,
): string {
  return playerName ?? names.get(seat) ?? seat;
}

/**
 * The names shown for a game's seats, in seat order: each player's name, with the username beside
 * it where two players' names look alike (`Frank (frank)`, `Frаnk (frank_fake)`), a guest's and a
 * bot's marked `(guest)` and `(bot)` (protocol's `nameLabels`; docs/security.md). A seat nobody
 * named shows the ruleset's name for it. Every list of a game's players (lobby, My games, the
 * battle screen, spectators, reports) is built from these.
 */
export function seatLabels(
  names: ReadonlyMap<SeatId, string>,
  seats: readonly Pick<SeatRow, 'seat' | 'playerName' | 'username' | 'bot'>[],
): string[] {
  const named = seats.filter((s) => s.playerName !== null);
  const labels = nameLabels(
    named.map((s) => ({
      name: s.playerName!,
      username: s.username ?? null,
      tag: s.bot === true ? 'bot' : 'guest',
    })),
  );
  const bySeat = new Map(named.map((s, i) => [s.seat, labels[i]!]));
  return seats.map((s) => bySeat.get(s.seat) ?? displayName(names, s.seat, s.playerName));
}

/**
 * The seats as a game record states them, in seat order: the one list both the record export
 * and the live hash chain (from record format 5, which binds the names) are built from.
 */
export function recordSeats(
  names: ReadonlyMap<SeatId, string>,
  rows: readonly { readonly seat: SeatId; readonly playerName: string | null }[],
): { seat: SeatId; name: string }[] {
  return rows.map((s) => ({ seat: s.seat, name: displayName(names, s.seat, s.playerName) }));
}
