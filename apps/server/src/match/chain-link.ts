import { createHash } from 'node:crypto';
import { canonicalJson, type RecordEntry } from '@broadside/rules';

/**
 * The rules' `chainLink` (docs/record-format.md, The hash chain) on Node's native SHA-256: the
 * same bytes hashed — the previous head's 32 bytes, then the canonical JSON of the entry without
 * its state hash — so the same head, at a fraction of the pure-JavaScript hash's cost. The server
 * links every entry it stores, so this runs once per order.
 */
export function fastChainLink(previous: string, entry: RecordEntry): string {
  const { stateHash: _derived, ...linked } = entry as RecordEntry & { stateHash?: unknown };
  return createHash('sha256')
    .update(Buffer.from(previous, 'hex'))
    .update(canonicalJson(linked), 'utf8')
    .digest('hex');
}
