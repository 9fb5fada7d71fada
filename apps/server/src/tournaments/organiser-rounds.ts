import { serverError } from '@broadside/protocol';
import { fail, type Outcome } from '../match/outcome.js';
import { announceResult } from './announcements.js';
import type { TournamentContext } from './context.js';
import { sittingOut } from './entry-rules.js';
import { tournamentField } from './field.js';
import { endSettledGame } from './settled-games.js';
import type { TournamentRow, TournamentStore } from './store.js';
import type { BoardResult, Pairing } from './types.js';

/** `tournament/round_started` unless `round` is paired and not yet started. */
export function roundNotStarted(store: TournamentStore, id: string, round: number): Outcome<null> {
  const r = store.rounds(id).find((x) => x.round === round);
  return r && r.status === 'paired'
    ? { ok: true, value: null }
    : fail(serverError('tournament/round_started'));
}

/**
 * The organiser's pairing of a round not yet started, checked: every active player (not
 * withdrawn, absent or on a requested bye) exactly once, a `null` second being a bye.
 */
export function manualPairing(
  ctx: TournamentContext,
  t: TournamentRow,
  round: number,
  boards: readonly { first: number; second: number | null }[],
): Outcome<Pairing[]> {
  const paired = roundNotStarted(ctx.store, t.id, round);
  if (!paired.ok) return paired;
  const { withdrawn } = tournamentField(ctx.store, t);
  const out = sittingOut(ctx, t, round);
  for (const u of [...out.byes, ...out.absent]) withdrawn.add(String(u));
  const active = ctx.store
    .players(t.id)
    .filter((p) => !withdrawn.has(String(p.userId)))
    .map((p) => p.userId);
  const listed = boards.flatMap((b) => (b.second === null ? [b.first] : [b.first, b.second]));
  const same =
    listed.length === active.length &&
    new Set(listed).size === listed.length &&
    listed.every((p) => active.includes(p));
  if (!same)
    return fail(
      serverError('tournament/bad_pairing', 'List every active player exactly once.', ['boards']),
    );
  return {
    ok: true,
    value: boards.map((b) => ({
      first: String(b.first),
      second: b.second === null ? null : String(b.second),
    })),
  };
}

/**
 * The organiser decides a board of a started round (no later round paired yet), with a reason
 * shown publicly; its game, if still running, ends with that result.
 */
export function adjudicateBoard(
  ctx: TournamentContext,
  t: TournamentRow,
  round: number,
  board: number,
  result: BoardResult,
  reason: string,
): Outcome<null> {
  const b = ctx.store.boards(t.id).find((x) => x.round === round && x.board === board);
  if (!b || b.secondUser === null) return fail(serverError('tournament/board_not_found'));
  const rounds = ctx.store.rounds(t.id);
  const r = rounds.find((x) => x.round === round);
  if (!r || r.status === 'paired')
    return fail(serverError('tournament/wrong_status', 'The round has not started.'));
  if (rounds.some((x) => x.round > round))
    return fail(serverError('tournament/wrong_status', 'A later round is already paired.'));
  ctx.store.setResult(b, result, reason, true);
  ctx.log.info({ tournamentId: t.id, round, board, result }, 'board adjudicated');
  announceResult(ctx, t, b, result);
  endSettledGame(ctx, b, result, (started) =>
    started ? reason : `Decided before the game started: ${reason}`,
  );
  ctx.advance(t.id);
  return { ok: true, value: null };
}
