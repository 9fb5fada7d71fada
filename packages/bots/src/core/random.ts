import { seededRandom, type DiceSource } from '@broadside/rules';

/** A 32-bit number from any text (FNV-1a), to seed a generator. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The bot's randomness for one decision: seeded by its own seed, the seat and the decisions
 * pending, never by anything the seat cannot see. A decision is a function of the view and this
 * stream alone, so the same view always gives the same decision, and a different seed may give
 * another one. (Hashing the whole view here cost more than the easy level's thinking.)
 */
export function decisionRandom(seed: string, seat: string, pending: unknown): () => number {
  return seededRandom(hash32(`${seed}\u0000${seat}\u0000${JSON.stringify(pending)}`));
}

/**
 * Simulated dice for one look-ahead: roll k of a private stream drawn from `random`. Rolls are
 * made lazily and kept, so roll k is the same die whenever a simulation asks for it twice.
 */
export function simulatedDice(random: () => number): DiceSource {
  const salt = Math.floor(random() * 2 ** 32);
  return {
    roll(k: number, sides: number): number {
      const r = seededRandom(hash32(`${salt}:${k}`))();
      return 1 + Math.floor(r * sides);
    },
  };
}

/** One item of a list at random, or `undefined` for an empty list. */
export function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}
