import { nameLabels } from '@broadside/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { routeSchema } from '../http/zod-compilers.js';
import { GLICKO2_TAU } from './glicko2.js';
import type { TournamentStore } from './store.js';

const rulesetParams = z.object({ ruleset: z.string().min(1).max(64) });
const userParams = z.object({ username: z.string().min(1).max(64) });
const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Leaderboards per ruleset and a player's ratings with their history (Glicko-2). */
export async function ratingRoutes(
  app: FastifyInstance,
  options: { store: TournamentStore },
): Promise<void> {
  const { store } = options;
  const tags = ['tournaments'];
  app.get<{ Params: z.output<typeof rulesetParams>; Querystring: z.output<typeof limitQuery> }>(
    '/api/ratings/:ruleset',
    {
      schema: routeSchema({
        summary: 'Leaderboard of a ruleset',
        description: `Glicko-2 ratings (τ = ${GLICKO2_TAU}, one rated game per rating period), highest first.`,
        tags,
        params: rulesetParams,
        querystring: limitQuery,
        response: { 400: errorBodySchema },
      }),
    },
    async (request) => {
      const rows = store.leaderboard(request.params.ruleset, request.query.limit);
      const labels = nameLabels(rows.map((r) => ({ name: r.displayName, username: r.username })));
      return {
        ruleset: request.params.ruleset,
        players: rows.map((r, i) => ({
          rank: i + 1,
          userId: r.userId,
          name: r.displayName,
          username: r.username,
          /** The name, with the username beside look-alikes (docs/security.md). */
          label: labels[i]!,
          rating: round1(r.rating),
          deviation: round1(r.deviation),
          volatility: r.volatility,
          games: r.games,
        })),
      };
    },
  );

  app.get<{ Params: z.output<typeof userParams> }>(
    '/api/users/:username/ratings',
    {
      schema: routeSchema({
        summary: "A player's ratings per ruleset and their history",
        tags,
        params: userParams,
        response: { 400: errorBodySchema, 404: errorBodySchema },
      }),
    },
    async (request) => {
      const userId = store.userIdByName(request.params.username);
      if (userId === null) throw HttpError.of('user/not_found');
      return {
        ratings: store.userRatings(userId).map((r) => ({
          ruleset: r.ruleset,
          rating: round1(r.rating),
          deviation: round1(r.deviation),
          volatility: r.volatility,
          games: r.games,
        })),
        history: store.userHistory(userId).map((h) => ({
          ...h,
          rating: round1(h.rating),
          deviation: round1(h.deviation),
        })),
      };
    },
  );
}
