import { serverError, type BotSeatSpec, type WireError } from '@broadside/protocol';
import { botLevels } from '@broadside/bots';
import { drawOfferOf } from '@broadside/rules';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { staleRefusal } from '../match/decisions.js';
import type { LiveGame } from '../match/live-game.js';
import type { SeatBots } from '../match/match-context.js';
import type { MatchService } from '../match/match-service.js';
import { commitOrder } from '../match/pipeline.js';
import { commitTimeout } from '../match/timeout.js';
import type { BotMetrics } from './bot-metrics.js';
import type { BotStore, StoredBotSeat } from '../store/bot-store.js';
import type { BotOutcome, BotPool } from './worker-pool.js';

/** Games whose bot seats (or lack of them) are remembered; the oldest is forgotten first. */
const KNOWN_MAX = 10_000;

/** The client order id under which a bot's order after batch `seq` is recorded. */
export function botOrderId(seq: number): string {
  return `bot:${seq}`;
}

/**
 * The server's bot seats. Whenever a change to a game with bots is durable (or the game starts,
 * or the server starts), every bot seat that owes a decision is asked for one: the pool's worker
 * gets that seat's view and pending decisions and nothing else. Its answer goes through the same
 * pipeline as a socket order — the decision must still be the seat's (else it is dropped and
 * asked again), the ruleset checks it, the group commit makes it durable before anyone hears of
 * it, then it is acknowledged, broadcast and recorded. A bot that fails (throws, dies, overruns
 * its time), gives an illegal order or floods (an answer larger than any order, refused unread) is
 * logged and counted, and its seat is answered with the ruleset's timeout, as if its clock had
 * run out: nothing of the bad answer is applied. A bot seat declines a draw offer at once, without
 * asking a worker (bots do not weigh draws), so an offer to a bot never waits on it.
 */
export class BotSeats implements SeatBots {
  private readonly match: MatchService;
  private readonly store: BotStore;
  private readonly pool: BotPool;
  private readonly metrics: BotMetrics;
  private readonly log: Logger;
  private readonly known = new Map<string, readonly StoredBotSeat[]>();
  /** Seats (`game\nseat`) a bot is thinking for now. */
  private readonly thinking = new Set<string>();
  private readonly scheduled = new Set<string>();
  private closed = false;

  constructor(deps: {
    match: MatchService;
    store: BotStore;
    pool: BotPool;
    metrics: BotMetrics;
    log: Logger;
  }) {
    this.match = deps.match;
    this.store = deps.store;
    this.pool = deps.pool;
    this.metrics = deps.metrics;
    this.log = deps.log;
  }

  refusal(ruleset: string, bots: readonly BotSeatSpec[]): WireError | null {
    const levels = botLevels(ruleset);
    for (const [i, bot] of bots.entries()) {
      if (!levels.includes(bot.level)) {
        return serverError(
          'request/invalid',
          `This ruleset's bots play ${levels.join(', ')}, not ${bot.level}.`,
          ['bots', i, 'level'],
        );
      }
    }
    return null;
  }

  storeWith(gameId: string, bots: readonly StoredBotSeat[], createGame: () => void): void {
    this.store.createWith(gameId, bots, createGame);
    this.remember(gameId, bots);
  }

  rematchBots(gameId: string, seatMap: Readonly<Record<string, string>>): BotSeatSpec[] {
    return this.botsOf(gameId).map((bot) => ({
      seat: seatMap[bot.seat] ?? bot.seat,
      level: bot.level,
      ...(bot.budgetMs === null ? {} : { budgetMs: bot.budgetMs }),
    }));
  }

  changed(gameId: string): void {
    if (this.closed || this.scheduled.has(gameId) || this.botsOf(gameId).length === 0) return;
    // After the callbacks of this commit (acks, broadcasts) have run.
    this.scheduled.add(gameId);
    setImmediate(() => {
      this.scheduled.delete(gameId);
      this.think(gameId);
    });
  }

  /** Asks the bots of every live game that has some (at start-up, after a restart). */
  resumeAll(): number {
    const ids = this.store.liveGames().filter((id) => this.match.ownership.owns(id));
    for (const id of ids) this.changed(id);
    return ids.length;
  }

  /** Stops asking bots; answers still to come are ignored. */
  close(): void {
    this.closed = true;
  }

  private botsOf(gameId: string): readonly StoredBotSeat[] {
    const cached = this.known.get(gameId);
    if (cached) return cached;
    const bots = this.store.botsOf(gameId);
    this.remember(gameId, bots);
    return bots;
  }

  private remember(gameId: string, bots: readonly StoredBotSeat[]): void {
    if (this.known.size >= KNOWN_MAX) this.known.delete(this.known.keys().next().value!);
    this.known.set(gameId, bots);
  }

  /** Asks every bot seat of the game that owes a decision and is not thinking already. */
  private think(gameId: string): void {
    if (this.closed) return;
    // A game not in memory is loaded only if it is still being played.
    if (!this.match.cache.peek(gameId) && this.match.store.getGame(gameId)?.status !== 'live')
      return;
    const loaded = this.match.cache.get(gameId);
    if (!loaded.ok) return;
    const game = loaded.game;
    if (game.header.status !== 'live') return;
    if (this.declineDraw(game)) return;
    for (const bot of this.botsOf(gameId)) {
      const key = `${gameId}\n${bot.seat}`;
      if (this.thinking.has(key) || !game.pending.some((p) => p.seat === bot.seat)) continue;
      this.thinking.add(key);
      this.ask(game, bot).finally(() => this.thinking.delete(key));
    }
  }

  /**
   * Sends the seat's view and pending decisions (and nothing else) to a worker and plays its
   * answer. The view is taken when a worker is free, so a bot never thinks about an old picture.
   */
  private async ask(game: LiveGame, bot: StoredBotSeat): Promise<void> {
    const viewer = { kind: 'seat', seat: bot.seat } as const;
    let seq = game.header.seq;
    let started = performance.now();
    const outcome = await this.pool.decide(() => {
      const loaded = this.match.cache.get(game.id);
      if (this.closed || !loaded.ok) return null;
      const now = loaded.game;
      if (now.header.status !== 'live' || !now.pending.some((p) => p.seat === bot.seat))
        return null;
      seq = now.header.seq;
      started = performance.now();
      return {
        ruleset: now.header.ruleset,
        rulesetVersion: now.header.rulesetVersion,
        seat: bot.seat,
        level: bot.level,
        seed: `${bot.seed}:${seq}`,
        budgetMs: bot.budgetMs,
        view: JSON.stringify(now.ruleset.view(now.state, viewer)),
        pending: JSON.stringify(now.ruleset.viewPending(now.state, viewer)),
      };
    });
    if (outcome === null) return;
    try {
      this.answer(game.id, bot, seq, outcome, (performance.now() - started) / 1000);
    } catch (error) {
      this.log.error({ err: error, gameId: game.id, seat: bot.seat }, 'bot answer failed');
    }
  }

  private answer(
    gameId: string,
    bot: StoredBotSeat,
    seq: number,
    outcome: BotOutcome,
    seconds: number,
  ): void {
    if (this.closed || (!outcome.ok && outcome.reason === 'closed')) return;
    const loaded = this.match.cache.get(gameId);
    if (!loaded.ok) return;
    const game = loaded.game;
    const { seat, level } = bot;
    const owes = game.header.status === 'live' && game.pending.some((p) => p.seat === seat);
    if (!owes || staleRefusal(game, seat, seq) !== null) {
      // The game moved on while the bot thought (a commit failed and was undone, the clock ran
      // out …): its answer is dropped, and it is asked again if it still owes a decision.
      this.metrics.decided(level, 'stale', seconds);
      this.changed(gameId);
      return;
    }
    const context = { gameId, seat, level };
    if (!outcome.ok) {
      this.metrics.decided(level, outcome.reason === 'oversized' ? 'oversized' : 'failed', seconds);
      this.log.warn({ ...context, reason: outcome.reason, error: outcome.message }, 'bot failed');
      return this.forfeit(game, seat);
    }
    const checked = game.ruleset.check(game.state, seat, outcome.order);
    if (!checked.ok) {
      this.metrics.decided(level, 'illegal', seconds);
      this.match.metrics.orderRejected(checked.error.code);
      this.log.warn({ ...context, error: checked.error }, 'bot gave an illegal order');
      return this.forfeit(game, seat);
    }
    this.metrics.decided(level, 'played', seconds);
    commitOrder(this.match, game, seat, botOrderId(seq), checked.value, performance.now(), {
      // A game the bot ended with nobody watching leaves memory, as after a clock's timeout.
      durable: () => {
        if (game.header.status === 'finished') this.match.cache.release(game);
      },
      failed: (error) => this.log.warn({ ...context, error }, 'bot order not stored'),
    });
    this.match.queues?.run(game);
  }

  /**
   * Declines the standing draw offer for the first bot seat still to answer it; true when it did
   * (its commit asks the bots again once it is durable).
   */
  private declineDraw(game: LiveGame): boolean {
    const offer = drawOfferOf(game.state);
    if (!offer) return false;
    for (const { seat } of this.botsOf(game.id)) {
      const checked = game.ruleset.check(game.state, seat, { type: 'decline_draw' });
      if (!checked.ok) continue;
      const id = `${botOrderId(game.header.seq)}:decline`;
      commitOrder(this.match, game, seat, id, checked.value, performance.now(), {
        durable: () => undefined,
        failed: (error) =>
          this.log.warn({ gameId: game.id, seat, error }, 'bot decline not stored'),
      });
      return true;
    }
    return false;
  }

  /** The seat is answered by the ruleset's timeout, as when its clock runs out. */
  private forfeit(game: LiveGame, seat: string): void {
    commitTimeout(this.match, game, seat, this.match.clock.now(), (finished) => {
      this.log.info({ gameId: game.id, seat }, 'bot seat timed out');
      if (finished) this.match.cache.release(game);
    });
  }
}
