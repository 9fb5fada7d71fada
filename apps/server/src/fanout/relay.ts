import { serverError, type QueuedOrder, type Role, type WireError } from '@broadside/protocol';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { OrderInput } from '../match/session.js';
import type { SocketSession } from '../match/socket-session.js';
import type { FanoutBus } from './bus.js';
import {
  ABORT_MESSAGE,
  REQUESTS_CHANNEL,
  feedForm,
  gameChannel,
  parseMessage,
  replyChannel,
  replySchema,
  type FanoutAnswer,
  type FanoutReply,
  type FeedForm,
} from './channels.js';
import { errorFrame, rejectedFrame } from '../match/frames.js';

/** What a relayed viewer's socket does for the relay. */
export interface RelayHooks {
  /** Sends a frame (bounded like every frame: a slow socket is dropped by the transport). */
  send(frame: string): void;
  /** Refuses the hello with this error and closes the socket. */
  fail(error: WireError): void;
  /** Closes the socket with a retryable code: the client reconnects with its `lastSeq`. */
  drop(reason: string): void;
}

/** What a spectator's hello asks for. */
export interface RelayHello {
  readonly gameId: string;
  readonly lastSeq: number | undefined;
  readonly views: boolean;
  /** With `views`: patches of the view instead of whole views, when possible. */
  readonly viewPatches: boolean;
  readonly history: boolean;
  /** Spectators the game admits at most. */
  readonly maxSpectators: number;
}

/** Settings of {@link RelayHub}. */
export interface RelayHubOptions {
  readonly bus: FanoutBus;
  /** This process's key on the bus (answers come on its reply channel). */
  readonly node: string;
  readonly log: Logger;
  /** How often the hub tells owners what it relays; an owner silent for 3 intervals is dead. */
  readonly keepAliveMs: number;
  /** How long a hello waits for the owner's welcome. */
  readonly answerTimeoutMs: number;
}

const SPECTATOR: Role = { kind: 'spectator' };
const EVENTS_SEQ = /^\{"type":"events","seq":(\d+),/;
const WELCOME_PREFIX = '{"type":"welcome",';

/** The sequence number of an `events` frame, read from its first bytes; null for other frames. */
export function eventsSeq(frame: string): number | null {
  const match = EVENTS_SEQ.exec(frame);
  return match ? Number(match[1]) : null;
}

/** One game channel this node follows for its viewers. */
class Feed {
  readonly viewers = new Set<RelayViewer>();
  heardAt = Date.now();
  readonly channel: string;
  readonly hub: RelayHub;
  readonly gameId: string;
  readonly form: FeedForm;
  readonly handler = (message: string): void => this.hub.onFrame(this, message);

  constructor(hub: RelayHub, gameId: string, form: FeedForm) {
    this.hub = hub;
    this.gameId = gameId;
    this.form = form;
    this.channel = gameChannel(gameId, form);
  }

  get key(): string {
    return `${this.gameId}:${this.form}`;
  }
}

/**
 * A spectator socket of a game another node runs: it is sent the owner's welcome, then the
 * owner's spectator frames from the game's channel, in order, each once.
 */
export class RelayViewer implements SocketSession {
  readonly role = SPECTATOR;
  readonly roleKey = 'spectator';
  /** `pending` until the owner's welcome arrives. */
  state: 'pending' | 'ready' | 'closed' = 'pending';
  /** The last sequence number sent to the socket. */
  sentSeq = 0;

  private readonly hub: RelayHub;
  readonly id: number;
  readonly feed: Feed;
  readonly hello: RelayHello;
  readonly hooks: RelayHooks;

  constructor(hub: RelayHub, id: number, feed: Feed, hello: RelayHello, hooks: RelayHooks) {
    this.hub = hub;
    this.id = id;
    this.feed = feed;
    this.hello = hello;
    this.hooks = hooks;
  }

  get seq(): number {
    return this.sentSeq;
  }

  /** Spectators give no orders: refused here, as the owner would. */
  order(input: OrderInput): void {
    const error = serverError('order/spectator');
    this.hooks.send(rejectedFrame(input.clientOrderId, this.seq, error));
  }

  /** Sent to the owner, which stores and broadcasts it; a refusal comes back here. */
  chat(text: string): void {
    if (this.state !== 'closed') this.hub.chat(this, text);
  }

  /** A fresh full welcome from the owner. */
  resync(): void {
    if (this.state === 'ready') this.hub.welcome(this, undefined);
  }

  /** Spectators hold no queue. */
  queue(_expectedSeq: number, _orders: readonly QueuedOrder[]): void {
    this.hooks.send(errorFrame(serverError('order/spectator')));
  }

  /** Spectators reveal nothing. */
  reveal(_nonce: string): void {
    this.hooks.send(errorFrame(serverError('order/spectator')));
  }

  /** The socket closed: the relay forgets the viewer (and the channel, after its last one). */
  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.hub.leave(this);
  }
}

/**
 * The relay half of the cross-node fan-out: serves spectators of games that another node owns.
 * Each viewer's welcome is asked of the owner over the bus (the owner answers with the welcome a
 * local spectator would get, `lastSeq` honoured); the game's channel, followed once per node,
 * then brings the owner's spectator frames, which go to every viewer whose welcome came before
 * them, dropping sequence numbers already sent. A gap, an owner that stops answering, an owner
 * that restarted, or a lost connection to Redis drops the viewers with a retryable close code,
 * so each client reconnects with `lastSeq` and catches up from a fresh welcome.
 */
export class RelayHub {
  private readonly bus: FanoutBus;
  private readonly node: string;
  private readonly log: Logger;
  private readonly keepAliveMs: number;
  private readonly answerTimeoutMs: number;
  private readonly feeds = new Map<string, Feed>();
  private readonly waiting = new Map<
    number,
    { readonly settle: (answer: FanoutAnswer | null) => void; readonly timer: NodeJS.Timeout }
  >();
  private nextRequest = 1;
  private nextViewer = 1;
  private ticker: NodeJS.Timeout | null = null;
  private readonly onReply = (message: string): void => this.reply(message);

  constructor(options: RelayHubOptions) {
    this.bus = options.bus;
    this.node = options.node;
    this.log = options.log;
    this.keepAliveMs = options.keepAliveMs;
    this.answerTimeoutMs = options.answerTimeoutMs;
  }

  /** Listens for answers and starts the keep-alives. */
  start(): void {
    this.bus.subscribe(replyChannel(this.node), this.onReply).catch(() => {});
    this.bus.onConnectionChange((connected) => {
      if (!connected) this.dropAll('Redis connection lost');
    });
    this.ticker = setInterval(() => this.tick(), this.keepAliveMs);
    this.ticker.unref();
  }

  /** Stops: every viewer is dropped (they reconnect elsewhere). */
  stop(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.dropAll('going away');
    this.bus.unsubscribe(replyChannel(this.node), this.onReply);
  }

  /** Viewers relayed now. */
  get viewerCount(): number {
    let n = 0;
    for (const feed of this.feeds.values()) n += feed.viewers.size;
    return n;
  }

  /**
   * Serves a spectator's hello for a game this process does not own. The answer comes later:
   * the welcome through `hooks.send`, or a refusal through `hooks.fail`.
   */
  watch(hello: RelayHello, hooks: RelayHooks): RelayViewer {
    const form = feedForm(hello.views, hello.viewPatches);
    const key = `${hello.gameId}:${form}`;
    let feed = this.feeds.get(key);
    const fresh = !feed;
    if (!feed) {
      feed = new Feed(this, hello.gameId, form);
      this.feeds.set(key, feed);
    }
    const viewer = new RelayViewer(this, this.nextViewer++, feed, hello, hooks);
    feed.viewers.add(viewer);
    if (!this.bus.connected) {
      queueMicrotask(() => this.refuse(viewer, 'Redis is unreachable'));
      return viewer;
    }
    // The channel is followed before the welcome is asked for, so nothing after it is missed.
    this.bus.subscribe(feed.channel, feed.handler).then(
      () => this.welcome(viewer, hello.lastSeq),
      () => this.refuse(viewer, 'Redis is unreachable'),
    );
    if (fresh) feed.heardAt = Date.now();
    return viewer;
  }

  /** Asks the owner for a viewer's welcome (from `lastSeq`, or a full one). */
  welcome(viewer: RelayViewer, lastSeq: number | undefined): void {
    if (viewer.state === 'closed') return;
    viewer.state = 'pending';
    const { hello } = viewer;
    this.request(
      {
        op: 'watch',
        from: this.node,
        gameId: hello.gameId,
        ...(lastSeq === undefined ? {} : { lastSeq }),
        form: viewer.feed.form,
        history: hello.history,
        maxSpectators: hello.maxSpectators,
      },
      (answer) => {
        if (viewer.state === 'closed') return;
        if (!answer) return this.refuse(viewer, 'the node that runs this game did not answer');
        if (answer.error) {
          viewer.state = 'closed';
          this.leave(viewer);
          return viewer.hooks.fail(answer.error);
        }
        for (const frame of answer.frames ?? []) viewer.hooks.send(frame);
        viewer.sentSeq = answer.seq ?? 0;
        viewer.state = 'ready';
        viewer.feed.heardAt = Date.now();
      },
    );
  }

  /** Forwards a viewer's chat line to the owner; a refusal comes back as its error frame. */
  chat(viewer: RelayViewer, text: string): void {
    this.request(
      { op: 'chat', from: this.node, viewer: viewer.id, gameId: viewer.hello.gameId, text },
      (answer) => {
        if (viewer.state === 'closed' || !answer) return;
        if (answer.error) viewer.hooks.send(errorFrame(answer.error));
        for (const frame of answer.frames ?? []) viewer.hooks.send(frame);
      },
    );
  }

  /** A viewer's socket closed. */
  leave(viewer: RelayViewer): void {
    const feed = viewer.feed;
    feed.viewers.delete(viewer);
    if (feed.viewers.size > 0 || this.feeds.get(feed.key) !== feed) return;
    this.feeds.delete(feed.key);
    this.bus.unsubscribe(feed.channel, feed.handler);
  }

  /** A frame of a followed game channel. */
  onFrame(feed: Feed, message: string): void {
    feed.heardAt = Date.now();
    if (message === ABORT_MESSAGE) return this.dropFeed(feed, 'the game was reloaded');
    const seq = eventsSeq(message);
    let welcomeSeq: number | null = null;
    if (seq === null && message.startsWith(WELCOME_PREFIX)) {
      // A fresh welcome for every spectator (the game started, or ended before it started).
      try {
        welcomeSeq = (JSON.parse(message) as { seq: number }).seq;
      } catch {
        return;
      }
    }
    for (const viewer of [...feed.viewers]) {
      if (viewer.state !== 'ready') continue;
      if (seq !== null) {
        if (seq <= viewer.sentSeq) continue;
        if (seq !== viewer.sentSeq + 1) {
          this.log.warn(
            { gameId: feed.gameId, sent: viewer.sentSeq, got: seq },
            'relayed frames have a gap; the viewer reconnects',
          );
          viewer.hooks.drop('missed frames; reconnect');
          continue;
        }
        viewer.sentSeq = seq;
      } else if (welcomeSeq !== null) viewer.sentSeq = welcomeSeq;
      viewer.hooks.send(message);
    }
  }

  private request(
    body: Record<string, unknown>,
    settle: (answer: FanoutAnswer | null) => void,
  ): void {
    const id = this.nextRequest++;
    const timer = setTimeout(() => {
      this.waiting.delete(id);
      settle(null);
    }, this.answerTimeoutMs);
    this.waiting.set(id, { settle, timer });
    this.bus.publish(REQUESTS_CHANNEL, JSON.stringify({ ...body, id }));
  }

  private reply(message: string): void {
    const reply: FanoutReply | null = parseMessage(replySchema, message);
    if (!reply) {
      this.log.warn({ bytes: message.length }, 'fan-out reply dropped: not a reply');
      return;
    }
    if (reply.op === 'answer') {
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      clearTimeout(waiting.timer);
      waiting.settle(reply);
      return;
    }
    const now = Date.now();
    for (const g of reply.games) {
      const feed = this.feeds.get(`${g.gameId}:${g.form}`);
      if (!feed) continue;
      feed.heardAt = now;
      for (const viewer of [...feed.viewers]) {
        if (viewer.state !== 'ready') continue;
        // Every frame up to `seq` was published before this answer, on the same connection.
        if (!g.continuous || viewer.sentSeq < g.seq)
          viewer.hooks.drop(
            g.continuous ? 'missed frames; reconnect' : 'the game moved; reconnect',
          );
      }
    }
  }

  /** Keep-alives to the owners, and viewers of owners that stopped answering dropped. */
  private tick(): void {
    if (this.feeds.size === 0 || !this.bus.connected) return;
    const silentSince = Date.now() - 3 * this.keepAliveMs;
    for (const feed of [...this.feeds.values()])
      if (feed.heardAt < silentSince) this.dropFeed(feed, 'the node that runs this game is silent');
    const games = [...this.feeds.values()].map((f) => ({
      gameId: f.gameId,
      form: f.form,
      viewers: f.viewers.size,
    }));
    if (games.length > 0)
      this.bus.publish(
        REQUESTS_CHANNEL,
        JSON.stringify({ op: 'keepalive', from: this.node, games }),
      );
  }

  private refuse(viewer: RelayViewer, why: string): void {
    if (viewer.state === 'closed') return;
    viewer.state = 'closed';
    this.leave(viewer);
    viewer.hooks.fail(
      serverError('game/unavailable', `This game runs on another node, and ${why}; try again.`),
    );
  }

  private dropFeed(feed: Feed, reason: string): void {
    for (const viewer of [...feed.viewers]) {
      if (viewer.state === 'pending') this.refuse(viewer, reason);
      else viewer.hooks.drop(`${reason}; reconnect`);
    }
  }

  private dropAll(reason: string): void {
    for (const feed of [...this.feeds.values()]) this.dropFeed(feed, reason);
    for (const [id, waiting] of this.waiting) {
      clearTimeout(waiting.timer);
      this.waiting.delete(id);
      waiting.settle(null);
    }
  }
}
