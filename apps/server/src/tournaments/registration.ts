import { serverError } from '@broadside/protocol';
import type { User } from '../accounts/user-store.js';
import { fail, type Outcome } from '../match/outcome.js';
import type { TournamentContext } from './context.js';
import { enterLate, lateEntryOpen } from './entries.js';
import { isStaged, stageFieldProblem } from './formats/staged.js';
import { NEW_RATING } from './glicko2.js';
import { gameOfRound } from './settings.js';
import { forfeitWithdrawn } from './settled-games.js';
import type { TournamentRow } from './store.js';

/** Registers the user, inside the window (or a late entry's) and under the cap. */
export function registerPlayer(
  ctx: TournamentContext,
  t: TournamentRow,
  user: User,
): Outcome<null> {
  const now = ctx.clock.now();
  const s = t.settings;
  const late = lateEntryOpen(ctx.store, t);
  const open =
    late ||
    (t.status === 'registration' &&
      (s.registrationOpensAt === undefined || now >= s.registrationOpensAt) &&
      (s.registrationClosesAt === undefined || now < s.registrationClosesAt));
  if (!open) return fail(serverError('tournament/registration_closed'));
  const players = ctx.store.players(t.id);
  if (players.some((p) => p.userId === user.id))
    return fail(serverError('tournament/already_registered'));
  if (players.length >= s.maxPlayers) return fail(serverError('tournament/full'));
  if (late) enterLate(ctx, t, user.id);
  else ctx.store.register(t.id, user.id, now);
  return { ok: true, value: null };
}

/**
 * Withdraws a player: before the start the registration is removed; after it the player
 * forfeits every unfinished board and is paired no more. The player themself, or the organiser.
 */
export function withdrawPlayer(
  ctx: TournamentContext,
  t: TournamentRow,
  actor: User,
  userId: number,
): Outcome<null> {
  if (actor.id !== userId && actor.id !== t.organiserId)
    return fail(serverError('tournament/not_organiser'));
  const player = ctx.store.players(t.id).find((p) => p.userId === userId);
  if (!player || player.withdrawnAt !== null) return fail(serverError('tournament/not_registered'));
  if (t.status === 'registration') {
    ctx.store.unregister(t.id, userId);
    return { ok: true, value: null };
  }
  if (t.status === 'finished') return fail(serverError('tournament/wrong_status'));
  ctx.store.withdraw(t.id, userId, ctx.clock.now());
  forfeitWithdrawn(ctx, t);
  ctx.advance(t.id);
  return { ok: true, value: null };
}

/**
 * The seed order a tournament starts with, when it may start: seeds the organiser set come
 * first (PUT …/seeds), the rest by rating in the first round's ruleset (unrated players at
 * 1500), then by registration.
 */
export function startingSeeds(ctx: TournamentContext, t: TournamentRow): Outcome<number[]> {
  if (t.status !== 'registration') return fail(serverError('tournament/wrong_status'));
  const players = ctx.store.players(t.id);
  if (players.length < 2) return fail(serverError('tournament/too_few_players'));
  const unfit = isStaged(t.format) && stageFieldProblem(t.format, t.settings, players.length);
  if (unfit) return fail(serverError('tournament/bad_settings', unfit.message, unfit.path));
  const ruleset = gameOfRound(t.settings, 1).ruleset;
  const rated = players.map((p, i) => ({
    p,
    i,
    r: ctx.store.rating(p.userId, ruleset)?.rating ?? NEW_RATING.rating,
  }));
  const set = (x: (typeof rated)[number]) => x.p.seed ?? Infinity;
  rated.sort((a, b) => set(a) - set(b) || b.r - a.r || a.i - b.i);
  return { ok: true, value: rated.map((x) => x.p.userId) };
}
