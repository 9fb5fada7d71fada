import {
  CHAT_LIMITS,
  serverError,
  type ChatLine,
  type QueuedOrder,
  type Role,
  type WireError,
} from '@broadside/protocol';
import { ChatAllowance } from './chat-allowance.js';
import { commitOrder } from './pipeline.js';
import { gameRefusal } from './decisions.js';
import { ackFrame, errorFrame, rejectedFrame, serverFrame, welcomeFrame } from './frames.js';
import { chainHeadAt, recentChainHead } from './chain-heads.js';
import { historyOf } from './history.js';
import { orderKey, roleKey, viewerOf, type LiveGame, type Subscriber } from './live-game.js';
import type { MatchContext } from './match-context.js';
import { delayedCatchUpFrames, delayedContext, delayedSpectatorView } from './spectator-delay.js';
import { sameJson } from '../util/same-json.js';

/** Removes control characters except tab and newline. */
function stripControlCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code !== 0x7f) || ch === '\n' || ch === '\t') out += ch;
  }
  return out;
}

/** An order as it arrives, already parsed by the protocol schema. */
export interface OrderInput {
  readonly clientOrderId: string;
  readonly expectedSeq: number;
  readonly order: unknown;
}

/**
 * One client attached to one game in one role. The transport calls it for every parsed
 * message; it answers through the subscriber's `send`.
 */
export class Session {
  readonly game: LiveGame;
  readonly role: Role;
  private readonly ctx: MatchContext;
  private readonly subscriber: Subscriber;
  private readonly chatAllowance: ChatAllowance;
  private closed = false;

  constructor(ctx: MatchContext, game: LiveGame, subscriber: Subscriber) {
    this.ctx = ctx;
    this.game = game;
    this.role = subscriber.role;
    this.subscriber = subscriber;
    this.chatAllowance = new ChatAllowance(
      game,
      subscriber.role.kind === 'seat' ? subscriber.role.seat : null,
    );
  }

  /**
   * Sends the welcome: a catch-up from `lastSeq` when possible, else a full view. Spectators of
   * a delayed game see everything (view, decisions owed, the missed batches) as of the last
   * batch they may see, never as of now.
   */
  welcome(lastSeq: number | undefined): void {
    // Views and catch-up read the game as it is in memory: commit what is waiting first, so
    // that nothing not yet durable is shown.
    this.ctx.commits.flush();
    const { game, role } = this;
    const { store } = this.ctx;
    const now = this.ctx.clock.now();
    const channel: ChatLine['channel'] = role.kind === 'seat' ? 'players' : 'spectators';
    const chat = store.chat(game.id, channel, CHAT_LIMITS.historyInWelcome);
    const seenSeq = role.kind === 'seat' ? game.header.seq : game.spectatorSeq;
    const lagging = seenSeq < game.header.seq;
    const seen = lagging
      ? delayedSpectatorView(game, store)
      : { view: undefined, state: game.state };
    const viewNow = (): unknown =>
      lagging ? seen.view : game.ruleset.view(game.state, viewerOf(role));
    const context = lagging ? delayedContext(game, seen.state, now) : undefined;
    const canCatchUp =
      lastSeq !== undefined &&
      lastSeq <= seenSeq &&
      seenSeq - lastSeq <= this.ctx.maxCatchUpBatches;
    const rematch = game.header.status === 'finished' ? this.ctx.rematchOf(game.id) : null;
    const seeding = this.ctx.seeding
      ? { seeding: this.ctx.seeding.publicSeeding(game.header, game.seats) }
      : {};
    if (!canCatchUp) {
      const extra = {
        ...(this.subscriber.wantsHistory ? { history: historyOf(game, store, role, seenSeq) } : {}),
        ...(rematch ? { rematch } : {}),
        chain: chainHeadAt(store, game, seenSeq),
        ...seeding,
      };
      const view = viewNow();
      this.subscriber.send(welcomeFrame(game, role, seenSeq, view, chat, now, context, extra));
      if (!lagging) this.holdsView(seenSeq, view);
      return;
    }
    this.subscriber.send(
      welcomeFrame(game, role, lastSeq, undefined, chat, now, context, {
        ...(rematch ? { rematch } : {}),
        ...seeding,
      }),
    );
    if (lastSeq === seenSeq) return;
    // A client that asked for views gets the one it may see with the last missed batch.
    const lastView = this.subscriber.wantsViews ? viewNow() : undefined;
    if (lagging) {
      for (const frame of delayedCatchUpFrames(game, store, lastSeq + 1, seenSeq, now, lastView))
        this.subscriber.send(frame);
      return;
    }
    const missed = store.entries(game.id, lastSeq + 1, seenSeq);
    missed.forEach((entry, i) => {
      const view = i === missed.length - 1 ? lastView : undefined;
      this.subscriber.send(this.ctx.catchUpFrame(game, role, entry, now, view));
    });
    if (lastView !== undefined) this.holdsView(seenSeq, lastView);
  }

  /** The client now holds `view`, of batch `seq`: the next batch may send it a patch. */
  private holdsView(seq: number, view: unknown): void {
    const patches = this.game.viewPatches;
    patches.sent(this.subscriber, seq);
    if (this.subscriber.wantsViewPatches) patches.remember(this.role, seq, view);
  }

  /** The order pipeline, from "is this seat allowed" to broadcast. */
  order(input: OrderInput, receivedAt: number): void {
    if (this.closed) return;
    const { game, role } = this;
    const id = input.clientOrderId;
    if (role.kind !== 'seat') return this.reject(id, serverError('order/spectator'));
    const seat = role.seat;
    const key = orderKey(seat, id);
    // A client order id already used: the same order is acknowledged again (after its commit
    // when it is still waiting for one); a different order under that id is refused. The
    // store is asked only about ids this game has seen.
    const earlier =
      game.inFlight.get(key) ??
      (game.orderIds.mayHave(seat, id) ? this.ctx.store.clientOrder(game.id, seat, id) : undefined);
    if (earlier) {
      if (!sameJson(earlier.order, input.order)) {
        return this.reject(
          id,
          serverError(
            'order/duplicate_mismatch',
            `Client order id "${id}" was already used for a different order.`,
            ['clientOrderId'],
          ),
        );
      }
      const seq = earlier.seq;
      return this.ctx.commits.afterCommit(() => this.ack(id, seq));
    }
    const refusal = gameRefusal(game, seat, input.expectedSeq);
    if (refusal) return this.reject(id, refusal);
    const checked = game.ruleset.check(game.state, seat, input.order);
    if (!checked.ok) {
      const { code, message, path } = checked.error;
      return this.reject(id, { code, message, path: ['order', ...path] });
    }
    commitOrder(this.ctx, game, seat, id, checked.value, receivedAt, {
      durable: (seq) => this.ack(id, seq),
      failed: (error) => this.reject(id, error),
    });
    this.ctx.queues?.run(game);
  }

  private ack(clientOrderId: string, seq: number): void {
    this.subscriber.send(ackFrame(clientOrderId, seq, recentChainHead(this.game, seq)));
  }

  private reject(clientOrderId: string, error: WireError): void {
    this.ctx.metrics.orderRejected(error.code);
    this.subscriber.send(rejectedFrame(clientOrderId, this.game.header.seq, error));
  }

  /** Sets, replaces or clears this seat's queue of future orders. */
  queue(expectedSeq: number, orders: readonly QueuedOrder[]): void {
    if (this.closed) return;
    const refusal =
      this.role.kind !== 'seat'
        ? serverError('order/spectator')
        : (this.ctx.queues?.set(this.game, this.role.seat, expectedSeq, orders) ?? null);
    if (refusal) this.subscriber.send(errorFrame(refusal));
  }

  /**
   * A seat reveals the nonce it committed to when taking the seat (seeds made together); the
   * last reveal fixes the seed and starts the game.
   */
  reveal(nonce: string): void {
    if (this.closed) return;
    const refusal =
      this.role.kind !== 'seat'
        ? serverError('order/spectator')
        : this.ctx.seeding
          ? this.ctx.seeding.reveal(this.game, this.role.seat, nonce)
          : serverError('seed/not_committed');
    if (refusal) this.subscriber.send(errorFrame(refusal));
  }

  /** A chat line on this role's channel. */
  chat(text: string): void {
    if (this.closed) return;
    const error = (e: WireError): void => this.subscriber.send(errorFrame(e));
    const clean = stripControlCharacters(text).trim();
    if (clean.length === 0) return error(serverError('chat/empty'));
    if (clean.length > CHAT_LIMITS.maxLength) {
      return error(
        serverError(
          'chat/too_long',
          `Chat messages are limited to ${CHAT_LIMITS.maxLength} characters.`,
        ),
      );
    }
    const now = this.ctx.clock.now();
    if (!this.chatAllowance.take(now)) return error(serverError('chat/rate_limited'));
    const channel: ChatLine['channel'] = this.role.kind === 'seat' ? 'players' : 'spectators';
    const author = this.role.kind === 'seat' ? this.role.seat : 'spectator';
    const line = this.ctx.store.addChat(this.game.id, { channel, author, text: clean, at: now });
    const frame = serverFrame({ type: 'chat', line });
    const readers = channel === 'players' ? 'seat' : 'spectator';
    for (const sub of this.game.subscribers) if (sub.role.kind === readers) sub.send(frame);
  }

  /** A fresh welcome with the full view. */
  resync(): void {
    if (!this.closed) this.welcome(undefined);
  }

  /** Detaches from the game. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.ctx.detach(this.game, this.subscriber);
  }

  /** The game's sequence number now. */
  get seq(): number {
    return this.game.header.seq;
  }

  /** A key naming this session's role, for logs. */
  get roleKey(): string {
    return roleKey(this.role);
  }
}
