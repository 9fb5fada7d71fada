import type { WebSocket } from 'ws';

/** The TCP socket `ws` keeps in a private field, as far as corking goes. */
interface RawSocket {
  cork(): void;
  uncork(): void;
}

/** The TCP socket under a `ws` socket; without it, frames are simply not coalesced. */
export function rawSocketOf(socket: WebSocket): RawSocket | null {
  return (socket as unknown as { _socket?: RawSocket })._socket ?? null;
}

let lastText: string | null = null;
let lastBytes: Buffer = Buffer.alloc(0);

/**
 * The UTF-8 bytes of a frame, encoded once for a run of sockets. A batch's frame is one string
 * per role sent to every socket of that role in turn; given a string, `ws` measures and encodes
 * it again for each socket (5,000 times for 5,000 spectators). The last frame's bytes are kept,
 * and nobody writes into them: `ws` sends a server's unmasked frame as it is.
 */
export function frameBytes(frame: string): Buffer {
  if (frame !== lastText) {
    lastText = frame;
    lastBytes = Buffer.from(frame, 'utf8');
  }
  return lastBytes;
}

/** Something held corked until a queue lets it go. */
export interface Corked {
  /** Sends what it holds (nothing when it holds nothing). */
  uncork(): void;
}

/**
 * Lets corked sockets go in one callback for all of them, instead of one microtask or one
 * `setImmediate` (and a closure) per socket: at the end of the current synchronous run (the
 * ack and events of one order), or at the end of the event-loop turn (every commit's batches
 * for a spectator).
 */
export class UncorkQueue {
  private readonly soon = new Set<Corked>();
  private readonly turnEnd = new Set<Corked>();
  private soonScheduled = false;
  private turnEndScheduled: NodeJS.Immediate | null = null;

  /** Uncorks `socket` once the current synchronous run is over (a microtask). */
  afterRun(socket: Corked): void {
    this.soon.add(socket);
    if (this.soonScheduled) return;
    this.soonScheduled = true;
    queueMicrotask(() => {
      this.soonScheduled = false;
      UncorkQueue.drain(this.soon);
    });
  }

  /** Uncorks `socket` at the end of the event-loop turn (`setImmediate`). */
  atTurnEnd(socket: Corked): void {
    this.turnEnd.add(socket);
    this.turnEndScheduled ??= setImmediate(() => {
      this.turnEndScheduled = null;
      UncorkQueue.drain(this.turnEnd);
    });
  }

  private static drain(sockets: Set<Corked>): void {
    const due = [...sockets];
    sockets.clear();
    for (const socket of due) socket.uncork();
  }
}

/** The queue every connection of this process uses. */
export const uncorkQueue = new UncorkQueue();
