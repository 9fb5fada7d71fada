import type { TableFormat } from './escape.js';
import { bbcodeMarkup, markupFor, type Markup } from './markup.js';

/**
 * Two table formats beyond the forum markups: BBCode with the default tags only, and CSV.
 *
 * Stock phpBB has no `[table]` tag, and Discourse does not render BBCode tables, so
 * `bbcode_plain` draws a table as aligned monospaced columns in a `[code]` block (which every
 * forum shows as-is, tags and all) and leaves links out of table cells: each export lists its
 * links below the table instead ({@link Markup.tableLinks}). `csv` is RFC 4180 for spreadsheets.
 */

export type { TableFormat };

/** Removes BBCode tags, keeping a link's label: a cell as plain text. */
function stripTags(cell: string): string {
  return cell.replace(/\[\/?[a-z*]+(=[^\]]*)?\]/g, '');
}

/** The width of a cell in a monospaced font: one column per code point. */
const widthOf = (text: string) => [...text].length;

/** Columns padded to their widest cell, two spaces apart, numbers right-aligned. */
function alignedColumns(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [head, ...rows].map((r) => r.map(stripTags));
  const widths = head.map((_, c) => Math.max(...all.map((r) => widthOf(r[c] ?? ''))));
  const numeric = head.map((_, c) =>
    rows.every((r) => /^[-+]?[\d.½]*$/.test(stripTags(r[c] ?? ''))),
  );
  const line = (r: readonly string[]) =>
    r
      .map((cell, c) => {
        const pad = ' '.repeat(widths[c]! - widthOf(cell));
        return numeric[c] ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(all[0]!), rule, ...all.slice(1).map(line)].join('\n');
}

/** BBCode with the tags of a stock phpBB only: `[b]`, `[url]`, `[img]`, `[list]`, `[code]`. */
export const bbcodePlain: Markup = {
  ...bbcodeMarkup,
  format: 'bbcode_plain',
  tableLinks: false,
  heading: (s) => `[b]${s}[/b]`,
  table: (head, rows) => `[code]\n${alignedColumns(head, rows)}\n[/code]`,
};

/** A cell as CSV: quoted when it holds a comma, quote or line break; formulas defused. */
function csvCell(text: string): string {
  // A spreadsheet runs a cell that starts with = + - @ as a formula (CSV injection): a
  // leading apostrophe keeps it text. Numbers such as -1 stay numbers.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV: only the tables, one after the other, CRLF line ends (RFC 4180). */
export const csv: Markup = {
  format: 'csv',
  tableLinks: false,
  // Names keep their brackets and punctuation: CSV quoting is all the escaping a cell needs.
  user: (t) => t.replace(/[\u0000-\u001f\u007f]+/g, ' '), // eslint-disable-line no-control-regex
  bold: () => '',
  heading: () => '',
  link: (_, label) => label,
  image: () => '',
  table: (head, rows) =>
    [head, ...rows].map((r) => r.map((c) => csvCell(stripTags(c))).join(',')).join('\r\n'),
  list: () => '',
  aside: () => '',
  blocks: (parts) => parts.filter((p) => p !== '').join('\r\n\r\n') + '\r\n',
};

/** The markup of any table format. */
export function tableMarkupFor(format: TableFormat): Markup {
  return format === 'bbcode_plain' ? bbcodePlain : format === 'csv' ? csv : markupFor(format);
}
