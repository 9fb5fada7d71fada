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

function keyOf(gameId: string, seat: string): string {
  return `${KEY_PREFIX}${gameId}.${seat}`;
}

/** Keeps a seat's nonce until it is revealed. */
export function keepNonce(
  storage: KeyValueStorage,
  gameId: string,
  seat: string,
  kept: SeatNonce,
): void {
  storage.setItem(keyOf(gameId, seat), JSON.stringify(kept));
}

/** The nonce this browser committed to for a seat, if any. */
export function keptNonce(
  storage: KeyValueStorage,
  gameId: string,
  seat: string,
): SeatNonce | null {
  try {
    const parsed = JSON.parse(storage.getItem(keyOf(gameId, seat)) ?? 'null') as SeatNonce | null;
    return parsed && typeof parsed.nonce === 'string' && typeof parsed.commitment === 'string'
      ? parsed
      : null;
  } catch {
    return null;
  }
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
  const kept = keptNonce(storage, gameId, seat);
  return kept && kept.commitment === mine.commitment ? kept.nonce : null;
}
