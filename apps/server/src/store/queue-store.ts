import type { QueuedOrder } from '@broadside/protocol';
import type { SeatId } from '@broadside/rules';
import type { SqlDatabase as Database, SqlStatement as Statement } from '../db/sql-database.js';

/** A seat's stored queue of future orders (table `order_queues`, migration 5). */
export interface StoredQueue {
  readonly seat: SeatId;
  /** Random id: the log's client order ids of the queue's played orders are `queued:<id>:<index>`. */
  readonly id: string;
  /** The turn the queue is for; it is dropped when the turn ends. */
  readonly turn: number | null;
  /** The orders as the player set them, head first (played ones included). */
  readonly orders: readonly QueuedOrder[];
  /** The game's sequence number when the queue was set. */
  readonly setSeq: number;
}

interface QueueDbRow {
  seat: string;
  queue_id: string;
  turn: number | null;
  orders_json: string;
  set_seq: number;
}

/** Order queues on the games database: one row per seat that has a queue. */
export class QueueStore {
  private readonly stmt: Record<'all' | 'put' | 'remove', Statement>;

  constructor(db: Database) {
    this.stmt = {
      all: db.prepare(
        'SELECT seat, queue_id, turn, orders_json, set_seq FROM order_queues WHERE game_id = ? ORDER BY seat',
      ),
      put: db.prepare(
        `INSERT INTO order_queues (game_id, seat, queue_id, turn, orders_json, set_seq)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (game_id, seat) DO UPDATE SET queue_id = excluded.queue_id,
           turn = excluded.turn, orders_json = excluded.orders_json, set_seq = excluded.set_seq`,
      ),
      remove: db.prepare('DELETE FROM order_queues WHERE game_id = ? AND seat = ?'),
    };
  }

  /** Every queue of a game. */
  queues(gameId: string): StoredQueue[] {
    return (this.stmt.all.all(gameId) as QueueDbRow[]).map((row) => ({
      seat: row.seat,
      id: row.queue_id,
      turn: row.turn,
      orders: JSON.parse(row.orders_json) as QueuedOrder[],
      setSeq: row.set_seq,
    }));
  }

  /** Stores a seat's queue, replacing the one it had. */
  put(gameId: string, queue: StoredQueue): void {
    this.stmt.put.run(
      gameId,
      queue.seat,
      queue.id,
      queue.turn,
      JSON.stringify(queue.orders),
      queue.setSeq,
    );
  }

  /** Forgets a seat's queue. */
  remove(gameId: string, seat: SeatId): void {
    this.stmt.remove.run(gameId, seat);
  }
}
