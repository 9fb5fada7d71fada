import type { AnyRuleset } from '@broadside/rules';
import fp from 'fastify-plugin';
import type { HttpRateLimits } from '../http/rate-limits.js';
import type { Clock } from '../util/clock.js';
import { LibraryStore } from './library-store.js';
import { setupPictureRoutes } from './pictures.js';
import { libraryRoutes } from './routes.js';

/** Options of {@link libraryPlugin}. */
export interface LibraryPluginOptions {
  readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  readonly clock: Clock;
  readonly rateLimits: HttpRateLimits;
}

/** The players' library of designs and scenarios: its store, `/api/library` routes and set-up pictures. */
export const libraryPlugin = fp<LibraryPluginOptions>(
  async (app, options) => {
    const store = new LibraryStore(app.db);
    await app.register(libraryRoutes, { store, ...options });
    await app.register(setupPictureRoutes, { store, ...options });
  },
  { name: 'broadside-library', dependencies: ['broadside-db', 'broadside-accounts'] },
);
