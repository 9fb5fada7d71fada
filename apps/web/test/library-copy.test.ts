import type { KeyValueStorage } from '../src/net/storage.js';
import { browserLibrary, copyEntries, type Library } from '../src/library/library.js';
import { describe, expect, test } from 'vitest';

/** A storage in memory, as the browser's localStorage behaves. */
function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A library that refuses one name, as the server refuses a body its ruleset cannot read. */
function refusing(inner: Library, name: string): Library {
  return {
    ...inner,
    save: (draft) =>
      draft.name === name ? Promise.reject(new Error('unreadable')) : inner.save(draft),
  };
}

describe('copying the browser’s library to the account (issue 30, first sign-in)', () => {
  test('every entry moves over; a refused one stays in the browser with its reason', async () => {
    const browser = browserLibrary(memoryStorage(), () => 1);
    const account = browserLibrary(memoryStorage(), () => 2);
    await browser.save({ kind: 'design', ruleset: 'starfire', name: 'Lancer', body: { a: 1 } });
    await browser.save({ kind: 'scenario', ruleset: 'scl', name: 'Duel', body: { b: 2 } });
    await browser.save({ kind: 'scenario', ruleset: 'onepage', name: 'Broken', body: {} });
    const outcome = await copyEntries(browser, refusing(account, 'Broken'));
    expect(outcome).toEqual({ copied: 2, refused: [{ name: 'Broken', reason: 'unreadable' }] });
    expect((await account.list('design')).map((e) => e.name)).toEqual(['Lancer']);
    expect((await account.list('scenario')).map((e) => e.name)).toEqual(['Duel']);
    expect((await browser.list('scenario')).map((e) => e.name)).toEqual(['Broken']);
    expect(await browser.list('design')).toEqual([]);
  });
});
