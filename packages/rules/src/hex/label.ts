import { err, ok, ruleError, type Result } from '../core/result.js';
import type { Hex } from './hex.js';
import { hexToOffset, inBounds, offsetToHex, type MapBounds } from './map.js';

const LABEL_PATTERN = /^(\d{2})(\d{2})$/;

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The classic wargame label `CCRR` of a hex: two-digit column then two-digit row, 1-based, so
 * the top-left hex is `"0101"`. A hex whose column or row falls outside 1 … 99 cannot be
 * written that way; it is shown as `"(column,row)"` instead, which {@link parseLabel} rejects.
 */
export function formatLabel(h: Hex): string {
  const { column, row } = hexToOffset(h);
  if (column < 1 || column > 99 || row < 1 || row > 99) return `(${column},${row})`;
  return `${twoDigits(column)}${twoDigits(row)}`;
}

/**
 * Reads a `CCRR` label such as `"0101"`. Exactly four digits; column and row from 01 to 99.
 * With `bounds`, the hex must also lie on that map. Errors: `hex/bad_label` for a malformed
 * label, `hex/out_of_bounds` for a hex off the given map.
 */
export function parseLabel(text: string, bounds?: MapBounds): Result<Hex> {
  const match = LABEL_PATTERN.exec(text);
  if (!match) {
    return err(
      ruleError(
        'hex/bad_label',
        `"${text}" is not a hex label: write four digits CCRR, such as 0101.`,
      ),
    );
  }
  const column = Number(match[1]);
  const row = Number(match[2]);
  if (column === 0 || row === 0) {
    return err(
      ruleError('hex/bad_label', `"${text}" is not a hex label: columns and rows start at 01.`),
    );
  }
  const h = offsetToHex(column, row);
  if (bounds && !inBounds(bounds, h)) {
    return err(
      ruleError(
        'hex/out_of_bounds',
        `Hex ${text} is off the map (${bounds.columns} columns × ${bounds.rows} rows).`,
      ),
    );
  }
  return ok(h);
}
