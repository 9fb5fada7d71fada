import type { AnyRuleset } from '@broadside/rules';
import fp from 'fastify-plugin';
import type { Clock } from '../util/clock.js';
import { LibraryStore } from './library-store.js';
import { libraryRoutes } from './routes.js';

/** Options of {@link libraryPlugin}. */
export interface LibraryPluginOptions {
  readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  readonly clock: Clock;
}

/** The players' library of designs and scenarios: its store and `/api/library` routes. */
export const libraryPlugin = fp<LibraryPluginOptions>(
  async (app, options) => {
    const store = new LibraryStore(app.db);
    await app.register(libraryRoutes, { store, ...options });
  },
  { name: 'broadside-library', dependencies: ['broadside-db', 'broadside-accounts'] },
);
