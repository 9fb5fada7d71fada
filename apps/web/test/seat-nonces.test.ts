import type { Seeding } from '@broadside/protocol';
import { nonceCommitment } from '@broadside/rules';
import { describe, expect, test } from 'vitest';
import { keepNonce, newSeatNonce, nonceToReveal } from '../src/net/seat-nonces.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const seeding = (stage: Seeding['stage'], commitment: string, revealed = false): Seeding => ({
  serverCommitment: '0'.repeat(64),
  stage,
  seats: [
    { seat: 'A', commitment, revealed },
    { seat: 'B', commitment: null, revealed: false },
  ],
  revealDeadline: null,
});

describe('seat nonces in the browser (seeds made together)', () => {
  test('a nonce is 32 random bytes in hex, committed to by its SHA-256', () => {
    const drawn = newSeatNonce();
    expect(drawn.nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.commitment).toBe(nonceCommitment(Buffer.from(drawn.nonce, 'hex')));
    expect(newSeatNonce().nonce).not.toBe(drawn.nonce);
  });

  test('every nonce drawn for a seat is kept: the one behind the server’s commitment is revealed', () => {
    const storage = memoryStorage();
    const first = newSeatNonce();
    const second = newSeatNonce();
    keepNonce(storage, 'g1', 'A', first);
    keepNonce(storage, 'g1', 'A', second);
    expect(nonceToReveal(storage, 'g1', 'A', seeding('revealing', first.commitment))).toBe(
      first.nonce,
    );
    expect(nonceToReveal(storage, 'g1', 'A', seeding('revealing', second.commitment))).toBe(
      second.nonce,
    );
  });

  test.each([
    ['before every seat is taken', seeding('committing', 'x'), 'A'],
    ['once the seat has revealed', seeding('revealing', 'x', true), 'A'],
    ['for a seat that made no commitment', seeding('revealing', 'x'), 'B'],
    ['after the seed is fixed', seeding('done', 'x'), 'A'],
  ])('nothing is revealed %s', (_when, state, seat) => {
    const storage = memoryStorage();
    const kept = newSeatNonce();
    keepNonce(storage, 'g1', 'A', kept);
    const withKept = {
      ...state,
      seats: state.seats.map((s) =>
        s.commitment === 'x' ? { ...s, commitment: kept.commitment } : s,
      ),
    };
    expect(nonceToReveal(storage, 'g1', seat, withKept)).toBeNull();
  });

  test('a nonce drawn in another browser is not here to reveal', () => {
    const elsewhere = newSeatNonce();
    expect(
      nonceToReveal(memoryStorage(), 'g1', 'A', seeding('revealing', elsewhere.commitment)),
    ).toBeNull();
  });
});
