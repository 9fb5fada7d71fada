import { hashValue } from '../core/canonical-json.js';
import type { StarfireState } from './state.js';

/** Hashes of setups already seen. A game's states share one setup object, so it is hashed once. */
const setupHashes = new WeakMap<object, string>();

function setupHash(setup: StarfireState['setup']): string {
  let known = setupHashes.get(setup);
  if (known === undefined) {
    known = hashValue(setup);
    setupHashes.set(setup, known);
  }
  return known;
}

/**
 * The stable hash of a state: SHA-256 of its canonical JSON, with the (large, unchanging) setup
 * replaced by its own hash. Equal states give equal hashes whether or not they share objects.
 */
export function hashState(state: StarfireState): string {
  return hashValue({ ...state, setup: setupHash(state.setup) });
}
