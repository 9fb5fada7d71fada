import { fnv1a32 } from '../util/fnv1a.js';
import type { SeatId } from '@broadside/rules';

/** 30 bits: the values stay small integers, which a `Set` holds without a heap number each. */
const FINGERPRINT_MASK = 0x3fffffff;

function fingerprint(seat: SeatId, clientOrderId: string): number {
  return fnv1a32(`${seat}\n${clientOrderId}`) & FINGERPRINT_MASK;
}

/**
 * The client order ids a game has accepted, kept as 30-bit fingerprints rather than as strings,
 * so that a long game's ids cost a few bytes each in memory. {@link mayHave} answers "certainly
 * new" or "perhaps seen": a perhaps is settled by the store (which holds every accepted id), and
 * two ids of one game share a fingerprint about once in a billion pairs, which costs only that
 * one look-up.
 */
export class SeenOrderIds {
  private readonly fingerprints = new Set<number>();

  /** Notes an accepted id. */
  add(seat: SeatId, clientOrderId: string): void {
    this.fingerprints.add(fingerprint(seat, clientOrderId));
  }

  /** False when the id was certainly never accepted; true when it may have been. */
  mayHave(seat: SeatId, clientOrderId: string): boolean {
    return this.fingerprints.has(fingerprint(seat, clientOrderId));
  }

  /** Replaces what is known with another game's ids (a game reloaded as stored). */
  replaceWith(other: SeenOrderIds): void {
    this.fingerprints.clear();
    for (const f of other.fingerprints) this.fingerprints.add(f);
  }

  /** Number of fingerprints kept (ids that share one count once). */
  get size(): number {
    return this.fingerprints.size;
  }
}

/** The ids of a game's stored orders, as {@link SeenOrderIds}. */
export function seenOrderIdsOf(
  stored: readonly { readonly seat: SeatId; readonly clientOrderId: string }[],
): SeenOrderIds {
  const seen = new SeenOrderIds();
  for (const o of stored) seen.add(o.seat, o.clientOrderId);
  return seen;
}
