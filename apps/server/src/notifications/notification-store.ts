import {
  NOTIFICATION_KINDS,
  notificationSettingsSchema,
  type Notification,
  type NotificationKind,
  type NotificationSettings,
} from '@broadside/protocol';
import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';

/** A notification to store. */
export interface NewNotification {
  readonly kind: NotificationKind;
  readonly gameId?: string | null;
  readonly text: string;
  readonly link?: string | null;
  /** Stored once per user: a second notification with the same key is dropped. */
  readonly dedupeKey?: string | null;
}

/** Settings of a user who never changed them: every kind by email, once an address is given. */
export const DEFAULT_SETTINGS: NotificationSettings = {
  email: null,
  emailKinds: [...NOTIFICATION_KINDS],
};

interface Row {
  id: number;
  kind: string;
  game_id: string | null;
  text: string;
  link: string | null;
  created_at: number;
  read_at: number | null;
}

/** SQLite storage of notifications and notification settings. */
export class NotificationStore {
  private readonly s: Record<string, Statement>;

  constructor(db: Database) {
    this.s = {
      insert: db.prepare(
        `INSERT OR IGNORE INTO notifications (user_id, kind, game_id, text, link, dedupe_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      list: db.prepare('SELECT * FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT ?'),
      unread: db.prepare(
        'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL',
      ),
      readAll: db.prepare(
        'UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL',
      ),
      readOne: db.prepare(
        'UPDATE notifications SET read_at = ? WHERE user_id = ? AND id = ? AND read_at IS NULL',
      ),
      emailed: db.prepare('UPDATE notifications SET emailed_at = ? WHERE id = ?'),
      settings: db.prepare('SELECT email, settings_json FROM users WHERE id = ?'),
      setSettings: db.prepare('UPDATE users SET email = ?, settings_json = ? WHERE id = ?'),
    };
  }

  /** Stores a notification; its id, or null when one with the same key exists. */
  add(userId: number, n: NewNotification, at: number): number | null {
    const info = this.s.insert!.run(
      userId,
      n.kind,
      n.gameId ?? null,
      n.text,
      n.link ?? null,
      n.dedupeKey ?? null,
      at,
    );
    return info.changes === 0 ? null : Number(info.lastInsertRowid);
  }

  list(userId: number, limit: number): Notification[] {
    return (this.s.list!.all(userId, limit) as Row[]).map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      gameId: r.game_id,
      text: r.text,
      link: r.link,
      createdAt: r.created_at,
      read: r.read_at !== null,
    }));
  }

  unread(userId: number): number {
    return (this.s.unread!.get(userId) as { n: number }).n;
  }

  /** Marks notifications read (all of them without ids); returns how many changed. */
  markRead(userId: number, ids: readonly number[] | undefined, at: number): number {
    if (!ids) return this.s.readAll!.run(at, userId).changes;
    let n = 0;
    for (const id of ids) n += this.s.readOne!.run(at, userId, id).changes;
    return n;
  }

  markEmailed(id: number, at: number): void {
    this.s.emailed!.run(at, id);
  }

  settings(userId: number): NotificationSettings {
    const row = this.s.settings!.get(userId) as
      { email: string | null; settings_json: string } | undefined;
    if (!row) return DEFAULT_SETTINGS;
    let stored: unknown = {};
    try {
      stored = JSON.parse(row.settings_json);
    } catch {
      stored = {};
    }
    const parsed = notificationSettingsSchema.pick({ emailKinds: true }).safeParse(stored);
    return {
      email: row.email,
      emailKinds: parsed.success ? parsed.data.emailKinds : DEFAULT_SETTINGS.emailKinds,
    };
  }

  setSettings(userId: number, settings: NotificationSettings): void {
    this.s.setSettings!.run(
      settings.email,
      JSON.stringify({ emailKinds: settings.emailKinds }),
      userId,
    );
  }
}
