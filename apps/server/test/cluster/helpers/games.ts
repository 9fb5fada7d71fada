import { join } from 'node:path';
import Database from 'better-sqlite3';
import { RULESETS, verifyRecord, type GameRecord } from '@broadside/rules';
import { expect } from 'vitest';
import { openPostgresDatabase } from '../../../src/db/pg/open.js';
import { SqliteGameStore } from '../../../src/store/sqlite-store.js';
import { verifyAllGames } from '../../../src/tools/verify-all.js';
import { ClusterClient, seqProblems, until } from './player.js';

/** A game of a cluster test: its two seats and one spectator, all on sockets. */
export interface PlayedGame {
  readonly id: string;
  readonly players: ClusterClient[];
  readonly spectator: ClusterClient;
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * Creates a Starfire patrol game through `httpUrl` (with `settings` added to the request) and
 * takes every seat with its invite; returns the game id and the seat tokens, in seat order.
 */
export async function createPatrolGame(
  httpUrl: string,
  settings: Record<string, unknown> = {},
): Promise<{ gameId: string; seatTokens: string[] }> {
  const created = await postJson<{ gameId: string; invites: { seat: string; invite: string }[] }>(
    `${httpUrl}/api/games`,
    { ruleset: 'starfire', setup: { scenario: 'patrol' }, ...settings },
  );
  const seatTokens: string[] = [];
  for (const { seat, invite } of created.invites) {
    const grant = await postJson<{ seatToken: string }>(
      `${httpUrl}/api/games/${created.gameId}/seats/${seat}/join`,
      { invite, playerName: `Player ${seat}` },
    );
    seatTokens.push(grant.seatToken);
  }
  return { gameId: created.gameId, seatTokens };
}

/**
 * Creates `count` Starfire patrol games through `httpUrl`, takes both seats of each, and makes
 * (without starting) a client per seat and one spectator, sharing `ordersPerGame` orders.
 */
export async function createGames(
  httpUrl: string,
  wsUrl: () => string,
  count: number,
  ordersPerGame: number,
): Promise<PlayedGame[]> {
  const games: PlayedGame[] = [];
  for (let n = 0; n < count; n += 1) {
    const { gameId, seatTokens } = await createPatrolGame(httpUrl);
    const budget = { left: ordersPerGame };
    const players = seatTokens.map((token) => new ClusterClient(wsUrl, gameId, token, budget));
    const spectator = new ClusterClient(wsUrl, gameId, undefined, { left: 0 });
    games.push({ id: gameId, players, spectator });
  }
  return games;
}

/** Every client of the games. */
export function clientsOf(games: readonly PlayedGame[]): ClusterClient[] {
  return games.flatMap((g) => [g.spectator, ...g.players]);
}

/** A failure message with what every seat waits for and the servers' error lines. */
export function explainer(
  games: readonly PlayedGame[],
  owner: (gameId: string) => string,
  output: () => string,
): (error: unknown) => never {
  return (error) => {
    const state = games.map((g) => ({
      id: g.id,
      owner: owner(g.id),
      seats: g.players.map((p) => p.describe()),
    }));
    const errors = output()
      .split('\n')
      .filter((line) => line.includes('"level":50') || (line !== '' && !line.startsWith('{')))
      .map((line) => line.slice(0, 600));
    throw new Error(`${String(error)}\n${JSON.stringify(state)}\n${errors.join('\n')}`);
  };
}

/** Concedes every game not yet over (again after a stale refusal) until all are finished. */
export async function finishAll(
  games: readonly PlayedGame[],
  explain: (error: unknown) => never,
): Promise<void> {
  await until(
    () => {
      for (const g of games) if (g.spectator.status !== 'finished') g.players[0]!.concede();
      return games.every((g) => g.spectator.status === 'finished');
    },
    30_000,
    'the ends',
  ).catch(explain);
}

/**
 * The assertions on finished games: no client saw a duplicate or a gap in `seq`, every
 * record (fetched through `httpUrl`) verifies, every acknowledged order is in the stored log at
 * its acknowledged sequence number, and every stored game verifies. The store is the SQLite file
 * in `dataDir`, or the PostgreSQL database at `databaseUrl`.
 */
export async function checkGames(
  games: readonly PlayedGame[],
  httpUrl: string,
  dataDir: string,
  databaseUrl?: string,
): Promise<void> {
  for (const g of games) {
    for (const client of [...g.players, g.spectator]) {
      const { duplicates, gaps } = seqProblems(client.seqs);
      expect({ game: g.id, duplicates, gaps }).toEqual({ game: g.id, duplicates: [], gaps: [] });
    }
    expect(g.spectator.seqs.at(-1)).toBe(g.spectator.lastSeq);
    // A proxy may still count a restarted node as down for a few health checks, answering 503
    // or closing the connection meanwhile.
    const ask = () =>
      fetch(`${httpUrl}/api/games/${g.id}/record`).catch(() => new Response(null, { status: 503 }));
    let answer = await ask();
    for (let i = 0; answer.status === 503 && i < 100; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await ask();
    }
    expect(answer.status).toBe(200);
    const record = (await answer.json()) as GameRecord;
    expect(verifyRecord(record, RULESETS).ok).toBe(true);
  }
  const db =
    databaseUrl === undefined
      ? new Database(join(dataDir, 'broadside.db'), { readonly: true })
      : openPostgresDatabase(databaseUrl).db;
  try {
    const store = new SqliteGameStore(db);
    for (const g of games) {
      const bySeq = new Map(store.entries(g.id, 1, 100_000).map((e) => [e.seq, e.clientOrderId]));
      for (const p of g.players)
        for (const a of p.acked) expect(bySeq.get(a.seq)).toBe(a.clientOrderId);
    }
  } finally {
    db.close();
  }
  const report = verifyAllGames(dataDir, new Map(Object.entries(RULESETS)), databaseUrl);
  expect(report.problems).toEqual([]);
  expect(report.games).toBeGreaterThanOrEqual(games.length);
}

/** Asserts that `GET /api/games?status=finished` lists every game, `times` requests in a row. */
export async function expectListed(
  games: readonly PlayedGame[],
  httpUrl: string,
  times: number,
  explain: (error: unknown) => never,
): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const listed = (await (
      await fetch(`${httpUrl}/api/games?status=finished&limit=50`)
    ).json()) as {
      games: { id: string }[];
    };
    const ids = new Set(listed.games.map((s) => s.id));
    const missing = games.filter((g) => !ids.has(g.id)).map((g) => g.id);
    if (missing.length > 0) explain(new Error(`not listed: ${missing.join()}`));
  }
}
