import {
  analysisRunningSchema,
  gameAnalysisSchema,
  gameIdSchema,
  type AnalysisRunning,
} from '@broadside/protocol';
import type { GameAnalysis } from '@broadside/bots';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { errorBodySchema, HttpError } from '../http/errors.js';
import { unwrap } from '../http/lobby.js';
import { routeSchema } from '../http/zod-compilers.js';
import { exportRecord } from '../match/record-export.js';
import type { Clock } from '../util/clock.js';
import { AnalysisBusyError, AnalysisJobs } from './analysis-jobs.js';
import { AnalysisPool } from './analysis-pool.js';
import { analysisSettings, type AnalysisSettings } from './analysis-settings.js';
import { AnalysisStore } from './analysis-store.js';
import { summariseAnalysis, type AnalysisSummary } from './analysis-summary.js';

/** Options of the coach: its settings, and (tests only) a coach library to run instead. */
export interface AnalysisOptions extends Partial<AnalysisSettings> {
  /** URL of a coach library module to load instead of the built-in one (tests only). */
  readonly library?: string;
}

/** The coach as the rest of the server sees it (`app.analysis`). */
export interface ServerAnalysis {
  /** The summary of a game's cached analysis (for its battle report), or null. Never starts one. */
  cached(gameId: string): AnalysisSummary | null;
  /** A game's cached analysis, or null. Never starts one. */
  analysis(gameId: string): GameAnalysis | null;
  /** Resolves when the game's running analysis ends; at once when none runs (tests). */
  settled(gameId: string): Promise<void>;
  /** The settings the coach works with. */
  readonly settings: AnalysisSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The coach: analyses of finished games, made in worker threads and cached. */
    analysis: ServerAnalysis;
  }
}

const gameParams = z.object({ gameId: gameIdSchema });

/**
 * The coach (issue 33): `GET /api/games/{gameId}/analysis` answers a finished game's cached
 * analysis, or starts (or joins) it and answers its progress; `app.analysis` gives cached
 * analyses to the rest of the server. The worker threads stop when the app closes.
 */
export const analysisPlugin = fp<{ readonly options: AnalysisOptions; readonly clock: Clock }>(
  async (app, { options, clock }) => {
    const { library, ...given } = options;
    const settings = analysisSettings(given);
    const log = app.log.child({ component: 'analysis' });
    const pool = new AnalysisPool({ size: settings.workers, library: library ?? null, log });
    const jobs = new AnalysisJobs({ pool, store: new AnalysisStore(app.db), settings, clock, log });
    app.decorate('analysis', {
      cached: (gameId: string) => {
        const found = jobs.cached(gameId);
        return found ? summariseAnalysis(found) : null;
      },
      analysis: (gameId: string) => jobs.cached(gameId),
      settled: (gameId: string) => jobs.settled(gameId),
      settings,
    } satisfies ServerAnalysis);
    app.addHook('preClose', async () => {
      await pool.close();
    });

    app.get<{ Params: z.output<typeof gameParams> }>(
      '/api/games/:gameId/analysis',
      {
        schema: routeSchema({
          summary: "The coach's analysis of a finished game",
          description:
            'The hard bot judges every decision from the deciding seat\'s own view: 200 with the analysis when it is made (cached; a finished game never changes); otherwise it is started, or joined, and the answer is 202 `{"status": "running", "done", "total"}` — ask again. Games in progress answer 409 `record/not_available`; a full queue of games to analyse 503 `analysis/busy`.',
          tags: ['games'],
          params: gameParams,
          response: {
            200: gameAnalysisSchema,
            202: analysisRunningSchema,
            404: errorBodySchema,
            409: errorBodySchema,
            500: errorBodySchema,
            503: errorBodySchema,
          },
        }),
      },
      async (request, reply) => {
        const { gameId } = request.params;
        const cached = jobs.cached(gameId);
        if (cached) return cached;
        const running = (progress: { done: number; total: number }): AnalysisRunning => ({
          status: 'running',
          ...progress,
        });
        const known = jobs.progress(gameId);
        if (known) return reply.code(202).send(running(known));
        if (jobs.failure(gameId) !== null)
          throw HttpError.of('server/internal', 'The coach could not analyse this game.');
        const record = unwrap(
          exportRecord(app.match.store, app.match.rulesets, gameId, null, app.match.seeding),
        );
        const ruleset = app.match.rulesets.get(record.ruleset.id);
        if (!ruleset) throw HttpError.of('record/not_available');
        try {
          return reply.code(202).send(running(jobs.start(gameId, record, ruleset)));
        } catch (error) {
          if (error instanceof AnalysisBusyError) throw HttpError.of('analysis/busy');
          throw error;
        }
      },
    );
  },
  { name: 'broadside-analysis', dependencies: ['broadside-match'] },
);
