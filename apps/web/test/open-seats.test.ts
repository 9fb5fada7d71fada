import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GameSummary } from '@broadside/protocol';
import { claimSeat, joinableSeats } from '../src/lobby/open-seats.js';
import { ApiError } from '../src/net/api.js';
import { heldSeat } from '../src/net/seat-store.js';
import { rememberName } from '../src/net/player-name.js';

/** A public Patrol game waiting for side B, as `GET /api/games?status=open` lists it. */
function summary(over: Partial<GameSummary> = {}): GameSummary {
  return {
    id: 'Xk3v9Qm2LrT0aB7c',
    title: 'Patrol',
    ruleset: { id: 'starfire', version: '1' },
    scenario: 'patrol',
    status: 'open',
    visibility: 'public',
    createdAt: 0,
    startedAt: null,
    finishedAt: null,
    seats: [
      { seat: 'A', name: 'Ann', claimed: true, online: true },
      { seat: 'B', name: '', claimed: false, online: false },
    ],
    openSeats: ['B'],
    spectators: 0,
    seq: 0,
    timeControl: { kind: 'none' },
    spectatorDelay: { kind: 'none' },
    result: null,
    commitment: 'c0ffee',
    ...over,
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('joining an open public game from the lobby (protocol.md: Take a seat, without an invite)', () => {
  test.each<[string, Partial<GameSummary>, boolean, readonly string[]]>([
    ['a public open game offers its free seats', {}, false, ['B']],
    ['two free seats, two buttons', { openSeats: ['A', 'B'] }, false, ['A', 'B']],
    ['a private game needs its invites', { visibility: 'private' }, false, []],
    ['a game that started has nothing to join', { status: 'live', openSeats: [] }, false, []],
    ['this browser already holds a seat: it resumes instead', {}, true, []],
  ])('%s', (_why, over, holds, seats) => {
    const held = holds ? { seat: 'A', token: 't' } : null;
    expect(joinableSeats(summary(over), held)).toEqual(seats);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('claiming posts no invite, keeps the seat token and the fresh seat link, and opens the game', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({
          gameId: 'Xk3v9Qm2LrT0aB7c',
          seat: 'B',
          seatToken: 'token-of-b',
          url: '/#/game/Xk3v9Qm2LrT0aB7c',
          invite: 'fresh-invite',
        }),
        { status: 200 },
      );
    });
    const storage = memoryStorage();
    const route = await claimSeat(storage, 'Xk3v9Qm2LrT0aB7c', 'B');
    expect(route).toBe('#/game/Xk3v9Qm2LrT0aB7c');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/games/Xk3v9Qm2LrT0aB7c/seats/B/join');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      claimId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      // Seeds made together: the browser commits to a nonce of its own as it takes the seat.
      nonceCommitment: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(heldSeat(storage, 'Xk3v9Qm2LrT0aB7c')).toEqual({
      seat: 'B',
      token: 'token-of-b',
      invite: 'fresh-invite',
    });
  });

  test('a seat someone took first is refused with its code and nothing is stored', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'game/seat_taken', message: 'This seat is already taken.', path: [] },
          }),
          { status: 409 },
        ),
    );
    const storage = memoryStorage();
    const refused = claimSeat(storage, 'Xk3v9Qm2LrT0aB7c', 'B');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 'game/seat_taken', status: 409 });
    expect(heldSeat(storage, 'Xk3v9Qm2LrT0aB7c')).toBeNull();
  });

  test('the seat is claimed under the name this browser plays under', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify({ gameId: 'G', seat: 'B', seatToken: 't', url: '/#/game/G', invite: 'i' }),
        { status: 200 },
      );
    });
    const storage = memoryStorage();
    rememberName(storage, '  Bea  ');
    await claimSeat(storage, 'G', 'B');
    expect(bodies).toEqual([
      { playerName: 'Bea', claimId: expect.any(String), nonceCommitment: expect.any(String) },
    ]);
  });

  test('a claim whose answer is lost is sent again with the same claim id (issue 12 #5)', async () => {
    const bodies: { claimId?: string }[] = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      if (bodies.length === 1) throw new TypeError('network error');
      return new Response(
        JSON.stringify({ gameId: 'G', seat: 'B', seatToken: 't', url: '/#/game/G', invite: 'i' }),
        { status: 200 },
      );
    });
    const storage = memoryStorage();
    expect(await claimSeat(storage, 'G', 'B')).toBe('#/game/G');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.claimId).toBe(bodies[0]!.claimId);
  });
});
