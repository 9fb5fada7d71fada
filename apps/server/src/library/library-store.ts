import type { LibraryEntry, LibraryKind } from '@broadside/protocol';
import type { SqlDatabase, SqlStatement } from '../db/sql-database.js';

/** What is stored for one entry; the body is already checked by its ruleset. */
export interface LibraryWrite {
  readonly kind: LibraryKind;
  readonly ruleset: string;
  readonly name: string;
  readonly body: unknown;
  readonly shared: boolean;
}

interface EntryRow {
  id: string;
  user_id: number;
  kind: LibraryKind;
  ruleset: string;
  name: string;
  body_json: string;
  shared: number;
  updated_at: number;
  username: string;
}

function toEntry(row: EntryRow): LibraryEntry {
  return {
    id: row.id,
    kind: row.kind,
    ruleset: row.ruleset,
    name: row.name,
    body: JSON.parse(row.body_json) as unknown,
    shared: row.shared === 1,
    author: row.username,
    updatedAt: Number(row.updated_at),
  };
}

/** What a save did: the stored entry, or `full` when a new entry would pass the limit. */
export type SaveOutcome = { ok: true; entry: LibraryEntry } | { ok: false; reason: 'full' };

const SELECT = `SELECT e.*, u.username FROM library_entries e JOIN users u ON u.id = e.user_id`;

/**
 * Storage of the players' library (schema version 16): one row per entry, unique per account,
 * kind, ruleset and name. Every write is one transaction.
 */
export class LibraryStore {
  private readonly s: Record<
    'byName' | 'byId' | 'count' | 'insert' | 'update' | 'remove' | 'own' | 'shared',
    SqlStatement
  >;
  private readonly saveTx: (
    userId: number,
    write: LibraryWrite,
    at: number,
    newId: string,
    limit: number,
  ) => SaveOutcome;

  constructor(db: SqlDatabase) {
    this.s = {
      byName: db.prepare(
        'SELECT id FROM library_entries WHERE user_id = ? AND kind = ? AND ruleset = ? AND name = ?',
      ),
      byId: db.prepare(`${SELECT} WHERE e.id = ?`),
      count: db.prepare('SELECT COUNT(*) AS n FROM library_entries WHERE user_id = ?'),
      insert: db.prepare(
        `INSERT INTO library_entries (id, user_id, kind, ruleset, name, body_json, shared, updated_at)
         VALUES (@id, @userId, @kind, @ruleset, @name, @body, @shared, @at)`,
      ),
      update: db.prepare(
        'UPDATE library_entries SET body_json = ?, shared = ?, updated_at = ? WHERE id = ?',
      ),
      remove: db.prepare('DELETE FROM library_entries WHERE id = ? AND user_id = ?'),
      own: db.prepare(
        `${SELECT} WHERE e.user_id = @userId AND (@kind = '' OR e.kind = @kind)
           AND (@ruleset = '' OR e.ruleset = @ruleset)
         ORDER BY e.updated_at DESC, e.id`,
      ),
      shared: db.prepare(
        `${SELECT} WHERE e.shared = 1 AND (@kind = '' OR e.kind = @kind)
           AND (@ruleset = '' OR e.ruleset = @ruleset)
         ORDER BY e.updated_at DESC, e.id LIMIT @limit OFFSET @offset`,
      ),
    };
    this.saveTx = db.transaction((userId, write, at, newId, limit): SaveOutcome => {
      const found = this.s.byName.get(userId, write.kind, write.ruleset, write.name) as
        { id: string } | undefined;
      const body = JSON.stringify(write.body);
      const shared = write.shared ? 1 : 0;
      if (found) {
        this.s.update.run(body, shared, at, found.id);
        return { ok: true, entry: this.byId(found.id)! };
      }
      const { n } = this.s.count.get(userId) as { n: number };
      if (Number(n) >= limit) return { ok: false, reason: 'full' };
      this.s.insert.run({ id: newId, userId, ...write, body, shared, at });
      return { ok: true, entry: this.byId(newId)! };
    });
  }

  /**
   * Saves an entry of an account, replacing its entry of the same kind, ruleset and name (which
   * keeps its id); a new entry is refused once the account holds `limit`.
   */
  save(userId: number, write: LibraryWrite, at: number, newId: string, limit: number) {
    return this.saveTx(userId, write, at, newId, limit);
  }

  /** One entry by id, whoever owns it. */
  byId(id: string): LibraryEntry | null {
    const row = this.s.byId.get(id) as EntryRow | undefined;
    return row ? toEntry(row) : null;
  }

  /** One entry by id with its owner's account id. */
  ownerOf(id: string): number | null {
    const row = this.s.byId.get(id) as EntryRow | undefined;
    return row ? Number(row.user_id) : null;
  }

  /** Deletes an account's entry; false when the account has no entry by that id. */
  remove(userId: number, id: string): boolean {
    return this.s.remove.run(id, userId).changes > 0;
  }

  /** An account's entries, newest first. (An empty filter is none: PostgreSQL cannot type a null.) */
  own(userId: number, kind?: LibraryKind, ruleset?: string): LibraryEntry[] {
    const rows = this.s.own.all({ userId, kind: kind ?? '', ruleset: ruleset ?? '' });
    return (rows as EntryRow[]).map(toEntry);
  }

  /** Everyone's shared entries, newest first: `limit` from `offset`. */
  shared(
    filter: { kind?: LibraryKind | undefined; ruleset?: string | undefined },
    offset: number,
    limit: number,
  ): LibraryEntry[] {
    const rows = this.s.shared.all({
      kind: filter.kind ?? '',
      ruleset: filter.ruleset ?? '',
      limit,
      offset,
    });
    return (rows as EntryRow[]).map(toEntry);
  }
}
