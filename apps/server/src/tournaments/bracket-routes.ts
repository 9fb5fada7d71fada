import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { unwrap } from '../http/lobby.js';
import { routeSchema } from '../http/zod-compilers.js';
import { bracketDrawing } from './bracket-model.js';
import { bracketSvg } from './export/bracket-picture.js';
import type { TournamentService } from './service.js';
import { svgToPng } from './svg-png.js';
import { tournamentView } from './view.js';

const params = z.object({ id: z.string().regex(/^t[A-Za-z0-9_-]{1,20}$/) });

/** Bracket PNGs kept in memory, by the picture's version. */
const PNG_CACHE_SIZE = 64;

/**
 * The picture of an elimination event's bracket (`/api/tournaments/{id}/bracket.png` and
 * `.svg`), for forums to hotlink. Its ETag is a hash of the SVG, so the same state of the event
 * gives the same tag and is never rasterised twice, and a new result gives a new tag; readers
 * revalidate on each view (`no-cache`), so a forum post always shows the bracket as it stands.
 */
export async function bracketRoutes(
  app: FastifyInstance,
  options: { service: TournamentService },
): Promise<void> {
  const { service } = options;
  const pngs = new Map<string, Buffer>();

  const picture = (type: 'png' | 'svg') =>
    app.get<{ Params: z.output<typeof params> }>(
      `/api/tournaments/:id/bracket.${type}`,
      {
        schema: routeSchema({
          summary: `The bracket of an elimination event as ${type.toUpperCase()}`,
          description:
            'A stable URL a forum can hotlink, always showing the bracket as it stands; the ETag changes with each result. `tournament/no_bracket` for formats without a bracket and before the start.',
          tags: ['tournaments'],
          params,
          response: { 400: errorBodySchema, 404: errorBodySchema },
        }),
      },
      async (request, reply) => {
        const view = tournamentView(service.store, unwrap(service.get(request.params.id)));
        const drawing = bracketDrawing(view);
        if (!drawing) throw HttpError.of('tournament/no_bracket');
        const svg = bracketSvg(drawing);
        const version = createHash('sha256').update(svg).digest('base64url').slice(0, 27);
        const etag = `"${type}-${version}"`;
        reply
          .header('etag', etag)
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('cache-control', 'public, no-cache');
        const asked = request.headers['if-none-match'] ?? '';
        if (asked.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
          return reply.status(304).send();
        if (type === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(svg);
        let png = pngs.get(version);
        if (!png) {
          png = svgToPng(svg);
          pngs.set(version, png);
          if (pngs.size > PNG_CACHE_SIZE) pngs.delete(pngs.keys().next().value!);
        }
        return reply.type('image/png').send(png);
      },
    );
  picture('png');
  picture('svg');
}
