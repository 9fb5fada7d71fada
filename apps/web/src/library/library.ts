import {
  LIBRARY_LIMITS,
  libraryDraftSchema,
  libraryEntrySchema,
  type LibraryDraft,
  type LibraryEntry,
  type LibraryKind,
} from '@broadside/protocol';
import type { KeyValueStorage } from '../net/storage.js';

/**
 * The player's library of designs and scenarios (issue 30): one interface for every designer,
 * the scenario editor and the lobby. {@link currentLibrary} answers with the server's library for
 * a signed-in player and with this browser's otherwise. A body is the ruleset's own design or
 * set-up: callers check it with the rules package before they save or field it.
 */
export interface Library {
  /** Where the entries live: `server` (the account) or `browser` (this browser only). */
  readonly where: 'server' | 'browser';
  /** The player's own entries of `kind`, of one ruleset or of all, newest first. */
  list(kind: LibraryKind, ruleset?: string): Promise<readonly LibraryEntry[]>;
  /** Saves a draft, replacing the player's entry of the same kind, ruleset and name. */
  save(draft: LibraryDraft): Promise<LibraryEntry>;
  /** Deletes one of the player's entries. */
  remove(id: string): Promise<void>;
}

const KEY = 'broadside.library.v1';

function readAll(storage: KeyValueStorage): LibraryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((e) => {
      const entry = libraryEntrySchema.safeParse(e);
      return entry.success ? [entry.data] : [];
    });
  } catch {
    return [];
  }
}

/**
 * The library kept in this browser's storage: for players who are not signed in. A corrupt store
 * reads as empty; `now` stamps saves (tests pass their own clock).
 */
export function browserLibrary(storage: KeyValueStorage, now: () => number = Date.now): Library {
  return {
    where: 'browser',
    list(kind, ruleset) {
      const entries = readAll(storage)
        .filter((e) => e.kind === kind && (ruleset === undefined || e.ruleset === ruleset))
        .sort((a, b) => b.updatedAt - a.updatedAt);
      return Promise.resolve(entries);
    },
    save(draft) {
      const checked = libraryDraftSchema.safeParse(draft);
      if (!checked.success)
        return Promise.reject(new Error(checked.error.issues[0]?.message ?? 'Not a valid entry.'));
      const d = checked.data;
      const id = `local:${d.kind}:${d.ruleset}:${d.name}`;
      const others = readAll(storage).filter((e) => e.id !== id);
      if (others.length >= LIBRARY_LIMITS.maxEntriesPerUser)
        return Promise.reject(new Error('The library is full: delete an entry first.'));
      const entry: LibraryEntry = { ...d, id, shared: false, author: null, updatedAt: now() };
      storage.setItem(KEY, JSON.stringify([...others, entry]));
      return Promise.resolve(entry);
    },
    remove(id) {
      storage.setItem(KEY, JSON.stringify(readAll(storage).filter((e) => e.id !== id)));
      return Promise.resolve();
    },
  };
}

/** The library to use now: this browser's (the server's, for a signed-in player, comes next). */
export function currentLibrary(): Library {
  return browserLibrary(window.localStorage);
}
