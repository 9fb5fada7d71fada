import { escapeXml } from '@broadside/board-picture';

/**
 * The bracket of an elimination event as a standalone SVG, for forums (the server rasterises it
 * to PNG). Pure: it draws a small model of its own (sections of rounds of matches), which an
 * adapter fills from the tournament's view (bracket-model.ts), so every bracket format draws the
 * same way: a single elimination is one section; a double elimination adds the losers' bracket
 * and the grand final as sections, a third-place match is a section of one match.
 */

/**
 * One place of a match: a player, a bye (no opponent), a place not known yet (`open`), or a
 * place of a match that will not be played (`none`, e.g. a bracket reset the final made moot).
 */
export type BracketPlace =
  | {
      readonly kind: 'player';
      readonly name: string;
      /** The player's seed, or null when unseeded. */
      readonly seed: number | null;
      /** The player's score on this board as a crosstable shows it (1, ½, 0, +, −), or ''. */
      readonly score: string;
    }
  | { readonly kind: 'bye' }
  | { readonly kind: 'open' }
  | { readonly kind: 'none' };

/** A match: two places, which went through (0 or 1, null while undecided) and a short note. */
export interface BracketMatch {
  readonly places: readonly [BracketPlace, BracketPlace];
  readonly winner: 0 | 1 | null;
  /** Shown small under the match, e.g. "major", "forfeit", "playing"; '' for none. */
  readonly note: string;
}

/** A column of the bracket. */
export interface BracketRound {
  readonly title: string;
  readonly matches: readonly BracketMatch[];
}

/** A bracket of its own (the winners' bracket, the losers' bracket, a third-place match). */
export interface BracketSection {
  /** Drawn above the section when the picture has more than one. */
  readonly title: string;
  readonly rounds: readonly BracketRound[];
}

/** Everything the bracket picture shows (plain text: the picture escapes it). */
export interface BracketDrawing {
  /** The event's name. */
  readonly title: string;
  /** One line under the name, e.g. "Round 2 of 3" or "Finished". */
  readonly status: string;
  readonly sections: readonly BracketSection[];
  /**
   * The champion, beside the last round of section `section` (the one whose final decides the
   * event); null while undecided, when an empty place is drawn there.
   */
  readonly champion: { readonly name: string; readonly section: number } | null;
}

/** The picture's colours: the web client's dark theme and its bracket (bracket-view.ts). */
export const BRACKET_COLOURS = {
  background: '#0b1020',
  box: '#141c33',
  border: '#3a4570',
  separator: '#263056',
  text: '#e6e9f2',
  muted: '#9aa3bd',
  accent: '#f2b134',
} as const;

/** Sizes in SVG units (= pixels of the PNG), chosen to stay legible at two thirds of the size. */
export const BRACKET_LAYOUT = {
  margin: 20,
  header: 64,
  sectionTitle: 26,
  roundTitle: 22,
  boxWidth: 220,
  rowHeight: 24,
  /** Space between the first round's matches (room for a note). */
  gap: 20,
  /** Space between columns, where the connecting lines run. */
  columnGap: 36,
  fontSize: 14,
} as const;

const L = BRACKET_LAYOUT;
const C = BRACKET_COLOURS;
const BOX_HEIGHT = 2 * L.rowHeight;
/** Widest name in characters before it is cut short with "…". */
const MAX_NAME = 26;
/** Average advance of a character of the font, in ems, to squeeze names that would overflow. */
const CHAR_EM = 0.6;

/** A name cut to {@link MAX_NAME} characters (code points). */
function shortName(name: string): string {
  const chars = [...name];
  return chars.length <= MAX_NAME ? name : `${chars.slice(0, MAX_NAME - 1).join('')}…`;
}

/** A text element; the content is escaped here, `attrs` are the caller's own. */
function text(x: number, y: number, content: string, attrs: string): string {
  return `<text x="${x}" y="${y}" ${attrs}>${escapeXml(content)}</text>`;
}

/**
 * The vertical centres of each round's matches: the first round evenly spaced; a round with half
 * as many matches (rounded up) centred between the two matches that feed each one; a round with
 * as many matches beside them; any other shape spread over the height of the previous round.
 */
export function matchCentres(rounds: readonly BracketRound[]): number[][] {
  const pitch = BOX_HEIGHT + L.gap;
  const centres: number[][] = [];
  rounds.forEach((round, r) => {
    const n = round.matches.length;
    const prev = centres[r - 1];
    if (!prev || prev.length === 0) {
      centres.push(Array.from({ length: n }, (_, i) => BOX_HEIGHT / 2 + i * pitch));
    } else if (n === Math.ceil(prev.length / 2) && prev.length > 1) {
      centres.push(
        Array.from({ length: n }, (_, i) => (prev[2 * i]! + (prev[2 * i + 1] ?? prev[2 * i]!)) / 2),
      );
    } else if (n === prev.length) {
      centres.push([...prev]);
    } else {
      const top = prev[0]!;
      const span = prev[prev.length - 1]! - top;
      centres.push(
        Array.from({ length: n }, (_, i) =>
          n === 1 ? top + span / 2 : top + (span * i) / (n - 1),
        ),
      );
    }
  });
  return centres;
}

/** How a round's matches are fed by the previous round's: pairs, one each, or not drawn. */
function feeding(prev: number, n: number): 'pairs' | 'straight' | 'none' {
  if (prev > 1 && n === Math.ceil(prev / 2)) return 'pairs';
  return prev === n ? 'straight' : 'none';
}

function place(p: BracketPlace, won: boolean, lost: boolean, x: number, y: number): string {
  const baseline = y + L.rowHeight / 2 + L.fontSize * 0.36;
  if (p.kind !== 'player') {
    const label = p.kind === 'bye' ? 'bye' : p.kind === 'open' ? 'to be decided' : '—';
    return text(
      x + 30,
      baseline,
      label,
      `font-size="${L.fontSize - 1}" font-style="italic" fill="${C.muted}"`,
    );
  }
  const parts: string[] = [];
  if (won)
    parts.push(
      `<rect x="${x}" y="${y}" width="4" height="${L.rowHeight}" fill="${C.accent}" data-won="1"/>`,
    );
  if (p.seed !== null)
    parts.push(
      text(
        x + 22,
        baseline,
        String(p.seed),
        `font-size="${L.fontSize - 3}" text-anchor="end" fill="${C.muted}" class="seed"`,
      ),
    );
  const name = shortName(p.name);
  // Room for the name between the seed column and the score; squeeze a name that would overflow.
  const room = L.boxWidth - 30 - 30;
  const fit = [...name].length * L.fontSize * CHAR_EM > room ? ` textLength="${room}"` : '';
  const colour = won ? C.accent : lost ? C.muted : C.text;
  parts.push(
    text(
      x + 30,
      baseline,
      name,
      `font-size="${L.fontSize}" fill="${colour}"${won ? ' font-weight="bold"' : ''} lengthAdjust="spacingAndGlyphs"${fit} class="name"`,
    ),
  );
  if (p.score !== '')
    parts.push(
      text(
        x + L.boxWidth - 10,
        baseline,
        p.score,
        `font-size="${L.fontSize}" text-anchor="end" fill="${colour}"${won ? ' font-weight="bold"' : ''} class="score"`,
      ),
    );
  return parts.join('');
}

function matchBox(m: BracketMatch, x: number, centre: number): string {
  const y = centre - BOX_HEIGHT / 2;
  const parts = [
    `<g class="match">`,
    `<rect x="${x}" y="${y}" width="${L.boxWidth}" height="${BOX_HEIGHT}" rx="5" fill="${C.box}" stroke="${C.border}"/>`,
    `<line x1="${x}" y1="${centre}" x2="${x + L.boxWidth}" y2="${centre}" stroke="${C.separator}"/>`,
  ];
  m.places.forEach((p, i) => {
    const won = m.winner === i;
    const lost = m.winner !== null && !won;
    parts.push(place(p, won, lost, x, y + i * L.rowHeight));
  });
  if (m.note !== '')
    parts.push(
      text(
        x + L.boxWidth,
        y + BOX_HEIGHT + 12,
        m.note,
        `font-size="10" text-anchor="end" fill="${C.muted}" class="note"`,
      ),
    );
  parts.push('</g>');
  return parts.join('');
}

/** Lines from each round's matches to the matches they feed. */
function connectors(centres: readonly number[][], left: (r: number) => number, top: number) {
  const lines: string[] = [];
  for (let r = 1; r < centres.length; r += 1) {
    const prev = centres[r - 1]!;
    const here = centres[r]!;
    const from = left(r - 1) + L.boxWidth;
    const to = left(r);
    const mid = from + L.columnGap / 2;
    const how = feeding(prev.length, here.length);
    here.forEach((y, i) => {
      const feeders =
        how === 'pairs' ? [prev[2 * i], prev[2 * i + 1]] : how === 'straight' ? [prev[i]] : [];
      for (const f of feeders) {
        if (f === undefined) continue;
        lines.push(`M${from} ${top + f}H${mid}V${top + y}H${to}`);
      }
    });
  }
  return lines.length === 0
    ? ''
    : `<path class="connectors" d="${lines.join('')}" fill="none" stroke="${C.border}" stroke-width="1.5"/>`;
}

/** The height a section's matches take (without its titles). */
function sectionBody(centres: readonly number[][]): number {
  const last = Math.max(0, ...centres.flat());
  return centres.flat().length === 0 ? BOX_HEIGHT : last + BOX_HEIGHT / 2 + 14;
}

/**
 * The bracket as an SVG document: the event's name and status, then each section with a column
 * per round (its title above), each match a box with both places (seed, name, score), the winner
 * marked with an accent bar and bold accent text, byes and undecided places in muted italics,
 * lines from each match to the one its winner goes to, and the champion beside the final. Every
 * text is escaped.
 */
export function bracketSvg(d: BracketDrawing): string {
  const columns = Math.max(1, ...d.sections.map((s) => s.rounds.length)) + 1;
  const width = 2 * L.margin + columns * L.boxWidth + (columns - 1) * L.columnGap;
  const left = (r: number) => L.margin + r * (L.boxWidth + L.columnGap);
  const body: string[] = [];
  let y = L.margin + L.header;
  const titled = d.sections.length > 1;
  d.sections.forEach((section, s) => {
    if (titled) {
      body.push(
        text(
          L.margin,
          y + 18,
          section.title,
          `font-size="16" font-weight="bold" fill="${C.text}" class="section"`,
        ),
      );
      y += L.sectionTitle;
    }
    section.rounds.forEach((round, r) =>
      body.push(
        text(left(r), y + 14, round.title, `font-size="13" fill="${C.muted}" class="round"`),
      ),
    );
    y += L.roundTitle;
    const centres = matchCentres(section.rounds);
    body.push(connectors(centres, left, y));
    section.rounds.forEach((round, r) =>
      round.matches.forEach((m, i) => body.push(matchBox(m, left(r), y + centres[r]![i]!))),
    );
    const isFinal = d.champion ? d.champion.section === s : s === 0;
    const last = centres[centres.length - 1];
    if (isFinal && last && last.length === 1) body.push(champion(d, left, y, centres, section));
    y += sectionBody(centres) + 10;
  });
  const height = Math.ceil(y + L.margin - 10);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<title>${escapeXml(`${d.title}: bracket`)}</title>`,
    `<rect width="${width}" height="${height}" fill="${C.background}"/>`,
    text(
      L.margin,
      L.margin + 22,
      d.title,
      `font-size="22" font-weight="bold" fill="${C.text}" class="title"`,
    ),
    text(L.margin, L.margin + 46, d.status, `font-size="14" fill="${C.muted}" class="status"`),
    ...body,
    '</svg>',
  ].join('');
}

/** The champion's box beside the section's final, with a line from the final. */
function champion(
  d: BracketDrawing,
  left: (r: number) => number,
  top: number,
  centres: readonly number[][],
  section: BracketSection,
): string {
  const r = section.rounds.length;
  const x = left(r);
  const centre = top + centres[r - 1]![0]!;
  const from = left(r - 1) + L.boxWidth;
  const name = d.champion?.name ?? null;
  const box =
    name === null
      ? `<rect x="${x}" y="${centre - L.rowHeight / 2}" width="${L.boxWidth}" height="${L.rowHeight}" rx="5" fill="none" stroke="${C.border}" stroke-dasharray="4 3"/>`
      : `<rect x="${x}" y="${centre - L.rowHeight / 2}" width="${L.boxWidth}" height="${L.rowHeight}" rx="5" fill="${C.box}" stroke="${C.accent}" stroke-width="2"/>`;
  return [
    `<g class="champion">`,
    `<path d="M${from} ${centre}H${x}" stroke="${C.border}" stroke-width="1.5"/>`,
    text(x, centre - L.rowHeight / 2 - 6, 'Champion', `font-size="13" fill="${C.muted}"`),
    box,
    name === null
      ? text(
          x + 10,
          centre + 5,
          'to be decided',
          `font-size="13" font-style="italic" fill="${C.muted}"`,
        )
      : text(
          x + 10,
          centre + 5,
          shortName(name),
          `font-size="${L.fontSize}" font-weight="bold" fill="${C.accent}" class="champion-name"`,
        ),
    '</g>',
  ].join('');
}
