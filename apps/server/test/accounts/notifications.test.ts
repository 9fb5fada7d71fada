import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../../src/util/clock.js';
import { AccountClient } from '../helpers/account-client.js';
import { correspondenceGame as lettersGame } from '../helpers/correspondence-game.js';
import { connect, nextMove, play } from '../helpers/game.js';
import { startServer, type RunningServer } from '../helpers/server.js';

/** A mail sink on loopback: every message it receives, raw. */
async function smtpSink(): Promise<{ port: number; mails: string[]; close: () => Promise<void> }> {
  const mails: string[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.address() as { port: number }).port;
  return { port, mails, close: () => new Promise((resolve) => sink.close(() => resolve())) };
}

const clock = new ManualClock();
let sink: Awaited<ReturnType<typeof smtpSink>>;
let server: RunningServer;
let ann: AccountClient;
let bob: AccountClient;

beforeAll(async () => {
  sink = await smtpSink();
  server = await startServer({
    clock,
    // About notifications, not hashing: a cheaper scrypt (accounts.test.ts checks the real one).
    accounts: { scryptN: 2 ** 12 },
    env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SMTP_FROM: 'Broadside <noreply@test>' },
  });
  ann = new AccountClient(server.httpUrl);
  bob = new AccountClient(server.httpUrl);
  await ann.signUp('ann', 'ann password 1', 'Ann');
  await bob.signUp('bob', 'bob password 1', 'Bob');
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const kinds = async (who: AccountClient) =>
  ((await who.request('GET', '/api/notifications')).json.notifications as { kind: string }[]).map(
    (n) => n.kind,
  );

/** A three-day correspondence game: Ann holds A and keeps B for Bob, who takes it. */
const correspondenceGame = () => lettersGame(ann, bob, 'bob');

describe('notifications (issue 14, My games and notifications)', () => {
  test('settings: an address and the kinds sent by email, checked by the schema', async () => {
    expect((await bob.request('GET', '/api/me/settings')).json).toEqual({
      email: null,
      emailKinds: [
        'move_due',
        'game_started',
        'deadline',
        'rematch',
        'invited',
        'round_started',
        'no_show',
        'round_paired',
        'tournament_result',
        'tournament_finished',
        'check_in_open',
        'tournament_check_in_missed',
      ],
    });
    const bad = await bob.request('PUT', '/api/me/settings', { email: 'nope', emailKinds: [] });
    expect(bad.status).toBe(400);
    expect(bad.json.error.path).toEqual(['body', 'email']);
    const ok = await bob.request('PUT', '/api/me/settings', {
      email: 'bob@example.test',
      emailKinds: ['move_due', 'invited', 'deadline'],
    });
    expect(ok.json.email).toBe('bob@example.test');
    const forged = await bob.request(
      'PUT',
      '/api/me/settings',
      { email: 'evil@example.test', emailKinds: [] },
      { csrf: false },
    );
    expect(forged.json.error.code).toBe('auth/csrf');
  });

  test('invited, started, move due and deadline: in the app once each, by email as chosen', async () => {
    const gameId = await correspondenceGame();
    expect(await kinds(bob)).toEqual(['invited']);
    server.app.gameWatcher.scan();
    server.app.gameWatcher.scan(); // a second look tells nobody twice
    expect((await kinds(bob)).filter((k) => k === 'game_started')).toHaveLength(1);
    expect((await kinds(ann)).filter((k) => k === 'game_started')).toHaveLength(1);
    // Whoever owes the first decision is told, and finds the game first on My games, with the
    // time left on the running clock; the other is not told to move.
    const first = async (who: AccountClient) =>
      (
        (await who.request('GET', '/api/my/games')).json.games as {
          game: { id: string };
          myMove: boolean;
          timeLeftMs: number | null;
        }[]
      ).find((g) => g.game.id === gameId)!;
    const [annGame, bobGame] = [await first(ann), await first(bob)];
    expect(annGame.myMove || bobGame.myMove).toBe(true);
    for (const [who, game] of [
      [ann, annGame],
      [bob, bobGame],
    ] as const) {
      expect((await kinds(who)).includes('move_due')).toBe(game.myMove);
      if (game.myMove) {
        expect(game.timeLeftMs).toBe(3 * 86400_000);
        expect((await who.request('GET', '/api/my/games')).json.games[0].game.id).toBe(gameId);
      }
    }
    // Two and a half days later the clock runs low: one warning.
    clock.advance(2.5 * 86400_000);
    server.app.gameWatcher.scan();
    server.app.gameWatcher.scan();
    const owing = bobGame.myMove ? bob : ann;
    expect((await kinds(owing)).filter((k) => k === 'deadline')).toHaveLength(1);
    await server.app.notifier.drain();
    // Bob chose invited, move_due and deadline by email; never game_started.
    const toBob = sink.mails.filter((m) => m.includes('bob@example.test'));
    const subjects = toBob.map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? '');
    expect(subjects.some((s) => s.includes('Ann invited you to Letters'))).toBe(true);
    expect(subjects.some((s) => s.includes('has started'))).toBe(false);
    expect(subjects.some((s) => s.includes('Your move in Letters'))).toBe(bobGame.myMove);
    expect(subjects.some((s) => s.includes('left for your move in Letters'))).toBe(bobGame.myMove);
    expect(subjects).toHaveLength(bobGame.myMove ? 3 : 1);
    // Ann gave no address: nothing was mailed to her.
    expect(sink.mails.every((m) => !m.includes('To: ann'))).toBe(true);
  });

  test('no move-due notice for a player looking at the game', async () => {
    const gameId = await correspondenceGame();
    const sockets = [];
    for (const who of [ann, bob]) {
      const token = (await who.request('POST', `/api/games/${gameId}/my-seat`)).json.seatToken;
      sockets.push(await connect(server.wsUrl, gameId, token));
    }
    server.app.gameWatcher.scan();
    for (const who of [ann, bob]) {
      const moves = (await who.request('GET', '/api/notifications')).json.notifications.filter(
        (n: { kind: string; gameId: string }) => n.kind === 'move_due' && n.gameId === gameId,
      );
      expect(moves).toHaveLength(0);
    }
    for (const socket of sockets) await socket.close();
  });

  test('move due again after the other seat moved: the watcher sees entries still in the log tail', async () => {
    const gameId = await correspondenceGame();
    const owing = () => server.app.match.cache.peek(gameId)!.pending[0]!.seat;
    const moveDues = async (seat: string) =>
      (
        (await (seat === 'A' ? ann : bob).request('GET', '/api/notifications')).json
          .notifications as { kind: string; gameId: string }[]
      ).filter((n) => n.kind === 'move_due' && n.gameId === gameId);
    let seq = 0;
    /** Both players open the game and play until the other seat owes; then both close it. */
    const changeHands = async () => {
      const sockets = new Map<string, Awaited<ReturnType<typeof connect>>>();
      for (const [who, seat] of [
        [ann, 'A'],
        [bob, 'B'],
      ] as const) {
        const token = (await who.request('POST', `/api/games/${gameId}/my-seat`)).json.seatToken;
        sockets.set(seat, await connect(server.wsUrl, gameId, token));
      }
      const before = owing();
      while (owing() === before) {
        const move = nextMove(server.app, gameId, () => 0.5)!;
        seq = await play(sockets.get(move.seat)!, move.order, seq);
      }
      for (const socket of sockets.values()) await socket.close();
    };
    await changeHands();
    server.app.gameWatcher.scan();
    expect(await moveDues(owing())).toHaveLength(1);
    // After the next change of hands the first seat owes again. Its entries are in the log tail
    // (far from a snapshot), so the games row still shows the sequence of the last look: the
    // watcher must count the tail to see that anything moved.
    await changeHands();
    expect(seq).toBeLessThan(40);
    server.app.gameWatcher.scan();
    expect((await moveDues(owing())).length).toBeGreaterThanOrEqual(1);
  });

  test('the badge counts unread; marking read clears it', async () => {
    const list = (await bob.request('GET', '/api/notifications')).json;
    expect(list.unread).toBeGreaterThan(0);
    const first = list.notifications[0].id as number;
    const one = await bob.request('POST', '/api/notifications/read', { ids: [first] });
    expect(one.json.unread).toBe(list.unread - 1);
    const all = await bob.request('POST', '/api/notifications/read', {});
    expect(all.json.unread).toBe(0);
    expect(
      (await new AccountClient(server.httpUrl).request('GET', '/api/notifications')).status,
    ).toBe(401);
  });

  test('a rematch is offered to the opponent: told, and the new seat kept for their account', async () => {
    const gameId = await correspondenceGame();
    const annToken = (await ann.request('POST', `/api/games/${gameId}/my-seat`)).json.seatToken;
    const socket = await connect(server.wsUrl, gameId, annToken);
    socket.send({ type: 'order', clientOrderId: 'c1', expectedSeq: 0, order: { type: 'concede' } });
    await socket.next('events');
    await socket.close();
    const offer = await ann.request('POST', `/api/games/${gameId}/rematch`, {
      seatToken: annToken,
    });
    expect(offer.status).toBe(200);
    server.app.gameWatcher.scan();
    const told = (await bob.request('GET', '/api/notifications')).json.notifications.find(
      (n: { kind: string }) => n.kind === 'rematch',
    );
    expect(told).toMatchObject({
      text: expect.stringContaining('Letters'),
      link: `#/game/${gameId}`,
    });
    const newGame = offer.json.rematch.gameId as string;
    const summary = (await bob.request('GET', `/api/games/${newGame}`)).json;
    const old = (await bob.request('GET', `/api/games/${gameId}`)).json;
    // Title, names, clock and scenario are kept; the sides are swapped.
    expect(summary).toMatchObject({
      title: 'Letters',
      scenario: old.scenario,
      timeControl: { kind: 'correspondence', perDecisionSeconds: 3 * 86400 },
    });
    expect(summary.seats.map((s: { name: string }) => s.name)).toEqual(['Bob', 'Ann']);
    const mine = (await bob.request('GET', '/api/my/games')).json.games;
    expect(mine.find((g: { game: { id: string } }) => g.game.id === newGame)).toMatchObject({
      invited: true,
    });
    const taken = await bob.request('POST', `/api/games/${newGame}/my-seat`);
    expect(taken.status).toBe(200);
  });
});

describe('notifications without SMTP', () => {
  test('nothing is sent and nothing fails', async () => {
    const plain = await startServer({ accounts: { scryptN: 2 ** 12 } });
    try {
      const c = new AccountClient(plain.httpUrl);
      await c.signUp('solo', 'solo password');
      await c.request('PUT', '/api/me/settings', {
        email: 'solo@example.test',
        emailKinds: ['invited'],
      });
      const id = plain.app.notifier.notify(1, { kind: 'invited', text: 'Hello.' });
      expect(id).not.toBeNull();
      await plain.app.notifier.drain();
      expect((await c.request('GET', '/api/notifications')).json.unread).toBe(1);
    } finally {
      await plain.close();
    }
  });
});
