import type { ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { spawnServer, type ChildServer } from '../helpers/child-server.js';
import { tempDir } from '../helpers/temp-dir.js';
import { spawnTracked, stopTracked } from '../support/processes.js';
import { checkGames, clientsOf, createGames, explainer, finishAll } from './helpers/games.js';
import { until } from './helpers/player.js';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const GAMES = 3;
const ORDERS_PER_GAME = 20;
const LEASE_MS = 3000;

describe('a standby takes over a node whose lease expired; the old holder is fenced (issue 19)', () => {
  const dir = tempDir('broadside-standby-');
  const servers: ChildServer[] = [];
  const standbys: ChildProcess[] = [];
  // Also after a failure or a timeout: the standby is not in `servers` (issue 27, bug 7).
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await Promise.all(standbys.map((child) => stopTracked(child, { signal: 'SIGKILL' })));
    dir.remove();
  });

  test('paused past its lease, the first process is replaced, exits on waking, and nothing forks', async () => {
    const env = { NODE_NAME: 'n1', NODE_LEASE_MS: String(LEASE_MS) };
    const first = await spawnServer(dir.path, env);
    servers.push(first);
    let wsUrl = first.wsUrl;
    let httpUrl = first.httpUrl;
    const games = await createGames(first.httpUrl, () => wsUrl, GAMES, ORDERS_PER_GAME);
    let standbyOutput = '';
    const output = (): string => [...servers.map((s) => s.output()), standbyOutput].join('\n');
    const explain = explainer(games, () => 'n1', output);
    await Promise.all(clientsOf(games).map((c) => c.start()));
    const players = games.flatMap((g) => g.players);
    const acked = (): number => players.reduce((sum, p) => sum + p.acked.length, 0);
    await until(() => acked() >= (GAMES * ORDERS_PER_GAME) / 2, 60_000, 'half the orders').catch(
      explain,
    );

    // A standby for the same node waits, not listening, while the first holds the lease.
    const standby = spawnTracked(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        ...env,
        DATA_DIR: dir.path,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    standbys.push(standby);
    const standbyPort = new Promise<number>((resolve) => {
      const onData = (chunk: Buffer): void => {
        standbyOutput += chunk.toString();
        const m = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(standbyOutput);
        if (m) resolve(Number(m[1]));
      };
      standby.stdout!.on('data', onData);
      standby.stderr!.on('data', onData);
    });
    await until(() => standbyOutput.includes('standby'), 60_000, 'the standby to wait').catch(
      explain,
    );

    // The first process stops (as in a long GC pause or a frozen VM) past its lease.
    first.child.kill('SIGSTOP');
    const port = await standbyPort;
    expect(standbyOutput).toMatch(/"fence":2/);
    wsUrl = `ws://127.0.0.1:${port}/ws`;
    httpUrl = `http://127.0.0.1:${port}`;
    // Clients of the paused process time out and reconnect to the standby.
    for (const c of clientsOf(games)) c.dropSocket();
    // Woken up, the old holder finds its lease lost and exits without appending anything.
    first.child.kill('SIGCONT');
    const exit = await first.exited;
    expect(exit.code).toBe(1);
    expect(first.output()).toContain('node lease lost');

    await until(() => players.every((p) => p.done), 120_000, 'every seat to play').catch(explain);
    await finishAll(games, explain);
    await checkGames(games, httpUrl, dir.path);
    for (const c of clientsOf(games)) c.stop();
    await stopTracked(standby);
  }, 300_000);
});
