import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  decodeShareCode,
  encodeShareCode,
  SHARE_CODE_PREFIX,
  type SharedItem,
} from '../src/library.js';

const design: SharedItem = {
  kind: 'design',
  ruleset: 'onepage',
  name: 'Lancer',
  body: { hull: 12, guns: 2, missiles: 2, launchers: 1, mp: 2 },
};

/** Node's Buffer, declared here: this package's types leave Node out. */
declare const Buffer: { from(b: Uint8Array): { toString(encoding: 'base64url'): string } };

const base64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('share codes', () => {
  it('round-trips an item, and the same item always gives the same code', () => {
    const code = encodeShareCode(design);
    expect(code.startsWith(SHARE_CODE_PREFIX)).toBe(true);
    expect(encodeShareCode(design)).toBe(code);
    expect(decodeShareCode(`  ${code.slice(0, 10)}\n${code.slice(10)} `)).toEqual({
      ok: true,
      value: design,
    });
  });

  it.each([0, 1, 2, 3, 4, 5, 100])('round-trips a body of %i odd bytes', (n) => {
    const item = { ...design, body: 'é'.repeat(n) };
    expect(decodeShareCode(encodeShareCode(item))).toEqual({ ok: true, value: item });
  });

  it('is short: a design fits in a forum line', () => {
    expect(encodeShareCode(design).length).toBeLessThan(120);
  });

  it.each([
    ['no prefix', 'hello'],
    ['damaged', `${SHARE_CODE_PREFIX}!!!!`],
    ['truncated', encodeShareCode(design).slice(0, 20)],
    ['not an item', SHARE_CODE_PREFIX + base64Url(deflateSync(strToU8('{"a":1}')))],
    ['unknown kind', SHARE_CODE_PREFIX + base64Url(deflateSync(strToU8('["ship","x","y",{}]')))],
    [
      'a bomb',
      SHARE_CODE_PREFIX +
        base64Url(deflateSync(strToU8(`["design","x","y","${'a'.repeat(200_000)}"]`))),
    ],
  ])('refuses a code that is %s with share/bad_code', (_, code) => {
    const read = decodeShareCode(code);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.code).toBe('share/bad_code');
      expect(read.error.path).toEqual(['code']);
    }
  });
});
