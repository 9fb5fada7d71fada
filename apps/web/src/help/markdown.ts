import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

/** How a document's headings and links become parts of a page. */
export interface MarkdownOptions {
  /** Gives every heading an id: this prefix and the heading's slug (`## Dice` → `rule-dice`). */
  readonly idPrefix?: string;
  /** The href of a link's target (`#dice`, `../other.md`), or `null` to show only its text. */
  readonly link?: (target: string) => string | null;
}

/** A heading's slug as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * Inline markdown: `code`, **bold**, *emphasis* and [links](target), as lit templates (never
 * raw HTML). A link becomes a link only where `options.link` gives it an href.
 */
export function inline(text: string, options: MarkdownOptions = {}): (TemplateResult | string)[] {
  const out: (TemplateResult | string)[] = [];
  const re = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*\s][^*]*\*|\[[^\]]+\]\([^)]+\))/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index;
    if (at > last) out.push(text.slice(last, at));
    const t = m[0];
    if (t.startsWith('[')) {
      const [, label = '', target = ''] = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(t) ?? [];
      const href = options.link?.(target) ?? null;
      out.push(href === null ? label : html`<a href=${href}>${label}</a>`);
    } else if (t.startsWith('`')) out.push(html`<code>${t.slice(1, -1)}</code>`);
    else if (t.startsWith('**')) out.push(html`<strong>${t.slice(2, -2)}</strong>`);
    else out.push(html`<em>${t.slice(1, -1)}</em>`);
    last = at + t.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * A rules document (a ruleset's `docs/rules/<id>.md`, bundled as text) as HTML: headings,
 * paragraphs, lists, tables and code blocks. Paragraphs and list items holding a "**Ruling"
 * are marked `ruling`, so every ruling of the document can be found on the page.
 */
export function markdownBlocks(md: string, options: MarkdownOptions = {}): TemplateResult[] {
  const inl = (text: string) => inline(text, options);
  const used = new Map<string, number>();
  /** The heading's id, numbered as GitHub numbers repeated headings (`bases`, `bases-1`). */
  const headingId = (raw: string): string | undefined => {
    if (options.idPrefix === undefined) return undefined;
    const base = slug(raw);
    const n = used.get(base) ?? 0;
    used.set(base, n + 1);
    return `${options.idPrefix}${n === 0 ? base : `${base}-${n}`}`;
  };
  const blocks: TemplateResult[] = [];
  const lines = md.split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i += 1;
    } else if (line.startsWith('```')) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] ?? '').startsWith('```')) body.push(lines[i++] ?? '');
      i += 1;
      blocks.push(html`<pre>${body.join('\n')}</pre>`);
    } else if (/^#{1,4} /.test(line)) {
      const level = /^#+/.exec(line)?.[0].length ?? 2;
      const raw = line.replace(/^#+ /, '');
      const text = inl(raw);
      const id = headingId(raw);
      blocks.push(
        level <= 2
          ? html`<h2 id=${ifDefined(id)}>${text}</h2>`
          : level === 3
            ? html`<h3 id=${ifDefined(id)}>${text}</h3>`
            : html`<h4 id=${ifDefined(id)}>${text}</h4>`,
      );
      i += 1;
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] ?? '').startsWith('|')) {
        const cells = (lines[i] ?? '')
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim());
        if (!cells.every((c) => /^:?-+:?$/.test(c))) rows.push(cells);
        i += 1;
      }
      const [head = [], ...body] = rows;
      // A wide table scrolls inside its own box on a phone; the page never scrolls sideways.
      blocks.push(
        html`<div
          class="table-scroll"
          data-scrolls-sideways
          style="overflow-x: auto; max-width: 100%"
        >
          <table>
            <thead>
              <tr>
                ${head.map((c) => html`<th>${inl(c)}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${body.map(
                (r) =>
                  html`<tr>
                    ${r.map((c) => html`<td>${inl(c)}</td>`)}
                  </tr>`,
              )}
            </tbody>
          </table>
        </div>`,
      );
    } else if (/^\s*([-*]|\d+\.) /.test(line)) {
      const ordered = /^\s*\d+\. /.test(line);
      const items: string[] = [];
      while (
        i < lines.length &&
        (lines[i] ?? '').trim() !== '' &&
        !(lines[i] ?? '').startsWith('#')
      ) {
        const l = lines[i] ?? '';
        if (/^\s*([-*]|\d+\.) /.test(l)) items.push(l.replace(/^\s*([-*]|\d+\.) /, ''));
        else items[items.length - 1] = `${items.at(-1) ?? ''} ${l.trim()}`;
        i += 1;
      }
      const lis = items.map((t) =>
        t.includes('**Ruling')
          ? html`<li class="ruling" data-testid="ruling">${inl(t)}</li>`
          : html`<li>${inl(t)}</li>`,
      );
      blocks.push(
        ordered
          ? html`<ol>
              ${lis}
            </ol>`
          : html`<ul>
              ${lis}
            </ul>`,
      );
    } else {
      const para: string[] = [];
      while (
        i < lines.length &&
        (lines[i] ?? '').trim() !== '' &&
        !/^(#|\||```|\s*([-*]|\d+\.) )/.test(lines[i] ?? '')
      )
        para.push((lines[i++] ?? '').trim());
      const text = para.join(' ');
      blocks.push(
        text.includes('**Ruling')
          ? html`<p class="ruling" data-testid="ruling">${inl(text)}</p>`
          : text.startsWith('Reason:')
            ? html`<p class="reason">${inl(text)}</p>`
            : html`<p>${inl(text)}</p>`,
      );
    }
  }
  return blocks;
}
