import type { AnyRuleset, SeatId } from '@broadside/rules';

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
