import { afterEach, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { ConfigError, loadConfig } from '../src/config.js';
import { addressKey, parseTrustedProxies } from '../src/http/client-address.js';
import { startServer, type RunningServer } from './helpers/server.js';

describe('addressKey: what per-address limits count under', () => {
  test.each([
    ['IPv4 as is', '203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 is its IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv6 counts by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['the same /64, written short', '2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['leading zeros do not make another network', '2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['another /64 is another key', '2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['a zone index is dropped', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not an address (a test double) is kept', 'unknown', 'unknown'],
  ])('%s', (_name, address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe('TRUST_PROXY', () => {
  test('accepts addresses, ranges and names; refuses anything else with a clear line', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' 10.0.0.0/8, loopback ,::1 ')).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    expect(() => parseTrustedProxies('10.0.0.0/99')).toThrow();
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      /^Invalid environment: TRUST_PROXY/,
    );
    expect(loadConfig({}).trustProxy).toEqual([]);
  });
});

/** Opens a socket that claims `forwardedFor`; resolves with the HTTP status of a refusal, or 101. */
function openSocket(
  server: RunningServer,
  forwardedFor: string,
  open: WebSocket[],
): Promise<number> {
  return new Promise((done) => {
    const ws = new WebSocket(server.wsUrl, { headers: { 'x-forwarded-for': forwardedFor } });
    ws.once('open', () => {
      open.push(ws);
      done(101);
    });
    ws.once('unexpected-response', (_req, res) => done(res.statusCode ?? 0));
    ws.once('error', () => undefined);
  });
}

describe('per-address limits behind a reverse proxy', () => {
  let server: RunningServer | undefined;
  const sockets: WebSocket[] = [];
  afterEach(async () => {
    for (const ws of sockets.splice(0)) ws.terminate();
    await server?.close();
    server = undefined;
  });

  test('with TRUST_PROXY, each forwarded client has its own WebSocket allowance; IPv6 by /64', async () => {
    server = await startServer({
      env: { TRUST_PROXY: 'loopback' },
      wsLimits: { maxUnjoinedPerAddress: 2, helloTimeoutMs: 60_000 },
    });
    expect(await openSocket(server, '198.51.100.1', sockets)).toBe(101);
    expect(await openSocket(server, '198.51.100.1', sockets)).toBe(101);
    expect(await openSocket(server, '198.51.100.1', sockets)).toBe(429);
    expect(await openSocket(server, '198.51.100.2', sockets)).toBe(101);
    expect(await openSocket(server, '2001:db8:5:6::1', sockets)).toBe(101);
    expect(await openSocket(server, '2001:db8:5:6::2', sockets)).toBe(101);
    expect(await openSocket(server, '2001:db8:5:6:ffff::3', sockets)).toBe(429);
    expect(await openSocket(server, '2001:db8:5:7::1', sockets)).toBe(101);
  });

  test('without TRUST_PROXY, X-Forwarded-For is ignored: every socket counts as the peer', async () => {
    server = await startServer({
      wsLimits: { maxUnjoinedPerAddress: 2, helloTimeoutMs: 60_000 },
    });
    expect(await openSocket(server, '198.51.100.1', sockets)).toBe(101);
    expect(await openSocket(server, '198.51.100.2', sockets)).toBe(101);
    expect(await openSocket(server, '198.51.100.3', sockets)).toBe(429);
  });

  test('HTTP limits count the forwarded client when the proxy is trusted, the peer otherwise', async () => {
    const create = (s: RunningServer, from: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/games',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': from },
        payload: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
      });
    server = await startServer({
      env: { TRUST_PROXY: '127.0.0.1' },
      httpRateLimits: { createGame: 1 },
    });
    expect((await create(server, '198.51.100.1')).statusCode).toBe(201);
    expect((await create(server, '198.51.100.1')).statusCode).toBe(429);
    expect((await create(server, '198.51.100.2')).statusCode).toBe(201);
    await server.close();

    server = await startServer({ httpRateLimits: { createGame: 1 } });
    expect((await create(server, '198.51.100.1')).statusCode).toBe(201);
    expect((await create(server, '198.51.100.2')).statusCode).toBe(429);
  });
});
