import {
  CLIENT_MESSAGE,
  CLOSE_CODES,
  clientMessageSchema,
  serverError,
  WS_LIMITS,
  type ClientMessage,
  type Role,
  type WireError,
} from '@broadside/protocol';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { WebSocket } from 'ws';
import { zodIssueToWire } from '../http/errors.js';
import { hashSecret } from '../util/secrets.js';
import type { Subscriber } from '../match/live-game.js';
import type { MatchService } from '../match/match-service.js';
import type { RelayHub } from '../fanout/relay.js';
import type { AddressBook, AddressLimits } from './address-book.js';
import { RateLimiter } from './rate-limiter.js';
import type { SocketSession } from '../match/socket-session.js';
import { errorFrame, rejectedFrame, serverFrame } from '../match/frames.js';
import { rawSocketOf, uncorkQueue, wireFrame } from './socket-writes.js';

/** Close code for an error that ends a hello. */
function closeCodeFor(error: WireError): number {
  switch (error.code) {
    case 'game/not_found':
      return CLOSE_CODES.gameNotFound;
    case 'game/full':
      return CLOSE_CODES.gameFull;
    case 'server/overloaded':
      return CLOSE_CODES.tryAgainLater;
    case 'ws/too_many_connections':
      return CLOSE_CODES.tooManyConnections;
    case 'game/unavailable':
    case 'ruleset/unknown':
      return CLOSE_CODES.internalError;
    default:
      return CLOSE_CODES.unauthorized;
  }
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(Object.values(CLIENT_MESSAGE));

/** Limits a connection applies (defaults from {@link WS_LIMITS}; tests may tighten them). */
export interface ConnectionLimits extends AddressLimits {
  /** WebSockets open at once on the whole server (also bounded by the open-file limit). */
  readonly maxSockets?: number;
  readonly messagesPerWindow: number;
  readonly rateWindowMs: number;
  readonly maxStrikes: number;
  readonly helloTimeoutMs: number;
  readonly maxBufferedBytes: number;
  /** Spectators one game admits at once (players are never counted). */
  readonly maxSpectatorsPerGame: number;
}

/**
 * One WebSocket: waits for hello, then hands every parsed message to its game session.
 * Malformed, unknown and rate-limited messages get an error frame and a strike; too many
 * strikes close the socket. A socket whose send buffer grows too large is dropped.
 */
export class Connection {
  readonly socket: WebSocket;
  private readonly match: MatchService;
  private log: Logger;
  private readonly limits: ConnectionLimits;
  private readonly rate: RateLimiter;
  private session: SocketSession | null = null;
  private strikes = 0;
  private helloTimer: NodeJS.Timeout | null;
  /** The client's address, and what it holds in the address book (released on close). */
  private readonly address: string;
  private readonly book: AddressBook;
  /** Relays spectators of games other nodes run (`REDIS_URL`), or null. */
  private readonly relay: RelayHub | null;
  private unjoined = true;
  private watching: string | null = null;
  /** Set by the heartbeat; cleared when a pong arrives. */
  awaitingPong = false;

  constructor(
    socket: WebSocket,
    match: MatchService,
    log: Logger,
    limits: ConnectionLimits,
    peer: {
      readonly address: string;
      readonly book: AddressBook;
      readonly relay?: RelayHub | null;
    },
  ) {
    this.socket = socket;
    this.match = match;
    this.log = log;
    this.limits = limits;
    this.address = peer.address;
    this.book = peer.book;
    this.relay = peer.relay ?? null;
    this.rate = new RateLimiter(limits.messagesPerWindow, limits.rateWindowMs);
    this.helloTimer = setTimeout(
      () => this.close(CLOSE_CODES.helloTimeout, 'no hello'),
      limits.helloTimeoutMs,
    );
    socket.on('message', (data, isBinary) => this.onMessage(data as Buffer, isBinary));
    socket.on('pong', () => {
      this.awaitingPong = false;
    });
    socket.on('close', () => this.onClose());
    socket.on('error', (error) => this.log.debug({ err: error }, 'socket error'));
  }

  /**
   * Sends a frame unless the peer is too slow, in which case it is dropped. Frames sent in the
   * same synchronous run (an ack and its events batch) leave in one write: the TCP socket is
   * corked until the next microtask. A spectator's stays corked for the rest of the event-loop
   * turn (uncorked in `setImmediate`), so the batches of every commit that turn share one write
   * without waiting for a timer.
   */
  send(frame: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.log.warn({ buffered: this.socket.bufferedAmount }, 'slow consumer dropped');
      this.close(CLOSE_CODES.slowConsumer, 'slow consumer');
      return;
    }
    this.cork();
    const raw = rawSocketOf(this.socket);
    if (raw) raw.write(wireFrame(frame));
    else this.socket.send(frame);
  }

  private corked = false;

  private cork(): void {
    if (this.corked) return;
    const raw = rawSocketOf(this.socket);
    if (!raw) return;
    this.corked = true;
    raw.cork();
    if (this.session?.role.kind === 'spectator') uncorkQueue.atTurnEnd(this);
    else uncorkQueue.afterRun(this);
  }

  /** Sends the frames held since {@link cork} (called by the uncork queue, and on close). */
  uncork(): void {
    if (!this.corked) return;
    this.corked = false;
    rawSocketOf(this.socket)?.uncork();
  }

  /** Closes the socket with a code and reason. */
  close(code: number, reason: string): void {
    // Held frames leave first, then the close frame.
    this.uncork();
    if (
      this.socket.readyState === this.socket.OPEN ||
      this.socket.readyState === this.socket.CONNECTING
    ) {
      this.socket.close(code, reason);
    }
    this.onClose();
  }

  private sendError(error: WireError): void {
    this.send(errorFrame(error));
  }

  private strike(error: WireError): void {
    this.sendError(error);
    this.strikes += 1;
    if (this.strikes >= this.limits.maxStrikes)
      this.close(CLOSE_CODES.tooManyErrors, 'too many bad messages');
  }

  /** Answers a refused order with `rejected` (so the client can match it) and counts a strike. */
  private rejectOrder(clientOrderId: string, error: WireError): void {
    this.send(rejectedFrame(clientOrderId, this.session?.seq ?? 0, error));
    this.strikes += 1;
    if (this.strikes >= this.limits.maxStrikes)
      this.close(CLOSE_CODES.tooManyErrors, 'too many bad messages');
  }

  private onMessage(data: Buffer, isBinary: boolean): void {
    const receivedAt = performance.now();
    const allowed = this.rate.allow(Date.now());
    if (isBinary)
      return this.strike(serverError('request/invalid', 'Messages are JSON text frames.'));
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString('utf8'));
    } catch {
      return this.strike(serverError('request/invalid', 'The message is not JSON.'));
    }
    const type = (raw as { type?: unknown } | null)?.type;
    const orderId = (raw as { clientOrderId?: unknown } | null)?.clientOrderId;
    const orderIdOf = type === 'order' && typeof orderId === 'string' ? orderId : null;
    if (!allowed) {
      const error = serverError('request/rate_limited');
      return orderIdOf === null ? this.strike(error) : this.rejectOrder(orderIdOf, error);
    }
    const parsed = clientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) {
        return this.strike(
          serverError(
            'request/unknown_type',
            `Unknown message type ${JSON.stringify(type ?? null)}.`,
            ['type'],
          ),
        );
      }
      const wire = zodIssueToWire(parsed.error);
      return orderIdOf === null ? this.strike(wire) : this.rejectOrder(orderIdOf, wire);
    }
    try {
      this.dispatch(parsed.data, receivedAt);
    } catch (error) {
      this.log.error({ err: error }, 'message handling failed');
      this.sendError(serverError('server/internal'));
    }
  }

  private dispatch(message: ClientMessage, receivedAt: number): void {
    if (message.type === 'ping') {
      this.send(serverFrame({ type: 'pong', nonce: message.nonce, serverTime: Date.now() }));
      return;
    }
    if (message.type === 'hello') {
      if (this.session) return this.strike(serverError('request/already_joined'));
      return this.hello(message);
    }
    const session = this.session;
    if (!session) return this.strike(serverError('request/hello_required'));
    switch (message.type) {
      case 'order':
        return session.order(message, receivedAt);
      case 'chat':
        return session.chat(message.text);
      case 'resync':
        return session.resync();
      case 'queue':
        return session.queue(message.expectedSeq, message.orders);
      case 'reveal':
        return session.reveal(message.nonce);
    }
  }

  private hello(message: Extract<ClientMessage, { type: 'hello' }>): void {
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
    this.leaveUnjoined();
    // Over the hello rate an address may still take its own seats: a seat token always passes.
    const helloAllowed = this.book.allowHello(this.address, Date.now());
    if (!helloAllowed && message.token === undefined) return this.refuseHello();
    if (
      message.token === undefined &&
      this.relay !== null &&
      !this.match.ownership.owns(message.gameId)
    )
      return this.helloRelayed(message);
    const admit = (role: Role): WireError | null => {
      if (role.kind === 'seat') return null;
      if (!helloAllowed || !this.book.addSpectator(this.address, message.gameId))
        return serverError('ws/too_many_connections');
      this.watching = message.gameId;
      return null;
    };
    const makeSubscriber = (role: Role): Subscriber => ({
      role,
      wantsViews: message.views === true,
      wantsViewPatches: message.views === true && message.viewPatches === true,
      wantsHistory: message.history === true,
      send: (frame) => this.send(frame),
      abort: () => this.close(CLOSE_CODES.internalError, 'server error; reconnect'),
      ...(message.token === undefined ? {} : { tokenHash: hashSecret(message.token) }),
      revoke: () => this.close(CLOSE_CODES.unauthorized, 'seat token revoked'),
    });
    const outcome = this.match.connect(
      message.gameId,
      message.token,
      makeSubscriber,
      message.lastSeq,
      {
        maxSpectators: this.limits.maxSpectatorsPerGame,
        admit,
      },
    );
    if (!outcome.ok) {
      this.stopWatching();
      this.sendError(outcome.error);
      this.close(closeCodeFor(outcome.error), outcome.error.code);
      return;
    }
    this.session = outcome.value;
    // Every later line about this socket names its game and role.
    this.log = this.log.child({ gameId: message.gameId, role: this.session.roleKey });
    this.log.debug('socket joined game');
  }

  /**
   * A spectator of a game another node runs (`REDIS_URL`): served with the owner's frames,
   * relayed through Redis. Seats always need the owner, and get `game/unavailable` here.
   */
  private helloRelayed(message: Extract<ClientMessage, { type: 'hello' }>): void {
    if (!this.book.addSpectator(this.address, message.gameId)) {
      const error = serverError('ws/too_many_connections');
      this.sendError(error);
      this.close(closeCodeFor(error), error.code);
      return;
    }
    this.watching = message.gameId;
    this.session = this.relay!.watch(
      {
        gameId: message.gameId,
        lastSeq: message.lastSeq,
        views: message.views === true,
        viewPatches: message.viewPatches === true,
        history: message.history === true,
        maxSpectators: this.limits.maxSpectatorsPerGame,
      },
      {
        send: (frame) => this.send(frame),
        fail: (error) => {
          this.stopWatching();
          this.sendError(error);
          this.close(closeCodeFor(error), error.code);
        },
        drop: (reason) => this.close(CLOSE_CODES.tryAgainLater, reason),
      },
    );
    this.log = this.log.child({ gameId: message.gameId, role: 'spectator', relayed: true });
    this.log.debug('socket joined game through the relay');
  }

  private refuseHello(): void {
    const error = serverError('ws/too_many_connections');
    this.log.warn({ address: this.address }, 'hello rate exceeded');
    this.sendError(error);
    this.close(CLOSE_CODES.tooManyConnections, error.code);
  }

  private leaveUnjoined(): void {
    if (!this.unjoined) return;
    this.unjoined = false;
    this.book.leaveUnjoined(this.address);
  }

  private stopWatching(): void {
    if (this.watching === null) return;
    this.book.removeSpectator(this.address, this.watching);
    this.watching = null;
  }

  private onClose(): void {
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
    this.leaveUnjoined();
    this.stopWatching();
    this.uncork();
    this.session?.close();
  }
}

/** The default connection limits. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  messagesPerWindow: WS_LIMITS.messagesPerWindow,
  rateWindowMs: WS_LIMITS.rateWindowMs,
  maxStrikes: WS_LIMITS.maxStrikes,
  helloTimeoutMs: WS_LIMITS.helloTimeoutMs,
  maxBufferedBytes: WS_LIMITS.maxBufferedBytes,
  maxSpectatorsPerGame: WS_LIMITS.maxSpectatorsPerGame,
  maxSpectatorsPerAddressPerGame: WS_LIMITS.maxSpectatorsPerAddressPerGame,
  maxSpectatorsPerAddress: WS_LIMITS.maxSpectatorsPerAddress,
  maxUnjoinedPerAddress: WS_LIMITS.maxUnjoinedPerAddress,
  hellosPerAddressPerWindow: WS_LIMITS.hellosPerAddressPerWindow,
  helloWindowMs: WS_LIMITS.helloWindowMs,
};
