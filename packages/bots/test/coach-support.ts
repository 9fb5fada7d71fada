import {
  appendEntry,
  diceCommitment,
  newRecord,
  recordingDice,
  seedToHex,
  verifiableDice,
  type AnyRuleset,
  type GameRecord,
} from '@broadside/rules';
import { createBot, type BotLevel } from '../src/index.js';
import { inputFor, seedOf } from './support.js';

/** Picks the order of the seat that owes one; `undefined` lets the bots choose. */
export type Override = (state: unknown, seat: string, move: number) => unknown;

/**
 * Plays a game with bots as the server would (check, apply with verifiable dice, log every die)
 * and returns its record with the seed revealed, finished or not after `maxMoves`. `override`
 * may dictate any order; the others come from bots of `level`.
 */
export function botRecord(
  ruleset: AnyRuleset,
  setupInput: unknown,
  seed: number,
  options: {
    maxMoves?: number;
    level?: BotLevel;
    override?: Override;
    /** When several seats owe a decision, this one moves first. */
    first?: string;
  } = {},
): { record: GameRecord; states: unknown[] } {
  const seedBytes = seedOf(seed);
  const dice = recordingDice(verifiableDice(seedBytes));
  const setup = ruleset.parseSetup(setupInput);
  if (!setup.ok) throw new Error(setup.error.message);
  const created = ruleset.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  let state: unknown = created.value.state;
  let record = newRecord({
    ruleset,
    gameId: 'coach-test',
    createdAt: '2026-12-01T09:00:00.000Z',
    setup: setupInput,
    seats: ruleset.seats(state).map((seat: string) => ({ seat, name: `Player ${seat}` })),
    commitment: diceCommitment(seedBytes),
    startDice: dice.take(),
    startStateHash: ruleset.hash(state),
  });
  const states = [state];
  const level = options.level ?? 'easy';
  for (let move = 0; move < (options.maxMoves ?? 200) && ruleset.result(state) === null; move++) {
    const owed = ruleset.pending(state);
    const seat = (owed.find((p) => p.seat === options.first) ?? owed[0]!).seat;
    const order =
      options.override?.(state, seat, move) ??
      createBot(ruleset, { level, seed: `coach-${seat}` }).decide(inputFor(ruleset, state, seat));
    const checked = ruleset.check(state, seat, order);
    if (!checked.ok) throw new Error(`move ${move}: ${checked.error.message}`);
    state = ruleset.apply(state, seat, checked.value, dice).state;
    states.push(state);
    record = appendEntry(record, {
      kind: 'order',
      seat,
      at: new Date(Date.UTC(2026, 11, 1, 9, 0, 0, move + 1)).toISOString(),
      order: JSON.parse(JSON.stringify(checked.value)),
      dice: dice.take(),
      stateHash: ruleset.hash(state),
    });
  }
  return { record: { ...record, dice: { ...record.dice, seed: seedToHex(seedBytes) } }, states };
}
