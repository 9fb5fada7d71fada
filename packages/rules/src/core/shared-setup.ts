import { deepFreeze } from './deep-freeze.js';

/** Distinct set-ups kept for sharing; the oldest is let go beyond this many. */
const MOST_SHARED = 256;

/** Set-ups by their JSON text, each frozen, in the order they were first seen. */
const shared = new Map<string, object>();

/**
 * An equal state whose `setup` is shared with every other state of the same set-up. Each
 * ruleset's state carries its set-up (scenario, map, designs) in a top-level `setup` field that
 * no order ever changes, and a host with thousands of live games of a few scenarios would
 * otherwise hold a copy per game (about 3 KB of JSON for a Starfire patrol, 9 KB for task
 * groups). The shared set-up is deep-frozen: a write to it would be a bug in a ruleset, and
 * throws. A state without a set-up object is returned as it is.
 *
 * Set-ups are shared when their JSON texts are equal. States are JSON values (they are stored as
 * JSON), so equal texts mean equal content; two equal set-ups whose keys were made in another
 * order are merely not shared. `JSON.stringify` is native, which matters on a cold start, when
 * the first game a server loads pays for it. At most {@link MOST_SHARED} distinct set-ups are
 * remembered.
 */
export function shareSetup<S>(state: S): S {
  if (state === null || typeof state !== 'object') return state;
  const setup = (state as { readonly setup?: unknown }).setup;
  if (setup === null || typeof setup !== 'object') return state;
  const key = JSON.stringify(setup);
  let known = shared.get(key);
  if (known === undefined) {
    known = deepFreeze(setup);
    if (shared.size >= MOST_SHARED) shared.delete(shared.keys().next().value as string);
    shared.set(key, known);
  }
  return known === setup ? state : { ...state, setup: known };
}
