import { err, ok, type Result } from '../core/result.js';
import { recordError, type RecordError } from './errors.js';
import {
  gameRecordSchema,
  RECORD_FORMAT,
  RECORD_FORMAT_VERSION,
  type GameRecord,
} from './schema.js';

function describePath(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
}

/**
 * Checks an unchecked value against the record schema. Errors: `record/not_a_record` (no
 * `format: "broadside-record"`), `record/unsupported_version` (newer than this reader),
 * `record/invalid` (the first schema problem, with its path).
 */
export function parseRecord(input: unknown): Result<GameRecord, RecordError> {
  if (
    typeof input !== 'object' ||
    input === null ||
    (input as { format?: unknown }).format !== RECORD_FORMAT
  ) {
    return err(
      recordError(
        'record/not_a_record',
        `This is not a Broadside game record: it has no "format": "${RECORD_FORMAT}".`,
      ),
    );
  }
  const version = (input as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > RECORD_FORMAT_VERSION) {
    return err(
      recordError(
        'record/unsupported_version',
        `This record is format version ${version}; this program reads versions up to ${RECORD_FORMAT_VERSION}. Update Broadside.`,
        { path: ['formatVersion'] },
      ),
    );
  }
  const parsed = gameRecordSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const path = (issue?.path ?? []).map((part) => (typeof part === 'number' ? part : String(part)));
  return err(
    recordError(
      'record/invalid',
      `The record is malformed at ${describePath(issue?.path ?? []) || 'the top'}: ${issue?.message ?? 'unknown problem'}.`,
      {
        path,
      },
    ),
  );
}

/** Parses a record from JSON text. Adds `record/bad_json` for text that is not JSON. */
export function parseRecordText(text: string): Result<GameRecord, RecordError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return err(
      recordError('record/bad_json', `The record is not valid JSON: ${(error as Error).message}`),
    );
  }
  return parseRecord(value);
}
