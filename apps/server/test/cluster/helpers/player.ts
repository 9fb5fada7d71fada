import { performance } from 'node:perf_hooks';
import { createBot, type Bot } from '@broadside/bots';
import { serverMessageSchema, type ServerMessage } from '@broadside/protocol';
import { RULESETS, type PendingDecision } from '@broadside/rules';
import WebSocket from 'ws';

/** One acknowledged order: its client id and the sequence number the server gave it. */
export interface Acked {
  readonly clientOrderId: string;
  readonly seq: number;
}

/**
 * A socket client of a cluster test: a seat played by the random bot from its own view, or a
 * spectator. It connects with the game in the URL (`/ws?game=<id>`), reconnects after a drop
 * with `lastSeq` and resends its unacknowledged order under the same id, and records every
 * events sequence number it receives, so tests can look for duplicates and gaps.
 */
export class ClusterClient {
  /** Sequence numbers of the events frames received, in order, across reconnects. */
  readonly seqs: number[] = [];
  /** Orders the server acknowledged. */
  readonly acked: Acked[] = [];
  /** Close codes of sockets that dropped. */
  readonly drops: number[] = [];
  status = 'open';
  private seq = 0;
  private view: unknown = undefined;
  private pending: readonly PendingDecision[] = [];
  private bot: Bot | null = null;
  private seat: string | null = null;
  private socket: WebSocket | null = null;
  private inFlight: { clientOrderId: string; text: string } | null = null;
  private counter = 0;
  private stopped = false;
  private welcomed: (() => void) | null = null;

  private readonly wsUrl: () => string;
  readonly gameId: string;
  private readonly token: string | undefined;
  /** Orders the game's seats may still send, shared by them (a spectator sends none). */
  private readonly budget: { left: number };
  /** Codes of the refusals of this seat's orders. */
  readonly refusals: string[] = [];

  constructor(
    wsUrl: () => string,
    gameId: string,
    token: string | undefined,
    budget: { left: number },
  ) {
    this.wsUrl = wsUrl;
    this.gameId = gameId;
    this.token = token;
    this.budget = budget;
  }

  /** Connects and resolves after the first welcome. */
  start(): Promise<void> {
    return new Promise((resolve) => {
      this.welcomed = resolve;
      this.connect();
    });
  }

  /** Concedes the game for this seat (to end it, so that its record can be exported). */
  concede(): void {
    if (this.inFlight || this.status === 'finished') return;
    this.counter += 1;
    const clientOrderId = `${this.seat ?? 'x'}-${this.counter}`;
    const text = JSON.stringify({
      type: 'order',
      clientOrderId,
      expectedSeq: this.seq,
      order: { type: 'concede' },
    });
    this.inFlight = { clientOrderId, text };
    this.sendIfOpen(text);
  }

  /** Drops the socket as a dead server would; the client reconnects (to `wsUrl()` again). */
  dropSocket(): void {
    this.socket?.terminate();
  }

  /** Sends a frame if the socket is open; an order not sent is resent after the next welcome. */
  private sendIfOpen(text: string): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(text);
  }

  /** Stops reconnecting and closes the socket. */
  stop(): void {
    this.stopped = true;
    this.socket?.terminate();
  }

  /** Whether the game's budget of orders is spent and this seat waits for no answer. */
  get done(): boolean {
    return this.status === 'finished' || (this.budget.left <= 0 && !this.inFlight);
  }

  /** What the client waits for, for a test's failure message. */
  describe(): string {
    const owes = this.pending.map((p) => p.seat).join('+');
    return `${this.seat ?? 'spectator'} seq ${this.seq} ${this.status} acked ${this.acked.length} owes ${owes} inFlight ${this.inFlight?.clientOrderId ?? '-'} drops ${this.drops.length} refusals ${this.refusals.join()}`;
  }

  /** The last sequence number seen. */
  get lastSeq(): number {
    return this.seq;
  }

  private connect(): void {
    if (this.stopped) return;
    const url = `${this.wsUrl()}?game=${encodeURIComponent(this.gameId)}`;
    const socket = new WebSocket(url, { perMessageDeflate: false });
    this.socket = socket;
    socket.on('open', () => {
      socket.send(
        JSON.stringify({
          type: 'hello',
          gameId: this.gameId,
          views: true,
          ...(this.token === undefined ? {} : { token: this.token }),
          ...(this.seq > 0 ? { lastSeq: this.seq } : {}),
        }),
      );
    });
    socket.on('message', (data) => {
      const parsed = serverMessageSchema.safeParse(JSON.parse(String(data)));
      if (parsed.success) this.handle(parsed.data);
    });
    socket.on('error', () => {});
    socket.on('close', (code) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      this.drops.push(code);
      setTimeout(() => this.connect(), 200);
    });
  }

  private handle(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome': {
        if (message.role.kind === 'seat') this.seat = message.role.seat;
        if (!this.bot) {
          const ruleset = RULESETS[message.ruleset.id]!;
          this.bot = createBot(ruleset, {
            level: 'random',
            seed: `${this.gameId}:${this.seat ?? 'spectator'}`,
            clock: () => performance.now(),
          });
        }
        if (!message.catchUp) {
          this.seq = message.seq;
          this.view = message.view;
        }
        this.pending = message.pending;
        this.status = message.status;
        if (this.inFlight) this.sendIfOpen(this.inFlight.text);
        this.welcomed?.();
        this.welcomed = null;
        break;
      }
      case 'events':
        this.seqs.push(message.seq);
        if (message.seq <= this.seq) return;
        this.seq = message.seq;
        if (message.view !== undefined) this.view = message.view;
        this.pending = message.pending;
        this.status = message.status;
        break;
      case 'ack':
        if (this.inFlight?.clientOrderId === message.clientOrderId) {
          this.acked.push({ clientOrderId: message.clientOrderId, seq: message.seq });
          this.inFlight = null;
        }
        // The events frame of the order follows and the next decision waits for it, unless it
        // came first (an order resent after a reconnect is acknowledged after the catch-up).
        if (message.seq > this.seq) return;
        break;
      case 'rejected':
        if (this.inFlight?.clientOrderId !== message.clientOrderId) return;
        this.inFlight = null;
        this.budget.left += 1;
        this.refusals.push(message.error.code);
        this.sendIfOpen(JSON.stringify({ type: 'resync' }));
        return;
      default:
        return;
    }
    this.act();
  }

  private act(): void {
    const seat = this.seat;
    if (this.status !== 'live' || !seat || !this.bot || this.inFlight) return;
    if (this.budget.left <= 0 || this.view === undefined) return;
    if (!this.pending.some((p) => p.seat === seat)) return;
    const order = this.bot.decide({ view: this.view, pending: this.pending, seat });
    if (order === null || order === undefined) return;
    this.counter += 1;
    const clientOrderId = `${seat}-${this.counter}`;
    const text = JSON.stringify({ type: 'order', clientOrderId, expectedSeq: this.seq, order });
    this.inFlight = { clientOrderId, text };
    this.budget.left -= 1;
    this.sendIfOpen(text);
  }
}

/** Duplicated and missing sequence numbers in what a client received, from `from` on. */
export function seqProblems(seqs: readonly number[]): { duplicates: number[]; gaps: number[] } {
  const duplicates: number[] = [];
  const gaps: number[] = [];
  for (let i = 1; i < seqs.length; i += 1) {
    const step = seqs[i]! - seqs[i - 1]!;
    if (step <= 0) duplicates.push(seqs[i]!);
    else if (step > 1) gaps.push(seqs[i - 1]! + 1);
  }
  return { duplicates, gaps };
}

/** Waits until `ready()` holds, checking every 50 ms; throws after `timeoutMs`. */
export async function until(ready: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
