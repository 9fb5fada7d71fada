import { chatListSchema, gameIdSchema } from '@broadside/protocol';
import { gameRecordSchema } from '@broadside/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exportRecord } from '../match/record-export.js';
import type { ServerKey } from '../util/server-key.js';
import { baseUrlOf } from './base-url.js';
import { errorBodySchema } from './errors.js';
import { unwrap } from './lobby.js';
import { routeSchema } from './zod-compilers.js';

const gameParams = z.object({ gameId: gameIdSchema });

/** Game record export and chat history (for replays). */
export async function gameDataRoutes(
  app: FastifyInstance,
  options: { publicUrl: string | undefined; serverKey: ServerKey },
): Promise<void> {
  app.get<{ Params: z.output<typeof gameParams> }>(
    '/api/games/:gameId/record',
    {
      schema: routeSchema({
        summary: 'Game record of a finished game',
        description:
          "The Broadside record (docs/record-format.md) with every order, its dice, the revealed seed, the result, the hash-chain fingerprint and the server's Ed25519 signature (key at `/api/keys`). Games in progress answer 409 `record/not_available`.",
        tags: ['games'],
        params: gameParams,
        response: { 200: gameRecordSchema, 404: errorBodySchema, 409: errorBodySchema },
      }),
    },
    async (request) =>
      options.serverKey.signRecord(
        unwrap(
          exportRecord(
            app.match.store,
            app.match.rulesets,
            request.params.gameId,
            baseUrlOf(request, options.publicUrl),
            app.match.seeding,
          ),
        ),
      ),
  );

  app.get<{ Params: z.output<typeof gameParams> }>(
    '/api/games/:gameId/chat',
    {
      schema: routeSchema({
        summary: 'Chat of a game',
        description:
          "Finished games: both channels, for replays. Games in progress: only the spectators' channel (players talk privately until the end).",
        tags: ['games'],
        params: gameParams,
        response: { 200: chatListSchema, 404: errorBodySchema },
      }),
    },
    async (request) => {
      const summary = unwrap(app.match.summary(request.params.gameId));
      const channel = summary.status === 'finished' ? null : 'spectators';
      return { lines: app.match.store.chat(request.params.gameId, channel, 1000) };
    },
  );
}
