import { bytesToHex } from '@noble/hashes/utils.js';
import { jointSeed, nonceCommitment } from '../dice/joint-seed.js';
import { seedFromHex } from '../dice/seed.js';
import { diceCommitment } from '../dice/verifiable.js';
import { recordError, type RecordError } from './errors.js';
import type { GameResult } from '../core/game-result.js';
import type { GameRecord, SeedDerivation } from './schema.js';

const DICE_PATH = ['dice'] as const;

function hexBytes(text: string, path: readonly (string | number)[]): Uint8Array | RecordError {
  const bytes = seedFromHex(text);
  return bytes.ok ? bytes.value : recordError('record/bad_seed', bytes.error.message, { path });
}

/** Step "server secret": the secret the server revealed matches the commitment it published. */
function checkServerSecret(
  record: GameRecord,
  derivation: SeedDerivation,
): Uint8Array | RecordError {
  const path = [...DICE_PATH, 'derivation', 'serverSecret'];
  if (derivation.serverSecret === null) {
    return recordError(
      'record/no_seed',
      'The record carries no server secret: the server reveals it only when the game is over.',
      { path },
    );
  }
  const secret = hexBytes(derivation.serverSecret, path);
  if ('code' in secret) return secret;
  const actual = diceCommitment(secret);
  if (actual !== record.dice.commitment) {
    return recordError(
      'record/commitment_mismatch',
      `Step "server secret": SHA-256 of the revealed server secret is ${actual}, but the server committed to ${record.dice.commitment}.`,
      { path },
    );
  }
  return secret;
}

/** Step "seat order": the contributing seats are seats of the game, in the game's seat order. */
function checkSeatOrder(record: GameRecord, derivation: SeedDerivation): RecordError | null {
  const order = record.seats.map((s) => s.seat);
  let last = -1;
  for (const [i, part] of derivation.seats.entries()) {
    const at = order.indexOf(part.seat);
    if (at <= last) {
      return recordError(
        'record/seed_derivation',
        `Step "seat order": the nonce of seat ${part.seat} is listed out of seat order (${order.join(', ')}), or twice, or for a seat the game does not have.`,
        { path: [...DICE_PATH, 'derivation', 'seats', i, 'seat'] },
      );
    }
    last = at;
  }
  return null;
}

/**
 * Step "seat nonces": every revealed nonce matches the commitment its seat made when taking the
 * seat. Returns the nonces in seat order, or `null` in place of a nonce never revealed.
 */
function checkNonces(derivation: SeedDerivation): (Uint8Array | null)[] | RecordError {
  const nonces: (Uint8Array | null)[] = [];
  for (const [i, part] of derivation.seats.entries()) {
    const path = [...DICE_PATH, 'derivation', 'seats', i, 'nonce'];
    if (part.nonce === null) {
      nonces.push(null);
      continue;
    }
    const nonce = hexBytes(part.nonce, path);
    if ('code' in nonce) return nonce;
    if (nonceCommitment(nonce) !== part.commitment) {
      return recordError(
        'record/nonce_mismatch',
        `Step "seat nonces": the nonce revealed for seat ${part.seat} does not match the commitment seat ${part.seat} made when taking its seat (SHA-256 of the nonce is ${nonceCommitment(nonce).slice(0, 16)}…, the commitment is ${part.commitment.slice(0, 16)}…).`,
        { path },
      );
    }
    nonces.push(nonce);
  }
  return nonces;
}

/**
 * Step "joint seed": with every nonce revealed, the seed must be the joint seed; a game where a
 * seat never revealed ended before its first roll, so it was created with the server's secret
 * alone and may hold no entry.
 */
function checkJointSeed(
  record: GameRecord,
  secret: Uint8Array,
  nonces: readonly (Uint8Array | null)[],
  seed: Uint8Array,
): RecordError | null {
  const path = [...DICE_PATH, 'seed'];
  const revealed = nonces.filter((n): n is Uint8Array => n !== null);
  if (revealed.length < nonces.length) {
    if (record.entries.length > 0) {
      return recordError(
        'record/seed_derivation',
        'Step "seat nonces": a seat never revealed its nonce, yet the record has entries; a game starts only once every nonce is revealed.',
        { path: [...DICE_PATH, 'derivation', 'seats'] },
      );
    }
    if (bytesToHex(seed) !== bytesToHex(secret)) {
      return recordError(
        'record/seed_derivation',
        'Step "joint seed": the game ended before every nonce was revealed, so its seed must be the server secret.',
        { path },
      );
    }
    return null;
  }
  const expected = bytesToHex(jointSeed(secret, revealed));
  if (expected !== bytesToHex(seed)) {
    return recordError(
      'record/seed_derivation',
      `Step "joint seed": SHA-256 over the server secret and the seats' nonces in seat order is ${expected.slice(0, 16)}…, but the record's seed is ${bytesToHex(seed).slice(0, 16)}….`,
      { path },
    );
  }
  return null;
}

/**
 * The result of a game that ended before its first entry, so that no play decides it:
 * - a seat withheld its nonce (seeds made together): a forfeit won by exactly the seats that did
 *   not withhold one;
 * - otherwise a forfeit (a seat never taken before the first deadline) or an organiser's
 *   adjudication: the result the record states, on the server's word (its signature), provided
 *   every winner is a seat of the game.
 *
 * `null` for any other record (its result is the ruleset's to decide).
 */
export function forfeitBeforeStart(record: GameRecord): GameResult | null {
  const result = record.result;
  if (!result || record.entries.length > 0) return null;
  if (result.reason !== 'forfeit' && result.reason !== 'adjudicated') return null;
  const derivation = record.dice.derivation;
  const silent = new Set(
    (derivation?.seats ?? []).filter((s) => s.nonce === null).map((s) => s.seat),
  );
  if (result.reason === 'forfeit' && silent.size > 0) {
    const winners = record.seats.map((s) => s.seat).filter((seat) => !silent.has(seat));
    const same =
      winners.length === result.winners.length && winners.every((w, i) => result.winners[i] === w);
    return same ? result : null;
  }
  const seats = new Set(record.seats.map((s) => s.seat));
  return result.winners.every((w) => seats.has(w)) ? result : null;
}

/**
 * The seed a record's dice come from, after checking it: against the commitment (formats 1–2,
 * and format 3 without contributions), or, for seeds made together, step by step: the server
 * secret against its commitment, the seat order, each seat's nonce against its commitment, and
 * the derivation of the seed. The error names the step that failed.
 */
export function checkedRecordSeed(record: GameRecord): Uint8Array | RecordError {
  if (record.dice.seed === null) {
    return recordError(
      'record/no_seed',
      'The record carries no seed: the server reveals it only when the game is over.',
      { path: [...DICE_PATH, 'seed'] },
    );
  }
  const seed = hexBytes(record.dice.seed, [...DICE_PATH, 'seed']);
  if ('code' in seed) return seed;
  const derivation = record.dice.derivation;
  if (derivation === undefined) {
    const actual = diceCommitment(seed);
    if (actual !== record.dice.commitment) {
      return recordError(
        'record/commitment_mismatch',
        `The seed does not match the dice commitment: SHA-256 of the seed is ${actual}, the commitment is ${record.dice.commitment}.`,
        { path: [...DICE_PATH, 'seed'] },
      );
    }
    return seed;
  }
  const secret = checkServerSecret(record, derivation);
  if ('code' in secret) return secret;
  const order = checkSeatOrder(record, derivation);
  if (order) return order;
  const nonces = checkNonces(derivation);
  if ('code' in nonces) return nonces;
  return checkJointSeed(record, secret, nonces, seed) ?? seed;
}
