import fp from 'fastify-plugin';
import type { Clock } from '../util/clock.js';
import { addBoardToSummaries } from './game-tournament.js';
import { ratingRoutes } from './ratings-routes.js';
import { entryRoutes } from './entry-routes.js';
import { reportRoutes } from './report-routes.js';
import { tournamentRoutes } from './routes.js';
import { TournamentService } from './service.js';
import { TournamentStore } from './store.js';
import { PUBLIC_ONLY, type WebhookPolicy } from './webhook-target.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tournaments and ratings. */
    tournaments: TournamentService;
  }
}

/** Options of {@link tournamentsPlugin}. */
export interface TournamentsPluginOptions {
  readonly clock: Clock;
  readonly publicUrl: string | undefined;
  /** How often due round starts are checked, in ms (0: never; tests call `tick()`). */
  readonly tickMs: number;
  /** Asked before each tick: whether this process runs it now (a cluster's background lease). */
  readonly gate?: () => boolean;
  /** What webhooks may reach; public addresses only when absent. */
  readonly webhookPolicy?: WebhookPolicy | undefined;
}

/**
 * Tournaments: the store and service on the app's database, a hook that scores every finished
 * tournament game, a ticker that starts due rounds (and resumes after a restart), and the
 * tournament, rating and battle-report routes (with the map PNG).
 */
export const tournamentsPlugin = fp<TournamentsPluginOptions>(
  async (app, options) => {
    const store = new TournamentStore(app.db);
    const service = new TournamentService(
      store,
      app.match,
      options.clock,
      app.log.child({ component: 'tournaments' }),
    );
    service.webhookPolicy = options.webhookPolicy ?? PUBLIC_ONLY;
    app.decorate('tournaments', service);
    addBoardToSummaries(app, store);
    // A tournament board has no rematch: the event pairs the next game.
    app.rematches.withoutRematch.push((gameId) => store.boardOfGame(gameId) !== null);
    if (app.hasDecorator('notifier')) {
      // Tournament notices go out in the app (and by email where the account wants that kind,
      // with the link when PUBLIC_URL is set). A round's new game links to the game; everything
      // else to the tournament, where standings and the next round are.
      service.notify = (n) => {
        app.notifier.notify(n.userId, {
          kind: n.kind,
          gameId: n.gameId,
          text: n.text,
          link:
            n.kind === 'round_started' && n.gameId
              ? `#/game/${n.gameId}`
              : `#/tournaments/${n.tournamentId}`,
          dedupeKey: `tournament:${n.kind}:${n.tournamentId}:${n.key}`,
        });
      };
    }
    if (app.hasDecorator('accounts')) {
      // Profiles show each ruleset's rating with its history (one point per rated game).
      app.accounts.ratingsOf = (userId) => {
        const history = store.userHistory(userId);
        return store.userRatings(userId).map((r) => ({
          ruleset: r.ruleset,
          rating: r.rating,
          deviation: r.deviation,
          volatility: r.volatility,
          games: r.games,
          history: history
            .filter((h) => h.ruleset === r.ruleset)
            .map((h) => ({ at: h.at, rating: h.rating, deviation: h.deviation })),
        }));
      };
    }
    app.match.finishListeners.push((game) => {
      const result = game.header.result;
      if (!result) return;
      // The seats nobody took of a game that never started: a no-show the organiser is told of.
      const absent =
        game.header.startedAt === null
          ? game.seats
              .filter((s) => s.claimedAt === null)
              .map((s) => ({ seat: s.seat, name: game.seatNames.get(s.seat) ?? s.seat }))
          : [];
      try {
        service.gameFinished(game.id, game.ruleset.id, result, absent);
      } catch (error) {
        app.log.error({ err: error, gameId: game.id }, 'scoring a tournament game failed');
      }
    });
    // In a cluster, only the holder of the background lease starts due rounds (docs/scaling.md);
    // a finished game still moves its tournament on wherever it ends.
    const tick = (): void => {
      if (options.gate?.() ?? true) service.tick();
    };
    tick();
    const ticker = options.tickMs > 0 ? setInterval(tick, options.tickMs) : null;
    ticker?.unref();
    app.addHook('onClose', async () => {
      if (ticker) clearInterval(ticker);
    });
    await app.register(tournamentRoutes, { service, publicUrl: options.publicUrl });
    await app.register(entryRoutes, { service });
    await app.register(ratingRoutes, { store });
    await app.register(reportRoutes, { publicUrl: options.publicUrl });
  },
  { name: 'broadside-tournaments', dependencies: ['broadside-db', 'broadside-match'] },
);
