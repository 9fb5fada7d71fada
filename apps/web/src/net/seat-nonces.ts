import { nonceCommitment } from '@broadside/rules';
import type { Seeding } from '@broadside/protocol';
import type { KeyValueStorage } from './storage.js';

/**
 * Seeds made together, the browser's part (docs/fair-play.md): when it takes a seat, the client
 * draws a secret 32-byte nonce with `crypto.getRandomValues`, sends only its SHA-256, and keeps
 * the nonce in this browser until every seat is taken; then it reveals it, and the game's seed
 * is made from the server's secret and every seat's nonce.
 */

const KEY_PREFIX = 'broadside.nonce.';

/** A fresh nonce and its commitment. */
export interface SeatNonce {
  /** 64 hex digits; secret until revealed. */
  readonly nonce: string;
  /** SHA-256 of the nonce bytes, 64 hex digits: what the server and everyone else see. */
  readonly commitment: string;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Draws a nonce from the browser's cryptographic generator. */
export function newSeatNonce(): SeatNonce {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return { nonce: toHex(bytes), commitment: nonceCommitment(bytes) };
}

/** This browser's local storage, or null where there is none (tests in Node, some sandboxes). */
export function nonceStorage(): KeyValueStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

function keyOf(gameId: string, seat: string): string {
  return `${KEY_PREFIX}${gameId}.${seat}`;
}

/**
 * The nonces this browser drew for a seat, by commitment. Taking a seat again draws a new one,
 * but the server keeps the first commitment once any seat has revealed: every nonce is kept, so
 * the one behind the commitment the server holds is always at hand.
 */
function keptNonces(
  storage: KeyValueStorage,
  gameId: string,
  seat: string,
): Record<string, string> {
  try {
    const parsed = JSON.parse(storage.getItem(keyOf(gameId, seat)) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps a seat's nonce until it is revealed. */
export function keepNonce(
  storage: KeyValueStorage,
  gameId: string,
  seat: string,
  kept: SeatNonce,
): void {
  const nonces = { ...keptNonces(storage, gameId, seat), [kept.commitment]: kept.nonce };
  storage.setItem(keyOf(gameId, seat), JSON.stringify(nonces));
}

/** The nonce this browser drew behind a seat's commitment, if any. */
export function keptNonce(
  storage: KeyValueStorage,
  gameId: string,
  seat: string,
  commitment: string,
): string | null {
  const nonce = keptNonces(storage, gameId, seat)[commitment];
  return typeof nonce === 'string' ? nonce : null;
}

/**
 * The nonce to reveal now, if any: the game waits for reveals, this seat committed, has not
 * revealed yet, and this browser holds the nonce behind that very commitment.
 */
export function nonceToReveal(
  storage: KeyValueStorage,
  gameId: string,
  seat: string,
  seeding: Seeding | null,
): string | null {
  if (!seeding || seeding.stage !== 'revealing') return null;
  const mine = seeding.seats.find((s) => s.seat === seat);
  if (!mine || mine.revealed || mine.commitment === null) return null;
  return keptNonce(storage, gameId, seat, mine.commitment);
}
