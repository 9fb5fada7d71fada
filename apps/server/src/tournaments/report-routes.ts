import { gameIdSchema } from '@broadside/protocol';
import { boardPicture, boardSvg } from '@broadside/board-picture';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { baseUrlOf } from '../http/base-url.js';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { routeSchema } from '../http/zod-compilers.js';
import { seatLabels, seatNames } from '../match/seat-names.js';
import { battleReport, type BattleReport } from './export/battle-report.js';
import { keyEvents } from './export/timeline.js';
import { svgToPng } from './svg-png.js';

const gameParams = z.object({ gameId: gameIdSchema });
const reportQuery = z.object({
  format: z.enum(['bbcode', 'markdown', 'html']).default('bbcode'),
});

/** Width of the map PNG in pixels (the height follows the map's shape). */
export const MAP_PNG_WIDTH = 900;
/** Finished games' PNGs kept in memory. */
const PNG_CACHE_SIZE = 64;

/** The scenario's forces per seat, where the set-up names a scenario the ruleset describes. */
function forcesOf(
  description: {
    scenarios?: readonly {
      id: string;
      seats: readonly { id: string; forces: readonly { unit: string; count: number }[] }[];
    }[];
  },
  setup: unknown,
): Map<string, string[]> {
  const id =
    typeof setup === 'object' && setup !== null && 'scenario' in setup
      ? (setup as { scenario: unknown }).scenario
      : null;
  const scenario = description.scenarios?.find((s) => s.id === id);
  return new Map(
    (scenario?.seats ?? []).map((s) => [s.id, s.forces.map((f) => `${f.count} × ${f.unit}`)]),
  );
}

/**
 * Forum exports of single games: the battle report (`/api/games/{id}/report`) and the PNG of the
 * final position (`/api/games/{id}/map.png`), drawn from the ruleset's map model (the one the web
 * board uses) as SVG and rasterised with resvg. Both only for finished games.
 */
export async function reportRoutes(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): Promise<void> {
  const pngs = new Map<string, Buffer>();

  const finished = (gameId: string) => {
    app.match.commits.flush();
    const row = app.match.store.getGame(gameId);
    if (!row) throw HttpError.of('game/not_found');
    if (row.status !== 'finished' || row.result === null)
      throw HttpError.of('record/not_available');
    return row;
  };

  app.get<{ Params: z.output<typeof gameParams>; Querystring: z.output<typeof reportQuery> }>(
    '/api/games/:gameId/report',
    {
      schema: routeSchema({
        summary: 'Battle report of a finished game, as BBCode or Markdown',
        tags: ['games'],
        params: gameParams,
        querystring: reportQuery,
        response: { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      }),
    },
    async (request) => {
      const { gameId } = request.params;
      const row = finished(gameId);
      const ruleset = app.match.rulesets.get(row.ruleset);
      const base = baseUrlOf(request, options.publicUrl);
      // Asked as this request was (same host and forwarded scheme), so that the record, and the
      // signature quoted in the report, are exactly those a reader downloads from recordUrl.
      const forwarded = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;
      const headers = Object.fromEntries(
        forwarded.flatMap((h) => {
          const value = request.headers[h];
          return typeof value === 'string' ? [[h, value]] : [];
        }),
      );
      const recorded = await app.inject({
        url: `/api/games/${gameId}/record`,
        headers,
        remoteAddress: request.raw.socket.remoteAddress ?? request.ip,
      });
      const record = recorded.json() as {
        dice?: {
          commitment: string;
          seed: string | null;
          derivation?: { seats: { seat: string }[] };
        };
        chain?: string;
        signature?: { keyId: string; publicKey: string; value: string };
      };
      const forces = ruleset
        ? forcesOf(ruleset.describe(), row.setup)
        : new Map<string, string[]>();
      const seats = app.match.store.seats(gameId);
      // Look-alike names carry their usernames, as everywhere the game's players are listed.
      const labels = seatLabels(
        seatNames(
          ruleset,
          row,
          seats.map((s) => s.seat),
        ),
        seats,
      );
      const game = app.match.cache.get(gameId);
      const turns = game.ok ? game.game.ruleset.turn(game.game.state) : null;
      const setup = ruleset?.parseSetup(row.setup);
      const entries = app.match.store.entries(gameId, 1, row.seq);
      const report: BattleReport = {
        title: row.title,
        ruleset: ruleset?.describe().name ?? row.ruleset,
        scenario: row.scenario,
        sides: seats.map((s, i) => ({
          seatName: ruleset && setup?.ok ? ruleset.seatName(setup.value, s.seat) : s.seat,
          player: s.playerName === null ? null : labels[i]!,
          forces: forces.get(s.seat) ?? [],
        })),
        result: row.result!.summary,
        level: row.result!.level,
        turns,
        timeline: keyEvents([row.createEvents, ...entries.map((e) => e.events)]),
        commitment: record.dice?.commitment ?? row.commitment,
        seed: record.dice?.seed ?? null,
        seedSeats: record.dice?.derivation?.seats.map((s) => s.seat) ?? [],
        fingerprint: record.chain ?? null,
        signature: record.signature
          ? {
              keyId: record.signature.keyId,
              publicKey: record.signature.publicKey,
              value: record.signature.value,
            }
          : null,
        replayUrl: `${base}/#/watch/${gameId}`,
        recordUrl: `${base}/api/games/${gameId}/record`,
        mapUrl:
          ruleset && boardPicture(row.ruleset, null) ? `${base}/api/games/${gameId}/map.png` : null,
      };
      return { format: request.query.format, text: battleReport(request.query.format, report) };
    },
  );

  app.get<{ Params: z.output<typeof gameParams> }>(
    '/api/games/:gameId/map.png',
    {
      schema: routeSchema({
        summary: 'PNG of the final position of a finished game',
        description:
          'A stable URL a forum can hotlink: the board as the web client draws it (map, terrain, counters by side), at the end of the game.',
        tags: ['games'],
        params: gameParams,
        response: { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const { gameId } = request.params;
      let png = pngs.get(gameId);
      if (!png) {
        const row = finished(gameId);
        const loaded = app.match.cache.get(gameId);
        if (!loaded.ok) throw new HttpError(loaded.error);
        const { ruleset, state } = loaded.game;
        const picture = boardPicture(ruleset.id, ruleset.view(state, { kind: 'spectator' }));
        if (!picture) throw HttpError.of('game/not_found', 'This ruleset has no map picture.');
        const svg = boardSvg(picture, row.title);
        png = svgToPng(svg, MAP_PNG_WIDTH);
        pngs.set(gameId, png);
        if (pngs.size > PNG_CACHE_SIZE) pngs.delete(pngs.keys().next().value!);
      }
      // Meant to be hotlinked from forums: other origins may embed it (the rest of the site
      // stays same-origin), and a finished game's final position never changes.
      return reply
        .header('content-type', 'image/png')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(png);
    },
  );
}
