import type { ServerMessage } from '@broadside/protocol';
import WebSocket from 'ws';

type Waiter = {
  pred: (m: ServerMessage) => boolean;
  resolve: (m: ServerMessage) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
};

/**
 * A real `ws` client that records every frame. `next` waits for the first message not yet
 * consumed by an earlier `next` that matches; `all` lists every message received.
 */
export class TestClient {
  readonly socket: WebSocket;
  readonly received: ServerMessage[] = [];
  readonly raw: string[] = [];
  private readonly consumed: boolean[] = [];
  private waiters: Waiter[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const message = JSON.parse(text) as ServerMessage;
      this.received.push(message);
      this.flush();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const w of this.waiters) {
          clearTimeout(w.timer);
          w.reject(new Error(`socket closed (${code}) while waiting`));
        }
        this.waiters = [];
      });
    });
  }

  /** Opens a socket to `url`. */
  static open(url: string): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const client = new TestClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** Sends a JSON message. */
  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Sends raw text. */
  sendRaw(text: string | Buffer): void {
    this.socket.send(text);
  }

  /** Waits for the next message (after those already consumed) of a type, optionally matching more. */
  next<T extends ServerMessage['type']>(
    type: T,
    pred: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    return this.nextWhere(
      (m) => m.type === type && pred(m as Extract<ServerMessage, { type: T }>),
      timeoutMs,
      type,
    ) as Promise<Extract<ServerMessage, { type: T }>>;
  }

  /** Waits for the next message matching any predicate. */
  nextWhere(
    match: (m: ServerMessage) => boolean,
    timeoutMs = 5000,
    what = 'a message',
  ): Promise<ServerMessage> {
    const type = what;
    for (let i = 0; i < this.received.length; i += 1) {
      if (!this.consumed[i] && match(this.received[i]!)) {
        this.consumed[i] = true;
        return Promise.resolve(this.received[i]!);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(
          new Error(
            `timed out waiting for ${type}; last: ${JSON.stringify(this.received.at(-1))?.slice(0, 300)}`,
          ),
        );
      }, timeoutMs);
      const waiter: Waiter = { pred: match, resolve, reject, timer };
      this.waiters.push(waiter);
    });
  }

  private flush(): void {
    for (const waiter of [...this.waiters]) {
      for (let i = 0; i < this.received.length; i += 1) {
        if (!this.consumed[i] && waiter.pred(this.received[i]!)) {
          this.consumed[i] = true;
          clearTimeout(waiter.timer);
          this.waiters = this.waiters.filter((w) => w !== waiter);
          waiter.resolve(this.received[i]!);
          break;
        }
      }
    }
  }

  /** Messages of a type received so far. */
  all<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }>[] {
    return this.received.filter((m) => m.type === type) as Extract<ServerMessage, { type: T }>[];
  }

  /** The highest events sequence received. */
  get lastSeq(): number {
    let seq = 0;
    for (const m of this.received) {
      if (m.type === 'welcome') seq = m.seq;
      if (m.type === 'events') seq = Math.max(seq, m.seq);
    }
    return seq;
  }

  /** Closes the socket and waits until it is closed. */
  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close();
    await this.closed;
  }
}
