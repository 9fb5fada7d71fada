import { describe, expect, test } from 'vitest';
import {
  CLOSE_CODES,
  clientMessageSchema,
  httpStatusOf,
  RULE_ERROR_STATUS,
  SERVER_ERRORS,
  serverError,
  WS_LIMITS,
} from '../src/index.js';

describe('error registry', () => {
  test.each(Object.entries(SERVER_ERRORS))(
    '%s is namespaced and maps to a 4xx/5xx status',
    (code, entry) => {
      expect(code).toMatch(/^[a-z]+\/[a-z_]+$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(httpStatusOf(code)).toBe(entry.status);
    },
  );

  test('rule codes pass through with 422', () => {
    expect(httpStatusOf('order/not_your_turn')).toBe(RULE_ERROR_STATUS);
    expect(RULE_ERROR_STATUS).toBe(422);
  });

  test('serverError uses the registry message unless given one', () => {
    expect(serverError('game/not_found')).toEqual({
      code: 'game/not_found',
      message: 'No such game.',
      path: [],
    });
    expect(serverError('request/invalid', 'Bad.', ['a', 1])).toEqual({
      code: 'request/invalid',
      message: 'Bad.',
      path: ['a', 1],
    });
  });
});

describe('close codes', () => {
  test('are unique: standard codes, and Broadside’s own in the private range 4000–4999', () => {
    const values = Object.values(CLOSE_CODES);
    expect(new Set(values).size).toBe(values.length);
    // Standard codes (RFC 6455 and the IANA registry, up to 1015) or Broadside's private range.
    for (const code of values) expect(code <= 1015 || (code >= 4000 && code <= 4999)).toBe(true);
  });
});

describe('client messages', () => {
  test.each([
    [{ type: 'hello', gameId: 'abcdefgh' }, true],
    [{ type: 'hello', gameId: 'abcdefgh', token: 'x'.repeat(43), lastSeq: 3, views: true }, true],
    [{ type: 'hello', gameId: 'abcdefgh', token: 'short' }, false],
    [{ type: 'hello', gameId: 'abcdefgh', extra: 1 }, false],
    [{ type: 'order', clientOrderId: 'a', expectedSeq: 0, order: { type: 'pass' } }, true],
    [{ type: 'order', clientOrderId: '', expectedSeq: 0, order: {} }, false],
    [{ type: 'order', clientOrderId: 'a', expectedSeq: -1, order: {} }, false],
    [{ type: 'order', clientOrderId: 'x'.repeat(65), expectedSeq: 0, order: {} }, false],
    [{ type: 'chat', text: 'hi' }, true],
    [{ type: 'resync' }, true],
    [{ type: 'ping' }, true],
    [{ type: 'nope' }, false],
  ])('%j parses: %s', (message, ok) => {
    expect(clientMessageSchema.safeParse(message).success).toBe(ok);
  });

  test('limits are positive', () => {
    for (const value of Object.values(WS_LIMITS)) expect(value).toBeGreaterThan(0);
  });
});
