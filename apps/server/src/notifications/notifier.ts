import type { FastifyBaseLogger } from 'fastify';
import type { UserStore } from '../accounts/user-store.js';
import type { Clock } from '../util/clock.js';
import type { Mailer } from './mailer.js';
import type { NewNotification, NotificationStore } from './notification-store.js';

/**
 * Tells players: stores an in-app notification and, when the server has SMTP and the user
 * gave an address and wants this kind by email, sends it. Sending never blocks or fails the
 * caller: errors are logged (without the address) and the notification stays in the app.
 */
export class Notifier {
  readonly store: NotificationStore;
  private readonly users: UserStore;
  private readonly mailer: Mailer;
  private readonly clock: Clock;
  private readonly log: FastifyBaseLogger;
  private readonly baseUrl: string | undefined;
  /** Emails being sent, so that tests and shutdown can wait for them. */
  private readonly sending = new Set<Promise<void>>();

  constructor(options: {
    store: NotificationStore;
    users: UserStore;
    mailer: Mailer;
    clock: Clock;
    log: FastifyBaseLogger;
    baseUrl: string | undefined;
  }) {
    this.store = options.store;
    this.users = options.users;
    this.mailer = options.mailer;
    this.clock = options.clock;
    this.log = options.log;
    this.baseUrl = options.baseUrl;
  }

  /** Notifies one user; returns the notification id, or null when it was already sent. */
  notify(userId: number, n: NewNotification): number | null {
    const now = this.clock.now();
    const id = this.store.add(userId, n, now);
    if (id === null || !this.mailer.enabled) return id;
    const settings = this.store.settings(userId);
    if (!settings.email || !settings.emailKinds.includes(n.kind)) return id;
    const user = this.users.byId(userId);
    const link = n.link && this.baseUrl ? `\n\n${this.baseUrl}/${n.link}` : '';
    const sent = this.mailer
      .send({
        to: settings.email,
        subject: `Broadside: ${n.text}`,
        text: `Hello ${user?.displayName ?? ''},\n\n${n.text}${link}\n\nYou can choose which notifications come by email in your settings.\n`,
      })
      .then(() => this.store.markEmailed(id, this.clock.now()))
      .catch((error: unknown) =>
        this.log.warn(
          { err: { message: (error as Error).message }, notification: id },
          'email not sent',
        ),
      )
      .finally(() => this.sending.delete(sent));
    this.sending.add(sent);
    return id;
  }

  /** Resolves once every email under way is sent or failed. */
  async drain(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }
}
