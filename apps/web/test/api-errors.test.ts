import { describe, expect, test } from 'vitest';
import { wireErrorOf } from '../src/net/api.js';

describe('HTTP error bodies (server: { error: { code, message, path } })', () => {
  test.each([
    [
      'the server envelope',
      { error: { code: 'auth/invalid_invite', message: 'That invite is not valid.', path: [] } },
      'auth/invalid_invite',
    ],
    [
      'a bare wire error',
      { code: 'game/not_found', message: 'No such game.', path: [] },
      'game/not_found',
    ],
  ])('%s gives its code', (_name, body, code) => {
    expect(wireErrorOf(body)?.code).toBe(code);
  });

  test.each([[null], ['text'], [{ error: 'nope' }], [{ message: 'no code' }]])(
    'anything else gives no code (%j)',
    (body) => {
      expect(wireErrorOf(body)).toBeNull();
    },
  );
});
