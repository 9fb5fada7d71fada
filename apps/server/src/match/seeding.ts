import { serverError, type Seeding, type TimeControl, type WireError } from '@broadside/protocol';
import {
  jointSeed,
  nonceCommitment,
  recordingDice,
  seedFromHex,
  shareSetup,
  verifiableDice,
  type GameResult,
  type SeatId,
} from '@broadside/rules';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { SeatNonceRow, SeedStore } from '../store/seed-store.js';
import type { GameRecordRow, SeatRow } from '../store/types.js';
import type { Clock } from '../util/clock.js';
import { firstDecisionMs } from './clocks.js';
import type { GameCache } from './game-cache.js';
import type { LiveGame } from './live-game.js';
import { serverFrame } from './frames.js';

/** How long seats have to reveal in a game without a clock (docs/fair-play.md). */
export const UNTIMED_REVEAL_WINDOW_MS = 24 * 3600 * 1000;

/**
 * The reveal step's deadline, handled like a decision: a live clock gives the seat's starting
 * time, a correspondence clock the time for one decision, and a game without a clock a day.
 */
export function revealWindowMs(control: TimeControl): number {
  return firstDecisionMs(control) ?? UNTIMED_REVEAL_WINDOW_MS;
}

/** What the seeding needs of the match service. */
export interface SeedingHost {
  readonly cache: GameCache;
  readonly clock: Clock;
  readonly log: Logger;
  /** Starts the game when every seat is taken and the seed is fixed. */
  startIfReady(gameId: string): void;
  /** Sends every subscriber of the game a fresh welcome. */
  broadcastState(game: LiveGame): void;
  /** Called once when a game is over. */
  onFinished(game: LiveGame): void;
  /** Which games this process runs (a `WORKERS=N` worker runs only its own); all when absent. */
  readonly ownership?: { owns(gameId: string): boolean };
}

/** The seats' rows in seat order, with their commitments. */
function bySeatOrder(seats: readonly SeatRow[], nonces: readonly SeatNonceRow[]) {
  const ordered = [...seats].sort((a, b) => a.position - b.position);
  return ordered.map((s) => ({ row: s, nonce: nonces.find((n) => n.seat === s.seat) ?? null }));
}

/**
 * Seeds made together (docs/fair-play.md): records each seat's nonce commitment when it is taken,
 * holds the start until every committed seat has revealed, then fixes the joint seed and creates
 * the game again from it; a seat that does not reveal by the deadline loses by forfeit.
 */
export class SeedContributions {
  private readonly host: SeedingHost;
  private readonly store: SeedStore;

  constructor(host: SeedingHost, store: SeedStore) {
    this.host = host;
    this.store = store;
  }

  /**
   * Records a seat's commitment as it is taken. Commitments may change until some seat has
   * revealed; after that a new one is ignored (the seat keeps the nonce it committed to).
   */
  commit(game: LiveGame, seat: SeatId, commitment: string | undefined): void {
    if (commitment === undefined || game.header.status !== 'open') return;
    const nonces = this.store.nonces(game.id);
    if (nonces.some((n) => n.nonce !== null)) return;
    this.store.commit(game.id, seat, commitment, this.host.clock.now());
  }

  /**
   * Called before a game whose seats are all taken starts: true holds the start while a seat
   * that committed has not revealed (the reveal deadline is set and everyone told); with every
   * nonce in, fixes the joint seed (once) and lets the game start.
   */
  holdsStart(game: LiveGame): boolean {
    const nonces = this.store.nonces(game.id);
    if (nonces.length === 0) return false;
    if (nonces.some((n) => n.nonce === null)) {
      if ((game.header.revealDeadlineAt ?? null) === null) {
        const deadline = this.host.clock.now() + revealWindowMs(game.header.timeControl);
        this.store.setRevealDeadline(game.id, deadline);
        Object.assign(game.header, { revealDeadlineAt: deadline });
      }
      this.broadcast(game);
      return true;
    }
    if ((game.header.gameSeed ?? null) === null) this.fixSeed(game, nonces);
    return false;
  }

  /** A seat's reveal: checked against its commitment; the last one starts the game. */
  reveal(game: LiveGame, seat: SeatId, nonceHex: string): WireError | null {
    if (game.header.status !== 'open' || game.seats.some((s) => s.claimedAt === null))
      return serverError('seed/not_revealing');
    const mine = this.store.nonces(game.id).find((n) => n.seat === seat);
    if (!mine) return serverError('seed/not_committed');
    if (mine.nonce !== null)
      return mine.nonce === nonceHex ? null : serverError('seed/nonce_mismatch');
    const nonce = seedFromHex(nonceHex);
    if (!nonce.ok || nonceCommitment(nonce.value) !== mine.commitment)
      return serverError('seed/nonce_mismatch', undefined, ['nonce']);
    this.store.reveal(game.id, seat, nonceHex, this.host.clock.now());
    this.host.log.info({ gameId: game.id, seat }, 'seat revealed its nonce');
    this.broadcast(game);
    this.host.startIfReady(game.id);
    return null;
  }

  /** What everyone may see of a game's seeding (the nonces themselves stay private until the end). */
  publicSeeding(row: GameRecordRow, seats: readonly SeatRow[]): Seeding {
    const nonces = this.store.nonces(row.id);
    const unrevealed = nonces.some((n) => n.nonce === null);
    const allTaken = seats.every((s) => s.claimedAt !== null);
    const stage: Seeding['stage'] =
      row.status === 'open'
        ? allTaken && unrevealed
          ? 'revealing'
          : 'committing'
        : row.startedAt === null
          ? 'abandoned'
          : 'done';
    return {
      serverCommitment: row.commitment,
      stage,
      seats: bySeatOrder(seats, nonces).map(({ row: s, nonce }) => ({
        seat: s.seat,
        commitment: nonce?.commitment ?? null,
        revealed: nonce?.nonce != null,
      })),
      revealDeadline: stage === 'revealing' ? (row.revealDeadlineAt ?? null) : null,
    };
  }

  /** The record's parts of a finished game: commitments in seat order and their nonces. */
  recordParts(
    gameId: string,
    seats: readonly SeatRow[],
  ): {
    seatCommitments: { seat: SeatId; commitment: string }[];
    nonces: Record<SeatId, string | null>;
  } {
    const committed = bySeatOrder(seats, this.store.nonces(gameId)).flatMap(({ nonce }) =>
      nonce ? [nonce] : [],
    );
    return {
      seatCommitments: committed.map((n) => ({ seat: n.seat, commitment: n.commitment })),
      nonces: Object.fromEntries(committed.map((n) => [n.seat, n.nonce])),
    };
  }

  /** Ends every game whose reveal deadline passed: seats that did not reveal lose by forfeit. */
  expire(now: number): void {
    for (const id of this.store.revealsDue(now)) {
      if (this.host.ownership && !this.host.ownership.owns(id)) continue;
      try {
        const loaded = this.host.cache.get(id);
        if (loaded.ok) this.forfeit(loaded.game, now);
      } catch (error) {
        this.host.log.error({ err: error, gameId: id }, 'reveal deadline check failed');
      }
    }
  }

  private forfeit(game: LiveGame, now: number): void {
    const nonces = this.store.nonces(game.id);
    const silent = new Set(nonces.filter((n) => n.nonce === null).map((n) => n.seat));
    if (silent.size === 0 || game.header.status !== 'open') return;
    const name = (seat: SeatId) => game.seatNames.get(seat) ?? seat;
    const losers = [...silent].map(name).join(' and ');
    const result: GameResult = {
      winners: game.seats.map((s) => s.seat).filter((seat) => !silent.has(seat)),
      level: null,
      reason: 'forfeit',
      summary: `${losers} did not reveal ${silent.size === 1 ? 'its nonce' : 'their nonces'} in time and ${silent.size === 1 ? 'loses' : 'lose'} by forfeit; the game never started.`,
    };
    if (!this.store.abandon(game.id, result, now)) return;
    Object.assign(game.header, {
      status: 'finished',
      result,
      finishedAt: now,
      revealDeadlineAt: null,
    });
    this.host.log.info({ gameId: game.id, seats: [...silent] }, 'nonce not revealed: forfeit');
    this.host.broadcastState(game);
    this.host.onFinished(game);
    this.host.cache.release(game);
  }

  /** Derives the joint seed, creates the game again from it, stores both and reloads the game. */
  private fixSeed(game: LiveGame, nonces: readonly SeatNonceRow[]): void {
    const committed = bySeatOrder(game.seats, nonces).flatMap(({ nonce }) =>
      nonce ? [nonce] : [],
    );
    const bytes = committed.map((n) => {
      const parsed = seedFromHex(n.nonce ?? '');
      if (!parsed.ok) throw new Error(`stored nonce of seat ${n.seat} is not 32 bytes of hex`);
      return parsed.value;
    });
    const gameSeed = jointSeed(game.header.seed, bytes);
    const dice = recordingDice(verifiableDice(gameSeed));
    const setup = game.ruleset.parseSetup(game.header.setup);
    if (!setup.ok) throw new Error(`stored set-up of game ${game.id} no longer parses`);
    const created = game.ruleset.create(setup.value, dice);
    if (!created.ok) throw new Error(`game ${game.id} cannot be created again from its set-up`);
    const { events } = created.value;
    const state = shareSetup(created.value.state);
    this.store.fixSeed(game.id, {
      gameSeed,
      seatCommitments: committed.map((n) => ({ seat: n.seat, commitment: n.commitment })),
      state,
      stateHash: game.ruleset.hash(state),
      createEvents: events,
      createDice: dice.take(),
    });
    if (!this.host.cache.reload(game)) throw new Error(`game ${game.id} cannot be read back`);
    this.host.log.info({ gameId: game.id, seats: committed.length }, 'joint seed fixed');
  }

  /** Tells everyone in the game how far its seed is made. */
  private broadcast(game: LiveGame): void {
    if (game.subscribers.size === 0) return;
    const row = this.host.cache.peek(game.id)?.header ?? game.header;
    const frame = serverFrame({ type: 'seeding', seeding: this.publicSeeding(row, game.seats) });
    for (const sub of game.subscribers) sub.send(frame);
  }
}
