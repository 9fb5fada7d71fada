import { escapeFor, escapeHtml, safeUrl, type ExportFormat, type TableFormat } from './escape.js';

/** Markup helpers shared by the exports; text passed as `user` is escaped, the rest is trusted. */
export interface Markup {
  readonly format: TableFormat;
  /** Whether a table cell may hold a link; if not, an export lists its links after the table. */
  readonly tableLinks: boolean;
  /** User text, escaped. */
  user(text: string): string;
  bold(inner: string): string;
  heading(inner: string): string;
  link(url: string, label: string): string;
  /** A picture by URL; `alt` names it where the format can (Markdown, HTML). */
  image(url: string, alt?: string): string;
  /** A table; cells are already marked up. */
  table(head: readonly string[], rows: readonly (readonly string[])[]): string;
  list(items: readonly string[]): string;
  /** A block that is not data (a footer link): as is, except in CSV, which drops it. */
  aside(inner: string): string;
  /** Blocks one after the other (paragraphs, tables, lists). */
  blocks(parts: readonly string[]): string;
}

const plainBlocks = (parts: readonly string[]) => parts.join('\n\n');

/** BBCode with `[table]` (phpBB with the table extension, vBulletin, XenForo). */
export const bbcodeMarkup: Markup = {
  format: 'bbcode',
  tableLinks: true,
  user: (t) => escapeFor('bbcode', t),
  bold: (s) => `[b]${s}[/b]`,
  heading: (s) => `[size=150][b]${s}[/b][/size]`,
  link: (url, label) => `[url=${safeUrl(url)}]${label}[/url]`,
  image: (url) => `[img]${safeUrl(url)}[/img]`,
  table: (head, rows) =>
    [
      '[table]',
      `[tr]${head.map((h) => `[th]${h}[/th]`).join('')}[/tr]`,
      ...rows.map((r) => `[tr]${r.map((c) => `[td]${c}[/td]`).join('')}[/tr]`),
      '[/table]',
    ].join('\n'),
  list: (items) => ['[list]', ...items.map((i) => `[*]${i}`), '[/list]'].join('\n'),
  aside: (s) => s,
  blocks: plainBlocks,
};

const markdown: Markup = {
  format: 'markdown',
  tableLinks: true,
  user: (t) => escapeFor('markdown', t),
  bold: (s) => `**${s}**`,
  heading: (s) => `### ${s}`,
  link: (url, label) => `[${label}](${safeUrl(url)})`,
  image: (url, alt = 'map') => `![${escapeFor('markdown', alt)}](${safeUrl(url)})`,
  table: (head, rows) =>
    [
      `| ${head.join(' | ')} |`,
      `|${head.map(() => ' --- ').join('|')}|`,
      ...rows.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n'),
  list: (items) => items.map((i) => `- ${i}`).join('\n'),
  aside: (s) => s,
  blocks: plainBlocks,
};

const htmlMarkup: Markup = {
  format: 'html',
  tableLinks: true,
  user: (t) => escapeFor('html', t),
  bold: (s) => `<b>${s}</b>`,
  heading: (s) => `<h3>${s}</h3>`,
  link: (url, label) => `<a href="${escapeHtml(safeUrl(url))}">${label}</a>`,
  image: (url, alt = 'map') => `<img src="${escapeHtml(safeUrl(url))}" alt="${escapeHtml(alt)}">`,
  table: (head, rows) =>
    [
      '<table>',
      `<tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr>`,
      ...rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`),
      '</table>',
    ].join('\n'),
  list: (items) => ['<ul>', ...items.map((i) => `<li>${i}</li>`), '</ul>'].join('\n'),
  aside: (s) => s,
  blocks: (parts) =>
    parts
      .map((p) => (/^<(h3|table|ul)/.test(p) ? p : `<p>${p.replace(/\n/g, '<br>')}</p>`))
      .join('\n'),
};

/** The markup of a format. */
export function markupFor(format: ExportFormat): Markup {
  return format === 'bbcode' ? bbcodeMarkup : format === 'markdown' ? markdown : htmlMarkup;
}
