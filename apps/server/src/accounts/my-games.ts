import {
  myGamesSchema,
  profileSchema,
  usernameSchema,
  type MyGame,
  type Profile,
} from '@broadside/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { routeSchema } from '../http/zod-compilers.js';
import { timeLeftMs } from '../match/clocks.js';
import { owingSeats } from '../match/live-game.js';
import { currentUser, requireUser } from './current-user.js';
import { publicUser } from './routes.js';

/** Finished games shown on My games and on a profile. */
const MAX_FINISHED = 50;

/** Sorts My games: my move first (least time left first), then live or open, then finished. */
export function myGamesOrder(a: MyGame, b: MyGame): number {
  const rank = (g: MyGame) => (g.myMove ? 0 : g.game.status === 'finished' ? 2 : 1);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (a.myMove) return (a.timeLeftMs ?? Infinity) - (b.timeLeftMs ?? Infinity);
  const when = (g: MyGame) => g.game.finishedAt ?? g.game.startedAt ?? g.game.createdAt;
  return when(b) - when(a);
}

const userParams = z.object({ username: usernameSchema });

/** `GET /api/my/games` and `GET /api/users/{username}`. */
export async function myGamesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/my/games',
    {
      schema: routeSchema({
        summary: 'My games',
        description:
          'The signed-in player’s games: where it is their move first (least time left first), then other live or open games (seats kept for them included), then finished games, newest first.',
        tags: ['accounts'],
        response: { 200: myGamesSchema, 401: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const now = app.match.clock.now();
      const games: MyGame[] = [];
      for (const mine of app.seatAccounts.seatsOf(user.id)) {
        const summary = app.match.summary(mine.gameId);
        if (!summary.ok) continue;
        let myMove = false;
        let timeLeft: number | null = null;
        if (summary.value.status === 'live' && !mine.invited) {
          const loaded = app.match.cache.get(mine.gameId);
          if (loaded.ok) {
            myMove = owingSeats(loaded.game).has(mine.seat);
            timeLeft = timeLeftMs(loaded.game.header.clocks, mine.seat, now);
          }
        }
        games.push({
          game: summary.value,
          seat: mine.seat,
          invited: mine.invited,
          myMove,
          timeLeftMs: timeLeft,
        });
      }
      games.sort(myGamesOrder);
      let finished = 0;
      return {
        games: games.filter((g) => g.game.status !== 'finished' || ++finished <= MAX_FINISHED),
      };
    },
  );

  app.get<{ Params: z.output<typeof userParams> }>(
    '/api/users/:username',
    {
      schema: routeSchema({
        summary: 'A player’s profile',
        description:
          'The player, their games with results (private games only to themselves), and `ratings` per ruleset with their history; `ratings` is empty where no rated game was played.',
        tags: ['accounts'],
        params: userParams,
        response: { 200: profileSchema, 400: errorBodySchema, 404: errorBodySchema },
      }),
    },
    async (request) => {
      const user = app.accounts.store.byUsername(request.params.username);
      if (!user) throw HttpError.of('user/not_found', undefined, ['username']);
      const self = currentUser(request)?.id === user.id;
      const games: Profile['games'] = [];
      for (const mine of app.seatAccounts.seatsOf(user.id)) {
        if (mine.invited) continue;
        const summary = app.match.summary(mine.gameId);
        if (!summary.ok || (summary.value.visibility === 'private' && !self)) continue;
        const result = summary.value.result;
        const outcome = !result
          ? null
          : result.winners.length === 0
            ? 'draw'
            : result.winners.includes(mine.seat)
              ? 'win'
              : 'loss';
        games.push({ game: summary.value, seat: mine.seat, outcome });
      }
      const when = (g: Profile['games'][number]) =>
        g.game.finishedAt ?? g.game.startedAt ?? g.game.createdAt;
      games.sort((a, b) => when(b) - when(a));
      return {
        user: publicUser(user),
        games: games.slice(0, MAX_FINISHED * 2),
        ratings: app.accounts.ratingsOf?.(user.id) ?? [],
      };
    },
  );
}
