import { createBot } from '@broadside/bots';
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

/** The scenario each ruleset's seeded report game plays. */
export const REPORT_SCENARIOS: Readonly<Record<string, string>> = {
  onepage: 'duel',
  scl: 'breakout',
  starfire: 'patrol',
  startrek: 'duel',
};

/**
 * A game played by two easy bots with seeded dice, recorded the way the server records one, up
 * to its end or the end of turn `turns`, and closed with the ruleset's result (or, cut short,
 * a draw on points). The same arguments always give the same record, byte for byte.
 */
export function seededRecord(
  rulesetId: string,
  options: { readonly turns?: number; readonly names?: readonly string[] } = {},
): GameRecord {
  const rules = RULESETS[rulesetId];
  if (!rules) throw new Error(`no ${rulesetId} ruleset`);
  const turns = options.turns ?? 12;
  const secret = Uint8Array.from({ length: 32 }, (_, i) => (i * 11 + 3) & 0xff);
  const dice = recordingDice(verifiableDice(secret));
  const setupInput = { scenario: REPORT_SCENARIOS[rulesetId] };
  const setup = rules.parseSetup(setupInput);
  if (!setup.ok) throw new Error(setup.error.message);
  const created = rules.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const seats = rules.seats(state);
  let record = newRecord({
    ruleset: rules,
    gameId: `report-${rulesetId}`,
    createdAt: '2026-12-01T10:00:00.000Z',
    setup: setupInput,
    seats: seats.map((seat, i) => ({ seat, name: options.names?.[i] ?? `Player ${seat}` })),
    commitment: diceCommitment(secret),
    startDice: dice.take(),
    startStateHash: rules.hash(state),
  });
  const bots = Object.fromEntries(
    seats.map((seat) => [seat, createBot(rules, { level: 'easy', seed: `report-${seat}` })]),
  );
  for (let move = 0; move < 5000 && rules.result(state) === null; move += 1) {
    if ((rules.turn(state) ?? 0) > turns) break;
    const owed = rules.pending(state)[0];
    if (!owed) break;
    const viewer = { kind: 'seat', seat: owed.seat } as const;
    const order = bots[owed.seat]!.decide({
      view: rules.view(state, viewer),
      pending: rules.viewPending(state, viewer),
      seat: owed.seat,
    });
    const checked = order === null ? null : rules.check(state, owed.seat, order);
    const at = new Date(Date.UTC(2026, 11, 1, 10, 0, move + 1)).toISOString();
    if (checked?.ok) {
      state = rules.apply(state, owed.seat, checked.value, dice).state;
      record = appendEntry(record, {
        kind: 'order',
        seat: owed.seat,
        at,
        order: JSON.parse(JSON.stringify(checked.value)),
        dice: dice.take(),
        stateHash: rules.hash(state),
      });
    } else {
      state = rules.timeout(state, owed.seat, dice).state;
      record = appendEntry(record, {
        kind: 'timeout',
        seat: owed.seat,
        at,
        dice: dice.take(),
        stateHash: rules.hash(state),
      });
    }
  }
  const result = rules.result(state) ?? {
    winners: [],
    level: null,
    reason: 'agreed' as const,
    summary: `The game is stopped after turn ${turns}.`,
  };
  return finishRecord(record, {
    seedHex: seedToHex(secret),
    result,
    finalStateHash: rules.hash(state),
  });
}
