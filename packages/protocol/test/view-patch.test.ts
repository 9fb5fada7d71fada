import { describe, expect, test } from 'vitest';
import { applyViewPatch, diffView, ViewPatchError, viewPatchSchema } from '../src/view-patch.js';

/** JSON as a client holds it: what the server's view serialises to. */
const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('diffView', () => {
  test.each([
    { name: 'equal views', from: { a: 1, b: [1, 2] }, to: { a: 1, b: [1, 2] }, ops: [] },
    {
      name: 'a changed number deep inside',
      from: { units: [{ hex: { q: 1, r: 2 } }] },
      to: { units: [{ hex: { q: 1, r: 3 } }] },
      ops: [{ op: 'replace', path: '/units/0/hex/r', value: 3 }],
    },
    {
      name: 'a key added and a key removed',
      from: { a: 1, gone: true },
      to: { a: 1, fresh: 'x' },
      ops: [
        { op: 'remove', path: '/gone' },
        { op: 'add', path: '/fresh', value: 'x' },
      ],
    },
    {
      name: 'keys that are undefined count as absent, as in JSON',
      from: { a: undefined, b: 1 },
      to: { a: 2, b: undefined },
      ops: [
        { op: 'remove', path: '/b' },
        { op: 'add', path: '/a', value: 2 },
      ],
    },
    {
      name: 'an array that changes length is replaced whole',
      from: { owed: ['A1', 'A2'] },
      to: { owed: ['A2'] },
      ops: [{ op: 'replace', path: '/owed', value: ['A2'] }],
    },
    {
      name: 'a value that changes kind is replaced',
      from: { x: { y: 1 } },
      to: { x: [1] },
      ops: [{ op: 'replace', path: '/x', value: [1] }],
    },
    {
      name: 'keys with "/" and "~" are escaped (RFC 6901)',
      from: { 'a/b': 1, 'c~d': 1 },
      to: { 'a/b': 2, 'c~d': 2 },
      ops: [
        { op: 'replace', path: '/a~1b', value: 2 },
        { op: 'replace', path: '/c~0d', value: 2 },
      ],
    },
    {
      name: 'a whole new view',
      from: 1,
      to: { a: 1 },
      ops: [{ op: 'replace', path: '', value: { a: 1 } }],
    },
  ])('$name', ({ from, to, ops }) => {
    const patch = diffView(from, to);
    expect(patch).toEqual(ops);
    expect(viewPatchSchema.safeParse(asJson(patch)).success).toBe(true);
    expect(applyViewPatch(asJson(from) ?? null, asJson(patch) as typeof patch)).toEqual(asJson(to));
  });

  test('the view patched is left untouched', () => {
    const held = { units: [{ mp: 4 }] };
    const next = applyViewPatch(held, diffView(held, { units: [{ mp: 3 }] }));
    expect(held).toEqual({ units: [{ mp: 4 }] });
    expect(next).toEqual({ units: [{ mp: 3 }] });
  });

  test.each([
    { name: 'no view held', view: undefined, patch: [] },
    {
      name: 'a path that is not in the view',
      view: { a: 1 },
      patch: [{ op: 'remove' as const, path: '/b' }],
    },
    {
      name: 'an index past the end of an array',
      view: { a: [1] },
      patch: [{ op: 'replace' as const, path: '/a/3', value: 2 }],
    },
  ])('a patch that does not fit throws ViewPatchError: $name', ({ view, patch }) => {
    expect(() => applyViewPatch(view, patch)).toThrow(ViewPatchError);
  });
});
