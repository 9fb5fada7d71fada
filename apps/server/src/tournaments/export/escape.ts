/**
 * Escaping of user-provided text (names, titles, reasons) for each export format. Every text a
 * user typed goes through one of these before it is placed in an export; the exports' own markup
 * never does.
 */

/** The formats a forum takes, and HTML for previews and sites. */
export type ExportFormat = 'bbcode' | 'markdown' | 'html';

/**
 * The formats of the tournament tables: the forum formats, `bbcode_plain` (a stock phpBB's tags
 * only, tables in `[code]`) and `csv` (plain-markup.ts).
 */
export type TableFormat = ExportFormat | 'bbcode_plain' | 'csv';

/** Line breaks and other control characters become a space: a name is one line. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
}

/**
 * BBCode has no escape character, so square brackets become their full-width look-alikes
 * (［ ］): no tag can open or close inside a name, whatever the forum's parser.
 */
export function escapeBbcode(text: string): string {
  return oneLine(text).replace(/\[/g, '［').replace(/\]/g, '］');
}

/**
 * Markdown (CommonMark and GitHub tables): every ASCII punctuation character that can start or
 * end markup gets a backslash, which CommonMark defines for any ASCII punctuation; `|` too, so a
 * name cannot split a table cell, and `<` so no HTML or autolink can start.
 */
export function escapeMarkdown(text: string): string {
  return oneLine(text).replace(/[\\`*_{}[\]()#+\-.!|<>~&"'=:]/g, (c) => `\\${c}`);
}

/** HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** User text escaped for a format. */
export function escapeFor(format: ExportFormat, text: string): string {
  if (format === 'html') return escapeHtml(oneLine(text));
  return format === 'bbcode' ? escapeBbcode(text) : escapeMarkdown(text);
}

/**
 * A URL the server built itself (its own public address and ids), checked to be http(s) and
 * stripped of characters that could end the markup it sits in.
 */
export function safeUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) return '';
  return url.replace(
    /[\s"'<>[\]()\\]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}
