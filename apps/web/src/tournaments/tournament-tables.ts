import { formatPoints as points, formatRating } from '@broadside/protocol';
import { html, nothing } from 'lit';
import type { BoardView, TournamentView } from './api.js';

/** Tie-break columns: the usual short heads, with the full name as a tooltip. */
const TIE_BREAK_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  buchholz: ['BH', 'Buchholz'],
  sonneborn_berger: ['SB', 'Sonneborn–Berger'],
  head_to_head: ['H2H', 'Head-to-head'],
};

/**
 * A key of everything the exports are made of (status, players, rounds with results, standings):
 * it changes exactly when an export's text would, so the export panel fetches again then.
 */
export function exportRevision(t: TournamentView): string {
  return JSON.stringify([t.status, t.players, t.rounds, t.standings]);
}

/** Display name of a player id (`bye` for none). */
export function nameOf(t: TournamentView, id: number | null): string {
  if (id === null) return 'bye';
  return t.players.find((p) => p.userId === id)?.label ?? '?';
}

/**
 * A player's name as a table cell: the name, marked "(withdrawn)" when the player withdrew, as in
 * the exports.
 */
export function playerCell(t: TournamentView, id: number | null) {
  const withdrawn = id !== null && t.players.some((p) => p.userId === id && p.withdrawn);
  return withdrawn
    ? html`${nameOf(t, id)} <span class="withdrawn" data-testid="withdrawn">(withdrawn)</span>`
    : nameOf(t, id);
}

/** The standings table. */
export function standingsTable(t: TournamentView) {
  return html`<table data-testid="standings">
    <thead>
      <tr>
        <th>#</th>
        <th>Player</th>
        <th><abbr title="Points">Pts</abbr></th>
        <th>W-D-L</th>
        ${t.settings.tieBreaks.map(
          (tb) =>
            html`<th>
              <abbr title=${TIE_BREAK_LABELS[tb]?.[1] ?? tb}
                >${TIE_BREAK_LABELS[tb]?.[0] ?? tb}</abbr
              >
            </th>`,
        )}
        <th><abbr title="Rating (? while provisional)">Rating</abbr></th>
        <th><abbr title="Performance rating in this event">Perf</abbr></th>
      </tr>
    </thead>
    <tbody>
      ${t.standings.map(
        (s) =>
          html`<tr>
            <td>${s.rank}</td>
            <td>${playerCell(t, s.userId)}</td>
            <td>${points(s.points)}</td>
            <td>${s.wins}-${s.draws}-${s.losses}</td>
            ${t.settings.tieBreaks.map((tb) => html`<td>${points(s.tieBreaks[tb] ?? 0)}</td>`)}
            <td>
              ${s.rating != null && s.deviation != null ? formatRating(s.rating, s.deviation) : '—'}
            </td>
            <td>${s.performance ?? '—'}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/**
 * Where a board's game is: play it (mine, live), watch it (live) or replay it (finished). A board
 * settled before its game started (a no-show, an adjudication, a withdrawal) has nothing to replay.
 */
function gameLink(b: BoardView, myId: number | null) {
  if (!b.gameId) return nothing;
  const finished = b.result !== null;
  const mine = myId !== null && (b.first === myId || b.second === myId);
  if (finished && !b.played)
    return html`<span class="muted" data-testid="not-played-${b.gameId}">not played</span>`;
  if (finished) return html`<a href="#/replay/${b.gameId}">replay</a>`;
  if (mine) return html`<a href="#/game/${b.gameId}" data-testid="play-${b.gameId}">play</a>`;
  return html`<a href="#/watch/${b.gameId}">watch</a>`;
}

/** How the stages of the two-stage formats are named in round headings. */
const STAGE_WORDS = { swiss: 'Swiss stage', groups: 'group stage', playoff: 'playoff' } as const;

/** Every round's pairings, with results, links to the games and adjudication reasons. */
export function roundsTables(
  t: TournamentView,
  myId: number | null,
  onReport: (b: BoardView, label: string) => void,
) {
  return [...t.rounds].reverse().map(
    (r) =>
      html`<section class="round" data-testid="round-${r.round}">
        <h3>
          Round ${r.round}${r.stage ? ` · ${STAGE_WORDS[r.stage]}` : ''}
          <small>${r.status === 'paired' ? 'paired, not started' : r.status}</small>
        </h3>
        <div class="scroll" data-scrolls-sideways>
          <table>
            <tbody>
              ${r.boards.map((b) => {
                const label = `${nameOf(t, b.first)} v ${nameOf(t, b.second)}`;
                return html`<tr>
                    <td>${b.board}${b.group ? html` <small>group ${b.group}</small>` : nothing}</td>
                    <td>${playerCell(t, b.first)}</td>
                    <td>${playerCell(t, b.second)}</td>
                    <td>${b.second === null && b.result === null ? '—' : b.resultText}</td>
                    <td>
                      ${gameLink(b, myId)}
                      ${
                        b.gameId && b.result && !b.adjudication
                          ? html`<button class="link" @click=${() => onReport(b, label)}>
                              report
                            </button>`
                          : nothing
                      }
                    </td>
                  </tr>
                  ${
                    b.adjudication
                      ? html`<tr class="note">
                          <td></td>
                          <td colspan="4">Adjudicated: ${b.adjudication}</td>
                        </tr>`
                      : nothing
                  }`;
              })}
            </tbody>
          </table>
        </div>
      </section>`,
  );
}

function crossCell(t: TournamentView, me: number, them: number): string {
  const cells: string[] = [];
  for (const r of t.rounds)
    for (const b of r.boards) {
      const side =
        b.first === me && b.second === them
          ? 'first'
          : b.second === me && b.first === them
            ? 'second'
            : null;
      if (!side) continue;
      const res = b.result;
      if (!res) cells.push('…');
      else if (res.kind === 'draw') cells.push('½');
      else if (res.kind === 'double_forfeit') cells.push('−');
      else if (res.kind === 'forfeit') cells.push(res.winner === side ? '+' : '−');
      else cells.push(res.winner === side ? '1' : '0');
    }
  return cells.join(' ');
}

/** The crosstable, players in standings order. */
export function crosstable(t: TournamentView) {
  const order = t.standings.map((s) => s.userId);
  return html`<table class="cross" data-testid="crosstable">
    <thead>
      <tr>
        <th>#</th>
        <th>Player</th>
        ${order.map((_, i) => html`<th>${i + 1}</th>`)}
        <th>Pts</th>
      </tr>
    </thead>
    <tbody>
      ${t.standings.map(
        (s, i) =>
          html`<tr>
            <td>${i + 1}</td>
            <td>${playerCell(t, s.userId)}</td>
            ${order.map((o) => html`<td>${o === s.userId ? '×' : crossCell(t, s.userId, o)}</td>`)}
            <td>${points(s.points)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}
