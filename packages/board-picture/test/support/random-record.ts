import {
  appendEntry,
  diceCommitment,
  finishRecord,
  newRecord,
  recordingDice,
  seededRandom,
  seedToHex,
  verifiableDice,
  type AnyRuleset,
  type GameRecord,
} from '@broadside/rules';

/** A ruleset's random order generator (`randomOrder` of its subpath). */
export type RandomOrder = (
  state: never,
  random: () => number,
) => { seat: string; order: unknown } | null;

/**
 * Plays a seeded random game the way the server does (check, then apply with verifiable dice,
 * every die recorded) for at most `maxMoves` orders and returns its record with the seed
 * revealed (finished games also get their result), so that it replays.
 */
export function randomRecord(
  rules: AnyRuleset,
  setupInput: unknown,
  randomOrder: RandomOrder,
  options: { seed: number; maxMoves: number; names?: Readonly<Record<string, string>> },
): GameRecord {
  const seed = Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + options.seed) % 256);
  const random = seededRandom(options.seed);
  const dice = recordingDice(verifiableDice(seed));
  const setup = rules.parseSetup(setupInput);
  if (!setup.ok) throw new Error(setup.error.message);
  const created = rules.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  let state: unknown = created.value.state;
  let record = newRecord({
    ruleset: rules,
    gameId: `story-${rules.id}`,
    createdAt: '2026-12-01T10:00:00.000Z',
    setup: setupInput,
    seats: rules.seats(state).map((seat) => ({
      seat,
      name: options.names?.[seat] ?? `Player ${seat}`,
    })),
    commitment: diceCommitment(seed),
    startDice: dice.take(),
    startStateHash: rules.hash(state),
  });
  for (let move = 0; move < options.maxMoves && rules.result(state) === null; move += 1) {
    const next = randomOrder(state as never, random);
    if (!next) break;
    const checked = rules.check(state, next.seat, next.order);
    if (!checked.ok) throw new Error(`move ${move}: ${checked.error.message}`);
    state = rules.apply(state, next.seat, checked.value, dice).state;
    record = appendEntry(record, {
      kind: 'order',
      seat: next.seat,
      at: new Date(Date.UTC(2026, 11, 1, 10, 0, move + 1)).toISOString(),
      order: JSON.parse(JSON.stringify(checked.value)) as Parameters<
        typeof appendEntry
      >[1] extends { order: infer O }
        ? O
        : never,
      dice: dice.take(),
      stateHash: rules.hash(state),
    });
  }
  const result = rules.result(state);
  if (result)
    return finishRecord(record, {
      seedHex: seedToHex(seed),
      result,
      finalStateHash: rules.hash(state),
    });
  return { ...record, dice: { ...record.dice, seed: seedToHex(seed) } };
}
