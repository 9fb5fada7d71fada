import { randomBytes } from 'node:crypto';
import { serverError, type QueuedOrder, type WireError } from '@broadside/protocol';
import type { SeatId } from '@broadside/rules';
import type { GameStore } from '../store/types.js';
import type { QueueStore, StoredQueue } from '../store/queue-store.js';
import { staleRefusal } from './decisions.js';
import { orderKey, type LiveGame, type Subscriber } from './live-game.js';
import type { MatchContext, SeatQueues } from './match-context.js';
import { commitOrder } from './pipeline.js';
import { ackFrame, serverFrame, wireError } from './frames.js';
import { recentChainHead } from './chain-heads.js';

/** A seat's queue in memory: what is left of it, and the index of its head in the stored list. */
interface SeatQueue {
  readonly stored: StoredQueue;
  next: number;
}

/** The client order id under which the server plays order `index` of queue `id`. */
export function queuedOrderId(id: string, index: number): string {
  return `queued:${id}:${index}`;
}

/** Why a queue is sent to its seat. */
type Reason = 'set' | 'played' | 'cancelled' | 'turn_over' | 'game_over' | 'welcome';

/**
 * Seats' queues of future orders (premoves), kept by the server and played by it. Whenever a seat
 * owes a decision and the head of its queue answers that kind of decision and is legal, the
 * server plays it through the normal pipeline (same check and apply, log entry, ack, broadcast
 * and group commit). A head that is illegal, or answers another kind of decision, cancels the rest
 * and the seat is told why. A queue is dropped when the turn it was set in ends, and at the end of
 * the game. Only the seat's own sockets ever hear of it. Which orders of a stored queue were
 * played is read back from the log, so a queue survives a restart without a write per order.
 */
export class OrderQueues implements SeatQueues {
  private readonly loaded = new WeakMap<LiveGame, Map<SeatId, SeatQueue>>();
  private readonly running = new WeakSet<LiveGame>();

  private readonly ctx: MatchContext;
  private readonly store: QueueStore;
  private readonly games: Pick<GameStore, 'clientOrder'>;

  constructor(ctx: MatchContext, store: QueueStore, games: Pick<GameStore, 'clientOrder'>) {
    this.ctx = ctx;
    this.store = store;
    this.games = games;
  }

  /** The game's queues, read from the store (and the log) the first time they are asked for. */
  private of(game: LiveGame): Map<SeatId, SeatQueue> {
    let queues = this.loaded.get(game);
    if (queues) return queues;
    queues = new Map();
    for (const stored of this.store.queues(game.id)) {
      let next = 0;
      while (
        next < stored.orders.length &&
        (game.inFlight.has(orderKey(stored.seat, queuedOrderId(stored.id, next))) ||
          this.games.clientOrder(game.id, stored.seat, queuedOrderId(stored.id, next)))
      )
        next += 1;
      queues.set(stored.seat, { stored, next });
    }
    this.loaded.set(game, queues);
    return queues;
  }

  /** The orders a seat still has queued. */
  remaining(game: LiveGame, seat: SeatId): readonly QueuedOrder[] {
    const queue = this.of(game).get(seat);
    return queue ? queue.stored.orders.slice(queue.next) : [];
  }

  /**
   * Sets, replaces or (with no orders) clears a seat's queue, then plays what it can. Refused (and
   * nothing changed) for a game not live and for a client that has not seen the seat's latest
   * decision.
   */
  set(
    game: LiveGame,
    seat: SeatId,
    expectedSeq: number,
    orders: readonly QueuedOrder[],
  ): WireError | null {
    if (game.header.status === 'finished') return serverError('game/over');
    if (game.header.status === 'open') return serverError('game/not_started');
    const stale = staleRefusal(game, seat, expectedSeq);
    if (stale) return stale;
    const queues = this.of(game);
    if (orders.length === 0) {
      this.store.remove(game.id, seat);
      queues.delete(seat);
    } else {
      const stored: StoredQueue = {
        seat,
        id: randomBytes(6).toString('hex'),
        turn: game.ruleset.turn(game.state),
        orders,
        setSeq: game.header.seq,
      };
      this.store.put(game.id, stored);
      queues.set(seat, { stored, next: 0 });
    }
    this.tell(game, seat, 'set');
    this.run(game);
    return null;
  }

  /** Sends a joining seat socket its queue, if it has one. */
  welcome(game: LiveGame, subscriber: Subscriber): void {
    if (subscriber.role.kind !== 'seat') return;
    const seat = subscriber.role.seat;
    if (this.remaining(game, seat).length === 0) return;
    subscriber.send(this.frame(game, seat, 'welcome'));
  }

  /**
   * Plays every queued order that is due, seat after seat, until none is (one seat's played
   * order may make another seat's queued one due); cancels and drops what can no longer be played.
   */
  run(game: LiveGame): void {
    if (this.running.has(game)) return;
    const queues = this.of(game);
    if (queues.size === 0) return;
    this.running.add(game);
    try {
      let progress = true;
      while (progress && queues.size > 0) {
        progress = false;
        for (const seat of [...queues.keys()]) progress = this.step(game, seat) || progress;
      }
    } finally {
      this.running.delete(game);
    }
  }

  /** Plays or cancels the head of one seat's queue, if it is due; true when it played one. */
  private step(game: LiveGame, seat: SeatId): boolean {
    const queue = this.of(game).get(seat);
    if (!queue) return false;
    if (game.header.status !== 'live') return this.drop(game, seat, 'game_over');
    if (queue.stored.turn !== game.ruleset.turn(game.state))
      return this.drop(game, seat, 'turn_over');
    const owed = game.pending.find((p) => p.seat === seat);
    const head = queue.stored.orders[queue.next];
    if (!owed || !head) return false;
    if (head.kind !== owed.kind) {
      const error = serverError(
        'queue/decision_changed',
        `The seat owes a ${owed.kind} decision; the queued order answers ${head.kind}.`,
        ['orders', 0, 'kind'],
      );
      return this.drop(game, seat, 'cancelled', error);
    }
    const checked = game.ruleset.check(game.state, seat, head.order);
    if (!checked.ok) {
      const { code, message, path } = checked.error;
      return this.drop(game, seat, 'cancelled', {
        code,
        message,
        path: ['orders', 0, 'order', ...path],
      });
    }
    const id = queuedOrderId(queue.stored.id, queue.next);
    queue.next += 1;
    const done = queue.next >= queue.stored.orders.length;
    if (done) this.forget(game, seat);
    commitOrder(this.ctx, game, seat, id, checked.value, performance.now(), {
      durable: (seq) => {
        this.toSeat(game, seat, ackFrame(id, seq, recentChainHead(game, seq)));
        this.tell(game, seat, 'played');
      },
      failed: () => {
        // The game is reloaded as stored: read the queue again from the store and the log.
        this.loaded.delete(game);
      },
    });
    return true;
  }

  /** Drops a seat's queue and tells the seat why (after what is being committed now). */
  private drop(game: LiveGame, seat: SeatId, reason: Reason, error?: WireError): false {
    const frame = this.frame(game, seat, reason, error, []);
    this.forget(game, seat);
    this.ctx.commits.afterCommit(() => this.toSeat(game, seat, frame));
    return false;
  }

  private forget(game: LiveGame, seat: SeatId): void {
    this.of(game).delete(seat);
    this.store.remove(game.id, seat);
  }

  /** Tells the seat its queue as it is now. */
  private tell(game: LiveGame, seat: SeatId, reason: Reason): void {
    const frame = this.frame(game, seat, reason);
    this.toSeat(game, seat, frame);
  }

  private frame(
    game: LiveGame,
    seat: SeatId,
    reason: Reason,
    error?: WireError,
    orders: readonly QueuedOrder[] = this.remaining(game, seat),
  ): string {
    return serverFrame({
      type: 'queue',
      seq: game.header.seq,
      orders: [...orders],
      reason,
      ...(error ? { error: wireError(error) } : {}),
    });
  }

  /** Sends a frame to every socket of one seat (and to nobody else). */
  private toSeat(game: LiveGame, seat: SeatId, frame: string): void {
    for (const sub of game.subscribers)
      if (sub.role.kind === 'seat' && sub.role.seat === seat) sub.send(frame);
  }
}
