import { z } from 'zod';
import { gameRecordSchema, RECORD_FORMAT_VERSION } from './schema.js';

/**
 * The JSON Schema (draft 2020-12) of the game record, generated from the zod schema.
 * docs/record.schema.json holds a copy; a test in apps/cli checks that it is up to date.
 */
export function recordJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(gameRecordSchema, {
    target: 'draft-2020-12',
    io: 'input',
  }) as Record<string, unknown>;
  return {
    $schema: generated.$schema,
    $id: `https://broadside.invalid/schemas/record-v${RECORD_FORMAT_VERSION}.json`,
    title: `Broadside game record, format version ${RECORD_FORMAT_VERSION}`,
    description:
      'A complete, verifiable record of one game: ruleset, set-up, seats, dice commitment and seed, every accepted order with its dice, and the result. See docs/record-format.md.',
    ...Object.fromEntries(Object.entries(generated).filter(([key]) => key !== '$schema')),
  };
}
