import { BOT_BUDGET_MS, serverError, type BotSeatSpec } from '@broadside/protocol';
import type { SeatId } from '@broadside/rules';
import { newSecret } from '../util/secrets.js';
import { fail, type Outcome } from './outcome.js';
import type { BotLevelName, StoredBotSeat } from '../store/bot-store.js';

/** The name a bot's seat is shown under, in the lobby, the game and its record. */
export function botName(level: BotLevelName): string {
  return `${level[0]!.toUpperCase()}${level.slice(1)} bot`;
}

/** Levels that search and so take a thinking budget. */
const SEARCHING: ReadonlySet<BotLevelName> = new Set(['hard']);

/**
 * The bot seats a new game asked for, checked against its seats (each a seat of the game, once,
 * not the creator's, and not every seat), each with its shown name and a fresh private seed.
 */
export function botSeatsOf(
  specs: readonly BotSeatSpec[],
  seats: readonly SeatId[],
  creatorSeat: SeatId | undefined,
): Outcome<{ name: string; seat: SeatId; stored: StoredBotSeat }[]> {
  const taken = new Set<SeatId>();
  const out: { name: string; seat: SeatId; stored: StoredBotSeat }[] = [];
  for (const [i, spec] of specs.entries()) {
    const refuse = (message: string) =>
      fail(serverError('request/invalid', message, ['bots', i, 'seat']));
    if (!seats.includes(spec.seat))
      return refuse(`No seat "${spec.seat}" (seats: ${seats.join(', ')}).`);
    if (spec.seat === creatorSeat) return refuse(`Seat "${spec.seat}" is the creator's.`);
    if (taken.has(spec.seat)) return refuse(`Seat "${spec.seat}" is given to two bots.`);
    taken.add(spec.seat);
    const budgetMs = SEARCHING.has(spec.level) ? (spec.budgetMs ?? BOT_BUDGET_MS.default) : null;
    out.push({
      name: botName(spec.level),
      seat: spec.seat,
      stored: { seat: spec.seat, level: spec.level, budgetMs, seed: newSecret() },
    });
  }
  // A game of bots alone would think for ever at nobody's request: one seat must be a player's.
  if (specs.length > 0 && seats.every((seat) => taken.has(seat))) {
    return fail(
      serverError('request/invalid', 'At least one seat must be left to a player.', ['bots']),
    );
  }
  return { ok: true, value: out };
}
