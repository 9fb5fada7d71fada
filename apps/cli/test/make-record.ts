import {
  appendEntry,
  diceCommitment,
  finishRecord,
  newRecord,
  recordingDice,
  RULESETS,
  seedToHex,
  verifiableDice,
  type GameRecord,
} from '@broadside/rules';

/** mulberry32: a tiny deterministic PRNG, so random games are the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Plays a Starfire game with random legal orders, the way the server does, and returns its
 * record. `stopAfter` leaves the game unfinished after that many orders (seed kept for analysis).
 */
export function randomStarfireRecord(
  scenario: string,
  options: { readonly stopAfter?: number; readonly turnLimit?: number } = {},
): GameRecord {
  const rules = RULESETS.starfire;
  if (!rules) throw new Error('no starfire ruleset');
  const seed = Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + 1) & 0xff);
  const dice = recordingDice(verifiableDice(seed));
  const setupInput = { scenario, turnLimit: options.turnLimit ?? 3 };
  const setup = rules.parseSetup(setupInput);
  if (!setup.ok) throw new Error(setup.error.message);
  const created = rules.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  let record = newRecord({
    ruleset: rules,
    gameId: `cli-test-${scenario}`,
    createdAt: '2026-11-30T10:00:00.000Z',
    setup: setupInput,
    seats: rules.seats(state).map((seat: string) => ({ seat, name: `Player ${seat}` })),
    commitment: diceCommitment(seed),
    startDice: dice.take(),
    startStateHash: rules.hash(state),
  });
  const random = prng(42);
  const limit = options.stopAfter ?? 10_000;
  for (let move = 0; move < limit && rules.result(state) === null; move += 1) {
    const owed = rules.pending(state)[0];
    if (!owed) break;
    const orders = rules.legalOrders(state, owed.seat);
    const order = orders[Math.floor(random() * orders.length)];
    const checked = rules.check(state, owed.seat, order);
    if (!checked.ok) throw new Error(checked.error.message);
    state = rules.apply(state, owed.seat, checked.value, dice).state;
    record = appendEntry(record, {
      kind: 'order',
      seat: owed.seat,
      at: new Date(Date.UTC(2026, 10, 30, 10, 0, move + 1)).toISOString(),
      order: JSON.parse(JSON.stringify(checked.value)),
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
