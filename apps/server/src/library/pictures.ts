import { createHash } from 'node:crypto';
import { boardSvg, setupPicture } from '@broadside/board-picture';
import { setupPictureBodySchema } from '@broadside/protocol';
import { canonicalJson, type AnyRuleset } from '@broadside/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { routeRateLimit, type HttpRateLimits } from '../http/rate-limits.js';
import { routeSchema } from '../http/zod-compilers.js';
import type { LibraryStore } from './library-store.js';

/** Pictures kept in memory, by set-up hash (each a few kilobytes of SVG). */
const PICTURE_CACHE_SIZE = 500;

/**
 * The fixed seed of every set-up picture: a set-up whose placement rolls dice always draws the
 * same. It is no game's seed, and the picture is the spectator's view, so nothing is revealed.
 */
const PICTURE_SEED = new Uint8Array(32);

/** Options of {@link setupPictureRoutes}. */
export interface SetupPictureOptions {
  readonly store: LibraryStore;
  readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  readonly rateLimits: HttpRateLimits;
}

const scenarioParams = z.object({
  rulesetId: z.string().min(1).max(64),
  scenario: z.string().min(1).max(64),
});
const entryParams = z.object({ id: z.string().min(1).max(64) });

/**
 * SVG pictures of set-ups, for the scenario library page: the initial position a set-up creates
 * (with a fixed seed), as the scenario editor draws it (`setupPicture`: every side's ships), drawn by `@broadside/board-picture` like the
 * finished games' map pictures. By a built-in scenario, by a shared library entry, or posted
 * (an unsaved set-up). Pictures are cached by the hash of ruleset and set-up; every picture
 * route has its own, lower, rate limit, since drawing an uncached one creates a game state.
 */
export async function setupPictureRoutes(
  app: FastifyInstance,
  options: SetupPictureOptions,
): Promise<void> {
  const { store, rulesets } = options;
  const cache = new Map<string, string>();
  const limit = routeRateLimit(
    options.rateLimits,
    Math.max(1, Math.floor(options.rateLimits.perIp / 5)),
  );

  const draw = (rulesetId: string, setupInput: unknown, title: string): string => {
    const ruleset = rulesets.get(rulesetId);
    if (!ruleset) throw HttpError.of('ruleset/unknown', `No ruleset "${rulesetId}".`, ['ruleset']);
    const key = createHash('sha256')
      .update(`${rulesetId}\n${title}\n${canonicalJson(setupInput)}`)
      .digest('base64url');
    const cached = cache.get(key);
    if (cached !== undefined) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const drawn = setupPicture(ruleset, setupInput, PICTURE_SEED);
    if (!drawn.ok) throw new HttpError({ ...drawn.error, path: ['setup', ...drawn.error.path] });
    const picture = drawn.picture;
    if (!picture) throw HttpError.of('ruleset/unknown', 'This ruleset has no map picture.');
    const svg = boardSvg(picture, title);
    cache.set(key, svg);
    if (cache.size > PICTURE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return svg;
  };
  const send = (reply: FastifyReply, svg: string, maxAge: number) =>
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${maxAge}`)
      .send(svg);

  app.get<{ Params: z.output<typeof scenarioParams> }>(
    '/api/rulesets/:rulesetId/scenarios/:scenario/picture.svg',
    {
      config: limit,
      schema: routeSchema({
        summary: 'Picture of a built-in scenario',
        description:
          'SVG of the initial position of one of the ruleset’s own scenarios (`{"scenario"}` with its default options), as a spectator sees it.',
        tags: ['library'],
        params: scenarioParams,
        response: { 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const { rulesetId, scenario } = request.params;
      return send(reply, draw(rulesetId, { scenario }, ''), 3600);
    },
  );

  app.get<{ Params: z.output<typeof entryParams> }>(
    '/api/library/shared/:id/picture.svg',
    {
      config: limit,
      schema: routeSchema({
        summary: 'Picture of a shared scenario',
        description:
          'SVG of the initial position of a shared scenario of the library, as a spectator sees it.',
        tags: ['library'],
        params: entryParams,
        response: { 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const entry = store.byId(request.params.id);
      if (!entry || !entry.shared || entry.kind !== 'scenario')
        throw HttpError.of('library/not_found', undefined, ['id']);
      // The entry may change; its author may stop sharing it: a short cache only.
      return send(reply, draw(entry.ruleset, entry.body, ''), 60);
    },
  );

  app.post<{ Body: z.output<typeof setupPictureBodySchema> }>(
    '/api/library/picture.svg',
    {
      config: limit,
      schema: routeSchema({
        summary: 'Picture of an unsaved set-up',
        description:
          'SVG of the initial position a set-up `{ruleset, setup}` creates, as a spectator sees it; a set-up the ruleset refuses answers its error with the path under `setup`.',
        tags: ['library'],
        body: setupPictureBodySchema,
        response: {
          400: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      }),
    },
    async (request, reply) => send(reply, draw(request.body.ruleset, request.body.setup, ''), 0),
  );
}
