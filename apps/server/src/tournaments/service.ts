import { serverError } from '@broadside/protocol';
import type { GameResult } from '@broadside/rules';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { User } from '../accounts/user-store.js';
import type { MatchService } from '../match/match-service.js';
import { fail, type Outcome } from '../match/outcome.js';
import type { Clock } from '../util/clock.js';
import { announceEnd, announcePairing } from './announcements.js';
import type { TournamentContext } from './context.js';
import { correctResult } from './correction.js';
import { createTournament } from './create.js';
import { playedBoard, tournamentField } from './field.js';
import { pairNextRound, roundCount } from './next-round.js';
import type { AbsentSeat } from './no-show-notice.js';
import { awaitCheckIn, checkInRound } from './check-in.js';
import { storeHalfPointByes } from './entries.js';
import { sittingOut } from './entry-rules.js';
import { notifyPlayers, type TournamentNotice } from './notify.js';
import { adjudicateBoard, manualPairing, roundNotStarted } from './organiser-rounds.js';
import { registerPlayer, startingSeeds, withdrawPlayer } from './registration.js';
import type { RatingChange } from './rating-replay.js';
import { createRoundGames } from './round-games.js';
import { scoreFinishedGame } from './scoring.js';
import { setSeeds } from './seeds.js';
import { patchTournament, type TournamentPatch } from './settings-patch.js';
import type { CreateTournament } from './settings.js';
import { forfeitWithdrawn } from './settled-games.js';
import type { TournamentRow, TournamentStore } from './store.js';
import type { BoardResult, Pairing } from './types.js';
import { PUBLIC_ONLY, type WebhookPolicy } from './webhook-target.js';
import { deliverWebhook, type WebhookEvent } from './webhooks.js';
import { tournamentView } from './view.js';

const err = (code: Parameters<typeof serverError>[0], message?: string, path: string[] = []) =>
  fail(serverError(code, message, path));

/**
 * The tournament life cycle: registration, start, automatic pairing of each round, its games,
 * results from finished games, forfeits, organiser tools, final standings, Glicko-2 ratings and
 * webhooks. Everything is in the database, so a restart resumes where it was (`tick`).
 */
export class TournamentService {
  readonly store: TournamentStore;
  private readonly clock: Clock;
  private readonly log: Logger;
  /**
   * Tells players of new games and the organiser of no-shows; replaced by the accounts'
   * notifications when there are any.
   */
  notify: (notice: TournamentNotice) => void = notifyPlayers;
  /** What webhooks may reach (`WEBHOOK_ALLOW_PRIVATE`, `WEBHOOK_ALLOW_CIDRS`); set by the plugin. */
  webhookPolicy: WebhookPolicy = PUBLIC_ONLY;
  /** This service as the files that do parts of its work (and their routes) see it. */
  readonly ctx: TournamentContext;

  constructor(store: TournamentStore, match: MatchService, clock: Clock, log: Logger) {
    this.store = store;
    this.clock = clock;
    this.log = log;
    this.ctx = {
      store,
      match,
      clock,
      log,
      notify: (notice) => this.notify(notice),
      webhook: (t, event, data) => this.webhook(t, event, data),
      advance: (id) => this.advance(id),
    };
  }

  /** Creates a tournament; its settings' games are checked with their rulesets now. */
  create(
    organiser: User,
    body: CreateTournament,
  ): Outcome<{ tournament: TournamentRow; webhookSecret: string | null }> {
    return createTournament(this.ctx, organiser, body);
  }

  /** The tournament, or `tournament/not_found`. */
  get(id: string): Outcome<TournamentRow> {
    const t = this.store.get(id);
    return t ? { ok: true, value: t } : err('tournament/not_found');
  }

  private organised(id: string, user: User): Outcome<TournamentRow> {
    const t = this.get(id);
    if (t.ok && t.value.organiserId !== user.id) return err('tournament/not_organiser');
    return t;
  }

  /** Registers the user, inside the window and under the cap. */
  register(id: string, user: User): Outcome<null> {
    const got = this.get(id);
    return got.ok ? registerPlayer(this.ctx, got.value, user) : got;
  }

  /** Withdraws a player (themself, or by the organiser); see `withdrawPlayer`. */
  withdraw(id: string, actor: User, userId: number): Outcome<null> {
    const got = this.get(id);
    return got.ok ? withdrawPlayer(this.ctx, got.value, actor, userId) : got;
  }

  /** Closes registration, seeds the players and pairs round 1 (organiser only). */
  start(id: string, user: User): Outcome<null> {
    const got = this.organised(id, user);
    if (!got.ok) return got;
    const seeds = startingSeeds(this.ctx, got.value);
    if (!seeds.ok) return seeds;
    this.store.start(id, seeds.value, this.clock.now());
    this.log.info({ tournamentId: id, players: seeds.value.length }, 'tournament started');
    this.pairNext(this.store.get(id)!, 1);
    return { ok: true, value: null };
  }

  /** Pairs `round` automatically and stores it; starts it at once when there is no delay. */
  private pairNext(t: TournamentRow, round: number, replace = false): Outcome<null> {
    // Check-in first (Swiss, when set); who checked in not, or asked for a bye, sits out.
    if (!replace && awaitCheckIn(this.ctx, t, round)) return { ok: true, value: null };
    const { seeded, withdrawn } = tournamentField(this.store, t);
    const out = sittingOut(this.ctx, t, round);
    for (const u of [...out.byes, ...out.absent]) withdrawn.add(String(u));
    const boards = this.store
      .boards(t.id)
      .filter((b) => b.round < round)
      .map(playedBoard);
    const pairing = pairNextRound({
      format: t.format,
      seeded,
      withdrawn,
      boards,
      round,
      swissRounds: t.settings.rounds ?? 0,
      scoring: t.settings.scoring,
      stageSettings: t.settings,
      bracketOptions: t.settings,
    });
    if (pairing === null) {
      if (replace) return err('tournament/no_pairing');
      this.finish(t);
      return { ok: true, value: null };
    }
    this.storePairing(t, round, pairing, replace);
    return { ok: true, value: null };
  }

  private storePairing(
    t: TournamentRow,
    round: number,
    pairing: Pairing[],
    replace: boolean,
  ): void {
    const now = this.clock.now();
    const startsAt = now + t.settings.roundStartDelayHours * 3600_000;
    this.store.db.transaction(() => {
      this.store.pairRound(
        t.id,
        round,
        pairing.map((p) => ({
          first: Number(p.first),
          second: p.second === null ? null : Number(p.second),
        })),
        now,
        startsAt,
        replace,
      );
      storeHalfPointByes(this.store, t, round, sittingOut(this.ctx, t, round).byes);
    })();
    this.log.info({ tournamentId: t.id, round, boards: pairing.length }, 'round paired');
    this.webhook(t, 'round_paired', { round, pairings: this.pairingsOf(t.id, round) });
    announcePairing(this.ctx, t, round, startsAt);
    if (!replace && startsAt <= now) this.startRound(t.id, round);
  }

  private pairingsOf(id: string, round: number) {
    return this.store
      .boards(id)
      .filter((b) => b.round === round)
      .map((b) => ({ board: b.board, first: b.firstUser, second: b.secondUser, gameId: b.gameId }));
  }

  /** The organiser's pairing of a round not yet started: every active player exactly once. */
  setPairings(
    id: string,
    user: User,
    round: number,
    boards: readonly { first: number; second: number | null }[],
  ): Outcome<null> {
    const got = this.organised(id, user);
    if (!got.ok) return got;
    const pairing = manualPairing(this.ctx, got.value, round, boards);
    if (!pairing.ok) return pairing;
    this.storePairing(got.value, round, pairing.value, true);
    return { ok: true, value: null };
  }

  /** Pairs a round not yet started afresh (after a withdrawal, say). */
  repair(id: string, user: User, round: number): Outcome<null> {
    const got = this.organised(id, user);
    if (!got.ok) return got;
    const paired = roundNotStarted(this.store, id, round);
    return paired.ok ? this.pairNext(got.value, round, true) : paired;
  }

  /** Starts a paired round now (organiser), without waiting for its start time. */
  startRoundNow(id: string, user: User, round: number): Outcome<null> {
    const got = this.organised(id, user);
    if (!got.ok) return got;
    const paired = roundNotStarted(this.store, id, round);
    if (!paired.ok) return paired;
    this.startRound(id, round);
    return { ok: true, value: null };
  }

  /**
   * Starts a round: a game per board, with the round's ruleset and set-up, the tournament's time
   * control and each seat kept for its player; boards of withdrawn players are forfeits.
   */
  private startRound(id: string, round: number): void {
    const t = this.store.get(id)!;
    this.store.setRoundStatus(id, round, 'started', this.clock.now());
    createRoundGames(this.ctx, t, round);
    forfeitWithdrawn(this.ctx, t);
    this.log.info({ tournamentId: id, round }, 'round started');
    this.advance(id);
  }

  /**
   * A game ended: the board's result (unless already decided), ratings, webhook, the organiser
   * told of a no-show (`absent`: seats of a game that never started nobody took), next round.
   */
  gameFinished(
    gameId: string,
    ruleset: string,
    result: GameResult,
    absent: readonly AbsentSeat[] = [],
  ): void {
    scoreFinishedGame(this.ctx, gameId, ruleset, result, absent);
  }

  /** The organiser decides a board, with a reason shown publicly. */
  adjudicate(
    id: string,
    user: User,
    round: number,
    board: number,
    result: BoardResult,
    reason: string,
  ): Outcome<null> {
    const got = this.organised(id, user);
    return got.ok ? adjudicateBoard(this.ctx, got.value, round, board, result, reason) : got;
  }

  /** The organiser changes settings (docs/tournaments.md, Organiser tools). */
  patch(
    id: string,
    user: User,
    patch: TournamentPatch,
  ): Outcome<{ tournament: TournamentRow; webhookSecret: string | null }> {
    const got = this.organised(id, user);
    return got.ok ? patchTournament(this.ctx, got.value, patch) : got;
  }

  /** The organiser's seed order; an unstarted round 1 is paired afresh with it. */
  seeds(id: string, user: User, order: readonly number[]): Outcome<null> {
    const got = this.organised(id, user);
    if (!got.ok) return got;
    const done = setSeeds(this.ctx, got.value, order);
    if (!done.ok) return done;
    return done.value.repairRound1 ? this.pairNext(got.value, 1, true) : { ok: true, value: null };
  }

  /** The organiser corrects a board's result; says whose ratings changed. */
  correct(
    id: string,
    user: User,
    round: number,
    board: number,
    result: BoardResult,
    reason: string,
  ): Outcome<RatingChange[]> {
    const got = this.organised(id, user);
    if (!got.ok) return got;
    const done = correctResult(this.ctx, got.value, round, board, result, reason);
    if (!done.ok) return done;
    if (done.value.repairRound !== null) this.pairNext(got.value, done.value.repairRound, true);
    this.advance(id);
    return { ok: true, value: done.value.ratingChanges };
  }

  /**
   * Moves a running tournament on: rounds whose start time came are started; a started round
   * whose boards all have results is finished and the next one paired (or the tournament ends).
   * Idempotent, so it also resumes a tournament after a restart.
   */
  advance(id: string): void {
    const t = this.store.get(id);
    if (!t || t.status !== 'running') return;
    const now = this.clock.now();
    const checkIn = checkInRound(this.store, t);
    if (checkIn !== null) {
      this.pairNext(t, checkIn); // Waits while the window is open; pairs the round once it ends.
      return;
    }
    const rounds = this.store.rounds(id);
    const last = rounds.at(-1);
    if (!last) return;
    if (last.status === 'paired') {
      if (last.startsAt <= now) this.startRound(id, last.round);
      return;
    }
    if (last.status === 'finished') return;
    const boards = this.store.boards(id).filter((b) => b.round === last.round);
    // A start cut short (its node died between boards) gets its missing games (docs/scaling.md).
    if (boards.some((b) => b.secondUser !== null && b.result === null && b.gameId === null))
      createRoundGames(this.ctx, t, last.round);
    if (boards.some((b) => b.secondUser !== null && b.result === null)) return;
    this.store.setRoundStatus(id, last.round, 'finished', now);
    const { seeded } = tournamentField(this.store, t);
    const total = roundCount(t.format, seeded.length, t.settings.rounds ?? 0, t.settings);
    if (last.round >= total) this.finish(t);
    else this.pairNext(t, last.round + 1);
  }

  private finish(t: TournamentRow): void {
    this.store.setStatus(t.id, 'finished', this.clock.now());
    this.log.info({ tournamentId: t.id }, 'tournament finished');
    this.webhook(t, 'tournament_finished', { rounds: this.store.rounds(t.id).length });
    const top = tournamentView(this.store, t).standings.filter((s) => s.rank === 1);
    announceEnd(
      this.ctx,
      t,
      top.map((s) => s.userId),
      top[0]?.points ?? 0,
    );
  }

  /** Runs due round starts of every running tournament (and resumes after a restart). */
  tick(): void {
    for (const id of this.store.runningIds()) {
      try {
        this.advance(id);
      } catch (error) {
        this.log.error({ err: error, tournamentId: id }, 'tournament tick failed');
      }
    }
  }

  /** Webhook deliveries not yet settled (tests wait for them). */
  readonly deliveries = new Set<Promise<void>>();

  private webhook(t: TournamentRow, event: WebhookEvent, data: unknown): void {
    if (!t.webhookUrl || !t.webhookSecret) return;
    const p = deliverWebhook(
      this.log,
      { url: t.webhookUrl, secret: t.webhookSecret, policy: this.webhookPolicy },
      event,
      t.id,
      this.clock.now(),
      data,
    );
    this.deliveries.add(p);
    void p.finally(() => this.deliveries.delete(p));
  }
}
