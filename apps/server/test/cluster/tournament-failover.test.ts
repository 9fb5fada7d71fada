import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOTIFICATION_KINDS, type Notification } from '@broadside/protocol';
import { BACKGROUND_LEASE } from '../../src/cluster/background-lease.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { AccountClient } from '../helpers/account-client.js';
import { spawnServer, type ChildServer } from '../helpers/child-server.js';
import { postgresSkipReason, startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { tempDir } from '../helpers/temp-dir.js';
import { TestClient } from '../helpers/ws-client.js';

const skip = postgresSkipReason();
/** Where the links of the emails point (no server listens there: the links are only read). */
const PUBLIC_URL = 'http://broadside.test';
const LEASE_MS = 2000;

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
        // Quoted-printable soft line breaks and `=` escapes, so that links read whole.
        mails.push(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.address() as { port: number }).port;
  return { port, mails, close: () => new Promise((resolve) => sink.close(() => resolve())) };
}

/** Polls `ready` until it holds. */
async function eventually(
  ready: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const started = Date.now();
  while (!(await ready())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A signed-in player, who may talk to any node (sessions live in the shared database). */
interface Member {
  readonly name: string;
  readonly email: string;
  readonly session: AccountClient;
  userId: number;
}

describe.skipIf(skip !== null)(
  'a tournament survives the node that ran it (issue 31: cluster mode; docs/scaling.md, "Background work")',
  () => {
    const dir = tempDir('broadside-tournament-failover-');
    const nodes: ChildServer[] = [];
    let postgres: TestPostgres;
    let sink: Awaited<ReturnType<typeof smtpSink>>;
    let url: string;

    beforeAll(async () => {
      postgres = await startPostgres({ durable: false });
      sink = await smtpSink();
    }, 60_000);
    afterAll(async () => {
      for (const n of nodes) if (n.child.exitCode === null) n.child.kill('SIGKILL');
      await sink?.close();
      await postgres?.stop();
      dir.remove();
    });

    /** Which node's process holds the lease `shard`, or null. */
    async function holderOf(shard: string): Promise<string | null> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ holder: string; expires_at: string }>(
          'SELECT holder, expires_at FROM shard_leases WHERE shard = $1',
          [shard],
        );
        const row = rows[0];
        return row && Number(row.expires_at) > Date.now() ? row.holder.split('@')[0]! : null;
      } finally {
        await client.end();
      }
    }

    /** A request of `m` to `node` (the origin is the public one, as a browser's would be). */
    async function call<T>(
      m: Member,
      node: ChildServer,
      method: string,
      path: string,
      body?: unknown,
    ): Promise<T> {
      const client = new AccountClient(node.httpUrl);
      client.cookie = m.session.cookie;
      client.csrfToken = m.session.csrfToken;
      const res = await client.request(method, path, body, { origin: PUBLIC_URL });
      if (res.status >= 300)
        throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
      return res.json as T;
    }

    async function signUp(node: ChildServer, name: string): Promise<Member> {
      const session = new AccountClient(node.httpUrl);
      const res = await session.request(
        'POST',
        '/api/auth/signup',
        { username: name.toLowerCase(), password: 'correct horse battery', displayName: name },
        { origin: PUBLIC_URL },
      );
      if (res.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(res.json)}`);
      const m: Member = { name, email: `${name.toLowerCase()}@example.test`, session, userId: 0 };
      await call(m, node, 'PUT', '/api/me/settings', {
        email: m.email,
        emailKinds: [...NOTIFICATION_KINDS],
      });
      return m;
    }

    const notifications = async (m: Member, node: ChildServer) =>
      (await call<{ notifications: Notification[] }>(m, node, 'GET', '/api/notifications'))
        .notifications;
    /** The emails to `m` whose text includes `needle`. */
    const mailsTo = (m: Member, needle: string) =>
      sink.mails.filter((raw) => raw.includes(`To: ${m.email}`) && raw.includes(needle));

    /** `loser` concedes the game `gameId` on `node`, both players having taken their seats. */
    async function concede(node: ChildServer, gameId: string, loser: Member): Promise<void> {
      const { seatToken } = await call<{ seatToken: string }>(
        loser,
        node,
        'POST',
        `/api/games/${gameId}/my-seat`,
      );
      const socket = await TestClient.open(node.wsUrl);
      socket.send({ type: 'hello', gameId, token: seatToken });
      const welcome = await socket.next('welcome');
      socket.send({
        type: 'order',
        clientOrderId: `concede-${gameId}`,
        expectedSeq: welcome.seq,
        order: { type: 'concede' },
      });
      const answer = await socket.nextWhere(
        (m) =>
          (m.type === 'ack' || m.type === 'rejected') && m.clientOrderId === `concede-${gameId}`,
      );
      await socket.close();
      expect(answer.type).toBe('ack');
    }

    test('kill the node holding the background lease mid-round: the survivor finishes the round, pairs and announces the next once', async () => {
      url = await postgres.ensureDatabase('tournament_failover');
      const env = {
        DATABASE_URL: url,
        NODE_LEASE_MS: String(LEASE_MS),
        NODE_BACKGROUND: 'on',
        PUBLIC_URL,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        SMTP_FROM: 'Broadside <noreply@test>',
      };
      // n1 first: it migrates, and takes the background lease before n2 starts.
      const n1 = await spawnServer(dir.path, { ...env, NODE_NAME: 'n1' });
      nodes.push(n1);
      await eventually(
        async () => (await holderOf(BACKGROUND_LEASE)) === 'n1',
        20_000,
        'n1 to run the scans',
      );
      const n2 = await spawnServer(dir.path, { ...env, NODE_NAME: 'n2' });
      nodes.push(n2);
      const output = () => nodes.map((n) => n.output()).join('\n');

      const org = await signUp(n1, 'Org');
      const players = [await signUp(n1, 'Ann'), await signUp(n1, 'Bob'), await signUp(n1, 'Cat')];
      const { tournament } = await call<{ tournament: TournamentView }>(
        org,
        n1,
        'POST',
        '/api/tournaments',
        {
          name: 'Failover Cup',
          format: 'round_robin',
          games: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
        },
      );
      const id = tournament.id;
      for (const p of players) await call(p, n1, 'POST', `/api/tournaments/${id}/register`);
      await call(org, n1, 'POST', `/api/tournaments/${id}/start`);
      const view = await call<TournamentView>(org, n1, 'GET', `/api/tournaments/${id}`);
      for (const p of players) p.userId = view.players.find((x) => x.name === p.name)!.userId;
      const byId = (userId: number | null) => players.find((p) => p.userId === userId)!;
      const board1 = view.rounds[0]!.boards.find((b) => b.second !== null)!;
      const game1 = board1.gameId!;
      expect(game1.startsWith('n1-')).toBe(true);
      const [first, second] = [byId(board1.first), byId(board1.second)];

      // Both take their seats on n1: the game is live, and n1's scan says so.
      for (const p of [first, second]) await call(p, n1, 'POST', `/api/games/${game1}/my-seat`);
      await eventually(
        async () =>
          (await notifications(first, n1)).some(
            (n) => n.kind === 'game_started' && n.gameId === game1,
          ),
        20_000,
        'n1’s scan to tell of the game’s start',
      );

      // Mid-round, the node that runs the tournament and the scans dies.
      n1.child.kill('SIGKILL');
      await n1.exited;
      await eventually(
        async () => (await holderOf('n1')) === 'n2' && (await holderOf(BACKGROUND_LEASE)) === 'n2',
        6 * LEASE_MS,
        'n2 to take over n1’s games and the scans',
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${output()}`);
      });

      // The players finish round 1 on the survivor.
      await concede(n2, game1, second);
      let round2: TournamentView['rounds'][number] | undefined;
      await eventually(
        async () => {
          const v = await call<TournamentView>(org, n2, 'GET', `/api/tournaments/${id}`);
          round2 = v.rounds.find((r) => r.round === 2);
          return round2?.boards.some((b) => b.gameId !== null) ?? false;
        },
        20_000,
        'round 2 to be paired',
      );
      const board2 = round2!.boards.find((b) => b.second !== null)!;
      const game2 = board2.gameId!;
      expect(game2.startsWith('n2-')).toBe(true);
      const pair2 = [byId(board2.first), byId(board2.second)];

      // Announced: in the app, and one email each with the absolute link to the game.
      const link = `${PUBLIC_URL}/#/game/${game2}`;
      for (const p of pair2) {
        const started = (await notifications(p, n2)).filter(
          (n) => n.kind === 'round_started' && n.gameId === game2,
        );
        expect(started).toHaveLength(1);
      }
      await eventually(
        () => pair2.every((p) => mailsTo(p, link).length > 0),
        20_000,
        'the round’s emails',
      );

      // The scans run on n2 now: once both sit down, it tells them the game started.
      for (const p of pair2) await call(p, n2, 'POST', `/api/games/${game2}/my-seat`);
      await eventually(
        async () =>
          (
            await Promise.all(
              pair2.map(async (p) =>
                (await notifications(p, n2)).some(
                  (n) => n.kind === 'game_started' && n.gameId === game2,
                ),
              ),
            )
          ).every(Boolean),
        20_000,
        'n2’s scan to tell of round 2’s start',
      );
      // A few more scans: nothing is told or sent twice.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      for (const p of pair2) {
        const told = (await notifications(p, n2)).filter((n) => n.gameId === game2);
        const kinds = told.map((n) => n.kind);
        expect(kinds).toEqual(expect.arrayContaining(['game_started', 'round_started']));
        expect(new Set(kinds).size).toBe(kinds.length);
        // One email per notification, each with the link.
        const mails = mailsTo(p, link);
        expect(mails).toHaveLength(told.length);
        const subjects = mails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]);
        expect(new Set(subjects).size).toBe(subjects.length);
      }
    }, 180_000);
  },
);
