import fp from 'fastify-plugin';
import type { Clock } from '../util/clock.js';
import { GameWatcher } from './game-watcher.js';
import { noMailer, smtpMailer } from './mailer.js';
import { NotificationStore } from './notification-store.js';
import { Notifier } from './notifier.js';
import { notificationRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells signed-in players about their games, in the app and by email. */
    notifier: Notifier;
    /** Watches the games of signed-in players; `scan()` looks once (tests call it). */
    gameWatcher: GameWatcher;
  }
}

/** Options of {@link notificationsPlugin}. */
export interface NotificationsPluginOptions {
  readonly clock: Clock;
  readonly publicUrl: string | undefined;
  /** `SMTP_URL`; without it nothing is emailed. */
  readonly smtpUrl: string | undefined;
  /** `SMTP_FROM`, the sender address. */
  readonly smtpFrom: string | undefined;
  /** How often the games are looked at, in ms (0: never; tests call `app.gameWatcher.scan()`). */
  readonly scanMs: number;
  /**
   * Whether this process runs the shared part of the scan (rematch offers), which one process
   * of a `WORKERS=N` server or cluster does; every process watches the games it owns.
   */
  readonly background: boolean;
  /** Asked before each shared part: whether this process runs it now (a background lease). */
  readonly gate?: () => boolean;
}

/** Notifications: the store, the mailer, the game watcher and the routes. */
export const notificationsPlugin = fp<NotificationsPluginOptions>(
  async (app, options) => {
    const log = app.log.child({ component: 'notifications' });
    const mailer = options.smtpUrl
      ? smtpMailer(options.smtpUrl, options.smtpFrom ?? 'Broadside <broadside@localhost>')
      : noMailer;
    const notifier = new Notifier({
      store: new NotificationStore(app.db),
      users: app.accounts.store,
      mailer,
      clock: options.clock,
      log,
      baseUrl: options.publicUrl,
    });
    const watcher = new GameWatcher(app.db, app.match, notifier);
    app.decorate('notifier', notifier);
    app.decorate('gameWatcher', watcher);
    await app.register(notificationRoutes);
    const timer =
      options.scanMs > 0
        ? setInterval(() => {
            try {
              watcher.scan(options.background && (options.gate?.() ?? true));
            } catch (error) {
              log.error({ err: error }, 'notification scan failed');
            }
          }, options.scanMs)
        : null;
    timer?.unref();
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await notifier.drain();
    });
  },
  {
    name: 'broadside-notifications',
    dependencies: ['broadside-match', 'broadside-accounts'],
  },
);
