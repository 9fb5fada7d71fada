import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { MIGRATIONS, type Migration } from '../src/db/migrations.js';

/** The folder holding one file per schema version, named `NNN-what-it-does.ts`. */
const FOLDER = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

/** Each version file in the folder, with the number its name gives and what it exports. */
const files = await Promise.all(
  readdirSync(FOLDER)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.ts$/.test(name))
    .sort()
    .map(async (name) => {
      const module = (await import(pathToFileURL(FOLDER + name).href)) as Record<string, unknown>;
      return { name, number: Number(name.slice(0, 3)), exported: Object.values(module) };
    }),
);

describe('the migrations folder', () => {
  test('the list is ordered and has no gaps: versions 1, 2, 3 … in index order', () => {
    expect(MIGRATIONS.length).toBeGreaterThan(0);
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_m, i) => i + 1));
  });

  test('the index lists every file of the folder once, each file in its version’s place', () => {
    expect(files.map((f) => f.number)).toEqual(MIGRATIONS.map((m) => m.version));
    for (const [i, file] of files.entries()) {
      expect(file.exported, file.name).toHaveLength(1);
      expect(file.exported[0], file.name).toBe(MIGRATIONS[i]);
    }
  });

  test('only version files and the Migration type live in the folder', () => {
    const others = readdirSync(FOLDER).filter((name) => !files.some((f) => f.name === name));
    expect(others).toEqual(['migration.ts']);
  });

  test.each(MIGRATIONS.map((m) => [m.version, m] as const))(
    'migration %i has a name, a SQLite form and a PostgreSQL form',
    (_version, migration: Migration) => {
      expect(migration.name.trim()).not.toBe('');
      expect(migration.sql.trim()).not.toBe('');
      expect(migration.postgres?.trim() ?? '').not.toBe('');
    },
  );
});
