// The WebSocket heartbeat (src/ws/heartbeat.ts): every socket is pinged once per period, a tenth
// of them at a time, and one that did not answer its last ping is closed with 4007.
import { CLOSE_CODES } from '@broadside/protocol';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startHeartbeat } from '../src/ws/heartbeat.js';

interface FakeConnection {
  awaitingPong: boolean;
  pings: number[];
  closedWith: number | null;
  answers: boolean;
  socket: { ping(): void; terminate(): void };
  close(code: number, reason: string): void;
}

function fakeConnection(answers: boolean): FakeConnection {
  const c: FakeConnection = {
    awaitingPong: false,
    pings: [],
    closedWith: null,
    answers,
    socket: {
      ping: () => {
        c.pings.push(Date.now());
        // A live peer answers at once (the pong handler clears the flag).
        if (c.answers) queueMicrotask(() => (c.awaitingPong = false));
      },
      terminate: () => {},
    },
    close: (code) => {
      c.closedWith = code;
    },
  };
  return c;
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('heartbeat', () => {
  test('each of 1,000 sockets is pinged once per period, at most a tenth of them at a time', async () => {
    const connections = new Set(Array.from({ length: 1000 }, () => fakeConnection(true)));
    const stop = startHeartbeat(connections as never, 30_000);
    const perTick: number[] = [];
    for (let t = 0; t < 20; t += 1) {
      const before = [...connections].reduce((n, c) => n + c.pings.length, 0);
      await vi.advanceTimersByTimeAsync(3_000);
      perTick.push([...connections].reduce((n, c) => n + c.pings.length, 0) - before);
    }
    stop();
    // Two periods: every socket pinged twice, 100 at each tick, none closed.
    expect(perTick).toEqual(Array.from({ length: 20 }, () => 100));
    for (const c of connections) {
      expect(c.pings).toHaveLength(2);
      expect(c.pings[1]! - c.pings[0]!).toBe(30_000);
      expect(c.closedWith).toBeNull();
    }
  });

  test('a socket that does not answer is closed one period after its ping; the others stay', async () => {
    const silent = fakeConnection(false);
    const live = fakeConnection(true);
    const connections = new Set([live, silent]);
    const stop = startHeartbeat(connections as never, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(silent.pings).toHaveLength(1);
    expect(silent.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    expect(silent.closedWith).toBe(CLOSE_CODES.heartbeatTimeout);
    expect(live.closedWith).toBeNull();
    expect(live.pings).toHaveLength(2);
  });
});
