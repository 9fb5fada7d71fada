import { html, type TemplateResult } from 'lit';
import { CLASS_IDS, CLASSES, SCENARIO_IDS, SCENARIOS } from '@broadside/rules/scl';
import rulesText from '../../../../../docs/rules/star-cruiser-lite.md?raw';

/** Inline markdown: `code`, **bold**, *emphasis*, as lit templates (never raw HTML). */
function inline(text: string): (TemplateResult | string)[] {
  const out: (TemplateResult | string)[] = [];
  const re = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index;
    if (at > last) out.push(text.slice(last, at));
    const t = m[0];
    if (t.startsWith('`')) out.push(html`<code>${t.slice(1, -1)}</code>`);
    else if (t.startsWith('**')) out.push(html`<strong>${t.slice(2, -2)}</strong>`);
    else out.push(html`<em>${t.slice(1, -1)}</em>`);
    last = at + t.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * The rules document (docs/rules/star-cruiser-lite.md, bundled as text) as HTML: headings,
 * paragraphs, lists, tables and code blocks. Every ruling of the document is on the page.
 */
export function markdownBlocks(md: string): TemplateResult[] {
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
      const text = inline(line.replace(/^#+ /, ''));
      blocks.push(
        level <= 2
          ? html`<h2>${text}</h2>`
          : level === 3
            ? html`<h3>${text}</h3>`
            : html`<h4>${text}</h4>`,
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
      blocks.push(
        html`<table>
          <thead>
            <tr>
              ${head.map((c) => html`<th>${inline(c)}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${body.map(
              (r) =>
                html`<tr>
                  ${r.map((c) => html`<td>${inline(c)}</td>`)}
                </tr>`,
            )}
          </tbody>
        </table>`,
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
          ? html`<li class="ruling" data-testid="ruling">${inline(t)}</li>`
          : html`<li>${inline(t)}</li>`,
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
          ? html`<p class="ruling" data-testid="ruling">${inline(text)}</p>`
          : html`<p>${inline(text)}</p>`,
      );
    }
  }
  return blocks;
}

/** The Star Cruiser Lite rules page: quick reference, classes, scenarios and the full rules. */
export function sclHelp(): TemplateResult {
  return html`<section data-testid="rules-scl">
    <h2>Star Cruiser Lite — quick reference</h2>
    <ul>
      <li>
        Each turn: damage control, Full Stop and launches (both sides at once, secret); movement
        (one side's units at a time, slowest first); detection and fire (both at once, secret);
        system checks.
      </li>
      <li>
        Movement steps: <code>F</code> forward one hex, <code>L</code>/<code>R</code> turn 60°,
        <code>SL</code>/<code>SR</code> slip (vector movement).
      </li>
      <li>
        Fire sectors: F (forward), P (port), S (starboard), A (aft) — each a 90° quadrant, shaded on
        the map for the selected ship. The dotted ring is its detection radius against a signature-0
        target.
      </li>
      <li>
        Beams: d6 + modifier per die; 1–3 no damage, 4–6 one point, 7+ two; an unmodified 1 misses.
        Armor saves one d10 per point (d10 + AP ≤ armor stops it; a 10 never does).
      </li>
      <li>
        Missiles and submunitions: d6 + modifier − point defense per die. A filled row of hit points
        forces a system check for every system.
      </li>
      <li>
        You see your own units and the enemy units you detect; undetected enemies are not on your
        map at all.
      </li>
    </ul>
    <h2>Classes</h2>
    <table data-testid="class-table">
      <thead>
        <tr>
          <th>Class</th>
          <th>Kind</th>
          <th>Thrust</th>
          <th>Hit rows</th>
          <th>Armor</th>
          <th>Batteries (sectors)</th>
          <th>Magazine</th>
        </tr>
      </thead>
      <tbody>
        ${CLASS_IDS.map((id) => {
          const c = CLASSES[id];
          if (!c) return null;
          return html`<tr>
            <td>${c.name}</td>
            <td>${c.kind}</td>
            <td>${c.thrust}</td>
            <td>${c.rows.join(' / ')}</td>
            <td>${c.armor}</td>
            <td>${c.batteryArcs.map((a) => a.join('')).join(', ') || '—'}</td>
            <td>${c.magazine}</td>
          </tr>`;
        })}
      </tbody>
    </table>
    <h2>Scenarios</h2>
    <ul>
      ${SCENARIO_IDS.map((id) => {
        const s = SCENARIOS[id];
        return html`<li>
          <strong>${s.name}</strong> (${s.turnLimit} turns): ${s.briefing} ${s.victoryText}
        </li>`;
      })}
    </ul>
    <h2>Practice</h2>
    <p>
      Play both sides on one screen:
      ${SCENARIO_IDS.map((id) => html`<a href="#/practice/scl/${id}">${SCENARIOS[id].name}</a> `)}
    </p>
    <div data-testid="rules-text">${markdownBlocks(rulesText)}</div>
  </section>`;
}
