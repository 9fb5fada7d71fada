import { describe, expect, test } from 'vitest';
import { keepFingerprint, keptFingerprint } from '../src/net/fingerprints.js';
import type { KeyValueStorage } from '../src/net/storage.js';

function memory(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
  };
}

const head = (c: string) => c.repeat(64);

describe('the fingerprint a browser keeps per game', () => {
  test('keeps the latest head, never an older one, per game', () => {
    const storage = memory();
    expect(keptFingerprint(storage, 'g1')).toBeNull();
    keepFingerprint(storage, 'g1', { seq: 3, head: head('a') });
    keepFingerprint(storage, 'g1', { seq: 7, head: head('b') });
    // A late, older batch (a reconnect's catch-up) does not replace it.
    keepFingerprint(storage, 'g1', { seq: 5, head: head('c') });
    keepFingerprint(storage, 'g2', { seq: 1, head: head('d') });
    expect(keptFingerprint(storage, 'g1')).toEqual({ seq: 7, head: head('b') });
    expect(keptFingerprint(storage, 'g2')).toEqual({ seq: 1, head: head('d') });
  });

  test.each([['not json'], ['{"seq":"3","head":"x"}'], ['{"seq":3,"head":"ABC"}'], ['null']])(
    'a damaged entry (%s) reads as none',
    (text) => {
      const storage = memory();
      storage.setItem('broadside.fingerprint.g1', text);
      expect(keptFingerprint(storage, 'g1')).toBeNull();
    },
  );
});
