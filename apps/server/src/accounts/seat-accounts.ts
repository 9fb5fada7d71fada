import { serverError, type WireError } from '@broadside/protocol';
import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';
import type { MatchService } from '../match/match-service.js';
import { hashSecret, newSecret } from '../util/secrets.js';
import type { User } from './user-store.js';

/** Who a seat belongs to: the account holding it, and the only account that may take it. */
export interface SeatOwnership {
  readonly seat: string;
  readonly userId: number | null;
  readonly invitedUserId: number | null;
  readonly claimed: boolean;
}

/** One seat an account holds or is invited to. */
export interface AccountSeat {
  readonly gameId: string;
  readonly seat: string;
  /** True while the seat is kept for the account but not taken yet. */
  readonly invited: boolean;
}

/**
 * Seats and accounts: a signed-in player's seat belongs to the account (a fresh seat token on
 * any device), an invite addressed to a username is taken by that account only, and every
 * invite works once. The match service knows nothing of accounts; the lobby routes call this
 * around `joinSeat`.
 */
export class SeatAccounts {
  private readonly s: Record<string, Statement>;
  private readonly match: MatchService;

  constructor(db: Database, match: MatchService) {
    this.match = match;
    this.s = {
      ownership: db.prepare(
        'SELECT seat, user_id, invited_user_id, claimed_at FROM seats WHERE game_id = ?',
      ),
      bind: db.prepare(
        'UPDATE seats SET user_id = ?, player_name = ? WHERE game_id = ? AND seat = ?',
      ),
      address: db.prepare('UPDATE seats SET invited_user_id = ? WHERE game_id = ? AND seat = ?'),
      setInvite: db.prepare('UPDATE seats SET invite_hash = ? WHERE game_id = ? AND seat = ?'),
      used: db.prepare('SELECT game_id, seat FROM used_invites WHERE invite_hash = ?'),
      markUsed: db.prepare(
        'INSERT OR IGNORE INTO used_invites (invite_hash, game_id, seat, used_at) VALUES (?, ?, ?, ?)',
      ),
      addToken: db.prepare(
        'INSERT INTO seat_tokens (token_hash, game_id, seat, created_at) VALUES (?, ?, ?, ?)',
      ),
      mine: db.prepare(
        `SELECT game_id, seat, user_id FROM seats
          WHERE user_id = ? OR (invited_user_id = ? AND claimed_at IS NULL)`,
      ),
    };
  }

  /** Owners of every seat of a game. */
  ownership(gameId: string): SeatOwnership[] {
    const rows = this.s.ownership!.all(gameId) as {
      seat: string;
      user_id: number | null;
      invited_user_id: number | null;
      claimed_at: number | null;
    }[];
    return rows.map((r) => ({
      seat: r.seat,
      userId: r.user_id,
      invitedUserId: r.invited_user_id,
      claimed: r.claimed_at !== null,
    }));
  }

  /** Seats an account holds, or is invited to and has not taken. */
  seatsOf(userId: number): AccountSeat[] {
    const rows = this.s.mine!.all(userId, userId) as {
      game_id: string;
      seat: string;
      user_id: number | null;
    }[];
    return rows.map((r) => ({ gameId: r.game_id, seat: r.seat, invited: r.user_id !== userId }));
  }

  /**
   * Why `user` may not take `seat` (with `invite`, if given), or null when it may: a seat kept
   * for another account, a seat another account holds, or an invite already used.
   */
  refusal(gameId: string, seat: string, invite: string | undefined, user: User | null) {
    const row = this.ownership(gameId).find((o) => o.seat === seat);
    if (row && row.invitedUserId !== null && row.invitedUserId !== user?.id)
      return serverError('auth/invite_addressed');
    if (row && row.userId !== null && row.userId !== user?.id)
      return serverError('auth/not_seat_owner');
    if (invite !== undefined) {
      const used = this.s.used!.get(hashSecret(invite)) as
        { game_id: string; seat: string } | undefined;
      if (used && used.game_id === gameId && used.seat === seat)
        return serverError('auth/invite_used');
    }
    return null;
  }

  /**
   * After a seat was taken: an invite that took it is spent and replaced by a fresh one
   * (returned, for the taker's own link); a signed-in taker owns the seat, under their name.
   */
  taken(
    gameId: string,
    seat: string,
    invite: string | undefined,
    user: User | null,
  ): string | null {
    let fresh: string | null = null;
    if (invite !== undefined) {
      fresh = newSecret();
      this.s.markUsed!.run(hashSecret(invite), gameId, seat, this.match.clock.now());
      this.s.setInvite!.run(hashSecret(fresh), gameId, seat);
    }
    if (user) this.s.bind!.run(user.id, user.displayName, gameId, seat);
    // The seat now shows its account's username beside a look-alike name: tell the players.
    this.refresh(gameId, user !== null);
    return fresh;
  }

  /** Keeps `seat` for one account: only it may take the seat. */
  address(gameId: string, seat: string, userId: number): void {
    this.s.address!.run(userId, gameId, seat);
  }

  /**
   * The seat `user` holds in a game, with a fresh token for this device; or, for a seat kept
   * for the user and not taken yet, takes it now. Refused when the user has no seat there.
   */
  tokenFor(
    gameId: string,
    user: User,
    nonceCommitment?: string,
  ): { ok: true; seat: string; seatToken: string } | { ok: false; error: WireError } {
    const rows = this.ownership(gameId);
    const held = rows.find((r) => r.userId === user.id);
    if (held) {
      const token = newSecret();
      this.s.addToken!.run(hashSecret(token), gameId, held.seat, this.match.clock.now());
      return { ok: true, seat: held.seat, seatToken: token };
    }
    const kept = rows.find((r) => r.invitedUserId === user.id && !r.claimed);
    if (!kept) return { ok: false, error: serverError('auth/not_seat_owner') };
    // Take the kept seat through the lobby's own path, with a one-off invite made for it.
    const invite = newSecret();
    this.s.setInvite!.run(hashSecret(invite), gameId, kept.seat);
    this.refresh(gameId);
    const joined = this.match.joinSeat(
      gameId,
      kept.seat,
      invite,
      user.displayName,
      undefined,
      nonceCommitment,
    );
    if (!joined.ok) return joined;
    this.taken(gameId, kept.seat, invite, user);
    return { ok: true, seat: kept.seat, seatToken: joined.value.seatToken };
  }

  /** The game in memory sees the seats as stored; `announce` sends everyone the new names. */
  private refresh(gameId: string, announce = false): void {
    const game = this.match.cache.peek(gameId);
    if (!game) return;
    game.seats = this.match.store.seats(gameId);
    if (announce) this.match.broadcastPresence(game);
  }
}
