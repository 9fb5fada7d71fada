import { describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import { closeDatabase, openDatabase } from '../src/db/open.js';
import { tempDir } from './helpers/temp-dir.js';

describe('DURABILITY (issue 12 #10)', () => {
  test.each([
    [undefined, 'normal', 1],
    ['normal', 'normal', 1],
    ['full', 'full', 2],
  ] as const)('DURABILITY=%s opens SQLite with synchronous %s (%i)', (env, level, pragma) => {
    const config = loadConfig(env === undefined ? {} : { DURABILITY: env });
    expect(config.durability).toBe(level);
    const dir = tempDir();
    try {
      const { db } = openDatabase(dir.path, config.durability);
      expect(db.pragma('synchronous', { simple: true })).toBe(pragma);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      closeDatabase(db);
    } finally {
      dir.remove();
    }
  });

  test('an unknown level stops the server with one line naming the variable', () => {
    expect(() => loadConfig({ DURABILITY: 'paranoid' })).toThrow(
      /Invalid environment: DURABILITY must be normal or full/,
    );
  });
});
