import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  applyViewPatch,
  type EventsMessage,
  type QueuedOrder,
  type ServerMessage,
  type ViewPatch,
  type WireError,
} from '@broadside/protocol';
import { EMPTY_SESSION, reduceSession, type Session } from './session.js';
import { FINAL_CLOSE_CODES, backoffDelay, closeError } from './backoff.js';
import type { GameChannel, OrderOutcome } from '../rulesets/contract/channel.js';
import { nonceStorage, nonceToReveal } from './seat-nonces.js';

export type { OrderOutcome } from '../rulesets/contract/channel.js';

/** The outcome of an order: durable at `seq`, or refused with a reason. */

interface InFlight {
  readonly message: string;
  readonly resolve: (outcome: OrderOutcome) => void;
}

/** Options of a {@link GameConnection}. */
export interface GameConnectionOptions {
  readonly gameId: string;
  /** Seat token; `null` to watch as a spectator. */
  readonly token: string | null;
  /** Called after every change of {@link GameConnection.session}. */
  readonly onChange?: (session: Session, previous: Session) => void;
  /** WebSocket URL; defaults to `/ws` on this page's host. */
  readonly url?: string;
}

/**
 * Owns the WebSocket of one game for a Lit host: connects in `hostConnected`, closes in
 * `hostDisconnected`. It says hello with the seat token and the last sequence it has, keeps
 * the {@link Session} up to date, sends orders with a client order id and the expected
 * sequence, and reconnects with backoff after a drop, resuming from the last sequence and
 * resending orders that were not yet acknowledged (the server treats a repeated id as the same
 * order).
 */
export class GameConnection implements ReactiveController, GameChannel {
  /** Everything known about the game. */
  session: Session = EMPTY_SESSION;

  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = true;
  private readonly inFlight = new Map<string, InFlight>();
  /** Acknowledged orders whose batch has not arrived yet: they resolve when it does. */
  private acked: { seq: number; resolve: () => void }[] = [];
  private counter = 0;
  /** The nonce was revealed on this connection (the server confirms with a seeding frame). */
  private revealed = false;

  private readonly host: ReactiveControllerHost;
  private readonly options: GameConnectionOptions;

  constructor(host: ReactiveControllerHost, options: GameConnectionOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  hostConnected(): void {
    this.stopped = false;
    this.open();
  }

  hostDisconnected(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.socket?.close(1000, 'page closed');
    this.socket = null;
  }

  /**
   * Sends an order. Resolves when the server rejects it, or when it is acknowledged and its
   * batch has been applied to the session (the acknowledgement can arrive first), so a caller
   * never acts on the position before its own order.
   */
  sendOrder(order: unknown): Promise<OrderOutcome> {
    this.counter += 1;
    const clientOrderId = `${Date.now().toString(36)}-${this.counter}-${Math.random().toString(36).slice(2, 8)}`;
    const message = JSON.stringify({
      type: 'order',
      clientOrderId,
      expectedSeq: this.session.seq,
      order,
    });
    return new Promise((resolve) => {
      this.inFlight.set(clientOrderId, { message, resolve });
      this.send(message);
    });
  }

  /** Answers awaited for queues sent, oldest first. */
  private queueAnswers: ((refusal: WireError | null) => void)[] = [];

  /**
   * Sets, replaces or clears this seat's queue of future orders. Resolves with `null` once the
   * server holds it (its `queue` frame), or with the refusal (an `error` frame).
   */
  sendQueue(orders: readonly QueuedOrder[]): Promise<WireError | null> {
    this.send(JSON.stringify({ type: 'queue', expectedSeq: this.session.seq, orders }));
    return new Promise((resolve) => this.queueAnswers.push(resolve));
  }

  /** Sends a chat line to this role's channel. */
  sendChat(text: string): void {
    this.send(JSON.stringify({ type: 'chat', text }));
  }

  /** Drops the socket as a network failure would (used by tests and the "reconnect" button). */
  dropForTest(): void {
    this.socket?.close(4999, 'dropped by the client');
  }

  private send(message: string): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(message);
  }

  private url(): string {
    if (this.options.url) return this.options.url;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    // The game id is a routing hint for a sharded server (docs/scaling.md); the hello decides.
    // A spectator says so: a cluster with Redis may then serve it from any node.
    const watch = this.options.token === null ? '&watch=1' : '';
    return `${scheme}://${location.host}/ws?game=${encodeURIComponent(this.options.gameId)}${watch}`;
  }

  private update(next: Session): void {
    const previous = this.session;
    this.session = next;
    this.options.onChange?.(next, previous);
    this.host.requestUpdate();
  }

  private open(): void {
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.addEventListener('open', () => {
      // A page that has nothing yet asks for the full view with the history, so that its log
      // starts at the beginning of the game even when it opens in the middle of it.
      const fresh = this.session.seq === 0 && this.session.view === null;
      const hello: Record<string, unknown> = {
        type: 'hello',
        gameId: this.options.gameId,
        ...(fresh ? {} : { lastSeq: this.session.seq }),
        views: true,
        viewPatches: true,
        history: true,
      };
      if (this.options.token) hello.token = this.options.token;
      socket.send(JSON.stringify(hello));
    });
    socket.addEventListener('message', (e: MessageEvent) => this.receive(String(e.data)));
    socket.addEventListener('close', (e: CloseEvent) => this.closed(socket, e.code));
  }

  private receive(text: string): void {
    let msg: ServerMessage;
    try {
      msg = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    if (msg.type === 'events' && msg.viewPatch) msg = this.patchedView(msg, msg.viewPatch);
    let next = reduceSession(this.session, msg, Date.now());
    if (msg.type === 'welcome') {
      this.attempt = 0;
      this.revealed = false;
      next = { ...next, connection: 'open' };
      // Catching up from seq 0 with no view yet: ask for the full view after the batches.
      if (msg.catchUp && this.session.view === null) this.send(JSON.stringify({ type: 'resync' }));
      for (const pending of this.inFlight.values()) this.send(pending.message);
      this.startPing();
    }
    if ((msg.type === 'queue' && msg.reason === 'set') || msg.type === 'error')
      this.queueAnswers.shift()?.(msg.type === 'error' ? msg.error : null);
    if (msg.type === 'ack' || msg.type === 'rejected') {
      const pending = this.inFlight.get(msg.clientOrderId);
      this.inFlight.delete(msg.clientOrderId);
      if (pending && msg.type === 'rejected') pending.resolve({ ok: false, error: msg.error });
      if (pending && msg.type === 'ack') {
        const seq = msg.seq;
        this.acked.push({ seq, resolve: () => pending.resolve({ ok: true, seq }) });
      }
    }
    this.update(next);
    if (msg.type === 'welcome' || msg.type === 'seeding') this.revealIfDue();
    const ready = this.acked.filter((a) => a.seq <= next.seq);
    this.acked = this.acked.filter((a) => a.seq > next.seq);
    for (const a of ready) a.resolve();
  }

  /**
   * A batch that carries a patch of the view this page holds: the batch with the patched view.
   * A patch that does not fit (it never should) is dropped and the full view asked for again.
   */
  private patchedView(msg: EventsMessage, patch: ViewPatch): EventsMessage {
    const { viewPatch: _, ...batch } = msg;
    try {
      return { ...batch, view: applyViewPatch(this.session.view, patch) };
    } catch {
      this.send(JSON.stringify({ type: 'resync' }));
      return batch;
    }
  }

  /** Seeds made together: reveals this seat's kept nonce once every seat is taken. */
  private revealIfDue(): void {
    const role = this.session.role;
    if (role?.kind !== 'seat' || this.revealed) return;
    const storage = nonceStorage();
    if (!storage) return;
    const nonce = nonceToReveal(storage, this.options.gameId, role.seat, this.session.seeding);
    if (nonce === null) return;
    this.revealed = true;
    this.send(JSON.stringify({ type: 'reveal', nonce }));
  }

  private startPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.send(JSON.stringify({ type: 'ping' })), 20_000);
  }

  private closed(socket: WebSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    if (this.pingTimer) clearInterval(this.pingTimer);
    // A queue sent on this socket is answered no more: it is sent again once back, if still wanted.
    const lost = { code: 'connection/closed', message: 'The connection was lost.', path: [] };
    for (const answer of this.queueAnswers.splice(0)) answer(lost);
    if (this.stopped) return;
    if (FINAL_CLOSE_CODES.includes(code)) {
      this.update({
        ...this.session,
        connection: 'closed',
        error: this.session.error ?? closeError(code),
      });
      for (const pending of this.inFlight.values()) {
        pending.resolve({
          ok: false,
          error: { code: 'connection/closed', message: 'The connection was closed.', path: [] },
        });
      }
      this.inFlight.clear();
      return;
    }
    this.update({ ...this.session, connection: 'reconnecting' });
    const delay = backoffDelay(this.attempt, Math.random());
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.open(), delay);
  }
}
