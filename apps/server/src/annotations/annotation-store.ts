import type { Annotation } from '@broadside/protocol';
import type { SqlDatabase, SqlStatement } from '../db/sql-database.js';

/** A comment to store: who wrote it, where, and the text as written (trimmed). */
export interface AnnotationWrite {
  readonly id: string;
  readonly gameId: string;
  readonly seq: number;
  readonly seat: string;
  readonly author: string;
  readonly text: string;
  readonly createdAt: number;
}

interface AnnotationRow {
  id: string;
  game_id: string;
  seq: number;
  seat: string;
  author: string;
  text: string;
  created_at: number;
}

function toAnnotation(row: AnnotationRow): Annotation {
  return {
    id: row.id,
    seq: Number(row.seq),
    seat: row.seat,
    author: row.author,
    text: row.text,
    createdAt: Number(row.created_at),
  };
}

/** What an add did: the stored comment, or `limit` when the seat has written its most already. */
export type AddOutcome = { ok: true; annotation: Annotation } | { ok: false; reason: 'limit' };

/**
 * Storage of the comments players write on their finished games (schema version 18), on SQLite
 * or PostgreSQL alike. Every write is one transaction.
 */
export class AnnotationStore {
  private readonly s: Record<'list' | 'byId' | 'countBySeat' | 'insert' | 'remove', SqlStatement>;
  private readonly addTx: (write: AnnotationWrite, limit: number) => AddOutcome;

  constructor(db: SqlDatabase) {
    this.s = {
      list: db.prepare('SELECT * FROM annotations WHERE game_id = ? ORDER BY seq, created_at, id'),
      byId: db.prepare('SELECT * FROM annotations WHERE game_id = ? AND id = ?'),
      countBySeat: db.prepare(
        'SELECT COUNT(*) AS n FROM annotations WHERE game_id = ? AND seat = ?',
      ),
      insert: db.prepare(
        `INSERT INTO annotations (id, game_id, seq, seat, author, text, created_at)
         VALUES (@id, @gameId, @seq, @seat, @author, @text, @createdAt)`,
      ),
      remove: db.prepare('DELETE FROM annotations WHERE game_id = ? AND id = ?'),
    };
    this.addTx = db.transaction((write: AnnotationWrite, limit: number): AddOutcome => {
      const { n } = this.s.countBySeat.get(write.gameId, write.seat) as { n: number };
      if (Number(n) >= limit) return { ok: false, reason: 'limit' };
      this.s.insert.run({ ...write });
      return { ok: true, annotation: this.byId(write.gameId, write.id)! };
    });
  }

  /** Every comment on a game: by record entry, then in the order they were written. */
  list(gameId: string): readonly Annotation[] {
    return (this.s.list.all(gameId) as AnnotationRow[]).map(toAnnotation);
  }

  /** One comment of a game, or null. */
  byId(gameId: string, id: string): Annotation | null {
    const row = this.s.byId.get(gameId, id) as AnnotationRow | undefined;
    return row ? toAnnotation(row) : null;
  }

  /** Stores a comment unless its seat has written `limit` on the game already. */
  add(write: AnnotationWrite, limit: number): AddOutcome {
    return this.addTx(write, limit);
  }

  /** Deletes a comment; false when the game has none by that id. */
  remove(gameId: string, id: string): boolean {
    return this.s.remove.run(gameId, id).changes > 0;
  }
}
