import {
  markReadBodySchema,
  notificationListSchema,
  notificationSettingsSchema,
} from '@broadside/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../accounts/current-user.js';
import { errorBodySchema } from '../http/errors.js';
import { routeSchema } from '../http/zod-compilers.js';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** In-app notifications and per-user notification settings. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const store = app.notifier.store;

  app.get<{ Querystring: z.output<typeof listQuery> }>(
    '/api/notifications',
    {
      schema: routeSchema({
        summary: 'My notifications',
        description: 'Newest first, with the number still unread (the badge).',
        tags: ['accounts'],
        querystring: listQuery,
        response: { 200: notificationListSchema, ...errors },
      }),
    },
    async (request) => {
      const user = requireUser(request);
      return {
        unread: store.unread(user.id),
        notifications: store.list(user.id, request.query.limit),
      };
    },
  );

  app.post<{ Body: z.output<typeof markReadBodySchema> }>(
    '/api/notifications/read',
    {
      schema: routeSchema({
        summary: 'Mark notifications read',
        description: 'The ids given, or every notification when `ids` is absent.',
        tags: ['accounts'],
        body: markReadBodySchema,
        response: { 200: z.object({ unread: z.number().int() }), ...errors },
      }),
    },
    async (request) => {
      const user = requireUser(request);
      store.markRead(user.id, request.body.ids, app.match.clock.now());
      return { unread: store.unread(user.id) };
    },
  );

  app.get(
    '/api/me/settings',
    {
      schema: routeSchema({
        summary: 'My notification settings',
        tags: ['accounts'],
        response: { 200: notificationSettingsSchema, ...errors },
      }),
    },
    async (request) => store.settings(requireUser(request).id),
  );

  app.put<{ Body: z.output<typeof notificationSettingsSchema> }>(
    '/api/me/settings',
    {
      schema: routeSchema({
        summary: 'Change my notification settings',
        description:
          'The email address (null for none) and the kinds of notification also sent by email. Email is sent only when the server has SMTP configured.',
        tags: ['accounts'],
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      }),
    },
    async (request) => {
      const user = requireUser(request);
      store.setSettings(user.id, request.body);
      return store.settings(user.id);
    },
  );
}
