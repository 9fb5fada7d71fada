import { serverError } from '@broadside/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../accounts/current-user.js';
import { baseUrlOf } from '../http/base-url.js';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { unwrap } from '../http/lobby.js';
import { routeSchema } from '../http/zod-compilers.js';
import { bracketPictureUrl } from './bracket-model.js';
import { bracketRoutes } from './bracket-routes.js';
import { crosstableExport, pairingsExport, standingsExport } from './export/tables.js';
import { trfExport } from './export/trf.js';
import type { TournamentService } from './service.js';
import {
  adjudicateBodySchema,
  createTournamentBodySchema,
  pairingsBodySchema,
} from './settings.js';
import { seedsBodySchema } from './seeds.js';
import { patchTournamentBodySchema } from './settings-patch.js';
import { exportInput, tournamentView } from './view.js';
import { creationRefusal } from './webhook-target.js';

const idParams = z.object({ id: z.string().regex(/^t[A-Za-z0-9_-]{1,20}$/) });
const roundParams = idParams.extend({ round: z.coerce.number().int().min(1).max(64) });
const boardParams = roundParams.extend({ board: z.coerce.number().int().min(1).max(256) });
const withdrawBody = z.strictObject({ userId: z.int().min(1).optional() }).default({});
const exportQuery = z.object({
  format: z.enum(['bbcode', 'bbcode_plain', 'markdown', 'html', 'csv']).default('bbcode'),
  part: z.enum(['standings', 'pairings', 'crosstable']).default('standings'),
});
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

const ok = { ok: true } as const;

/** The tournament HTTP API (`/api/tournaments/…`); state changes need a signed-in user. */
export async function tournamentRoutes(
  app: FastifyInstance,
  options: { service: TournamentService; publicUrl: string | undefined },
): Promise<void> {
  const { service } = options;
  const tags = ['tournaments'];
  const view = (id: string) => tournamentView(service.store, unwrap(service.get(id)));
  await app.register(bracketRoutes, { service });

  app.get<{ Querystring: z.output<typeof listQuery> }>(
    '/api/tournaments',
    {
      schema: routeSchema({
        summary: 'List tournaments',
        tags,
        querystring: listQuery,
        response: { 400: errorBodySchema },
      }),
    },
    async (request) => ({
      tournaments: service.store.list(request.query.limit).map((t) => ({
        id: t.id,
        name: t.name,
        format: t.format,
        status: t.status,
        players: service.store.players(t.id).length,
        maxPlayers: t.settings.maxPlayers,
        createdAt: t.createdAt,
      })),
    }),
  );

  app.post<{ Body: z.output<typeof createTournamentBodySchema> }>(
    '/api/tournaments',
    {
      schema: routeSchema({
        summary: 'Create a tournament',
        description:
          'The caller is the organiser. With `webhookUrl`, the answer carries the webhook secret, once.',
        tags,
        body: createTournamentBodySchema,
        response: errors,
      }),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { webhookUrl } = request.body;
      const refused = webhookUrl ? await creationRefusal(webhookUrl, service.webhookPolicy) : null;
      if (refused) throw HttpError.of('tournament/webhook_forbidden', refused, ['webhookUrl']);
      const created = unwrap(service.create(user, request.body));
      return reply.status(201).send({
        tournament: tournamentView(service.store, created.tournament),
        ...(created.webhookSecret ? { webhookSecret: created.webhookSecret } : {}),
      });
    },
  );

  app.get<{ Params: z.output<typeof idParams> }>(
    '/api/tournaments/:id',
    {
      schema: routeSchema({
        summary: 'A tournament: settings, players, rounds, standings',
        tags,
        params: idParams,
        response: { 400: errorBodySchema, 404: errorBodySchema },
      }),
    },
    async (request) => view(request.params.id),
  );

  app.get<{ Params: z.output<typeof idParams>; Querystring: z.output<typeof exportQuery> }>(
    '/api/tournaments/:id/export',
    {
      schema: routeSchema({
        summary: 'Standings, pairings or crosstable as BBCode, Markdown, HTML or CSV',
        description:
          '`bbcode` uses `[table]`; `bbcode_plain` only the tags of a stock phpBB (tables in a `[code]` block, links listed below); `csv` is RFC 4180.',
        tags,
        params: idParams,
        querystring: exportQuery,
        response: { 400: errorBodySchema, 404: errorBodySchema },
      }),
    },
    async (request) => {
      const { format, part } = request.query;
      const v = view(request.params.id);
      const base = baseUrlOf(request, options.publicUrl);
      const input = { ...exportInput(v, base), bracketUrl: bracketPictureUrl(v, base) };
      const render = {
        standings: standingsExport,
        pairings: pairingsExport,
        crosstable: crosstableExport,
      }[part];
      return { format, part, text: render(format, input) };
    },
  );

  app.get<{ Params: z.output<typeof idParams> }>(
    '/api/tournaments/:id/trf',
    {
      schema: routeSchema({
        summary: 'A Swiss tournament as a FIDE tournament report file (TRF)',
        description:
          'Plain text in the TRF-16 layout, so that the pairings can be checked with the standard tools (docs/tournaments.md).',
        tags,
        params: idParams,
        response: { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const v = view(request.params.id);
      if (v.format !== 'swiss') throw new HttpError(serverError('tournament/not_swiss'));
      const input = exportInput(v, baseUrlOf(request, options.publicUrl));
      const text = trfExport({
        ...input,
        plannedRounds: v.totalRounds ?? v.rounds.length,
        startingOrder: v.players.map((p) => String(p.userId)),
        byePoints: v.settings.scoring.bye,
      });
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${v.id}.trf"`)
        .send(text);
    },
  );

  app.patch<{
    Params: z.output<typeof idParams>;
    Body: z.output<typeof patchTournamentBodySchema>;
  }>(
    '/api/tournaments/:id',
    {
      schema: routeSchema({
        summary: 'Change settings (organiser)',
        description:
          'Which fields may change at which stage: docs/tournaments.md, Organiser tools. A new `webhookUrl` gets a new secret, in this answer only; `null` removes the webhook.',
        tags,
        params: idParams,
        body: patchTournamentBodySchema,
        response: errors,
      }),
    },
    async (request) => {
      const user = requireUser(request);
      const { webhookUrl } = request.body;
      const refused = webhookUrl ? await creationRefusal(webhookUrl, service.webhookPolicy) : null;
      if (refused) throw HttpError.of('tournament/webhook_forbidden', refused, ['webhookUrl']);
      const done = unwrap(service.patch(request.params.id, user, request.body));
      return {
        ...ok,
        tournament: view(request.params.id),
        ...(done.webhookSecret ? { webhookSecret: done.webhookSecret } : {}),
      };
    },
  );

  app.put<{ Params: z.output<typeof idParams>; Body: z.output<typeof seedsBodySchema> }>(
    '/api/tournaments/:id/seeds',
    {
      schema: routeSchema({
        summary: 'Set the seed order (organiser)',
        description:
          'Every player, top seed first. Before round 1 starts (a Swiss: before the end); an unstarted round 1 is paired afresh.',
        tags,
        params: idParams,
        body: seedsBodySchema,
        response: errors,
      }),
    },
    async (request) => {
      const user = requireUser(request);
      unwrap(service.seeds(request.params.id, user, request.body.players));
      return { ...ok, tournament: view(request.params.id) };
    },
  );

  app.post<{ Params: z.output<typeof boardParams>; Body: z.output<typeof adjudicateBodySchema> }>(
    '/api/tournaments/:id/rounds/:round/boards/:board/correct',
    {
      schema: routeSchema({
        summary: 'Correct a board that has a result, with a public reason (organiser)',
        description:
          'Standings recompute; `ratingChanges` lists whose rating changed (`before` → `after`).',
        tags,
        params: boardParams,
        body: adjudicateBodySchema,
        response: errors,
      }),
    },
    async (request) => {
      const user = requireUser(request);
      const { id, round, board } = request.params;
      const changes = unwrap(
        service.correct(id, user, round, board, request.body.result, request.body.reason),
      );
      const players = new Map(service.store.players(id).map((p) => [p.userId, p]));
      return {
        ...ok,
        tournament: view(id),
        ratingChanges: changes.map((c) => ({
          ...c,
          username: players.get(c.userId)?.username ?? null,
        })),
      };
    },
  );

  const action = <P extends z.ZodType, B extends z.ZodType | undefined>(
    path: string,
    summary: string,
    params: P,
    body: B,
    run: (
      request: { params: z.output<P>; body: B extends z.ZodType ? z.output<B> : undefined },
      user: ReturnType<typeof requireUser>,
    ) => void,
  ) =>
    app.post(
      path,
      {
        schema: routeSchema({
          summary,
          tags,
          params,
          ...(body ? { body } : {}),
          response: errors,
        }),
      },
      async (request) => {
        const user = requireUser(request);
        run(request as never, user);
        return { ...ok, tournament: view((request.params as { id: string }).id) };
      },
    );

  action(
    '/api/tournaments/:id/register',
    'Register for a tournament',
    idParams,
    undefined,
    (r, user) => unwrap(service.register(r.params.id, user)),
  );
  action(
    '/api/tournaments/:id/withdraw',
    'Withdraw (yourself, or a player as the organiser)',
    idParams,
    withdrawBody,
    (r, user) => unwrap(service.withdraw(r.params.id, user, r.body.userId ?? user.id)),
  );
  action(
    '/api/tournaments/:id/start',
    'Start the tournament (organiser)',
    idParams,
    undefined,
    (r, user) => unwrap(service.start(r.params.id, user)),
  );
  action(
    '/api/tournaments/:id/rounds/:round/repair',
    'Pair a round that has not started afresh (organiser)',
    roundParams,
    undefined,
    (r, user) => unwrap(service.repair(r.params.id, user, r.params.round)),
  );
  action(
    '/api/tournaments/:id/rounds/:round/start',
    'Start a paired round now (organiser)',
    roundParams,
    undefined,
    (r, user) => unwrap(service.startRoundNow(r.params.id, user, r.params.round)),
  );
  action(
    '/api/tournaments/:id/rounds/:round/pairings',
    'Replace the pairing of a round that has not started (organiser)',
    roundParams,
    pairingsBodySchema,
    (r, user) => unwrap(service.setPairings(r.params.id, user, r.params.round, r.body.boards)),
  );
  action(
    '/api/tournaments/:id/rounds/:round/boards/:board/adjudicate',
    'Decide a board, with a reason shown publicly (organiser)',
    boardParams,
    adjudicateBodySchema,
    (r, user) =>
      unwrap(
        service.adjudicate(
          r.params.id,
          user,
          r.params.round,
          r.params.board,
          r.body.result,
          r.body.reason,
        ),
      ),
  );
}
