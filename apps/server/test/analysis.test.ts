import { coachSteps } from '@broadside/bots';
import { analysisRunningSchema, gameAnalysisSchema } from '@broadside/protocol';
import { RULESETS } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AnalysisOptions } from '../src/analysis/plugin.js';
import { finishedGame, recordOf } from './helpers/finished-record.js';
import { createAndJoin } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

/** Small settings: a few playouts per decision, so a short game is analysed in seconds. */
const SMALL: AnalysisOptions = { workers: 2, samples: 2, gameSamples: 100, candidates: 1 };

/**
 * Time allowed a test that analyses games: a worker thread loads the rules and the coach through
 * the TypeScript loader before its first answer, which takes seconds on a busy machine.
 */
const SLOW = 180_000;

async function analysisOf(server: RunningServer, gameId: string) {
  return server.app.inject({ url: `/api/games/${gameId}/analysis` });
}

describe('the coach on the server (issue 33)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ analysis: SMALL });
  });
  afterAll(async () => {
    await server.close();
  });

  test(
    'a finished game: 202 while it is made, then 200 with one verdict per decision, cached across a restart',
    async () => {
      const { gameId } = await finishedGame(server);
      const first = await analysisOf(server, gameId);
      expect(first.statusCode).toBe(202);
      expect(analysisRunningSchema.parse(first.json())).toEqual({
        status: 'running',
        done: 0,
        total: 0,
      });
      // Asked again while it runs: the same job is joined, not started twice.
      const joined = await analysisOf(server, gameId);
      expect(joined.statusCode).toBe(202);
      expect(server.app.analysis.cached(gameId)).toBeNull();

      await server.app.analysis.settled(gameId);
      const done = await analysisOf(server, gameId);
      expect(done.statusCode).toBe(200);
      const analysis = gameAnalysisSchema.parse(done.json());

      // One verdict and one graph point per decision a seat owed, in record order: every order
      // entry, but for a concession sent while the seat owed nothing.
      const record = await recordOf(server, gameId);
      const steps = coachSteps(RULESETS.starfire!, record);
      const orders = record.entries.filter((e) => e.kind === 'order');
      const played = orders.filter((e) => (e.order as { type?: string }).type !== 'concede');
      expect(steps.length).toBeGreaterThan(0);
      const judged = analysis.verdicts.map((v) => v.seq);
      expect(judged).toEqual(expect.arrayContaining(played.map((e) => e.seq)));
      expect(orders.map((e) => e.seq)).toEqual(expect.arrayContaining(judged));
      expect(analysis.verdicts.map((v) => v.seq)).toEqual(steps.map((s) => s.seq));
      expect(analysis.winProbability.map((p) => p.seq)).toEqual(steps.map((s) => s.seq));
      expect(analysis).toMatchObject({ version: 1, ruleset: 'starfire', samples: 2 });
      for (const v of analysis.verdicts)
        expect(v.loss).toBeGreaterThanOrEqual(Math.max(0, v.bestValue - v.chosenValue) - 2e-4);

      // Served from the cache at once, and summarised for the battle report.
      const again = await analysisOf(server, gameId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(done.json());
      const summary = server.app.analysis.cached(gameId);
      expect(summary).toMatchObject({ decisions: steps.length, samples: 2 });
      const counted = Object.values(summary!.bySeat).flatMap((c) => Object.values(c));
      expect(counted.reduce((a, b) => a + b, 0)).toBe(steps.length);

      // The same database after a restart still holds it.
      await server.stop();
      server = await startServer({ dataDir: server.dataDir, analysis: SMALL });
      const kept = await analysisOf(server, gameId);
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toEqual(done.json());
    },
    SLOW,
  );

  test.each([
    ['a game in progress', 409, 'record/not_available'],
    ['an unknown game', 404, 'game/not_found'],
  ])('%s is refused (%i %s)', async (what, status, code) => {
    const gameId =
      what === 'an unknown game' ? 'nosuchgame1' : (await createAndJoin(server.app)).gameId;
    const res = await analysisOf(server, gameId);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code, path: [] } });
  });
});

describe('the queue of games waiting for the coach', () => {
  test(
    'one game runs, one waits, the next is refused with 503 analysis/busy',
    async () => {
      const server = await startServer({ analysis: { ...SMALL, workers: 1, queue: 1 } });
      try {
        const games: string[] = [];
        for (let i = 0; i < 3; i++) games.push((await finishedGame(server)).gameId);
        const answers = await Promise.all(games.map((id) => analysisOf(server, id)));
        expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 503]);
        expect(answers[2]!.json()).toMatchObject({ error: { code: 'analysis/busy' } });
        // The waiting game is analysed after the first, first come, first served.
        await server.app.analysis.settled(games[0]!);
        await server.app.analysis.settled(games[1]!);
        for (const id of games.slice(0, 2))
          expect((await analysisOf(server, id)).statusCode).toBe(200);
        // With room in the queue again, the refused game is taken.
        expect((await analysisOf(server, games[2]!)).statusCode).toBe(202);
        await server.app.analysis.settled(games[2]!);
        expect((await analysisOf(server, games[2]!)).statusCode).toBe(200);
      } finally {
        await server.close();
      }
    },
    SLOW,
  );
});

describe('a game the coach cannot read', () => {
  test(
    'fails once, is answered 500 server/internal and is not tried again',
    async () => {
      const library = new URL('./helpers/coach-libraries/failing.ts', import.meta.url).href;
      const server = await startServer({ analysis: { ...SMALL, workers: 1, library } });
      try {
        const { gameId } = await finishedGame(server);
        expect((await analysisOf(server, gameId)).statusCode).toBe(202);
        await server.app.analysis.settled(gameId);
        for (let i = 0; i < 2; i++) {
          const res = await analysisOf(server, gameId);
          expect(res.statusCode).toBe(500);
          expect(res.json()).toMatchObject({
            error: { code: 'server/internal', message: 'The coach could not analyse this game.' },
          });
        }
        expect(server.app.analysis.cached(gameId)).toBeNull();
      } finally {
        await server.close();
      }
    },
    SLOW,
  );
});
