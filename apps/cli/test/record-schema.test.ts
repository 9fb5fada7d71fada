import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordJsonSchema } from '@broadside/rules';
import { expect, test } from 'vitest';

const SCHEMA_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../docs/record.schema.json',
);

/** Run with UPDATE_RECORD_SCHEMA=1 to rewrite the committed file after a schema change. */
test('docs/record.schema.json is the schema generated from the zod record schema', () => {
  const expected = `${JSON.stringify(recordJsonSchema(), null, 2)}\n`;
  if (process.env.UPDATE_RECORD_SCHEMA === '1') writeFileSync(SCHEMA_FILE, expected);
  expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(expected);
});
