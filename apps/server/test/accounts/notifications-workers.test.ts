import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { processRole } from '../../src/cluster/start.js';
import { loadConfig } from '../../src/config.js';
import { ManualClock } from '../../src/util/clock.js';
import { AccountClient } from '../helpers/account-client.js';
import { correspondenceGame } from '../helpers/correspondence-game.js';
import { connect } from '../helpers/game.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/temp-dir.js';

// The two workers of a WORKERS=2 server, in this process, on one database: each with the role the
// real worker gets (its games, its log tail, and whether it runs the shared scans).
const dir = tempDir();
const clock = new ManualClock();
const workers: Record<'w0' | 'w1', RunningServer> = {} as never;
let ann: AccountClient;
let bob: AccountClient;

beforeAll(async () => {
  for (const name of ['w0', 'w1'] as const) {
    const role = processRole(loadConfig({ DATA_DIR: dir.path, WORKERS: '2' }), name)!;
    workers[name] = await startServer({
      dataDir: dir.path,
      clock,
      accounts: { scryptN: 2 ** 12 },
      ownership: role.ownership,
      background: role.background,
      logTail: role.logTail,
    });
  }
  ann = new AccountClient(workers.w1.httpUrl);
  bob = new AccountClient(workers.w1.httpUrl);
  await ann.signUp('ann', 'ann password 1', 'Ann');
  await bob.signUp('bob', 'bob password 1', 'Bob');
});
afterAll(async () => {
  await workers.w1.stop();
  await workers.w0.stop();
  dir.remove();
});

const notices = async (who: AccountClient, gameId: string, kind: string) =>
  (
    (await who.request('GET', '/api/notifications')).json.notifications as {
      kind: string;
      gameId: string;
    }[]
  ).filter((n) => n.kind === kind && n.gameId === gameId);

/** A correspondence game created on w1 (so w1 owns it): Ann holds A, Bob took B. */
async function gameOfW1(): Promise<string> {
  const gameId = await correspondenceGame(ann, bob, 'bob');
  expect(workers.w1.app.match.ownership.owns(gameId)).toBe(true);
  expect(workers.w0.app.match.ownership.owns(gameId)).toBe(false);
  return gameId;
}

/** Both workers look once, as their timers do: w0 with the shared scans, w1 without. */
function scanBoth(): void {
  workers.w0.app.gameWatcher.scan();
  workers.w1.app.gameWatcher.scan(false);
}

describe('notifications with WORKERS=2: each worker watches its own games', () => {
  test('a player looking at a game of w1 is not told to move, and w0 never loads the game', async () => {
    const gameId = await gameOfW1();
    const sockets = [];
    for (const who of [ann, bob]) {
      const token = (await who.request('POST', `/api/games/${gameId}/my-seat`)).json.seatToken;
      sockets.push(await connect(workers.w1.wsUrl, gameId, token));
    }
    scanBoth();
    // w0 runs the shared scans but leaves w1's game alone: it cannot see who is looking at it,
    // and a copy loaded into its cache would go stale as w1 plays on.
    expect(workers.w0.app.match.cache.peek(gameId)).toBeUndefined();
    for (const who of [ann, bob]) {
      expect(await notices(who, gameId, 'game_started')).toHaveLength(1);
      expect(await notices(who, gameId, 'move_due')).toHaveLength(0);
    }
    for (const socket of sockets) await socket.close();
  });

  test('w1 tells the player who owes the first move of its game, once, and only them', async () => {
    const gameId = await gameOfW1();
    scanBoth();
    scanBoth();
    const owing = workers.w1.app.match.cache.peek(gameId)!.pending[0]!.seat;
    expect(await notices(owing === 'A' ? ann : bob, gameId, 'move_due')).toHaveLength(1);
    expect(await notices(owing === 'A' ? bob : ann, gameId, 'move_due')).toHaveLength(0);
    expect(workers.w0.app.match.cache.peek(gameId)).toBeUndefined();
  });
});
