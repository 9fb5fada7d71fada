import { scriptedDice } from '../../src/dice/scripted.js';
import type { AnyRuleset } from '../../src/core/ruleset.js';
import { diceCommitment, verifiableDice } from '../../src/dice/verifiable.js';
import { jointSeed, nonceCommitment } from '../../src/dice/joint-seed.js';
import { seedToHex } from '../../src/dice/seed.js';
import { appendEntry, finishRecord, newRecord } from '../../src/record/build.js';
import { recordingDice } from '../../src/record/dice-log.js';
import type { GameRecord } from '../../src/record/schema.js';

/** What to do next: an order by a seat, a timeout of a seat, or stop (leave the game unfinished). */
export type NextMove =
  | { readonly kind: 'order'; readonly seat: string; readonly order: unknown }
  | { readonly kind: 'timeout'; readonly seat: string }
  | null;

/** A fixed seed for tests: bytes 0, 1, … 31 (the test vector of the Starfire rulings, Dice). */
export const TEST_SEED = Uint8Array.from({ length: 32 }, (_, i) => i);

/**
 * Plays a game the way the server does (check, apply with verifiable dice, record every die)
 * and returns its record; finished games get their seed and result. `choose` picks each move.
 */
export function playAndRecord(
  ruleset: AnyRuleset,
  setupInput: unknown,
  choose: (state: unknown, move: number) => NextMove,
  options: {
    readonly seed?: Uint8Array;
    readonly maxMoves?: number;
    readonly revealSeed?: boolean;
    /** The record format to write (the current one unless told), e.g. an older one's rules. */
    readonly formatVersion?: number;
    /** Each seat's name, by seat id ("Player A" … unless told). */
    readonly names?: Readonly<Record<string, string>>;
    /** Seeds made together: the server's secret and each contributing seat's nonce, in seat order. */
    readonly joint?: {
      readonly serverSecret: Uint8Array;
      readonly nonces: readonly (readonly [string, Uint8Array])[];
    };
  } = {},
): { record: GameRecord; state: unknown } {
  const joint = options.joint;
  const seed = joint
    ? jointSeed(
        joint.serverSecret,
        joint.nonces.map(([, nonce]) => nonce),
      )
    : (options.seed ?? TEST_SEED);
  const dice = recordingDice(verifiableDice(seed));
  const setup = ruleset.parseSetup(setupInput);
  if (!setup.ok) throw new Error(`bad setup: ${setup.error.message}`);
  const created = ruleset.create(setup.value, dice);
  if (!created.ok) throw new Error(`cannot create: ${created.error.message}`);
  let state: unknown = created.value.state;
  let record = newRecord({
    ruleset,
    gameId: 'test-game',
    createdAt: '2026-11-30T09:00:00.000Z',
    setup: setupInput,
    seats: ruleset
      .seats(state)
      .map((seat: string) => ({ seat, name: options.names?.[seat] ?? `Player ${seat}` })),
    commitment: diceCommitment(joint ? joint.serverSecret : seed),
    ...(options.formatVersion === undefined ? {} : { formatVersion: options.formatVersion }),
    startDice: dice.take(),
    startStateHash: ruleset.hash(state),
    ...(joint
      ? {
          seatCommitments: joint.nonces.map(([seat, nonce]) => ({
            seat,
            commitment: nonceCommitment(nonce),
          })),
        }
      : {}),
  });
  const maxMoves = options.maxMoves ?? 10_000;
  for (let move = 0; move < maxMoves && ruleset.result(state) === null; move += 1) {
    const next = choose(state, move);
    if (next === null) break;
    const at = new Date(Date.UTC(2026, 10, 30, 9, 0, move + 1)).toISOString();
    if (next.kind === 'timeout') {
      state = ruleset.timeout(state, next.seat, scriptedDice([])).state;
      record = appendEntry(record, {
        kind: 'timeout',
        seat: next.seat,
        at,
        dice: dice.take(),
        stateHash: ruleset.hash(state),
      });
      continue;
    }
    const checked = ruleset.check(state, next.seat, next.order);
    if (!checked.ok) throw new Error(`move ${move}: illegal order: ${checked.error.message}`);
    state = ruleset.apply(state, next.seat, checked.value, dice).state;
    record = appendEntry(record, {
      kind: 'order',
      seat: next.seat,
      at,
      order: JSON.parse(JSON.stringify(checked.value)),
      dice: dice.take(),
      stateHash: ruleset.hash(state),
    });
  }
  const result = ruleset.result(state);
  if (result) {
    record = finishRecord(record, {
      seedHex: seedToHex(seed),
      ...(joint
        ? {
            serverSecretHex: seedToHex(joint.serverSecret),
            nonces: Object.fromEntries(
              joint.nonces.map(([seat, nonce]) => [seat, seedToHex(nonce)]),
            ),
          }
        : {}),
      result,
      finalStateHash: ruleset.hash(state),
    });
  } else if (options.revealSeed) {
    record = { ...record, dice: { ...record.dice, seed: seedToHex(seed) } };
  }
  return { record, state };
}

/** A deep copy of a record for tampering. */
export function copy(record: GameRecord): GameRecord {
  return JSON.parse(JSON.stringify(record)) as GameRecord;
}
