import { describe, expect, test } from 'vitest';
import { newGameId, newSecret } from '../src/util/secrets.js';

/**
 * Game ids and seat tokens go on command lines (`broadside-bot --game <id> --seat-token <t>`),
 * where a leading `-` reads as an option. One draw in 64 would start with it; 20,000 draws
 * without one mean the rule holds (a chance of about e^-312 otherwise).
 */
describe('game ids and secrets', () => {
  test.each([
    ['a game id', newGameId, 16],
    ['a secret', newSecret, 43],
  ])('%s is base64url of its length and never starts with "-"', (_name, draw, length) => {
    const shape = new RegExp(`^[A-Za-z0-9_][A-Za-z0-9_-]{${length - 1}}$`);
    const drawn = Array.from({ length: 20_000 }, () => draw());
    expect(drawn.filter((text) => !shape.test(text))).toEqual([]);
    expect(new Set(drawn).size).toBe(drawn.length);
  });
});
