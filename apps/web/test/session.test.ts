import { describe, expect, test } from 'vitest';
import type { EventsMessage, WelcomeMessage } from '@broadside/protocol';
import { EMPTY_SESSION, clockRemaining, owedByMe, reduceSession } from '../src/net/session.js';
import { backoffDelay } from '../src/net/backoff.js';

const clocks = {
  kind: 'live' as const,
  seats: { A: { remainingMs: 60_000, running: true, deadline: null } },
  serverTime: 0,
};

function welcome(over: Partial<WelcomeMessage> = {}): WelcomeMessage {
  return {
    type: 'welcome',
    gameId: 'game01',
    role: { kind: 'seat', seat: 'A' },
    ruleset: { id: 'starfire', version: '1' },
    status: 'live',
    seq: 0,
    catchUp: false,
    view: { turn: 0 },
    pending: [{ seat: 'A', kind: 'deploy' }],
    clocks,
    result: null,
    seats: [],
    spectators: 2,
    spectatorDelay: { kind: 'none' },
    commitment: 'c'.repeat(64),
    chat: [],
    ...over,
  };
}

function batch(
  seq: number,
  events: unknown[] = [{ type: 'turn_started', turn: seq }],
): EventsMessage {
  return {
    type: 'events',
    seq,
    at: 1000 + seq,
    seat: 'A',
    cause: 'order',
    events,
    status: 'live',
    pending: [{ seat: 'B', kind: 'deploy' }],
    clocks,
    result: null,
    view: { turn: seq },
  };
}

describe('reduceSession', () => {
  test('a welcome at seq 0 gives the view and a complete (empty) log', () => {
    const s = reduceSession(EMPTY_SESSION, welcome(), 0);
    expect(s.view).toEqual({ turn: 0 });
    expect(s.logComplete).toBe(true);
    expect(owedByMe(s)).toEqual({ seat: 'A', kind: 'deploy' });
  });

  test('batches append to the log in order; repeats are ignored', () => {
    let s = reduceSession(EMPTY_SESSION, welcome(), 0);
    s = reduceSession(s, batch(1), 0);
    s = reduceSession(
      s,
      batch(2, [
        { type: 'turn_started', turn: 2 },
        { type: 'turn_ended', turn: 2 },
      ]),
      0,
    );
    s = reduceSession(s, batch(2), 0);
    expect(s.seq).toBe(2);
    expect(s.log.map((e) => [e.seq, e.index, (e.event as { type: string }).type])).toEqual([
      [1, 0, 'turn_started'],
      [2, 0, 'turn_started'],
      [2, 1, 'turn_ended'],
    ]);
    expect(s.view).toEqual({ turn: 2 });
    expect(owedByMe(s)).toBeNull();
  });

  test('a full view that jumps ahead marks the log incomplete', () => {
    const s = reduceSession(EMPTY_SESSION, welcome({ seq: 40, view: { turn: 9 } }), 0);
    expect(s.logComplete).toBe(false);
  });

  test('a catch-up welcome keeps the view and the log; the missed batches follow', () => {
    let s = reduceSession(EMPTY_SESSION, welcome(), 0);
    s = reduceSession(s, batch(1), 0);
    s = reduceSession(s, welcome({ seq: 1, catchUp: true, view: undefined }), 0);
    s = reduceSession(s, batch(2), 0);
    expect(s.log).toHaveLength(2);
    expect(s.logComplete).toBe(true);
  });

  test('a gap in sequence numbers marks the log incomplete', () => {
    let s = reduceSession(EMPTY_SESSION, welcome(), 0);
    s = reduceSession(s, batch(3), 0);
    expect(s.logComplete).toBe(false);
  });

  test('chat lines merge by id and presence updates the spectator count', () => {
    let s = reduceSession(
      EMPTY_SESSION,
      welcome({ chat: [{ id: 1, channel: 'players', author: 'A', text: 'hi', at: 0 }] }),
      0,
    );
    s = reduceSession(
      s,
      { type: 'chat', line: { id: 1, channel: 'players', author: 'A', text: 'hi', at: 0 } },
      0,
    );
    s = reduceSession(
      s,
      { type: 'chat', line: { id: 2, channel: 'players', author: 'B', text: 'yo', at: 1 } },
      0,
    );
    s = reduceSession(s, { type: 'presence', seats: [], spectators: 5 }, 0);
    expect(s.chat.map((c) => c.id)).toEqual([1, 2]);
    expect(s.spectators).toBe(5);
  });

  test('a running clock counts down from when it arrived', () => {
    const s = reduceSession(EMPTY_SESSION, welcome(), 10_000);
    expect(clockRemaining(s, 'A', 25_000)).toBe(45_000);
    expect(clockRemaining(s, 'B', 25_000)).toBeNull();
  });
});

describe('backoffDelay', () => {
  test.each([
    [0, 0, 500],
    [1, 0, 1000],
    [3, 0, 4000],
    [10, 0, 10_000],
    [1, 1, 750],
  ])('attempt %i, jitter %f → %i ms', (attempt, jitter, ms) => {
    expect(backoffDelay(attempt, jitter)).toBe(ms);
  });
});

describe('a page opened in the middle of a game', () => {
  test('builds its log from the welcome history, from the creation on', () => {
    const s = reduceSession(
      EMPTY_SESSION,
      welcome({
        seq: 2,
        history: [
          { seq: 0, at: 10, events: [{ type: 'initiative' }] },
          { seq: 1, at: 11, events: [{ type: 'a' }, { type: 'b' }] },
          { seq: 2, at: 12, events: [] },
        ],
      }),
      0,
    );
    expect(s.log.map((e) => [e.seq, e.index, e.event])).toEqual([
      [0, 0, { type: 'initiative' }],
      [1, 0, { type: 'a' }],
      [1, 1, { type: 'b' }],
    ]);
    expect(s.logComplete).toBe(true);
    const next = reduceSession(s, batch(3), 0);
    expect(next.log.at(-1)).toMatchObject({ seq: 3 });
  });

  test('keeps a rematch offer from the welcome or its own frame', () => {
    const rematch = {
      gameId: 'newgame1',
      offeredBy: 'A',
      offeredAt: 5,
      seats: [
        { seat: 'A', newSeat: 'B', name: 'Ann', accepted: true },
        { seat: 'B', newSeat: 'A', name: 'Bob', accepted: false },
      ],
    };
    expect(reduceSession(EMPTY_SESSION, welcome({ rematch }), 0).rematch).toEqual(rematch);
    expect(reduceSession(EMPTY_SESSION, { type: 'rematch', rematch }, 0).rematch).toEqual(rematch);
  });
});
