import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { spawnServer, type ChildServer } from '../helpers/child-server.js';
import { redisSkipReason, startRedis, type TestRedis } from '../helpers/redis.js';
import { tempDir } from '../helpers/temp-dir.js';
import { ClusterClient, seqProblems, until } from './helpers/player.js';
import { createPatrolGame } from './helpers/games.js';

const skip = redisSkipReason();

/** A raw spectator socket that keeps every frame it is sent, with the time it came. */
class Watcher {
  readonly frames: { text: string; at: number }[] = [];
  closeCode: number | null = null;
  readonly socket: WebSocket;
  readonly opened: Promise<void>;

  constructor(wsUrl: string, gameId: string, watch = false, hello: Record<string, unknown> = {}) {
    this.socket = new WebSocket(`${wsUrl}?game=${gameId}${watch ? '&watch=1' : ''}`);
    this.opened = new Promise((resolve, reject) => {
      this.socket.on('open', () => {
        this.socket.send(JSON.stringify({ type: 'hello', gameId, ...hello }));
        resolve();
      });
      this.socket.on('error', reject);
    });
    this.opened.catch(() => {});
    this.socket.on('message', (data) => this.frames.push({ text: String(data), at: Date.now() }));
    this.socket.on('close', (code) => (this.closeCode = code));
  }

  /** The parsed frames of one type. */
  of(type: string): Record<string, unknown>[] {
    return this.frames
      .map((f) => JSON.parse(f.text) as Record<string, unknown>)
      .filter((m) => m.type === type);
  }

  /** The raw `events` frames, in order. */
  events(): { text: string; at: number; seq: number }[] {
    return this.frames.flatMap((f) => {
      const m = JSON.parse(f.text) as { type: string; seq: number };
      return m.type === 'events' ? [{ ...f, seq: m.seq }] : [];
    });
  }

  get lastSeq(): number {
    let seq = 0;
    for (const m of [...this.of('welcome'), ...this.of('events')])
      seq = Math.max(seq, m.seq as number);
    return seq;
  }
}

/** A public Starfire patrol game on `node`, its two seats taken, played by random bots. */
async function newGame(
  node: ChildServer,
  orders: number,
  spectatorDelay: unknown = { kind: 'none' },
): Promise<{ id: string; players: ClusterClient[]; tokens: string[] }> {
  const { gameId, seatTokens } = await createPatrolGame(node.httpUrl, { spectatorDelay });
  const budget = { left: orders };
  const players = seatTokens.map(
    (token) => new ClusterClient(() => node.wsUrl, gameId, token, budget),
  );
  return { id: gameId, players, tokens: seatTokens };
}

describe.skipIf(skip !== null)(
  'cross-node fan-out through Redis: spectators on any node (issue 19)',
  () => {
    let redis: TestRedis;
    const dir = tempDir('broadside-fanout-');
    const nodes: ChildServer[] = [];
    let spy: Redis | null = null;
    const published: { channel: string; message: string }[] = [];

    beforeAll(async () => {
      redis = await startRedis();
      for (const [name, background] of [
        ['n1', 'on'],
        ['n2', 'off'],
      ] as const)
        nodes.push(
          await spawnServer(dir.path, {
            NODE_NAME: name,
            NODE_BACKGROUND: background,
            REDIS_URL: redis.url,
          }),
        );
      // Everything the nodes publish for spectators, to check that nothing else leaves a node.
      spy = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => null });
      spy.on('error', () => {});
      await spy.psubscribe('broadside:game:*');
      spy.on('pmessage', (_pattern, channel, message) => published.push({ channel, message }));
    }, 60_000);

    afterAll(async () => {
      spy?.disconnect();
      for (const n of nodes) if (n.child.exitCode === null) n.child.kill('SIGKILL');
      await redis?.stop();
      dir.remove();
    });

    test('a spectator on the other node gets exactly the owner’s spectator frames', async () => {
      const [n1, n2] = nodes as [ChildServer, ChildServer];
      const game = await newGame(n1, 30);
      expect(game.id.startsWith('n1-')).toBe(true);
      // The lobby of the other node lists it (lists come from the shared store).
      const listed = (await (await fetch(`${n2.httpUrl}/api/games?status=live`)).json()) as {
        games: { id: string }[];
      };
      expect(listed.games.map((g) => g.id)).toContain(game.id);

      const local = new Watcher(n1.wsUrl, game.id);
      const remote = new Watcher(n2.wsUrl, game.id, true);
      // Spectators taking views as patches (as the web client does), on each node.
      const patches = { views: true, viewPatches: true };
      const localViews = new Watcher(n1.wsUrl, game.id, false, patches);
      const remoteViews = new Watcher(n2.wsUrl, game.id, true, patches);
      const watchers = [local, remote, localViews, remoteViews];
      await Promise.all(watchers.map((w) => w.opened));
      await until(() => watchers.every((w) => w.of('welcome').length > 0), 10_000, 'welcomes');
      await Promise.all(game.players.map((p) => p.start()));
      await until(() => game.players.every((p) => p.done), 60_000, 'the seats to play');
      const seq = Math.max(...game.players.map((p) => p.lastSeq));
      await until(
        () => watchers.every((w) => w.lastSeq >= seq),
        10_000,
        `every spectator to reach ${seq}`,
      );
      const a = local.events();
      const b = remote.events();
      expect(b.map((f) => f.seq)).toEqual(a.map((f) => f.seq));
      expect(seqProblems(b.map((f) => f.seq))).toEqual({ duplicates: [], gaps: [] });
      // Same bytes: the relay forwards the very frames the owner built for spectators.
      expect(b.map((f) => f.text)).toEqual(a.map((f) => f.text));
      expect(remote.of('welcome')[0]!.seq).toBe(local.of('welcome')[0]!.seq);
      // With views as patches too: the same frames, each batch a patch of the view before.
      const patched = remoteViews.events();
      expect(patched.map((f) => f.text)).toEqual(localViews.events().map((f) => f.text));
      expect(patched.some((f) => f.text.includes('"viewPatch"'))).toBe(true);

      // Nothing but spectator frames was published: every events frame on the channels is one
      // the local spectator got too.
      const spectatorFrames = new Set(a.map((f) => f.text));
      const publishedEvents = published
        .filter((p) => p.channel === `broadside:game:${game.id}:p`)
        .map((p) => p.message)
        .filter((m) => m.startsWith('{"type":"events"'));
      expect(publishedEvents.length).toBeGreaterThan(0);
      for (const m of publishedEvents) expect(spectatorFrames.has(m)).toBe(true);

      // The owner's lobby counts the spectator relayed on the other node.
      const summary = (await (await fetch(`${n1.httpUrl}/api/games/${game.id}`)).json()) as {
        spectators: number;
      };
      expect(summary.spectators).toBe(4);
      // So does the other node's lobby, from the count the owner keeps in Redis.
      const deadline = Date.now() + 10_000;
      let elsewhere = 0;
      while (elsewhere !== 4 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const there = (await (await fetch(`${n2.httpUrl}/api/games/${game.id}`)).json()) as {
          spectators: number;
        };
        elsewhere = there.spectators;
      }
      expect(elsewhere).toBe(4);

      // Each node's metrics say what it relays and publishes.
      const metricsOf = async (node: ChildServer): Promise<string> =>
        (await fetch(`${node.httpUrl}/metrics`)).text();
      expect(await metricsOf(n2)).toMatch(/^broadside_fanout_relayed_spectators 2$/m);
      expect(await metricsOf(n1)).toMatch(/^broadside_fanout_published_feeds 2$/m);
      expect(await metricsOf(n1)).toMatch(/^broadside_fanout_redis_connected 1$/m);

      // A seat still needs the owner.
      const seat = new WebSocket(`${n2.wsUrl}?game=${game.id}`);
      const refusal = await new Promise<string>((resolve) => {
        seat.on('open', () =>
          seat.send(JSON.stringify({ type: 'hello', gameId: game.id, token: game.tokens[0] })),
        );
        seat.on('message', (data) => resolve(String(data)));
      });
      seat.terminate();
      expect(refusal).toContain('game/unavailable');
      for (const p of game.players) p.stop();
      for (const w of watchers) w.socket.terminate();
    }, 90_000);

    test('the spectator delay holds for relayed spectators too', async () => {
      const [n1, n2] = nodes as [ChildServer, ChildServer];
      const delaySeconds = 2;
      // Two orders, the deployments: no random move can end the game before the delay passes
      // (held frames are released at the end, and then none would show the delay).
      const game = await newGame(n1, 2, { kind: 'seconds', seconds: delaySeconds });
      const local = new Watcher(n1.wsUrl, game.id);
      const remote = new Watcher(n2.wsUrl, game.id);
      await Promise.all([local.opened, remote.opened]);
      await until(() => remote.of('welcome').length > 0, 10_000, 'the relayed welcome');
      await Promise.all(game.players.map((p) => p.start()));
      await until(() => game.players.every((p) => p.done), 60_000, 'the seats to play');
      const seq = Math.max(...game.players.map((p) => p.lastSeq));
      await until(
        () => remote.lastSeq >= seq && local.lastSeq >= seq,
        15_000,
        'the delayed batches',
      );
      const b = remote.events();
      expect(b.length).toBeGreaterThan(0);
      expect(b.map((f) => f.text)).toEqual(local.events().map((f) => f.text));
      // Everything held is released when the game ends: only frames before that must wait.
      const end = b.find((f) => (JSON.parse(f.text) as { status: string }).status === 'finished');
      let checked = 0;
      for (const frame of b) {
        if (end && frame.at >= end.at - 50) continue;
        checked += 1;
        const batchAt = (JSON.parse(frame.text) as { at: number }).at;
        // Sent no sooner than the delay after the batch (the tick runs every 250 ms).
        expect(frame.at - batchAt).toBeGreaterThanOrEqual(delaySeconds * 1000 - 50);
      }
      expect(checked, `statuses ${b.map((f) => f.text.slice(0, 200)).join('\n')}`).toBeGreaterThan(
        0,
      );
      for (const p of game.players) p.stop();
      local.socket.terminate();
      remote.socket.terminate();
    }, 60_000);

    test('losing Redis drops relayed spectators for a retry; players and nodes carry on', async () => {
      const [n1, n2] = nodes as [ChildServer, ChildServer];
      const game = await newGame(n1, 6);
      const remote = new Watcher(n2.wsUrl, game.id);
      await remote.opened;
      await until(() => remote.of('welcome').length > 0, 10_000, 'the relayed welcome');
      spy?.disconnect();
      spy = null;
      await redis.kill();
      await until(() => remote.closeCode !== null, 10_000, 'the relayed spectator to be dropped');
      expect([1011, 1013]).toContain(remote.closeCode);
      // Players are served by the owner, without Redis.
      await Promise.all(game.players.map((p) => p.start()));
      await until(() => game.players.every((p) => p.done), 60_000, 'the seats to play');
      for (const n of nodes) {
        expect(n.child.exitCode).toBeNull();
        expect((await fetch(`${n.httpUrl}/api/health`)).ok).toBe(true);
      }
      // Back again: a new spectator on the other node is served once the nodes reconnect.
      await redis.restart();
      const seq = Math.max(...game.players.map((p) => p.lastSeq));
      // One attempt every half second, as a client's backoff would (hellos are rate-limited).
      let again = new Watcher(n2.wsUrl, game.id);
      const deadline = Date.now() + 15_000;
      while (again.of('welcome').length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        if (again.closeCode !== null && again.of('welcome').length === 0)
          again = new Watcher(n2.wsUrl, game.id);
      }
      expect(again.lastSeq).toBe(seq);
      for (const p of game.players) p.stop();
      again.socket.terminate();
    }, 60_000);
  },
);
