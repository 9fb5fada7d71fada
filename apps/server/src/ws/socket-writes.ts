import type { WebSocket } from 'ws';

/** The TCP socket `ws` keeps in a private field, as far as corking and writing go. */
interface RawSocket {
  cork(): void;
  uncork(): void;
  write(data: Buffer): boolean;
}

/** The TCP socket under a `ws` socket; without it, frames go through `ws` and are not coalesced. */
export function rawSocketOf(socket: WebSocket): RawSocket | null {
  return (socket as unknown as { _socket?: RawSocket })._socket ?? null;
}

/**
 * A whole WebSocket text frame as a server sends it (RFC 6455, section 5.2: FIN set, opcode 1,
 * no mask, no extension bits), header and UTF-8 payload in one buffer.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text, 'utf8');
  const headerLength = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 0x10000) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 0x1_0000_0000), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(text, headerLength, 'utf8');
  return frame;
}

let lastText: string | null = null;
let lastFrame: Buffer = Buffer.alloc(0);

/**
 * The wire bytes of a text frame, framed once for a run of sockets. A batch's frame is one string
 * per role sent to every socket of that role in turn; through `ws`, each socket would encode the
 * string and build a header of its own (5,000 times for 5,000 spectators). The last frame is
 * kept, and nobody writes into it. The server's `ws` runs without compression, so a frame
 * written straight to the TCP socket is exactly what `ws` would have sent, and it keeps its
 * place among the frames `ws` writes itself (pings, the close frame).
 */
export function wireFrame(text: string): Buffer {
  if (text !== lastText) {
    lastText = text;
    lastFrame = textFrame(text);
  }
  return lastFrame;
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
