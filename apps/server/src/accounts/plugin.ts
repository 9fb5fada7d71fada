import fp from 'fastify-plugin';
import type { Clock } from '../util/clock.js';
import { currentUser } from './current-user.js';
import { AccountService, DEFAULT_ACCOUNT_OPTIONS, type AccountOptions } from './account-service.js';
import { accountRoutes } from './routes.js';
import { useSessionHook } from './session-hook.js';
import { UserStore } from './user-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions. */
    accounts: AccountService;
    /**
     * The signed-in user of a request, or null ({@link currentUser}): how routes outside this
     * folder (the lobby) learn who asks, without importing the accounts folder.
     */
    currentUser: typeof currentUser;
  }
}

/** Options of {@link accountsPlugin}. */
export interface AccountsPluginOptions {
  readonly clock: Clock;
  readonly publicUrl: string | undefined;
  readonly options?: Partial<AccountOptions> | undefined;
}

/**
 * Accounts: the users and sessions store, the session hook that fills `request.account` on every
 * `/api/…` request (with the CSRF check), and the `/api/auth/…` and `/api/me` routes.
 */
export const accountsPlugin = fp<AccountsPluginOptions>(
  async (app, options) => {
    const accounts = new AccountService(new UserStore(app.db), options.clock, {
      ...DEFAULT_ACCOUNT_OPTIONS,
      ...options.options,
    });
    const secure = options.publicUrl?.startsWith('https://') ?? false;
    app.decorate('accounts', accounts);
    app.decorate('currentUser', currentUser);
    useSessionHook(app, accounts, { secure, publicUrl: options.publicUrl });
    await app.register(accountRoutes, { secure, publicUrl: options.publicUrl });
    accounts.sweep();
    const sweeper = setInterval(() => accounts.sweep(), 3600_000);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'broadside-accounts', dependencies: ['broadside-db'] },
);
