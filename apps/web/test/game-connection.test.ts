import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { GameConnection } from '../src/net/game-connection.js';

/** A WebSocket stand-in: records what the client sends and lets the test play the server. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  private readonly listeners = new Map<string, ((e: unknown) => void)[]>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  addEventListener(type: string, fn: (e: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(code = 1000): void {
    this.readyState = 3;
    this.fire('close', { code });
  }
  fire(type: string, event: unknown): void {
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.fire('open', {});
  }
  receive(message: unknown): void {
    this.fire('message', { data: JSON.stringify(message) });
  }
}

function host(): ReactiveControllerHost & { updates: number } {
  const h = {
    updates: 0,
    addController(_c: ReactiveController) {},
    removeController() {},
    requestUpdate() {
      h.updates += 1;
    },
    updateComplete: Promise.resolve(true),
  };
  return h;
}

const welcome = (seq: number, catchUp = false) => ({
  type: 'welcome',
  gameId: 'game01',
  role: { kind: 'seat', seat: 'A' },
  ruleset: { id: 'starfire', version: '1' },
  status: 'live',
  seq,
  catchUp,
  ...(catchUp ? {} : { view: { turn: 1 } }),
  pending: [{ seat: 'A', kind: 'move' }],
  clocks: { kind: 'none', seats: {}, serverTime: 0 },
  result: null,
  seats: [],
  spectators: 0,
  spectatorDelay: { kind: 'none' },
  commitment: 'c'.repeat(64),
  chat: [],
});

const batch = (seq: number) => ({
  type: 'events',
  seq,
  at: 0,
  seat: 'A',
  cause: 'order',
  events: [{ type: 'turn_started', turn: seq }],
  status: 'live',
  pending: [{ seat: 'A', kind: 'move' }],
  clocks: { kind: 'none', seats: {}, serverTime: 0 },
  result: null,
  view: { turn: seq },
});

/** A connection whose socket opened and was welcomed at sequence `seq`. */
function welcomedAt(seq: number): { c: GameConnection; socket: FakeSocket | undefined } {
  const c = new GameConnection(host(), { gameId: 'game01', token: 'tok', url: 'ws://x/ws' });
  c.hostConnected();
  const socket = FakeSocket.all[0];
  socket?.open();
  socket?.receive(welcome(seq));
  return { c, socket };
}

describe('GameConnection', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('says hello with the seat token, asks for views as patches and the history, and resyncs when it has no view yet', () => {
    const c = new GameConnection(host(), { gameId: 'game01', token: 'tok', url: 'ws://x/ws' });
    c.hostConnected();
    const socket = FakeSocket.all[0];
    socket?.open();
    // A new page has no sequence yet: it asks for the full view and every earlier batch.
    expect(socket?.sent[0]).toEqual({
      type: 'hello',
      gameId: 'game01',
      views: true,
      viewPatches: true,
      history: true,
      token: 'tok',
    });
    socket?.receive(welcome(0, true));
    expect(socket?.sent[1]).toEqual({ type: 'resync' });
    expect(c.session.connection).toBe('open');
  });

  test('a batch with a view patch updates a copy of the view held; the old view is left as it was', () => {
    const { c, socket } = welcomedAt(3);
    const before = c.session.view;
    const { view: _, ...events } = batch(4);
    socket?.receive({
      ...events,
      viewPatch: [
        { op: 'replace', path: '/turn', value: 4 },
        { op: 'add', path: '/phase', value: 'fire' },
      ],
    });
    expect(c.session.seq).toBe(4);
    expect(c.session.view).toEqual({ turn: 4, phase: 'fire' });
    expect(before).toEqual({ turn: 1 });
    expect(socket?.sent.some((m) => m.type === 'resync')).toBe(false);
  });

  test('a view patch that does not fit the view held is dropped and the full view asked for', () => {
    const { c, socket } = welcomedAt(3);
    const { view: _, ...events } = batch(4);
    socket?.receive({ ...events, viewPatch: [{ op: 'remove', path: '/no/such/thing' }] });
    expect(c.session.seq).toBe(4);
    expect(c.session.view).toEqual({ turn: 1 });
    expect(socket?.sent.at(-1)).toEqual({ type: 'resync' });
  });

  test('an order carries a client order id and the expected sequence; it resolves once acknowledged and its batch applied', async () => {
    const { c, socket } = welcomedAt(3);
    const outcome = c.sendOrder({ type: 'pass', unit: 'A1' });
    const sent = socket?.sent[1] as { type: string; clientOrderId: string; expectedSeq: number };
    expect(sent.type).toBe('order');
    expect(sent.expectedSeq).toBe(3);
    let settled = false;
    void outcome.then(() => (settled = true));
    socket?.receive({ type: 'ack', clientOrderId: sent.clientOrderId, seq: 4 });
    await Promise.resolve();
    expect(settled).toBe(false); // acknowledged, but batch 4 is not here yet
    socket?.receive(batch(4));
    await expect(outcome).resolves.toEqual({ ok: true, seq: 4 });
    expect(c.session.seq).toBe(4);
  });

  test('a rejection resolves at once with the reason', async () => {
    const { c, socket } = welcomedAt(3);
    const outcome = c.sendOrder({ type: 'pass', unit: 'A1' });
    const sent = socket?.sent[1] as { clientOrderId: string };
    const error = { code: 'order/stale_sequence', message: 'moved on', path: [] };
    socket?.receive({ type: 'rejected', clientOrderId: sent.clientOrderId, seq: 5, error });
    await expect(outcome).resolves.toEqual({ ok: false, error });
  });

  test('after a drop it reconnects with backoff, resumes from its sequence and resends the unacknowledged order', () => {
    const c = new GameConnection(host(), { gameId: 'game01', token: 'tok', url: 'ws://x/ws' });
    c.hostConnected();
    const first = FakeSocket.all[0];
    first?.open();
    first?.receive(welcome(0));
    first?.receive(batch(1));
    first?.receive(batch(2));
    void c.sendOrder({ type: 'pass', unit: 'A1' });
    const order = first?.sent[1];
    first?.close(1006);
    expect(c.session.connection).toBe('reconnecting');
    vi.advanceTimersByTime(600);
    const second = FakeSocket.all[1];
    expect(second).toBeDefined();
    second?.open();
    expect(second?.sent[0]).toMatchObject({ type: 'hello', lastSeq: 2 });
    second?.receive(welcome(2, true));
    expect(second?.sent[1]).toEqual(order);
    expect(c.session.log).toHaveLength(2);
  });

  test('does not reconnect after a final close code (bad token)', () => {
    const c = new GameConnection(host(), { gameId: 'game01', token: 'bad', url: 'ws://x/ws' });
    c.hostConnected();
    FakeSocket.all[0]?.open();
    FakeSocket.all[0]?.close(4003);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(c.session.connection).toBe('closed');
  });
});
