import { seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, nextMove, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';
import type { TestClient } from './helpers/ws-client.js';

/**
 * Server-played bot seats that misbehave, in every ruleset: a bot that throws, answers an order
 * no ruleset accepts, never answers, or floods ten thousand orders at once. The bots are real
 * code run in the real worker pool (test bot libraries under `helpers/bot-libraries`). Each
 * time the seat is answered by the ruleset's timeout (each rulebook's "Timeouts"), as when a
 * clock runs out: nothing of the bad answer is stored, the game goes on, the server keeps
 * answering, and the fault is counted in `/metrics`.
 */
const library = (name: string): string =>
  new URL(`./helpers/bot-libraries/${name}.ts`, import.meta.url).href;

const BOT = 'A';
const PLAYER = 'B';

/**
 * A scenario of each ruleset, and what its timeout does to a game of two sides. Who owes the
 * first decision differs: in Star Trek it is the side with the higher total ("Turns",
 * "Initiative"), so the player may have to act before the bot.
 */
const RULESETS: readonly {
  ruleset: string;
  setup: Record<string, unknown>;
  timeoutEndsGame: boolean;
}[] = [
  // Starfire rules reference, "End of the game": with two sides, the side that ran out of time
  // concedes and the other wins.
  { ruleset: 'starfire', setup: { scenario: 'patrol' }, timeoutEndsGame: true },
  // One-page rules, "Timeouts": a timeout never ends the game.
  { ruleset: 'onepage', setup: { scenario: 'duel' }, timeoutEndsGame: false },
  // Star Cruiser Lite, "Timeouts and concession": a timeout never ends the game.
  { ruleset: 'scl', setup: { scenario: 'bismarck_at_bay' }, timeoutEndsGame: false },
  // Star Trek, "Timeouts": a missing action is a pass.
  { ruleset: 'startrek', setup: { scenario: 'duel' }, timeoutEndsGame: false },
];

/**
 * Misbehaviour → the test library that plays it, the level that selects it there, and the
 * outcome `broadside_bot_decisions_total` counts it under.
 */
const MISBEHAVIOURS = {
  throws: { library: 'misbehaving', level: 'random', outcome: 'failed' },
  'answers an illegal order': { library: 'misbehaving', level: 'easy', outcome: 'illegal' },
  'never answers': { library: 'misbehaving', level: 'hard', outcome: 'failed' },
  'floods orders': { library: 'flooding', level: 'random', outcome: 'oversized' },
} as const;

/** Overrun allowed beyond the hard bot's budget: short, so a spinning bot is stopped quickly. */
const GRACE_MS = 300;

/**
 * A server per misbehaviour, each with one bot worker: a worker stopped for never answering is
 * started again only for its own server's next decision, and each server's counters hold one
 * misbehaviour only.
 */
const servers = new Map<string, RunningServer>();
beforeAll(async () => {
  for (const [how, bot] of Object.entries(MISBEHAVIOURS)) {
    const options = { threads: 1, graceMs: GRACE_MS, library: library(bot.library) };
    servers.set(how, await startServer({ bots: options }));
  }
});
afterAll(async () => {
  // Each server is closed even when another fails to close (or a test failed mid-game).
  await Promise.allSettled([...servers.values()].map((server) => server.close()));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `broadside_bot_decisions_total` for one level and outcome (0 before the first). */
async function decisions(server: RunningServer, level: string, outcome: string): Promise<number> {
  const text = (await server.app.inject({ url: '/metrics' })).body;
  const line = `broadside_bot_decisions_total{level="${level}",outcome="${outcome}"} `;
  const found = text.split('\n').find((l) => l.startsWith(line));
  return found === undefined ? 0 : Number(found.slice(line.length));
}

/**
 * Concedes the player's seat (any seat may concede at any time), retrying while a bot's timeout
 * moves the game on between reading its sequence and the order arriving.
 */
async function concede(server: RunningServer, player: TestClient, gameId: string): Promise<void> {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const game = server.app.match.cache.peek(gameId);
    if (!game) throw new Error('the game left memory while its player was connected');
    const expectedSeq = game.header.seq;
    const clientOrderId = `concede-${attempt}`;
    player.send({ type: 'order', clientOrderId, expectedSeq, order: { type: 'concede' } });
    const answer = await player.nextWhere(
      (m) => (m.type === 'ack' || m.type === 'rejected') && m.clientOrderId === clientOrderId,
    );
    if (answer.type === 'ack') return;
    if (answer.type === 'rejected' && answer.error.code !== 'order/stale_sequence')
      throw new Error(`concession refused: ${JSON.stringify(answer.error)}`);
  }
  throw new Error('the concession stayed stale ten times');
}

const cases = RULESETS.flatMap((ruleset) =>
  Object.entries(MISBEHAVIOURS).map(([how, bot]) => ({ ...ruleset, how, ...bot })),
);

describe('a server bot that misbehaves', () => {
  test.each(cases)(
    '$ruleset: a bot that $how is timed out; nothing of it is stored',
    async ({ ruleset, setup, timeoutEndsGame, how, level, outcome }) => {
      const server = servers.get(how)!;
      const counted = await decisions(server, level, outcome);
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: {
          ruleset,
          setup,
          creatorSeat: PLAYER,
          playerName: 'Tester',
          bots: [{ seat: BOT, level, ...(level === 'hard' ? { budgetMs: 50 } : {}) }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { gameId, creator } = res.json() as { gameId: string; creator: { seatToken: string } };
      const player = await connect(server.wsUrl, gameId, creator.seatToken);
      try {
        const botEntries = () =>
          server.app.match.store.entries(gameId, 1, 1000).filter((e) => e.seat === BOT);
        const random = seededRandom(27);
        const end = Date.now() + 15_000;
        while (!botEntries().some((e) => e.kind === 'timeout')) {
          if (Date.now() > end) throw new Error(`timed out waiting for the ${level} bot's timeout`);
          // While the bot owes nothing, the player plays its own decision (a legal order).
          // (A game the timeout just ended may have left memory already.)
          const game = server.app.match.cache.peek(gameId);
          const move =
            !game || game.pending.some((p) => p.seat === BOT)
              ? null
              : nextMove(server.app, gameId, random);
          if (game && move?.seat === PLAYER) await play(player, move.order, game.header.seq);
          else await sleep(20);
        }
        // Only timeouts: the thrown error, the illegal order, the flood left nothing behind.
        expect(botEntries().length).toBeGreaterThan(0);
        expect(botEntries().every((e) => e.kind === 'timeout' && e.order === null)).toBe(true);
        // The fault is counted.
        expect(await decisions(server, level, outcome)).toBeGreaterThan(counted);
        // The server keeps answering.
        const health = await server.app.inject({ url: '/api/health' });
        expect(health.statusCode, health.body).toBe(200);
        // The game goes on as the ruleset's timeout says: it is over, the player winning by the
        // bot's timeout; or it still takes the player's orders (a concession, to end it here).
        if (!timeoutEndsGame) await concede(server, player, gameId);
        const summary = (await server.app.inject({ url: `/api/games/${gameId}` })).json() as {
          status: string;
          result: { winners: string[]; reason: string } | null;
        };
        expect(summary.status).toBe('finished');
        expect(summary.result).toMatchObject(
          timeoutEndsGame
            ? { winners: [PLAYER], reason: 'timeout' }
            : { winners: [BOT], reason: 'concession' },
        );
      } finally {
        player.socket.close();
      }
    },
  );
});
