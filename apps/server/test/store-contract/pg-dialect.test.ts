import { describe, expect, test } from 'vitest';
import { migrationSql } from '../../src/db/migrate.js';
import { MIGRATIONS } from '../../src/db/migrations.js';
import { bindValues, translateSql, type SchemaInfo } from '../../src/db/pg/dialect.js';

const schema: SchemaInfo = {
  primaryKey: (table) => (table === 'snapshots' ? ['game_id', 'seq'] : ['id']),
  identityColumn: (table) => (table === 'chat' ? 'id' : null),
};

describe('SQLite-flavoured SQL on PostgreSQL', () => {
  test.each([
    [
      'positional placeholders',
      'SELECT * FROM log WHERE game_id = ? AND seq BETWEEN ? AND ?',
      'SELECT * FROM log WHERE game_id = $1 AND seq BETWEEN $2 AND $3',
    ],
    [
      'quoted text is left alone',
      "SELECT id FROM games WHERE status = 'open?' AND id = ?",
      "SELECT id FROM games WHERE status = 'open?' AND id = $1",
    ],
    [
      'INSERT OR IGNORE',
      'INSERT OR IGNORE INTO used_invites (invite_hash) VALUES (?)',
      'INSERT INTO used_invites (invite_hash) VALUES ($1) ON CONFLICT DO NOTHING',
    ],
    [
      'INSERT OR REPLACE updates every column but the key',
      'INSERT OR REPLACE INTO snapshots (game_id, seq, state_json, state_hash) VALUES (?, ?, ?, ?)',
      'INSERT INTO snapshots (game_id, seq, state_json, state_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, seq) DO UPDATE SET state_json = EXCLUDED.state_json, state_hash = EXCLUDED.state_hash',
    ],
    [
      'an identity key drawn ahead is sent with the row',
      'INSERT INTO chat (game_id, text) VALUES (?, ?)',
      'INSERT INTO chat (game_id, text, id) VALUES ($1, $2, $3)',
    ],
    [
      'an identity key of rows from a SELECT is returned',
      'INSERT INTO chat (game_id, text) SELECT game_id, text FROM chat WHERE id = ?',
      'INSERT INTO chat (game_id, text) SELECT game_id, text FROM chat WHERE id = $1 RETURNING id',
    ],
    [
      'a subquery in FROM gets an alias',
      'SELECT * FROM (SELECT * FROM chat WHERE game_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id',
      'SELECT * FROM (SELECT * FROM chat WHERE game_id = $1 ORDER BY id DESC LIMIT $2) AS subquery_1 ORDER BY id',
    ],
    ['casts are not parameters', 'SELECT ?::bigint AS n', 'SELECT $1::bigint AS n'],
  ])('%s', (_name, sqlite, postgres) => {
    expect(translateSql(sqlite, schema).text).toBe(postgres);
  });

  test('a drawn key binds last, positional or named', () => {
    const positional = translateSql('INSERT INTO chat (game_id, text) VALUES (?, ?)', schema);
    expect(bindValues(positional, ['g', 'hi'], 7)).toEqual(['g', 'hi', 7]);
    const named = translateSql('INSERT INTO chat (game_id, text) VALUES (@g, @t)', schema);
    expect(named.text).toBe('INSERT INTO chat (game_id, text, id) VALUES ($1, $2, $3)');
    expect(bindValues(named, [{ g: 'g', t: 'hi' }], 8)).toEqual(['g', 'hi', 8]);
  });

  test('U+0000, which PostgreSQL text cannot hold, is bound as U+FFFD', () => {
    const t = translateSql('SELECT id FROM users WHERE username = ?', schema);
    expect(bindValues(t, ['a\u0000b'])).toEqual(['a\uFFFDb']);
  });

  test('named parameters get one number each and bind from one object', () => {
    const t = translateSql('UPDATE games SET seq = @seq WHERE id = @id AND seq < @seq', schema);
    expect(t.text).toBe('UPDATE games SET seq = $1 WHERE id = $2 AND seq < $1');
    expect(bindValues(t, [{ id: 'g', seq: 3 }])).toEqual([3, 'g']);
    expect(() => bindValues(t, [{ id: 'g' }])).toThrow(/seq/);
  });
});

describe('migrations', () => {
  test.each(MIGRATIONS.map((m) => [m.version, m] as const))(
    'migration %i has a PostgreSQL form',
    (_version, migration) => {
      expect(migration.postgres?.trim()).toBeTruthy();
      expect(migrationSql(migration, 'postgres')).not.toMatch(/\bSTRICT\b|WITHOUT ROWID|\bBLOB\b/);
    },
  );
});
