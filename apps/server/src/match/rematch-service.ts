import { serverError, type RematchOffer } from '@broadside/protocol';
import type { SeatId } from '@broadside/rules';
import type { RematchRow, RematchStore } from '../store/rematch-store.js';
import type { GameRecordRow } from '../store/types.js';
import { digestsEqual, hashSecret, newSecret } from '../util/secrets.js';
import type { RematchLookup } from './match-context.js';
import type { MatchService } from './match-service.js';
import { fail, type Outcome } from './outcome.js';
import { rotateSeats } from './rematch-seats.js';
import { serverFrame } from './frames.js';

/** A player's seat in a rematch, and the offer as it now stands. */
export interface RematchGrant {
  readonly rematch: RematchOffer;
  readonly gameId: string;
  readonly seat: SeatId;
  readonly seatToken: string;
}

/**
 * Rematches: a player of a finished game offers one, which creates the new game at once (same
 * ruleset, set-up, title, names, clock, spectator delay and visibility; seats rotated by
 * {@link rotateSeats}) and gives the offerer their new seat. Every other player takes theirs by
 * accepting, proven by their seat token of the finished game; only then is their new token
 * minted. The seats stay kept for them: nobody can claim them from the lobby. Everyone in the
 * finished game hears of the offer and of each acceptance (`rematch` frame).
 */
export class RematchService implements RematchLookup {
  private readonly match: MatchService;
  private readonly store: RematchStore;

  /**
   * Asked of every finished game before a rematch is offered: true when the game may have none
   * (a tournament's board, whose event pairs the next game). Plugins that own such games add one.
   */
  readonly withoutRematch: ((gameId: string) => boolean)[] = [];

  constructor(match: MatchService, store: RematchStore) {
    this.match = match;
    this.store = store;
  }

  offerOf(gameId: string): RematchOffer | null {
    const row = this.store.get(gameId);
    return row ? this.describe(row) : null;
  }

  reserves(gameId: string): boolean {
    return this.store.byNewGame(gameId) !== undefined;
  }

  /** Offers a rematch, or returns the one already offered, with the caller's new seat. */
  offer(gameId: string, seatToken: string): Outcome<RematchGrant> {
    const held = this.holder(gameId, seatToken);
    if (!held.ok) return held;
    const { game, seat } = held.value;
    if (this.withoutRematch.some((refuses) => refuses(gameId)))
      return fail(serverError('rematch/not_offered'));
    const row = this.store.get(gameId);
    if (row && this.describe(row)) return this.takeSeat(row, seat);
    return this.create(game, seat);
  }

  /** Accepts the rematch offered for a finished game: the caller's seat in the new game. */
  accept(gameId: string, seatToken: string): Outcome<RematchGrant> {
    const held = this.holder(gameId, seatToken);
    if (!held.ok) return held;
    const row = this.store.get(gameId);
    if (!row || !this.describe(row)) return fail(serverError('rematch/none'));
    return this.takeSeat(row, held.value.seat);
  }

  /** The finished game and the seat a token holds in it. */
  private holder(
    gameId: string,
    seatToken: string,
  ): Outcome<{ game: GameRecordRow; seat: SeatId }> {
    this.match.commits.flush();
    const game = this.match.store.getGame(gameId);
    if (!game) return fail(serverError('game/not_found'));
    const hash = hashSecret(seatToken);
    const held = this.match.store.tokenHashes(gameId).find((t) => digestsEqual(t.tokenHash, hash));
    if (!held) return fail(serverError('auth/invalid_token', undefined, ['seatToken']));
    if (game.status !== 'finished') return fail(serverError('rematch/not_finished'));
    return { ok: true, value: { game, seat: held.seat } };
  }

  private create(game: GameRecordRow, offeredBy: SeatId): Outcome<RematchGrant> {
    const seats = this.match.store.seats(game.id);
    const seatMap = rotateSeats(seats.map((s) => s.seat));
    const mine = seats.find((s) => s.seat === offeredBy);
    const offeredAt = this.match.clock.now();
    // The game, its kept names and the offer are stored together, or not at all.
    const created = this.store.transaction(() => {
      const made = this.match.createGame({
        ruleset: game.ruleset,
        setup: game.setup,
        title: game.title,
        visibility: game.visibility,
        timeControl: game.timeControl,
        spectatorDelay: game.spectatorDelay,
        creatorSeat: seatMap[offeredBy],
        playerName: mine?.playerName ?? undefined,
        // A game against the computer is played again against the same bots, sides swapped.
        bots: this.match.bots?.rematchBots(game.id, seatMap),
      });
      if (!made.ok) return made;
      for (const s of seats)
        if (s.playerName !== null)
          this.store.nameSeat(made.value.gameId, seatMap[s.seat]!, s.playerName);
      this.store.put({
        gameId: game.id,
        newGameId: made.value.gameId,
        offeredBy,
        seatMap,
        offeredAt,
      });
      return made;
    });
    if (!created.ok) return created;
    const row = this.store.get(game.id)!;
    this.match.log.info(
      { gameId: game.id, rematch: row.newGameId, seat: offeredBy },
      'rematch offered',
    );
    const rematch = this.announce(row);
    const creator = created.value.creator!;
    return {
      ok: true,
      value: { rematch, gameId: row.newGameId, seat: creator.seat, seatToken: creator.seatToken },
    };
  }

  /**
   * Gives a player of the finished game their seat in the rematch: a fresh invite for that seat
   * (never revealed) is redeemed at once through the usual join, which mints the token, starts
   * the game once every seat is taken and tells its players.
   */
  private takeSeat(row: RematchRow, seat: SeatId): Outcome<RematchGrant> {
    const newSeat = row.seatMap[seat];
    if (newSeat === undefined) return fail(serverError('game/unknown_seat'));
    const invite = newSecret();
    this.store.replaceInvite(row.newGameId, newSeat, hashSecret(invite));
    const cached = this.match.cache.peek(row.newGameId);
    if (cached) cached.seats = this.match.store.seats(row.newGameId);
    const joined = this.match.joinSeat(row.newGameId, newSeat, invite, undefined);
    if (!joined.ok) return joined;
    this.match.log.info({ gameId: row.gameId, rematch: row.newGameId, seat }, 'rematch seat taken');
    const rematch = this.announce(row);
    return {
      ok: true,
      value: { rematch, gameId: row.newGameId, seat: newSeat, seatToken: joined.value.seatToken },
    };
  }

  /** Sends the offer as it stands to everyone in the finished game; returns it. */
  private announce(row: RematchRow): RematchOffer {
    const rematch = this.describe(row)!;
    const frame = serverFrame({ type: 'rematch', rematch });
    for (const sub of this.match.cache.peek(row.gameId)?.subscribers ?? []) sub.send(frame);
    return rematch;
  }

  /** The offer as the protocol shows it, or null when its game expired unaccepted. */
  private describe(row: RematchRow): RematchOffer | null {
    const newSeats = this.match.store.seats(row.newGameId);
    if (newSeats.length === 0) return null;
    const summary = this.match.summary(row.gameId);
    if (!summary.ok) return null;
    return {
      gameId: row.newGameId,
      offeredBy: row.offeredBy,
      offeredAt: row.offeredAt,
      seats: summary.value.seats.map((s) => {
        const newSeat = row.seatMap[s.seat] ?? s.seat;
        return {
          seat: s.seat,
          newSeat,
          name: s.name,
          accepted: newSeats.some((n) => n.seat === newSeat && n.claimedAt !== null),
        };
      }),
    };
  }
}
