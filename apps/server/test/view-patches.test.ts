import { applyViewPatch } from '@broadside/protocol';
import { seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, createAndJoin, nextMove, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';
import type { TestClient } from './helpers/ws-client.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ maxCatchUpBatches: 50 });
});
afterAll(async () => {
  await server.close();
});

const FULL = { views: true };
const PATCHES = { views: true, viewPatches: true };

/**
 * The view a client holds after each batch, rebuilt from what it received: the welcome's view,
 * then each batch's full view or patch. Throws if a patch does not apply.
 */
function viewsBySeq(client: TestClient): Map<number, unknown> {
  const views = new Map<number, unknown>();
  let held: unknown;
  for (const m of client.received) {
    if (m.type === 'welcome' && m.view !== undefined) views.set(m.seq, (held = m.view));
    if (m.type !== 'events') continue;
    if (m.view !== undefined) held = m.view;
    else if (m.viewPatch) held = applyViewPatch(held, m.viewPatch);
    else continue;
    views.set(m.seq, held);
  }
  return views;
}

/** Bytes of the `events` frames a client received. */
const eventBytes = (client: TestClient): number =>
  client.raw.filter((f) => f.startsWith('{"type":"events"')).reduce((n, f) => n + f.length, 0);

/** Plays `count` orders from the seat sockets; returns the sequence reached. */
async function playOn(
  gameId: string,
  seats: Record<string, TestClient>,
  seq: number,
  count: number,
  random: () => number,
): Promise<number> {
  for (let i = 0; i < count; i += 1) {
    const move = nextMove(server.app, gameId, random);
    if (!move) break;
    seq = await play(seats[move.seat]!, move.order, seq);
  }
  return seq;
}

describe('view patches (hello viewPatches)', () => {
  // Starfire scenarios of different sizes: two ships, two task groups, a convoy with escorts.
  test.each(['patrol', 'task_groups', 'convoy_raid'])(
    '%s: patches rebuild exactly the full views a second socket of the same role receives',
    async (scenario) => {
      const game = await createAndJoin(server.app, { setup: { scenario } });
      const id = game.gameId;
      const seats = {
        A: await connect(server.wsUrl, id, game.tokens.A, PATCHES),
        B: await connect(server.wsUrl, id, game.tokens.B, PATCHES),
      };
      const fullA = await connect(server.wsUrl, id, game.tokens.A, FULL);
      const watcher = await connect(server.wsUrl, id, undefined, PATCHES);
      const fullWatcher = await connect(server.wsUrl, id, undefined, FULL);
      const seq = await playOn(id, seats, 0, 30, seededRandom(5));
      expect(seq).toBeGreaterThan(10);
      for (const c of [seats.A, seats.B, fullA, watcher, fullWatcher])
        await c.next('events', (m) => m.seq === seq);

      const patched = viewsBySeq(seats.A);
      const full = viewsBySeq(fullA);
      for (let s = 1; s <= seq; s += 1) expect(patched.get(s), `seq ${s}`).toEqual(full.get(s));
      const watched = viewsBySeq(watcher);
      const fullyWatched = viewsBySeq(fullWatcher);
      for (let s = 1; s <= seq; s += 1) expect(watched.get(s)).toEqual(fullyWatched.get(s));

      // After the welcome every batch is a patch, and together they are far smaller.
      const batches = seats.A.all('events');
      expect(batches.every((m) => m.viewPatch !== undefined && m.view === undefined)).toBe(true);
      expect(fullA.all('events').every((m) => m.view !== undefined)).toBe(true);
      expect(eventBytes(seats.A) * 3).toBeLessThan(eventBytes(fullA));
      for (const c of [seats.A, seats.B, fullA, watcher, fullWatcher]) await c.close();
    },
  );

  test('a client that catches up gets the full view with its last missed batch, then patches', async () => {
    const game = await createAndJoin(server.app);
    const id = game.gameId;
    const random = seededRandom(8);
    const seats = {
      A: await connect(server.wsUrl, id, game.tokens.A, PATCHES),
      B: await connect(server.wsUrl, id, game.tokens.B, PATCHES),
    };
    const fullB = await connect(server.wsUrl, id, game.tokens.B, FULL);
    let seq = await playOn(id, seats, 0, 4, random);
    await seats.B.next('events', (m) => m.seq === seq);
    const lastSeen = seq;
    await seats.B.close();
    // B's seat is served by its other socket while the patch-taking one is away.
    seq = await playOn(id, { A: seats.A, B: fullB }, seq, 5, random);
    expect(seq).toBeGreaterThan(lastSeen);

    const back = await connect(server.wsUrl, id, game.tokens.B, { ...PATCHES, lastSeq: lastSeen });
    await back.next('events', (m) => m.seq === seq);
    const missed = back.all('events');
    expect(missed.map((m) => m.seq)).toEqual(
      Array.from({ length: seq - lastSeen }, (_, i) => lastSeen + 1 + i),
    );
    expect(missed.at(-1)!.view).toBeDefined();
    expect(missed.some((m) => m.viewPatch !== undefined)).toBe(false);

    seq = await playOn(id, { A: seats.A, B: back }, seq, 4, random);
    await fullB.next('events', (m) => m.seq === seq);
    const after = back.all('events').filter((m) => m.seq > lastSeen + missed.length);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((m) => m.viewPatch !== undefined)).toBe(true);
    // Rebuilt from the catch-up's full view and the patches since, it matches the full views.
    let held = missed.at(-1)!.view;
    for (const m of after) {
      held = applyViewPatch(held, m.viewPatch!);
      expect(held).toEqual(fullB.all('events').find((f) => f.seq === m.seq)!.view);
    }
    for (const c of [seats.A, back, fullB]) await c.close();
  });

  test('without views, viewPatches sends neither views nor patches', async () => {
    const game = await createAndJoin(server.app);
    const a = await connect(server.wsUrl, game.gameId, game.tokens.A, { viewPatches: true });
    const b = await connect(server.wsUrl, game.gameId, game.tokens.B);
    const seq = await playOn(game.gameId, { A: a, B: b }, 0, 3, seededRandom(3));
    await a.next('events', (m) => m.seq === seq);
    for (const m of a.all('events')) {
      expect(m.view).toBeUndefined();
      expect(m.viewPatch).toBeUndefined();
    }
    await a.close();
    await b.close();
  });
});
