import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordJsonSchema } from '@broadside/rules';
import { expect, test } from 'vitest';

const SCHEMA_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../docs/record.schema.json',
);

/**
 * Run with UPDATE_RECORD_SCHEMA=1 to rewrite the committed file after a schema change (then
 * format it with prettier). The comparison is on the parsed JSON, so formatting does not matter.
 */
test('docs/record.schema.json is the schema generated from the zod record schema', () => {
  const expected = recordJsonSchema();
  if (process.env.UPDATE_RECORD_SCHEMA === '1')
    writeFileSync(SCHEMA_FILE, `${JSON.stringify(expected, null, 2)}\n`);
  expect(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'))).toEqual(expected);
});
