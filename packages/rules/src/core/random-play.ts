import type { DiceSource } from './dice-source.js';
import type { FoldEntry } from './fold.js';
import type { Ruleset, SeatId } from './ruleset.js';

/** One step of a random game, as played. */
export interface RandomMove<State, Event> {
  readonly entry: FoldEntry;
  readonly before: State;
  readonly after: State;
  readonly events: readonly Event[];
}

/** Options of {@link playRandomlyWith}. */
export interface RandomPlayOptions<State = unknown, Event = unknown> {
  /** Stops after this many log entries even if the game is not over (default 10,000). */
  readonly maxSteps?: number;
  /** Chance per step that a random side concedes instead. */
  readonly concedeChance?: number;
  /** Chance per step that a seat owing a decision times out instead. */
  readonly timeoutChance?: number;
  readonly onMove?: (move: RandomMove<State, Event>) => void;
}

/** What a ruleset lends the random player: its contract and a random order generator. */
export interface RandomPlayer<State, Order, Event> {
  readonly ruleset: Pick<
    Ruleset<never, State, Order, Event, unknown>,
    'pending' | 'check' | 'apply' | 'timeout' | 'result'
  >;
  /** The seats that may concede. */
  readonly seats: readonly SeatId[];
  /** A random order for one seat that owes a decision, or null when nobody owes one. */
  randomOrder(state: State, random: () => number): { seat: SeatId; order: unknown } | null;
  /** Where the game stands, for the message of a dead end. */
  where(state: State): unknown;
}

/** A random element of a list, or undefined for an empty one. */
export function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

/**
 * Plays random orders from `start` until the game is over (or `maxSteps`). Every order goes
 * through `check` before `apply`; now and then a side concedes or a seat times out, as the
 * options ask. Throws on a dead end (nothing owed before the end) or when a generated order is
 * refused. Returns the final state and the log, as records keep it.
 */
export function playRandomlyWith<State, Order, Event>(
  player: RandomPlayer<State, Order, Event>,
  start: State,
  dice: DiceSource,
  random: () => number,
  options: RandomPlayOptions<State, Event> = {},
): { state: State; log: FoldEntry[] } {
  const R = player.ruleset;
  const concede = options.concedeChance ?? 0;
  const timeout = options.timeoutChance ?? 0;
  let state = start;
  const log: FoldEntry[] = [];
  while (R.result(state) === null && log.length < (options.maxSteps ?? 10_000)) {
    const owed = R.pending(state);
    if (owed.length === 0) throw new Error(`dead end at ${JSON.stringify(player.where(state))}`);
    let entry: FoldEntry;
    const chance = random();
    if (chance < concede) {
      const seat = pick(player.seats, random) ?? player.seats[0]!;
      entry = { kind: 'order', seat, order: { type: 'concede' } };
    } else if (chance < concede + timeout) {
      entry = { kind: 'timeout', seat: (pick(owed, random) ?? owed[0]!).seat };
    } else {
      const next = player.randomOrder(state, random);
      if (!next) throw new Error(`dead end at ${JSON.stringify(player.where(state))}`);
      entry = { kind: 'order', seat: next.seat, order: next.order };
    }
    let applied;
    if (entry.kind === 'timeout') applied = R.timeout(state, entry.seat, dice);
    else {
      const checked = R.check(state, entry.seat, entry.order);
      if (!checked.ok)
        throw new Error(
          `refused (${checked.error.code} ${checked.error.message}): ${JSON.stringify(entry.order)}`,
        );
      applied = R.apply(state, entry.seat, checked.value, dice);
    }
    options.onMove?.({ entry, before: state, after: applied.state, events: applied.events });
    log.push(entry);
    state = applied.state;
  }
  return { state, log };
}
