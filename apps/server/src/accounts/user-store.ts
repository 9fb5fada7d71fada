import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';

/** An account as stored (the password hash never leaves the accounts module). */
export interface User {
  readonly id: number;
  readonly username: string;
  readonly displayName: string;
  readonly email: string | null;
  readonly createdAt: number;
}

interface UserRow {
  id: number;
  username: string;
  display_name: string;
  password_hash: string;
  email: string | null;
  created_at: number;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    createdAt: row.created_at,
  };
}

/** SQLite storage of users and sessions (one synchronous transaction per write). */
export class UserStore {
  private readonly s: Record<string, Statement>;

  constructor(db: Database) {
    this.s = {
      insert: db.prepare(
        'INSERT INTO users (username, display_name, password_hash, created_at) VALUES (?, ?, ?, ?)',
      ),
      byName: db.prepare('SELECT * FROM users WHERE username = ?'),
      byId: db.prepare('SELECT * FROM users WHERE id = ?'),
      setPassword: db.prepare('UPDATE users SET password_hash = ? WHERE id = ?'),
      insertSession: db.prepare(
        'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      ),
      session: db.prepare(
        'SELECT s.expires_at, u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?',
      ),
      extend: db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?'),
      deleteSession: db.prepare('DELETE FROM sessions WHERE token_hash = ?'),
      deleteOtherSessions: db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?'),
      deleteExpired: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
    };
  }

  /** Adds a user; null when the username (in any case) is taken. */
  insert(username: string, displayName: string, passwordHash: string, at: number): User | null {
    try {
      const info = this.s.insert!.run(username, displayName, passwordHash, at);
      return this.byId(Number(info.lastInsertRowid));
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
      throw error;
    }
  }

  /** A user and their password hash, by username in any case. */
  withPassword(username: string): { user: User; passwordHash: string } | null {
    const row = this.s.byName!.get(username) as UserRow | undefined;
    return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
  }

  byUsername(username: string): User | null {
    const row = this.s.byName!.get(username) as UserRow | undefined;
    return row ? toUser(row) : null;
  }

  byId(id: number): User | null {
    const row = this.s.byId!.get(id) as UserRow | undefined;
    return row ? toUser(row) : null;
  }

  /** The stored password hash of a user. */
  passwordHashOf(id: number): string | null {
    const row = this.s.byId!.get(id) as UserRow | undefined;
    return row?.password_hash ?? null;
  }

  setPassword(id: number, passwordHash: string): void {
    this.s.setPassword!.run(passwordHash, id);
  }

  addSession(tokenHash: string, userId: number, at: number, expiresAt: number): void {
    this.s.insertSession!.run(tokenHash, userId, at, expiresAt);
  }

  /** The session's user and expiry, or null for an unknown token. */
  session(tokenHash: string): { user: User; expiresAt: number } | null {
    const row = this.s.session!.get(tokenHash) as (UserRow & { expires_at: number }) | undefined;
    return row ? { user: toUser(row), expiresAt: row.expires_at } : null;
  }

  extendSession(tokenHash: string, expiresAt: number): void {
    this.s.extend!.run(expiresAt, tokenHash);
  }

  deleteSession(tokenHash: string): void {
    this.s.deleteSession!.run(tokenHash);
  }

  /** Ends every session of a user but one (after a password change). */
  deleteOtherSessions(userId: number, keepTokenHash: string): number {
    return this.s.deleteOtherSessions!.run(userId, keepTokenHash).changes;
  }

  deleteExpiredSessions(now: number): number {
    return this.s.deleteExpired!.run(now).changes;
  }
}
