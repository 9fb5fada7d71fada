import { generateKeyPairSync, sign } from 'node:crypto';
import {
  appendEntry,
  diceCommitment,
  finishRecord,
  jointSeed,
  newRecord,
  recordDigest,
  nonceCommitment,
  recordingDice,
  RULESETS,
  seedToHex,
  verifiableDice,
  type GameRecord,
} from '@broadside/rules';
import { randomOrder, seededRandom, type StarfireState } from '@broadside/rules/starfire';
import { randomOrder as randomSclOrder, type SclState } from '@broadside/rules/scl';

/** A ruleset's random legal order for whoever owes one (`null`: nobody does). */
type NextOrder = (state: never, random: () => number) => { seat: string; order: unknown } | null;

/**
 * Plays a game with random legal orders, the way the server does, and returns its record.
 * `stopAfter` leaves the game unfinished after that many orders (seed kept for analysis).
 */
function randomRecord(
  rulesetId: string,
  setupInput: unknown,
  nextOrder: NextOrder,
  gameId: string,
  stopAfter = 10_000,
  joint = false,
  names: readonly string[] = [],
): GameRecord {
  const rules = RULESETS[rulesetId];
  if (!rules) throw new Error(`no ${rulesetId} ruleset`);
  const secret = Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + 1) & 0xff);
  // Seeds made together: seats A and B each add a nonce (record format 3).
  const nonces = joint ? [new Uint8Array(32).fill(0xa1), new Uint8Array(32).fill(0xb2)] : [];
  const seed = joint ? jointSeed(secret, nonces) : secret;
  const dice = recordingDice(verifiableDice(seed));
  const setup = rules.parseSetup(setupInput);
  if (!setup.ok) throw new Error(setup.error.message);
  const created = rules.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  let record = newRecord({
    ruleset: rules,
    gameId,
    createdAt: '2026-11-30T10:00:00.000Z',
    setup: setupInput,
    seats: rules
      .seats(state)
      .map((seat: string, i: number) => ({ seat, name: names[i] ?? `Player ${seat}` })),
    commitment: diceCommitment(secret),
    startDice: dice.take(),
    startStateHash: rules.hash(state),
    ...(joint
      ? {
          seatCommitments: ['A', 'B'].map((seat, i) => ({
            seat,
            commitment: nonceCommitment(nonces[i]!),
          })),
        }
      : {}),
  });
  const random = seededRandom(42);
  for (let move = 0; move < stopAfter && rules.result(state) === null; move += 1) {
    const next = nextOrder(state as never, random);
    if (!next) break;
    const checked = rules.check(state, next.seat, next.order);
    if (!checked.ok) throw new Error(checked.error.message);
    state = rules.apply(state, next.seat, checked.value, dice).state;
    record = appendEntry(record, {
      kind: 'order',
      seat: next.seat,
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
      ...(joint
        ? {
            serverSecretHex: seedToHex(secret),
            nonces: { A: seedToHex(nonces[0]!), B: seedToHex(nonces[1]!) },
          }
        : {}),
      result,
      finalStateHash: rules.hash(state),
    });
  return { ...record, dice: { ...record.dice, seed: seedToHex(seed) } };
}

/** A random Starfire game of `scenario` (3 turns unless told). */
export function randomStarfireRecord(
  scenario: string,
  options: {
    readonly stopAfter?: number;
    readonly turnLimit?: number;
    /** Seeds made together by the server and seats A and B. */
    readonly joint?: boolean;
    /** The seats' names in seat order ("Player A" … unless told); format 5 chains them. */
    readonly names?: readonly string[];
  } = {},
): GameRecord {
  const setupInput = { scenario, turnLimit: options.turnLimit ?? 3 };
  return randomRecord(
    'starfire',
    setupInput,
    (state: StarfireState, random) => randomOrder(state, random),
    `cli-test-${scenario}`,
    options.stopAfter,
    options.joint,
    options.names,
  );
}

/** A random Star Cruiser Lite game to its end (e.g. Fleet Action with command and control). */
export function randomSclRecord(setupInput: { scenario: string; options?: object }): GameRecord {
  return randomRecord(
    'scl',
    setupInput,
    (state: SclState, random) => randomSclOrder(state, random),
    `cli-test-scl-${setupInput.scenario}`,
  );
}

/**
 * The record signed with a fresh Ed25519 key as a server signs it (the signature covers the
 * signer from format 4); returns it and the public key.
 */
export function signed(record: GameRecord): { record: GameRecord; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(String(publicKey.export({ format: 'jwk' }).x), 'base64url');
  const hex = raw.toString('hex');
  const { signature: _old, ...unsigned } = record;
  const signer = { algorithm: 'ed25519', keyId: hex.slice(0, 16), publicKey: hex } as const;
  const digest = Buffer.from(recordDigest(unsigned, signer), 'hex');
  const value = sign(null, digest, privateKey).toString('hex');
  return { record: { ...unsigned, signature: { ...signer, value } }, publicKey: hex };
}
