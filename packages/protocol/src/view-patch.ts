import { applyPatch, Pointer, type Operation } from 'rfc6902';
import { z } from 'zod';

/**
 * A JSON Patch (RFC 6902) that turns the view a client holds into the next one. Only `add`,
 * `remove` and `replace` are produced.
 */
export const viewPatchSchema = z
  .array(
    z.object({
      op: z.enum(['add', 'remove', 'replace']),
      /** A JSON Pointer (RFC 6901) into the view. */
      path: z.string(),
      value: z.unknown().optional(),
    }),
  )
  .meta({ id: 'ViewPatch' });

/** One operation of a view patch. */
export type ViewPatch = z.infer<typeof viewPatchSchema>;

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The patch from view `from` to view `to`, both as they serialise to JSON: keys whose value is
 * `undefined` count as absent, as `JSON.stringify` drops them. Arrays are compared index by
 * index (a view's lists keep their order from batch to batch: units, hexes, contacts), and an
 * array whose length changes is replaced whole. That is linear in the size of the views;
 * the general array diff of RFC 6902 libraries (an edit distance) costs about a millisecond
 * per 12 KB view, too much to run for every batch.
 */
export function diffView(from: Json, to: Json): ViewPatch {
  const ops: ViewPatch = [];
  diffInto(from, to, [], ops);
  return ops;
}

/** The JSON Pointer of `tokens` (escaped by the library). */
const pointer = (tokens: readonly string[]): string => new Pointer(['', ...tokens]).toString();

/** Appends to `ops` the operations that turn `from` into `to` at `tokens` (kept as a stack). */
function diffInto(from: Json, to: Json, tokens: string[], ops: ViewPatch): void {
  if (from === to) return;
  if (Array.isArray(from) && Array.isArray(to)) {
    if (from.length !== to.length) {
      ops.push({ op: 'replace', path: pointer(tokens), value: to });
      return;
    }
    for (let i = 0; i < to.length; i += 1) {
      tokens.push(String(i));
      diffInto(from[i], to[i], tokens, ops);
      tokens.pop();
    }
    return;
  }
  if (isObject(from) && isObject(to)) {
    for (const key of Object.keys(from)) {
      if (from[key] !== undefined && to[key] === undefined)
        ops.push({ op: 'remove', path: pointer([...tokens, key]) });
    }
    for (const key of Object.keys(to)) {
      const next = to[key];
      if (next === undefined) continue;
      if (from[key] === undefined) {
        ops.push({ op: 'add', path: pointer([...tokens, key]), value: next });
        continue;
      }
      tokens.push(key);
      diffInto(from[key], next, tokens, ops);
      tokens.pop();
    }
    return;
  }
  // Different primitives, or different kinds (object, array, primitive): replace.
  ops.push({ op: 'replace', path: pointer(tokens), value: to });
}

/** A view patch that does not fit the view it was applied to. */
export class ViewPatchError extends Error {
  override name = 'ViewPatchError';
}

/**
 * Applies `patch` to a copy of `view` as JSON (left untouched) and returns the new view. Throws
 * {@link ViewPatchError} when an operation does not fit: the client should then ask for a full
 * view (`resync`).
 */
export function applyViewPatch(view: Json, patch: ViewPatch): Json {
  if (view === undefined || view === null) throw new ViewPatchError('there is no view to patch');
  const holder = { view: JSON.parse(JSON.stringify(view)) as Json };
  const ops = patch.map((op) => ({ ...op, path: `/view${op.path}` })) as Operation[];
  const failed = applyPatch(holder, ops).find((result) => result !== null);
  if (failed) throw new ViewPatchError(`view patch does not apply: ${failed.message}`);
  return holder.view;
}
