import { narrationFor } from '@broadside/board-picture/narration';
import { gameIdSchema } from '@broadside/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { baseUrlOf } from '../http/base-url.js';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { routeSchema } from '../http/zod-compilers.js';
import { afterActionReport } from './aar.js';
import { framePng, replayGif } from './frame-images.js';
import { LruCache } from './lru.js';
import { reportFacts } from './report-facts.js';
import { frameSvg, gameStory, type GameStory } from './story.js';

const gameParams = z.object({ gameId: gameIdSchema });
const frameParams = z.object({
  gameId: gameIdSchema,
  frame: z
    .string()
    .regex(/^[1-9][0-9]{0,3}\.(png|svg)$/, 'A frame number from 1 and .png or .svg, e.g. 3.png'),
});
const aarQuery = z.object({
  format: z.enum(['bbcode', 'markdown', 'html']).default('bbcode'),
});

/** Finished games whose stories are kept in memory. */
const STORY_CACHE_SIZE = 32;
/** Rendered pictures kept in memory (frames, animations, final positions), all games together. */
const IMAGE_CACHE_SIZE = 512;

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * After-action reports of finished games (issue 33): the report in a forum format
 * (`/api/games/{id}/aar`), each frame as PNG or SVG (`/frames/{n}.png`, 1 = the set-up), the
 * animated replay (`/replay.gif`) and the final position (`/map.png`). Stories and pictures are
 * kept in LRU caches: a finished game never changes.
 */
export async function aarRoutes(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): Promise<void> {
  const stories = new LruCache<string, GameStory>(STORY_CACHE_SIZE);
  const images = new LruCache<string, Buffer>(IMAGE_CACHE_SIZE);

  /** The game's report facts and story (the story cached). */
  const load = async (request: FastifyRequest, gameId: string) => {
    const facts = await reportFacts(app, request, gameId, options.publicUrl);
    const cached = stories.get(gameId);
    if (cached) return { ...facts, story: cached };
    const loaded = app.match.cache.get(gameId);
    if (!loaded.ok) throw new HttpError(loaded.error);
    const { ruleset, state } = loaded.game;
    const describe = narrationFor(ruleset.id, ruleset.view(state, { kind: 'spectator' }));
    const story = gameStory(ruleset, facts.record, describe, {
      title: facts.report.title,
      players: facts.report.sides.map((s) => ({
        side: s.seat ?? s.seatName,
        name: s.player ?? s.seatName,
      })),
      result: facts.report.result,
    });
    if (story.frames.length === 0)
      throw HttpError.of('game/not_found', 'This game has no pictures to tell its story.');
    stories.set(gameId, story);
    return { ...facts, story };
  };

  /** A picture of the game, cached under `key`; hotlinkable and immutable. */
  const picture = async (
    request: FastifyRequest<{ Params: { gameId: string } }>,
    reply: FastifyReply,
    key: string,
    type: string,
    make: (story: GameStory) => Buffer | Promise<Buffer> | null,
  ) => {
    const { gameId } = request.params;
    let bytes = images.get(`${gameId}/${key}`);
    if (!bytes) {
      const { story } = await load(request, gameId);
      const made = await make(story);
      if (!made) throw HttpError.of('game/not_found', `This game has no picture ${key}.`);
      bytes = made;
      images.set(`${gameId}/${key}`, bytes);
    }
    // Meant to be hotlinked from forums: other origins may embed it (the rest of the site
    // stays same-origin), and a finished game's pictures never change.
    return reply
      .header('content-type', type)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=86400, immutable')
      .send(bytes);
  };

  app.get<{ Params: z.output<typeof gameParams>; Querystring: z.output<typeof aarQuery> }>(
    '/api/games/:gameId/aar',
    {
      schema: routeSchema({
        summary: 'After-action report of a finished game, as BBCode, Markdown or HTML',
        description:
          "Each turn in a few sentences with its picture, then the result, the final position and what the record proves; `frames` are the pictures' URLs (the set-up first), `gif` the animated replay.",
        tags: ['games'],
        params: gameParams,
        querystring: aarQuery,
        response: errors,
      }),
    },
    async (request) => {
      const { gameId } = request.params;
      const { report, story } = await load(request, gameId);
      const site = baseUrlOf(request, options.publicUrl);
      const base = `${site}/api/games/${gameId}`;
      const frames = story.frames.map((_, i) => `${base}/frames/${i + 1}.png`);
      const gif = `${base}/replay.gif`;
      const text = afterActionReport(request.query.format, {
        ...report,
        turnReports: story.summaries.map((s, i) => ({ ...s, imageUrl: frames[i]! })),
        annotations: app.annotations
          .list(gameId)
          .map((a) => ({ seq: a.seq, author: a.author, text: a.text })),
        gifUrl: gif,
        verifyUrl: `${site}/#/verify?game=${encodeURIComponent(gameId)}`,
        coach: app.analysis.cached(gameId),
      });
      return { format: request.query.format, text, frames, gif };
    },
  );

  app.get<{ Params: z.output<typeof frameParams> }>(
    '/api/games/:gameId/frames/:frame',
    {
      schema: routeSchema({
        summary: 'One frame of a finished game as PNG or SVG',
        description:
          'Frame 1 is the set-up, then one per game turn, the last the final position; a stable URL a forum can hotlink.',
        tags: ['games'],
        params: frameParams,
        response: errors,
      }),
    },
    async (request, reply) => {
      const [n, ext] = request.params.frame.split('.') as [string, 'png' | 'svg'];
      return picture(
        request,
        reply,
        request.params.frame,
        ext === 'png' ? 'image/png' : 'image/svg+xml',
        (story) => {
          if (ext === 'png') return framePng(story, Number(n));
          const svg = frameSvg(story, Number(n));
          return svg === null ? null : Buffer.from(svg);
        },
      );
    },
  );

  app.get<{ Params: z.output<typeof gameParams> }>(
    '/api/games/:gameId/replay.gif',
    {
      schema: routeSchema({
        summary: 'Animated replay of a finished game (GIF)',
        description:
          'Every frame of the whole map, the set-up first, looping; the last frame is held longer.',
        tags: ['games'],
        params: gameParams,
        response: errors,
      }),
    },
    async (request, reply) => picture(request, reply, 'replay.gif', 'image/gif', replayGif),
  );

  app.get<{ Params: z.output<typeof gameParams> }>(
    '/api/games/:gameId/map.png',
    {
      schema: routeSchema({
        summary: 'PNG of the final position of a finished game',
        description:
          'A stable URL a forum can hotlink: the board as the web client draws it (map, terrain, counters by side), at the end of the game, titled with the game and its result.',
        tags: ['games'],
        params: gameParams,
        response: errors,
      }),
    },
    async (request, reply) =>
      picture(request, reply, 'map.png', 'image/png', (story) =>
        framePng(story, story.frames.length),
      ),
  );
}
