import fp from 'fastify-plugin';
import type { HttpRateLimits } from '../http/rate-limits.js';
import type { Clock } from '../util/clock.js';
import { AnnotationStore } from './annotation-store.js';
import { annotationRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The players' comments on finished games: `list(gameId)` gives them by record entry, then
     * in the order written (for the replay and the after-action report).
     */
    annotations: AnnotationStore;
  }
}

/** Options of {@link annotationsPlugin}. */
export interface AnnotationsPluginOptions {
  readonly clock: Clock;
  readonly rateLimits: HttpRateLimits;
}

/** Comments on finished games: the store (`app.annotations`) and the `/api/games/{id}/annotations` routes. */
export const annotationsPlugin = fp<AnnotationsPluginOptions>(
  async (app, options) => {
    const store = new AnnotationStore(app.db);
    app.decorate('annotations', store);
    await app.register(annotationRoutes, { store, ...options });
  },
  {
    name: 'broadside-annotations',
    dependencies: ['broadside-db', 'broadside-match', 'broadside-seat-accounts'],
  },
);
