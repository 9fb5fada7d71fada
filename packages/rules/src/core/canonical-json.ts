import { sha256HexOfText } from './sha256.js';

/**
 * Object keys already seen, with their JSON text and the colon: states repeat the same few dozen
 * keys thousands of times, so each is quoted once. Bounded so that odd inputs cannot grow it
 * without limit.
 */
const quotedKeys = new Map<string, string>();
const QUOTED_KEYS_MAX = 4096;

function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = `${JSON.stringify(key)}:`;
    if (quotedKeys.size < QUOTED_KEYS_MAX) quotedKeys.set(key, quoted);
  }
  return quoted;
}

/** Short string values already seen (`"intact"`, `"on_map"`, unit ids …), quoted once. */
const quotedStrings = new Map<string, string>();

/**
 * A character `JSON.stringify` would escape (controls, quote, backslash, lone surrogates), or any
 * surrogate at all: text without one is quoted as it is.
 */
// eslint-disable-next-line no-control-regex -- the controls are exactly what must be found
const MAY_NEED_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;

/** Strings longer than this are quoted without the cache. */
const CACHED_STRING_MAX = 20;

function quotedString(text: string): string {
  // Longer strings are mostly one-off (times, hashes, ids): quoted directly. A log entry's time
  // (24 characters) used to go through the cache, fill it with times never seen again, and make
  // every later lookup of a string not yet cached a miss.
  if (text.length > CACHED_STRING_MAX)
    return MAY_NEED_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
  let quoted = quotedStrings.get(text);
  if (quoted === undefined) {
    quoted = JSON.stringify(text);
    if (quotedStrings.size < QUOTED_KEYS_MAX) quotedStrings.set(text, quoted);
  }
  return quoted;
}

function encode(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return quotedString(value);
    case 'number':
      // For finite numbers JSON's text is the number's own string form (-0 included: "0").
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: non-finite number ${value}`);
      return `${value}`;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) return encodeArray(value);
      return encodeObject(value as Record<string, unknown>);
    }
    default:
      throw new TypeError(`canonicalJson: cannot serialise ${typeof value}`);
  }
}

function encodeArray(items: readonly unknown[]): string {
  let text = '[';
  for (let i = 0; i < items.length; i += 1) {
    if (i > 0) text += ',';
    const item = items[i];
    text += item === undefined ? 'null' : encode(item);
  }
  return `${text}]`;
}

/**
 * Sorts keys by UTF-16 code units, as `Array.prototype.sort` does by default. Objects of a state
 * have a few dozen keys at most, where an insertion sort with plain comparisons is fastest.
 */
function sortKeys(keys: string[]): string[] {
  if (keys.length > 32) return keys.sort();
  for (let i = 1; i < keys.length; i += 1) {
    const key = keys[i] as string;
    let j = i - 1;
    while (j >= 0 && (keys[j] as string) > key) {
      keys[j + 1] = keys[j] as string;
      j -= 1;
    }
    keys[j + 1] = key;
  }
  return keys;
}

function encodeObject(object: Record<string, unknown>): string {
  const keys = sortKeys(Object.keys(object));
  let text = '{';
  let first = true;
  for (const key of keys) {
    const member = object[key];
    if (member === undefined) continue;
    if (!first) text += ',';
    first = false;
    text += quotedKey(key) + encode(member);
  }
  return `${text}}`;
}

/**
 * Serialises a JSON-compatible value with object keys sorted, so that equal values always
 * give the same text, byte for byte. `undefined` object members are left out, as JSON does, and
 * `undefined` array items become `null`. Throws on values JSON cannot carry (functions, bigints,
 * non-finite numbers): a programmer error.
 *
 * Written as one pass that appends to a string (no per-key arrays, no re-stringifying of keys):
 * hashing a state after every order is the hottest path of a server.
 */
export function canonicalJson(value: unknown): string {
  return encode(value);
}

/** Lowercase hex SHA-256 of a value's canonical JSON: the stable state hash. */
export function hashValue(value: unknown): string {
  return sha256HexOfText(canonicalJson(value));
}
