import type { ServerMessage } from '@broadside/protocol';
import { RULESETS } from '@broadside/rules';
import WebSocket from 'ws';
import { seededRandom } from '@broadside/rules/starfire';

/**
 * A bot player over a real socket, as a third-party client would write one: it asks for the
 * full view with every batch and picks a random legal order for its seat from that view
 * (never conceding, never leaving the map). It remembers every acknowledged order.
 */
export class BotPlayer {
  readonly acked: { clientOrderId: string; seq: number }[] = [];
  readonly closeCodes: number[] = [];
  private socket: WebSocket | null = null;
  private seq = 0;
  private counter = 0;
  private inFlight: string | null = null;
  private readonly random: () => number;
  private status = 'open';
  private stopped = false;
  private readonly url: string;
  readonly gameId: string;
  readonly seat: string;
  readonly token: string;
  private readonly prefix: string;

  constructor(
    url: string,
    gameId: string,
    seat: string,
    token: string,
    seed: number,
    prefix: string,
  ) {
    this.url = url;
    this.gameId = gameId;
    this.seat = seat;
    this.token = token;
    this.random = seededRandom(seed);
    this.prefix = prefix;
  }

  /** Connects (or reconnects, catching up from the last batch seen). */
  connect(): Promise<void> {
    this.stopped = false;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url);
      this.socket = socket;
      socket.on('open', () => {
        socket.send(
          JSON.stringify({ type: 'hello', gameId: this.gameId, token: this.token, views: true }),
        );
      });
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as ServerMessage;
        if (message.type === 'welcome') resolve();
        this.onMessage(message);
      });
      socket.on('close', (code) => this.closeCodes.push(code));
      socket.on('error', reject);
    });
  }

  /** True when the game is over for this bot. */
  get finished(): boolean {
    return this.status === 'finished';
  }

  /** Stops sending orders (the socket stays open). */
  pause(): void {
    this.stopped = true;
  }

  /** Closes the socket. */
  close(): void {
    this.socket?.close();
  }

  private onMessage(message: ServerMessage): void {
    if (message.type === 'welcome' || message.type === 'events') {
      this.seq = message.seq;
      this.status = message.status;
      this.inFlight = null;
      if (message.view !== undefined) this.decide(message.view, message.pending, message.status);
    } else if (message.type === 'ack') {
      this.acked.push({ clientOrderId: message.clientOrderId, seq: message.seq });
    } else if (message.type === 'rejected') {
      this.inFlight = null;
      this.socket?.send(JSON.stringify({ type: 'resync' }));
    }
  }

  private decide(view: unknown, pending: readonly { seat: string }[], status: string): void {
    if (this.stopped || status !== 'live' || this.inFlight) return;
    if (!pending.some((p) => p.seat === this.seat)) return;
    const orders = RULESETS.starfire!.legalOrders(view, this.seat).filter(
      (o: { type?: string; action?: string }) => o.type !== 'concede' && o.action !== 'exit',
    );
    const order = orders[Math.floor(this.random() * orders.length)];
    if (order === undefined) return;
    this.counter += 1;
    this.inFlight = `${this.prefix}-${this.counter}`;
    this.socket?.send(
      JSON.stringify({ type: 'order', clientOrderId: this.inFlight, expectedSeq: this.seq, order }),
    );
  }
}
