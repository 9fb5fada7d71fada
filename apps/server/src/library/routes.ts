import {
  LIBRARY_LIMITS,
  libraryDraftSchema,
  libraryEntrySchema,
  libraryListQuerySchema,
  libraryListSchema,
  librarySharedQuerySchema,
  SHARED_PAGE_SIZE,
} from '@broadside/protocol';
import type { AnyRuleset } from '@broadside/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../accounts/current-user.js';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { routeSchema } from '../http/zod-compilers.js';
import type { Clock } from '../util/clock.js';
import { newGameId } from '../util/secrets.js';
import { checkLibraryBody } from './check-body.js';
import type { LibraryStore } from './library-store.js';

const entryParams = z.object({ id: z.string().min(1).max(64) });
const noStore = { 'cache-control': 'no-store' };

/** Options of {@link libraryRoutes}. */
export interface LibraryRouteOptions {
  readonly store: LibraryStore;
  readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  readonly clock: Clock;
}

/**
 * `/api/library`: a signed-in player's designs and scenarios (list, save, delete) and everyone's
 * shared entries. Writes need the session's CSRF token, like every account route.
 */
export async function libraryRoutes(
  app: FastifyInstance,
  options: LibraryRouteOptions,
): Promise<void> {
  const { store, rulesets, clock } = options;

  app.get<{ Querystring: z.output<typeof libraryListQuerySchema> }>(
    '/api/library',
    {
      schema: routeSchema({
        summary: 'My library',
        description:
          'The signed-in player’s own designs and scenarios, newest first, optionally of one `kind` and `ruleset`.',
        tags: ['library'],
        querystring: libraryListQuerySchema,
        response: { 200: libraryListSchema, 401: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.headers(noStore);
      return {
        entries: store.own(user.id, request.query.kind, request.query.ruleset),
        more: false,
      };
    },
  );

  app.post<{ Body: z.output<typeof libraryDraftSchema> }>(
    '/api/library',
    {
      schema: routeSchema({
        summary: 'Save into my library',
        description: `Keeps a design or scenario, replacing the player’s entry of the same kind, ruleset and name (which keeps its id). The ruleset checks the body first: a scenario must be a set-up its rules accept, a design of a ruleset with text designs a unit kind and a valid design text (docs/protocol.md, Library). At most ${LIBRARY_LIMITS.maxEntriesPerUser} entries per account (\`library/full\`). Needs the CSRF token.`,
        tags: ['library'],
        body: libraryDraftSchema,
        response: {
          200: libraryEntrySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      }),
    },
    async (request) => {
      const user = requireUser(request);
      const draft = request.body;
      const ruleset = rulesets.get(draft.ruleset);
      if (!ruleset)
        throw HttpError.of('ruleset/unknown', `No ruleset "${draft.ruleset}".`, ['ruleset']);
      const body = checkLibraryBody(ruleset, draft.kind, draft.body);
      const saved = store.save(
        user.id,
        { kind: draft.kind, ruleset: draft.ruleset, name: draft.name, body, shared: draft.shared },
        clock.now(),
        newGameId(),
        LIBRARY_LIMITS.maxEntriesPerUser,
      );
      if (!saved.ok) throw HttpError.of('library/full', undefined, ['name']);
      request.log.info({ user: user.id, entry: saved.entry.id }, 'library entry saved');
      return saved.entry;
    },
  );

  app.delete<{ Params: z.output<typeof entryParams> }>(
    '/api/library/:id',
    {
      schema: routeSchema({
        summary: 'Delete from my library',
        description: 'Deletes one of the player’s own entries. Needs the CSRF token.',
        tags: ['library'],
        params: entryParams,
        response: {
          204: z.null(),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      }),
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!store.remove(user.id, request.params.id))
        throw HttpError.of('library/not_found', undefined, ['id']);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: z.output<typeof librarySharedQuerySchema> }>(
    '/api/library/shared',
    {
      schema: routeSchema({
        summary: 'Shared designs and scenarios',
        description: `Everyone’s shared entries with their author’s username, newest first, ${SHARED_PAGE_SIZE} a page (\`offset\`; \`more\` says whether another page exists). No account needed.`,
        tags: ['library'],
        querystring: librarySharedQuerySchema,
        response: { 200: libraryListSchema, 400: errorBodySchema },
      }),
    },
    async (request) => {
      const { kind, ruleset, offset } = request.query;
      const page = store.shared({ kind, ruleset }, offset, SHARED_PAGE_SIZE + 1);
      return { entries: page.slice(0, SHARED_PAGE_SIZE), more: page.length > SHARED_PAGE_SIZE };
    },
  );
}
