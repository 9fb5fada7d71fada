import { join } from 'node:path';
import Database from 'better-sqlite3';
import { RULESETS, verifyRecord, type GameRecord } from '@broadside/rules';
import { afterAll, describe, expect, test } from 'vitest';
import { HashRing, workerNames } from '../../src/cluster/ring.js';
import { SqliteGameStore } from '../../src/store/sqlite-store.js';
import { verifyAllGames } from '../../src/tools/verify-all.js';
import { tempDir } from '../helpers/temp-dir.js';
import { ClusterClient, seqProblems, until } from './helpers/player.js';
import { spawnWorkers, type WorkersServer } from './helpers/workers-server.js';

const GAMES = 6;
const ORDERS_PER_GAME = 24;

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

interface PlayedGame {
  readonly id: string;
  readonly players: ClusterClient[];
  readonly spectator: ClusterClient;
}

describe('WORKERS=2: games shared out by id over two processes on one SQLite file (issue 19)', () => {
  const dir = tempDir('broadside-workers-');
  let server: WorkersServer | null = null;
  afterAll(async () => {
    await server?.stop();
    dir.remove();
  });

  test('games play through both workers, survive a SIGKILLed worker, and every record verifies', async () => {
    server = await spawnWorkers(2, dir.path);
    const live = server;
    const ring = new HashRing(workerNames(2));
    const games: PlayedGame[] = [];
    for (let n = 0; n < GAMES; n += 1) {
      const created = await postJson<{
        gameId: string;
        invites: { seat: string; invite: string }[];
      }>(`${live.httpUrl}/api/games`, { ruleset: 'starfire', setup: { scenario: 'patrol' } });
      const players: ClusterClient[] = [];
      const budget = { left: ORDERS_PER_GAME };
      for (const { seat, invite } of created.invites) {
        const grant = await postJson<{ seatToken: string }>(
          `${live.httpUrl}/api/games/${created.gameId}/seats/${seat}/join`,
          { invite, playerName: `Player ${seat}` },
        );
        players.push(new ClusterClient(() => live.wsUrl, created.gameId, grant.seatToken, budget));
      }
      const spectator = new ClusterClient(() => live.wsUrl, created.gameId, undefined, {
        left: 0,
      });
      games.push({ id: created.gameId, players, spectator });
    }
    // Created round-robin, each on a worker that makes ids it owns: both workers own games.
    const owners = new Set(games.map((g) => ring.ownerOf(g.id)));
    expect(owners).toEqual(new Set(['w0', 'w1']));

    await Promise.all(games.flatMap((g) => [g.spectator, ...g.players].map((c) => c.start())));
    const players = games.flatMap((g) => g.players);
    const acked = (): number => players.reduce((sum, p) => sum + p.acked.length, 0);
    const explain = (error: unknown): never => {
      const state = games.map((g) => ({
        id: g.id,
        owner: ring.ownerOf(g.id),
        seats: g.players.map((p) => p.describe()),
      }));
      const errors = live
        .output()
        .split('\n')
        .filter((line) => line.includes('"level":50') || !line.startsWith('{'))
        .map((line) => line.slice(0, 600));
      throw new Error(`${String(error)}\n${JSON.stringify(state)}\n${errors.join('\n')}`);
    };
    await until(() => acked() >= (GAMES * ORDERS_PER_GAME) / 2, 60_000, 'half the orders').catch(
      explain,
    );

    // Kill worker w1 mid-game: its games continue on its replacement, rebuilt from the log.
    const victim = live.workers.get('w1')!;
    process.kill(victim, 'SIGKILL');
    await until(() => live.workers.get('w1') !== victim, 60_000, 'w1 to be started again').catch(
      explain,
    );
    await until(() => players.every((p) => p.done), 120_000, 'every seat to play its orders').catch(
      explain,
    );
    const w1Games = games.filter((g) => ring.ownerOf(g.id) === 'w1');
    expect(w1Games.some((g) => g.players.some((p) => p.drops.length > 0))).toBe(true);

    // End every game, so that its record can be exported.
    // (A concession refused as stale is simply sent again with the newer sequence.)
    await until(
      () => {
        for (const g of games) if (g.spectator.status !== 'finished') g.players[0]!.concede();
        return games.every((g) => g.spectator.status === 'finished');
      },
      30_000,
      'the ends',
    ).catch(explain);

    for (const g of games) {
      for (const client of [...g.players, g.spectator]) {
        const { duplicates, gaps } = seqProblems(client.seqs);
        expect({ game: g.id, duplicates, gaps }).toEqual({ game: g.id, duplicates: [], gaps: [] });
      }
      // The spectator saw every entry up to the last.
      expect(g.spectator.seqs.at(-1)).toBe(g.spectator.lastSeq);
      const answer = await fetch(`${live.httpUrl}/api/games/${g.id}/record`);
      expect(answer.status).toBe(200);
      const record = (await answer.json()) as GameRecord;
      expect(verifyRecord(record, RULESETS).ok).toBe(true);
    }

    // Every acknowledged order is in the log, at the sequence number it was acknowledged with.
    const db = new Database(join(dir.path, 'broadside.db'), { readonly: true });
    try {
      const store = new SqliteGameStore(db);
      for (const g of games) {
        const log = store.entries(g.id, 1, 100_000);
        const bySeq = new Map(log.map((e) => [e.seq, e.clientOrderId]));
        for (const p of g.players)
          for (const a of p.acked) expect(bySeq.get(a.seq)).toBe(a.clientOrderId);
      }
    } finally {
      db.close();
    }
    const report = verifyAllGames(dir.path, new Map(Object.entries(RULESETS)));
    expect(report.problems).toEqual([]);
    expect(report.games).toBeGreaterThanOrEqual(GAMES);

    // The lobby lists every game whichever worker answers (requests without a game go in turn).
    for (let i = 0; i < 4; i += 1) {
      const listed = (await (
        await fetch(`${live.httpUrl}/api/games?status=finished&limit=50`)
      ).json()) as { games: { id: string }[] };
      const ids = new Set(listed.games.map((s) => s.id));
      const missing = games.filter((g) => !ids.has(g.id)).map((g) => g.id);
      if (missing.length > 0) explain(new Error(`not listed: ${missing.join()}`));
    }
    for (const c of games.flatMap((g) => [g.spectator, ...g.players])) c.stop();
  }, 300_000);

  test('a socket that names no game, for a game another worker owns, is refused, not forked', async () => {
    const live = server!;
    // Whichever worker the socket lands on, a hello for a game it does not own is refused.
    const ring = new HashRing(workerNames(2));
    const created = await postJson<{ gameId: string }>(`${live.httpUrl}/api/games`, {
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
    });
    const owner = ring.ownerOf(created.gameId);
    const codes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { default: WebSocket } = await import('ws');
      const ws = new WebSocket(live.wsUrl);
      const first = await new Promise<string>((resolve) => {
        ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', gameId: created.gameId })));
        ws.on('message', (data) => resolve(String(data).slice(0, 60)));
      });
      ws.terminate();
      codes.push(
        first.includes('welcome')
          ? 'welcome'
          : first.includes('game/unavailable')
            ? 'elsewhere'
            : first,
      );
    }
    // Round-robin: two of four land on the owner, two elsewhere.
    expect(owner).toMatch(/^w[01]$/);
    expect(codes.filter((c) => c === 'welcome')).toHaveLength(2);
    expect(codes.filter((c) => c === 'elsewhere')).toHaveLength(2);
  }, 60_000);
});
