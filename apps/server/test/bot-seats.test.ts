import { RULESETS, verifyRecord, type AnyRuleset, type GameRecord } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { afterEach, describe, expect, test } from 'vitest';
import type { BotRequest } from '../src/bots/worker-messages.js';
import { BotPlayer } from './helpers/bot.js';
import { sealedBidsRuleset } from './helpers/sealed-bids.js';
import { connect, nextMove, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

const library = (name: string): string =>
  new URL(`./helpers/bot-libraries/${name}.ts`, import.meta.url).href;

const servers: RunningServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(options: Parameters<typeof startServer>[0] = {}): Promise<RunningServer> {
  const server = await startServer({ bots: { threads: 1 }, ...options });
  servers.push(server);
  return server;
}

/** Creates a game with the creator in seat A and bots as given; returns id and A's token. */
async function createSolo(
  server: RunningServer,
  body: Record<string, unknown>,
): Promise<{ gameId: string; token: string; invites: unknown[] }> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/games',
    payload: { creatorSeat: 'A', playerName: 'Tester', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as {
    gameId: string;
    invites: unknown[];
    creator: { seatToken: string };
  };
  return { gameId: created.gameId, token: created.creator.seatToken, invites: created.invites };
}

async function until(what: string, check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function recordOf(server: RunningServer, gameId: string): Promise<GameRecord> {
  const res = await server.app.inject({ url: `/api/games/${gameId}/record` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GameRecord;
}

async function metricsText(server: RunningServer): Promise<string> {
  return (await server.app.inject({ url: '/metrics' })).body;
}

describe('bot seats on the server (issue 15, solo games)', () => {
  test('an easy bot plays a whole Patrol game against a scripted client; its orders are recorded and the record verifies', async () => {
    const server = await start();
    const solo = await createSolo(server, {
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
      bots: [{ seat: 'B', level: 'easy' }],
    });
    expect(solo.invites).toEqual([]);
    const summary = (await server.app.inject({ url: `/api/games/${solo.gameId}` })).json();
    expect(summary.status).toBe('live');
    expect(summary.seats.map((s: { name: string }) => s.name)).toEqual(['Tester', 'Easy bot']);

    const human = new BotPlayer(server.wsUrl, solo.gameId, 'A', solo.token, 7, 'human');
    await human.connect();
    await until('the end of the game', () => human.finished, 120_000);
    human.close();

    const record = await recordOf(server, solo.gameId);
    expect(record.seats).toEqual([
      { seat: 'A', name: 'Tester' },
      { seat: 'B', name: 'Easy bot' },
    ]);
    const botEntries = record.entries.filter((e) => 'seat' in e && e.seat === 'B');
    expect(botEntries.length).toBeGreaterThan(3);
    expect(botEntries.every((e) => e.kind === 'order')).toBe(true);
    // In the log, under the server's own client order ids.
    const log = server.app.match.store.entries(solo.gameId, 1, record.entries.length);
    const ids = log.filter((e) => e.seat === 'B').map((e) => e.clientOrderId);
    expect(ids.every((id) => /^bot:\d+$/.test(id ?? ''))).toBe(true);
    expect(verifyRecord(record, RULESETS).ok).toBe(true);
    const metrics = await metricsText(server);
    expect(metrics).toMatch(/broadside_bot_decisions_total\{level="easy",outcome="played"\} \d+/);
    expect(metrics).toMatch(/broadside_bot_decision_duration_seconds_count\{level="easy"\} \d+/);
  });

  test('the bot gets its seat’s view only: a plot the player handed in stays hidden (one-page rules)', async () => {
    const posted: BotRequest[] = [];
    // What the ruleset lets seat B see, and the whole state, as they were when each was posted.
    const seen: { seatView: string; state: string }[] = [];
    let onlyGame = (): { ruleset: AnyRuleset; state: unknown } | undefined => undefined;
    const server = await start({
      bots: {
        threads: 1,
        library: library('slow-start'),
        onPost: (request) => {
          posted.push(request);
          const game = onlyGame();
          if (!game) return;
          seen.push({
            seatView: JSON.stringify(game.ruleset.view(game.state, { kind: 'seat', seat: 'B' })),
            state: JSON.stringify(game.state),
          });
        },
      },
    });
    onlyGame = () => [...server.app.match.cache.values()][0];
    const solo = await createSolo(server, {
      ruleset: 'onepage',
      setup: { scenario: 'duel' },
      bots: [{ seat: 'B', level: 'easy' }],
    });
    // Both seats plot at once; the player hands in first, while the bot's worker is starting.
    const player = await connect(server.wsUrl, solo.gameId, solo.token);
    const move = nextMove(server.app, solo.gameId, seededRandom(3));
    expect(move?.seat).toBe('A');
    await play(player, move!.order, 0);
    await until('the bot’s first decision', () => posted.length > 0, 30_000);
    await until('the bot’s plot', () => server.app.match.cache.peek(solo.gameId)!.header.seq >= 2);

    const first = posted[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'budgetMs',
        'id',
        'level',
        'pending',
        'ruleset',
        'rulesetVersion',
        'seat',
        'seed',
        'view',
      ].sort(),
    );
    expect(first.seat).toBe('B');
    const view = JSON.parse(first.view) as {
      stage: { submitted: { seat: string; content: unknown }[] };
    };
    const theirs = view.stage.submitted.find((s) => s.seat === 'A');
    expect(theirs).toBeDefined();
    expect(theirs!.content).toBeNull();
    expect(first.view).not.toContain(JSON.stringify(move!.order));
    // Exactly what the ruleset lets seat B see; never the state, never the game's dice seed.
    expect(seen).toHaveLength(posted.length);
    expect(seen[0]!.seatView).not.toBe(seen[0]!.state);
    const game = server.app.match.cache.peek(solo.gameId)!;
    const seed = Buffer.from(game.header.seed).toString('hex');
    for (const [i, request] of posted.entries()) {
      expect(request.view).toBe(seen[i]!.seatView);
      expect(JSON.stringify(request)).not.toContain(seed);
      expect(request.seed).not.toContain(seed);
    }
    player.close();
  });

  test('after a restart mid-game the bot takes up its seat again', async () => {
    const first = await start();
    const solo = await createSolo(first, {
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
      bots: [{ seat: 'B', level: 'easy' }],
    });
    const human = new BotPlayer(first.wsUrl, solo.gameId, 'A', solo.token, 11, 'h1');
    await human.connect();
    await until('a few bot orders', () => {
      const game = first.app.match.cache.peek(solo.gameId);
      return (game?.header.seq ?? 0) >= 8;
    });
    human.pause();
    human.close();
    const stoppedAt = first.app.match.cache.peek(solo.gameId)!.header.seq;
    await first.stop();
    servers.splice(servers.indexOf(first), 1);

    const second = await start({ dataDir: first.dataDir });
    const rows = second.app.db.prepare('SELECT seat, level FROM bot_seats').all();
    expect(rows).toEqual([{ seat: 'B', level: 'easy' }]);
    const again = new BotPlayer(second.wsUrl, solo.gameId, 'A', solo.token, 12, 'h2');
    await again.connect();
    await until('the end of the game', () => again.finished, 120_000);
    again.close();
    const record = await recordOf(second, solo.gameId);
    expect(verifyRecord(record, RULESETS).ok).toBe(true);
    // The bot played on after the restart.
    const after = record.entries.filter(
      (e) => e.kind === 'order' && e.seat === 'B' && e.seq > stoppedAt,
    );
    expect(after.length).toBeGreaterThan(0);
  });

  test('a bot that throws, answers an illegal order or never answers is timed out; the server carries on', async () => {
    let spinning = false;
    const server = await start({
      bots: {
        threads: 1,
        graceMs: 1500,
        library: library('misbehaving'),
        onPost: (request) => (spinning ||= request.level === 'hard'),
      },
    });
    const games: Record<string, string> = {};
    for (const level of ['random', 'easy', 'hard'] as const) {
      const solo = await createSolo(server, {
        ruleset: 'onepage',
        setup: { scenario: 'duel' },
        bots: [{ seat: 'B', level, ...(level === 'hard' ? { budgetMs: 50 } : {}) }],
      });
      games[level] = solo.gameId;
    }
    // While the hard bot spins in its worker, the server answers at once.
    await until('the spinning bot', () => spinning);
    const t0 = performance.now();
    expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(performance.now() - t0).toBeLessThan(250);
    for (const [level, gameId] of Object.entries(games)) {
      await until(`the ${level} bot's timeout`, () =>
        server.app.match.store
          .entries(gameId, 1, 100)
          .some((e) => e.kind === 'timeout' && e.seat === 'B'),
      );
      const entries = server.app.match.store.entries(gameId, 1, 100);
      expect(entries.filter((e) => e.seat === 'B').every((e) => e.kind === 'timeout')).toBe(true);
    }
    const health = await server.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const metrics = await metricsText(server);
    expect(metrics).toMatch(/broadside_bot_decisions_total\{level="random",outcome="failed"\} 1/);
    expect(metrics).toMatch(/broadside_bot_decisions_total\{level="easy",outcome="illegal"\} 1/);
    expect(metrics).toMatch(/broadside_bot_decisions_total\{level="hard",outcome="failed"\} 1/);
  });

  test('a rematch of a game against the computer is played against the same bot, sides swapped', async () => {
    const server = await start();
    const solo = await createSolo(server, {
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
      bots: [{ seat: 'B', level: 'hard', budgetMs: 200 }],
    });
    const player = await connect(server.wsUrl, solo.gameId, solo.token);
    await play(player, { type: 'concede' }, 0);
    player.close();
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/games/${solo.gameId}/rematch`,
      payload: { seatToken: solo.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const grant = res.json().grant as { gameId: string; seat: string };
    expect(grant.seat).toBe('B');
    const summary = (await server.app.inject({ url: `/api/games/${grant.gameId}` })).json();
    expect(summary.status).toBe('live');
    expect(summary.seats.map((s: { name: string }) => s.name)).toEqual(['Hard bot', 'Tester']);
    // The bot opens the rematch: side A deploys first.
    await until('the bot’s deployment', () =>
      server.app.match.store.entries(grant.gameId, 1, 1).some((e) => e.seat === 'A'),
    );
  });

  test('bot seats are checked: a level unknown or not offered, an unknown seat, the creator’s seat', async () => {
    const server = await start({ rulesets: { ...RULESETS, bids: sealedBidsRuleset } });
    const patrol = { ruleset: 'starfire', setup: { scenario: 'patrol' } };
    const bids = { ruleset: 'bids', setup: { sides: 2, rounds: 1 } };
    const cases: [object, unknown, (string | number)[]][] = [
      [patrol, [{ seat: 'B', level: 'genius' }], ['body', 'bots', 0, 'level']],
      [bids, [{ seat: 'B', level: 'easy' }], ['bots', 0, 'level']],
      [patrol, [{ seat: 'Z', level: 'easy' }], ['bots', 0, 'seat']],
      [patrol, [{ seat: 'A', level: 'easy' }], ['bots', 0, 'seat']],
      [
        patrol,
        [
          { seat: 'B', level: 'easy' },
          { seat: 'B', level: 'hard' },
        ],
        ['bots', 1, 'seat'],
      ],
      [
        patrol,
        [
          { seat: 'A', level: 'easy' },
          { seat: 'B', level: 'hard' },
        ],
        ['bots'],
      ],
    ];
    for (const [game, bots, path] of cases) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { ...game, ...(path.length === 1 ? {} : { creatorSeat: 'A' }), bots },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.path).toEqual(path);
    }
    const catalog = (await server.app.inject({ url: '/api/bots' })).json();
    expect(catalog.rulesets.starfire.levels).toEqual(['random', 'easy', 'hard']);
    expect(catalog.rulesets.bids.levels).toEqual(['random']);
    expect(catalog.budgetMs.default).toBe(1000);
  });
});
