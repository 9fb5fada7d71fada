import {
  LIBRARY_LIMITS,
  libraryDraftSchema,
  libraryEntrySchema,
  type LibraryDraft,
  type LibraryEntry,
  type LibraryKind,
  type LibraryList,
} from '@broadside/protocol';
import { accountRequest, currentAccount } from '../net/account.js';
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

/**
 * Every entry of the browser's library, read at once (a corrupt store reads as empty): for the
 * few callers that must answer synchronously, e.g. the lobby's design choices.
 */
export function readBrowserEntries(storage: KeyValueStorage): LibraryEntry[] {
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
 * reads as empty; `now` stamps saves (tests pass their own clock). Its writes are done before
 * the promise they return settles.
 */
export function browserLibrary(storage: KeyValueStorage, now: () => number = Date.now): Library {
  return {
    where: 'browser',
    list(kind, ruleset) {
      const entries = readBrowserEntries(storage)
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
      const others = readBrowserEntries(storage).filter((e) => e.id !== id);
      if (others.length >= LIBRARY_LIMITS.maxEntriesPerUser)
        return Promise.reject(new Error('The library is full: delete an entry first.'));
      const entry: LibraryEntry = { ...d, id, shared: false, author: null, updatedAt: now() };
      storage.setItem(KEY, JSON.stringify([...others, entry]));
      return Promise.resolve(entry);
    },
    remove(id) {
      storage.setItem(KEY, JSON.stringify(readBrowserEntries(storage).filter((e) => e.id !== id)));
      return Promise.resolve();
    },
  };
}

/** How the server library calls the API: {@link accountRequest} (tests may pass their own). */
export type LibraryRequest = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * The signed-in player's library on the server (`/api/library`): the same interface as the
 * browser's. The server checks each body with its ruleset; a refusal rejects with the server's
 * `ApiError` (its `code` and message).
 */
export function serverLibrary(request: LibraryRequest = accountRequest): Library {
  return {
    where: 'server',
    async list(kind, ruleset) {
      const query = new URLSearchParams({ kind, ...(ruleset === undefined ? {} : { ruleset }) });
      return (await request<LibraryList>('GET', `/api/library?${query}`)).entries;
    },
    save(draft) {
      return request<LibraryEntry>('POST', '/api/library', draft);
    },
    async remove(id) {
      await request<null>('DELETE', `/api/library/${encodeURIComponent(id)}`);
    },
  };
}

/** Everyone's shared entries of a kind (and ruleset), newest first; no account needed. */
export async function sharedEntries(
  kind: LibraryKind,
  ruleset?: string,
  offset = 0,
): Promise<LibraryList> {
  const query = new URLSearchParams({
    kind,
    offset: String(offset),
    ...(ruleset === undefined ? {} : { ruleset }),
  });
  return accountRequest<LibraryList>('GET', `/api/library/shared?${query}`);
}

/** What copying the browser's entries to the account did. */
export interface CopyOutcome {
  readonly copied: number;
  /** Entries the server refused, with its reason (e.g. a design the ruleset cannot read). */
  readonly refused: readonly { readonly name: string; readonly reason: string }[];
}

/**
 * Copies every entry of `from` (the browser's library) into `to` (the account's), one save each;
 * entries of the same kind, ruleset and name in the account are replaced. Copied entries are
 * removed from `from`; refused ones stay there.
 */
export async function copyEntries(from: Library, to: Library): Promise<CopyOutcome> {
  let copied = 0;
  const refused: { name: string; reason: string }[] = [];
  for (const kind of ['design', 'scenario'] as const) {
    for (const entry of await from.list(kind)) {
      try {
        await to.save({ kind, ruleset: entry.ruleset, name: entry.name, body: entry.body });
        await from.remove(entry.id);
        copied += 1;
      } catch (error) {
        refused.push({ name: entry.name, reason: (error as Error).message });
      }
    }
  }
  return { copied, refused };
}

/** This browser's library (kept in its local storage). */
export function thisBrowsersLibrary(): Library {
  return browserLibrary(window.localStorage);
}

/**
 * The library to use now: the account's on the server for a signed-in player, else this
 * browser's. Ask again after a sign-in or sign-out (`onAccountChange`).
 */
export function currentLibrary(): Library {
  return currentAccount() ? serverLibrary() : thisBrowsersLibrary();
}
