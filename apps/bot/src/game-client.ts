import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createBot, type Bot } from '@broadside/bots';
import {
  CLOSE_CODES,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from '@broadside/protocol';
import { RULESETS, type AnyRuleset, type GameResult, type PendingDecision } from '@broadside/rules';
import WebSocket from 'ws';
import { socketUrl, type BotOptions } from './options.js';

/** How a bot's game ended. */
export interface BotOutcome {
  /** `finished`: the game is over; `refused`: the server will not let it play (bad token …). */
  readonly status: 'finished' | 'refused';
  readonly result: GameResult | null;
  /** Orders the server acknowledged. */
  readonly orders: number;
  /** Orders the server refused (stale sequences included). */
  readonly rejected: number;
  /** Times the socket was opened again after dropping. */
  readonly reconnects: number;
  /** Why the server refused, for `refused`. */
  readonly reason?: string;
}

/** Close codes after which reconnecting cannot help. */
const FATAL_CLOSES: ReadonlySet<number> = new Set([
  CLOSE_CODES.tooManyErrors,
  CLOSE_CODES.gameNotFound,
  CLOSE_CODES.unauthorized,
  CLOSE_CODES.gameFull,
  CLOSE_CODES.helloTimeout,
]);

/** Wait before reconnect attempt `n` (1, 2 …): doubling from 250 ms, at most 10 s. */
function backoffMs(n: number): number {
  return Math.min(10_000, 250 * 2 ** Math.min(n - 1, 6));
}

/** Refusals after which the bot stops trying its own choice and resyncs for a fresh view. */
const MAX_REJECTIONS_IN_A_ROW = 5;

/**
 * Plays one seat of a game over the WebSocket protocol until the game ends. It says hello with
 * `views: true`, so every `welcome` and `events` frame carries the seat's view; whenever the
 * pending list names its seat and no order is in flight, the bot decides from that view and
 * sends the order with the last sequence seen. A stale or refused order leads to a `resync` and a
 * fresh decision; a dropped socket to a reconnect with `lastSeq` and the unacknowledged order
 * sent again under the same `clientOrderId` (applied at most once). Resolves when the game is
 * finished, or when the server refuses the seat for good.
 */
export class GameClient {
  private readonly options: BotOptions;
  private readonly log: (line: string) => void;
  private socket: WebSocket | null = null;
  private bot: Bot | null = null;
  private ruleset: AnyRuleset | null = null;
  private seat: string | null = null;
  private seq = 0;
  private view: unknown = undefined;
  private pending: readonly PendingDecision[] = [];
  private status = 'open';
  private result: GameResult | null = null;
  private inFlight: { clientOrderId: string; message: ClientMessage } | null = null;
  private counter = 0;
  private orders = 0;
  private rejected = 0;
  private rejectedInARow = 0;
  private reconnects = 0;
  private attempts = 0;
  private done: ((outcome: BotOutcome) => void) | null = null;
  private finished = false;

  constructor(options: BotOptions, log: (line: string) => void = () => {}) {
    this.options = options;
    this.log = log;
  }

  /** Connects and plays until the game ends. */
  run(): Promise<BotOutcome> {
    return new Promise((resolve) => {
      this.done = resolve;
      this.connect();
    });
  }

  /** Stops playing and closes the socket (the outcome resolves as it stands). */
  stop(): void {
    this.finish('refused', 'stopped');
  }

  private connect(): void {
    const socket = new WebSocket(socketUrl(this.options.url, this.options.game));
    this.socket = socket;
    socket.on('open', () => {
      this.attempts = 0;
      this.send({
        type: 'hello',
        gameId: this.options.game,
        token: this.options.seatToken,
        views: true,
        ...(this.seq > 0 ? { lastSeq: this.seq } : {}),
      });
    });
    socket.on('message', (data) => this.receive(String(data)));
    socket.on('error', () => {});
    socket.on('close', (code) => this.closed(code));
  }

  private closed(code: number): void {
    this.socket = null;
    if (this.finished) return;
    if (FATAL_CLOSES.has(code)) {
      this.finish('refused', `the server closed the socket with code ${code}`);
      return;
    }
    this.attempts += 1;
    this.reconnects += 1;
    setTimeout(() => {
      if (!this.finished) this.connect();
    }, backoffMs(this.attempts));
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private receive(text: string): void {
    let parsed;
    try {
      parsed = serverMessageSchema.safeParse(JSON.parse(text));
    } catch {
      return;
    }
    if (!parsed.success) return;
    this.handle(parsed.data);
  }

  private handle(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.welcome(message);
        break;
      case 'events':
        if (message.seq <= this.seq) return;
        this.seq = message.seq;
        if (message.view !== undefined) this.view = message.view;
        this.pending = message.pending;
        this.status = message.status;
        this.result = message.result;
        break;
      case 'ack':
        if (this.inFlight?.clientOrderId === message.clientOrderId) {
          this.inFlight = null;
          this.orders += 1;
          this.rejectedInARow = 0;
        }
        return;
      case 'rejected':
        if (this.inFlight?.clientOrderId !== message.clientOrderId) return;
        this.inFlight = null;
        this.rejected += 1;
        this.rejectedInARow += 1;
        this.log(`order refused: ${message.error.code} ${message.error.message}`);
        this.send({ type: 'resync' });
        return;
      case 'seeding':
        this.reveal(message.seeding.stage);
        return;
      case 'error':
        this.log(`server error: ${message.error.code} ${message.error.message}`);
        return;
      default:
        return;
    }
    this.act();
  }

  private welcome(message: Extract<ServerMessage, { type: 'welcome' }>): void {
    if (message.role.kind !== 'seat') {
      this.finish('refused', 'the token is not a seat of this game');
      return;
    }
    this.seat = message.role.seat;
    if (!this.ruleset) {
      const base = RULESETS[message.ruleset.id];
      const ruleset =
        base && base.version !== message.ruleset.version
          ? (base.atVersion?.(message.ruleset.version) ?? base)
          : base;
      if (!ruleset) {
        this.finish('refused', `no ruleset ${message.ruleset.id} in this program`);
        return;
      }
      this.ruleset = ruleset;
      this.bot = createBot(ruleset, {
        level: this.options.level,
        seed: this.options.seed ?? defaultSeed(this.options),
        clock: () => performance.now(),
        ...(this.options.budgetMs !== undefined ? { budgetMs: this.options.budgetMs } : {}),
      });
    }
    if (!message.catchUp) {
      this.seq = message.seq;
      this.view = message.view;
    }
    this.pending = message.pending;
    this.status = message.status;
    this.result = message.result;
    if (message.seeding) this.reveal(message.seeding.stage);
    // A resent order that was lost with the old socket goes again under its own id.
    if (this.inFlight) this.send(this.inFlight.message);
  }

  private reveal(stage: string): void {
    if (stage === 'revealing' && this.options.nonce)
      this.send({ type: 'reveal', nonce: this.options.nonce });
  }

  /** Decides and sends an order when the seat owes one and none is in flight. */
  private act(): void {
    if (this.status === 'finished') {
      this.finish('finished');
      return;
    }
    const seat = this.seat;
    if (this.status !== 'live' || !seat || !this.bot || this.inFlight || this.view === undefined)
      return;
    if (!this.pending.some((p) => p.seat === seat)) return;
    if (this.rejectedInARow >= MAX_REJECTIONS_IN_A_ROW) {
      this.finish('refused', `${this.rejectedInARow} orders in a row were refused`);
      return;
    }
    const order = this.bot.decide({ view: this.view, pending: this.pending, seat });
    if (order === null || order === undefined) return;
    this.counter += 1;
    const clientOrderId = `bot-${seat}-${this.seq}-${this.counter}`;
    const message: ClientMessage = { type: 'order', clientOrderId, expectedSeq: this.seq, order };
    this.inFlight = { clientOrderId, message };
    if (this.options.verbose) this.log(`seq ${this.seq} ${seat}: ${JSON.stringify(order)}`);
    this.send(message);
  }

  private finish(status: BotOutcome['status'], reason?: string): void {
    if (this.finished) return;
    this.finished = true;
    this.socket?.close(CLOSE_CODES.normal);
    this.done?.({
      status,
      result: this.result,
      orders: this.orders,
      rejected: this.rejected,
      reconnects: this.reconnects,
      ...(reason !== undefined ? { reason } : {}),
    });
  }
}

/** A seed of the bot's own from the game and the seat token (never sent anywhere). */
function defaultSeed(options: BotOptions): string {
  return createHash('sha256').update(`${options.game}\u0000${options.seatToken}`).digest('hex');
}
