import { formatPoints, formatRating } from '@broadside/protocol';
import { isHalfPointBye } from '../half-point-bye.js';
import type { EventRating } from '../event-ratings.js';
import type { Standing } from '../standings.js';
import type { BoardResult, PlayerId, TieBreak } from '../types.js';
import type { Markup } from './markup.js';
import { tableMarkupFor as markupFor, type TableFormat } from './plain-markup.js';

/** One board as the exports show it. */
export interface ExportBoard {
  readonly first: PlayerId;
  readonly second: PlayerId | null;
  readonly result: BoardResult | null;
  /** The game's page (live or replay), when there is a game. */
  readonly gameUrl: string | null;
  /** A written adjudication, shown publicly. */
  readonly adjudication?: string | null;
}

/** What the tournament exports are made of. */
export interface TournamentExport {
  readonly name: string;
  readonly url: string;
  /** Display names by player id. */
  readonly names: ReadonlyMap<PlayerId, string>;
  /** Players who withdrew: every table marks them "(withdrawn)". */
  readonly withdrawn?: ReadonlySet<PlayerId>;
  readonly standings: readonly Standing[];
  /**
   * Ratings beside the standings, by player: the rating now ("?" when provisional) and the
   * performance in the event. Without it the standings have no rating columns.
   */
  readonly ratings?: ReadonlyMap<PlayerId, EventRating>;
  readonly tieBreaks: readonly TieBreak[];
  readonly rounds: readonly {
    readonly round: number;
    /** Two-stage formats: the round's stage, named after its number ("playoff"). */
    readonly stage?: string | undefined;
    readonly boards: readonly ExportBoard[];
  }[];
  /**
   * Two-stage formats: the first stage's tables (the Swiss, or each group), shown after the final
   * ranking in the standings (not in CSV, which holds one table).
   */
  readonly firstStage?: readonly {
    readonly title: string;
    readonly standings: readonly Standing[];
  }[];
  /** The bracket picture (PNG) of an elimination event, shown under the heading. */
  readonly bracketUrl?: string | null;
}

const TIE_BREAK_LABELS: Record<TieBreak, string> = {
  buchholz: 'Buchholz',
  sonneborn_berger: 'SB',
  head_to_head: 'H2H',
};

/** The mark after a withdrawn player's name, in every table of every format. */
export const WITHDRAWN_MARK = '(withdrawn)';

/** A player's name as a table cell, escaped, marked when the player withdrew. */
function playerCell(m: Markup, t: TournamentExport, id: PlayerId): string {
  const name = m.user(t.names.get(id) ?? id);
  return t.withdrawn?.has(id) ? `${name} ${WITHDRAWN_MARK}` : name;
}

/** The rating ("?" when provisional, "—" unrated) and performance ("—" before a game) cells. */
function ratingCells(r: EventRating | undefined): [string, string] {
  return [
    r?.rating != null && r.deviation != null ? formatRating(r.rating, r.deviation) : '—',
    r?.performance != null ? String(r.performance) : '—',
  ];
}

/** A board's result as a score line, e.g. "1–0 (major)", "½–½", "1–0 (forfeit)". */
export function resultText(result: BoardResult | null): string {
  if (result === null) return 'playing';
  switch (result.kind) {
    case 'draw':
      return '½–½';
    case 'double_forfeit':
      return '0–0 (forfeit)';
    case 'forfeit':
      return `${result.winner === 'first' ? '1–0' : '0–1'} (forfeit)`;
    case 'win':
      return `${result.winner === 'first' ? '1–0' : '0–1'} (${result.level})`;
  }
}

/** The bracket picture as a block, where the event has one (CSV has no pictures). */
function bracketPicture(m: Markup, t: TournamentExport): string[] {
  return t.bracketUrl ? [m.image(t.bracketUrl, 'bracket')] : [];
}

/** The standings table with points, W/D/L and the tie-breaks. */
export function standingsExport(format: TableFormat, t: TournamentExport): string {
  const m = markupFor(format);
  const rated = t.ratings !== undefined;
  const head = [
    '#',
    'Player',
    'Points',
    'W-D-L',
    ...t.tieBreaks.map((tb) => TIE_BREAK_LABELS[tb]),
    ...(rated ? ['Rating', 'Perf'] : []),
  ];
  const row = (s: Standing) => [
    String(s.rank),
    playerCell(m, t, s.player),
    formatPoints(s.points),
    `${s.wins}-${s.draws}-${s.losses}`,
    ...t.tieBreaks.map((tb) => formatPoints(s.tieBreaks[tb])),
    ...(rated ? ratingCells(t.ratings?.get(s.player)) : []),
  ];
  const stages = format === 'csv' ? [] : (t.firstStage ?? []);
  return m.blocks([
    m.heading(`${m.user(t.name)}: standings`),
    ...bracketPicture(m, t),
    m.table(head, t.standings.map(row)),
    ...stages.flatMap((x) => [m.bold(m.user(x.title)), m.table(head, x.standings.map(row))]),
    m.aside(m.link(t.url, 'Tournament page')),
  ]);
}

/** Every round's pairings with results, links to the games and any adjudication. */
export function pairingsExport(format: TableFormat, t: TournamentExport): string {
  const m = markupFor(format);
  const name = (id: PlayerId) => playerCell(m, t, id);
  const parts = [m.heading(`${m.user(t.name)}: pairings`), ...bracketPicture(m, t)];
  for (const round of t.rounds) {
    const rows = round.boards.map((b, i) => [
      String(i + 1),
      name(b.first),
      b.second === null ? (isHalfPointBye(b) ? 'half-point bye' : 'bye') : name(b.second),
      b.second === null
        ? '—'
        : (b.gameUrl ? m.link(b.gameUrl, resultText(b.result)) : resultText(b.result)) +
          (b.adjudication ? ` — adjudicated: ${m.user(b.adjudication)}` : ''),
    ]);
    parts.push(
      m.bold(`Round ${round.round}${round.stage ? ` (${round.stage})` : ''}`),
      m.table(['Board', 'First', 'Second', 'Result'], rows),
    );
    const links = round.boards.flatMap((b, i) =>
      b.gameUrl ? [`Board ${i + 1}: ${m.link(b.gameUrl, 'the game')}`] : [],
    );
    if (!m.tableLinks && links.length > 0) parts.push(m.list(links));
  }
  return m.blocks(parts);
}

/** Score of `player` in a board, as a crosstable cell: 1, ½, 0, + / − for forfeits. */
export function crosstableCell(b: ExportBoard, player: PlayerId): string {
  if (b.result === null) return '…';
  const side = b.first === player ? 'first' : 'second';
  switch (b.result.kind) {
    case 'draw':
      return '½';
    case 'double_forfeit':
      return '−';
    case 'forfeit':
      return b.result.winner === side ? '+' : '−';
    case 'win':
      return b.result.winner === side ? '1' : '0';
  }
}

/** The crosstable: rows and columns in standings order; a cell lists each game between the two. */
export function crosstableExport(format: TableFormat, t: TournamentExport): string {
  const m = markupFor(format);
  const order = t.standings.map((s) => s.player);
  const rows = t.standings.map((s) => {
    const cells = order.map((opponent) => {
      if (opponent === s.player) return 'X';
      const met = t.rounds.flatMap((r) =>
        r.boards.filter(
          (b) =>
            b.second !== null &&
            ((b.first === s.player && b.second === opponent) ||
              (b.second === s.player && b.first === opponent)),
        ),
      );
      return met.length === 0 ? ' ' : met.map((b) => crosstableCell(b, s.player)).join(' ');
    });
    return [String(s.rank), playerCell(m, t, s.player), ...cells, formatPoints(s.points)];
  });
  const head = ['#', 'Player', ...order.map((_, i) => String(i + 1)), 'Points'];
  return m.blocks([m.heading(`${m.user(t.name)}: crosstable`), m.table(head, rows)]);
}
