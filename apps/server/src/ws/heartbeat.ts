import { CLOSE_CODES } from '@broadside/protocol';
import type { Connection } from './connection.js';

/**
 * Slices of a heartbeat period. Pinging every socket in one go held the event loop for 60 ms
 * at 4,000 sockets (measured under bench:load: the acks of that moment waited behind it); a
 * tenth of them every tenth of the period spreads the same work out.
 */
const SLICES = 10;

/** What a heartbeat needs of a connection. */
type Beating = Pick<Connection, 'awaitingPong' | 'socket' | 'close'>;

/**
 * Pings every connection once per `periodMs` and closes one that has not answered its previous
 * ping with 4007 (a dead peer never completes the closing handshake: it is cut a second later).
 * Each connection is given one of {@link SLICES} slots as it is first seen; every
 * `periodMs / SLICES` the connections of the next slot are handled. Returns the stop function.
 */
export function startHeartbeat(connections: Iterable<Beating>, periodMs: number): () => void {
  const slots = new WeakMap<Beating, number>();
  let nextSlot = 0;
  let tick = 0;
  const timer = setInterval(
    () => {
      const slot = tick % SLICES;
      tick += 1;
      for (const c of connections) {
        let own = slots.get(c);
        if (own === undefined) {
          own = nextSlot;
          nextSlot = (nextSlot + 1) % SLICES;
          slots.set(c, own);
        }
        if (own !== slot) continue;
        if (c.awaitingPong) {
          c.close(CLOSE_CODES.heartbeatTimeout, 'missed heartbeat');
          setTimeout(() => c.socket.terminate(), 1000).unref();
          continue;
        }
        c.awaitingPong = true;
        c.socket.ping();
      }
    },
    Math.max(1, Math.round(periodMs / SLICES)),
  );
  timer.unref();
  return () => clearInterval(timer);
}
