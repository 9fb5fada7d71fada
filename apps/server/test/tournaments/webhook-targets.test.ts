import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ONLY } from '../../src/tournaments/webhook-target.js';
import { deliverWebhook } from '../../src/tournaments/webhooks.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { ok, signUp, type Player } from './support.js';

/** A real webhook receiver on loopback that records what reaches it. */
interface Receiver {
  readonly server: Server;
  readonly port: number;
  readonly hits: { path: string; host: string; event: string }[];
}

async function receiver(answer?: (path: string) => { status: number; location?: string }) {
  const hits: Receiver['hits'] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits.push({
        path: req.url ?? '',
        host: String(req.headers.host),
        event: String(req.headers['x-broadside-event']),
      });
      const a = answer?.(req.url ?? '') ?? { status: 200 };
      res.writeHead(a.status, a.location ? { location: a.location } : {});
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

const DUEL = { ruleset: 'onepage', setup: { scenario: 'duel' } };
const silent = pino({ level: 'silent' });

/** Creates a 2-player round robin with the webhook (answers the raw response). */
function create(organiser: Player, webhookUrl: string) {
  return organiser.client.request('POST', '/api/tournaments', {
    name: 'Hooked',
    format: 'round_robin',
    games: DUEL,
    webhookUrl,
  });
}

/** Registers two players, starts (round 1 is paired: `round_paired`), waits for deliveries. */
async function startWithTwo(server: RunningServer, organiser: Player, id: string, tag: string) {
  for (const name of [`${tag}a`, `${tag}b`]) {
    const p = await signUp(server.httpUrl, name);
    await ok(p, 'POST', `/api/tournaments/${id}/register`);
  }
  await ok(organiser, 'POST', `/api/tournaments/${id}/start`);
  await Promise.all([...server.app.tournaments.deliveries]);
}

describe('tournament webhooks reach public addresses only (docs/security.md)', () => {
  let hook: Receiver;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    hook = await receiver();
  });
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.close();
  });
  afterAll(() => {
    hook.server.close();
  });

  it('refuses internal targets at creation with a structured 400 on webhookUrl', async () => {
    const server = await startServer();
    servers.push(server);
    const organiser = await signUp(server.httpUrl, 'Org');
    const p = hook.port;
    const refused = [
      `http://127.0.0.9:4499/hook`,
      `http://127.0.0.1:${p}/hook`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://10.0.0.5/hook`,
      `http://172.16.3.4/hook`,
      `http://192.168.1.10/hook`,
      `http://100.64.0.1/hook`,
      `http://0.0.0.0:${p}/hook`,
      `http://224.0.0.1/hook`,
      `http://[::1]:${p}/hook`,
      `http://[::]:${p}/hook`,
      `http://[fc00::1]/hook`,
      `http://[fd00:ec2::254]/latest`,
      `http://[fe80::1]/hook`,
      `http://[ff02::1]/hook`,
      `http://[::ffff:127.0.0.1]:${p}/hook`,
      `http://[::ffff:169.254.169.254]/latest`,
      `http://2130706433:${p}/hook`,
      `http://localhost:${p}/hook`,
      `http://hooks.localhost:${p}/hook`,
      `http://metadata.google.internal/computeMetadata/v1/`,
    ];
    for (const url of refused) {
      const res = await create(organiser, url);
      expect(res.status, url).toBe(400);
      expect(res.json.error, url).toMatchObject({
        code: 'tournament/webhook_forbidden',
        path: ['webhookUrl'],
      });
      expect(res.json.error.message).toMatch(/webhook/i);
    }
    const list = await ok<{ tournaments: unknown[] }>(organiser, 'GET', '/api/tournaments');
    expect(list.tournaments).toEqual([]);
    expect(hook.hits).toEqual([]);
  });

  it('checks again at send time: a stored loopback URL receives nothing once not allowed', async () => {
    const allowed = await startServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
    const organiser = await signUp(allowed.httpUrl, 'Org');
    const res = await create(organiser, `http://127.0.0.1:${hook.port}/stored`);
    expect(res.status).toBe(201);
    const id = (res.json as { tournament: TournamentView }).tournament.id;
    await allowed.stop();
    // The same database on a server with the default policy: the tournament's URL is refused
    // when its round is paired.
    const server = await startServer({ dataDir: allowed.dataDir });
    servers.push(server);
    (organiser.client as { baseUrl: string }).baseUrl = server.httpUrl;
    await startWithTwo(server, organiser, id, 'late');
    expect(hook.hits.filter((h) => h.path === '/stored')).toEqual([]);
  });

  it('reaches an allowed range and still refuses the rest of loopback', async () => {
    const server = await startServer({ env: { WEBHOOK_ALLOW_CIDRS: '127.0.0.1/32' } });
    servers.push(server);
    const organiser = await signUp(server.httpUrl, 'Org');
    expect((await create(organiser, `http://127.0.0.9:${hook.port}/hook`)).status).toBe(400);
    const res = await create(organiser, `http://127.0.0.1:${hook.port}/listed`);
    expect(res.status).toBe(201);
    await startWithTwo(server, organiser, res.json.tournament.id, 'cidr');
    expect(hook.hits.filter((h) => h.path === '/listed').map((h) => h.event)).toEqual([
      'round_paired',
    ]);
  });

  it('does not follow a redirect', async () => {
    const inner = await receiver();
    const outer = await receiver(() => ({
      status: 307,
      location: `http://127.0.0.1:${inner.port}/inner`,
    }));
    try {
      const server = await startServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
      servers.push(server);
      const organiser = await signUp(server.httpUrl, 'Org');
      const res = await create(organiser, `http://127.0.0.1:${outer.port}/outer`);
      await startWithTwo(server, organiser, res.json.tournament.id, 'redir');
      expect(outer.hits.map((h) => h.path)).toEqual(['/outer']);
      expect(inner.hits).toEqual([]);
    } finally {
      inner.server.close();
      outer.server.close();
    }
  });
});

describe('a delivery resolves the host once and connects to the checked address', () => {
  let hook: Receiver;
  beforeAll(async () => {
    hook = await receiver();
  });
  afterAll(() => {
    hook.server.close();
  });

  it('refuses a name when any of its addresses is internal', async () => {
    const asked: string[] = [];
    await deliverWebhook(
      silent,
      {
        url: `http://hooks.example:${hook.port}/mixed`,
        secret: 's',
        policy: PUBLIC_ONLY,
        resolve: async (host) => {
          asked.push(host);
          // The internal address first: were it not checked, the test's receiver would get it.
          return [
            { address: '127.0.0.1', family: 4 },
            { address: '93.184.216.34', family: 4 },
          ];
        },
      },
      'round_paired',
      't1',
      0,
      {},
    );
    expect(asked).toEqual(['hooks.example']);
    expect(hook.hits).toEqual([]);
  });

  it('refuses a name that resolves to an IPv4-mapped loopback address', async () => {
    await deliverWebhook(
      silent,
      {
        url: `http://rebind.example:${hook.port}/mapped`,
        secret: 's',
        policy: PUBLIC_ONLY,
        resolve: async () => [{ address: '::ffff:127.0.0.1', family: 6 }],
      },
      'round_paired',
      't1',
      0,
      {},
    );
    expect(hook.hits).toEqual([]);
  });

  it('connects to the one checked address without resolving again', async () => {
    let lookups = 0;
    await deliverWebhook(
      silent,
      {
        url: `http://hooks.example:${hook.port}/pinned`,
        secret: 's',
        policy: { allowPrivate: false, allowCidrs: ['127.0.0.1/32'] },
        // A second answer would be a rebinding; the delivery must never ask for it.
        resolve: async () => {
          lookups += 1;
          return [{ address: lookups === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
        },
      },
      'game_finished',
      't1',
      0,
      {},
    );
    expect(lookups).toBe(1);
    expect(hook.hits).toEqual([
      { path: '/pinned', host: `hooks.example:${hook.port}`, event: 'game_finished' },
    ]);
  });
});
