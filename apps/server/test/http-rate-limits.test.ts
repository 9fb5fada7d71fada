import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { httpRateLimits: { perIp: 5, createGame: 2, joinSeat: 3 } });
});
afterAll(async () => {
  await t.close();
});

const createBody = { ruleset: 'starfire', setup: { scenario: 'patrol' } };

/** Every test speaks from its own address: the limits count per client IP. */
function from(ip: string) {
  return {
    get: (url: string) => t.app.inject({ url, remoteAddress: ip }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip }),
  };
}

function expectRateLimited(res: { statusCode: number; json(): unknown; headers: object }): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    error: { code: 'request/rate_limited', message: expect.stringMatching(/retry in/), path: [] },
  });
  expect(res.headers).toHaveProperty('retry-after');
}

describe('HTTP rate limits per client address', () => {
  test('game creation has its own, stricter limit, and other addresses are not affected', async () => {
    const client = from('10.0.0.1');
    for (let i = 0; i < 2; i += 1)
      expect((await client.post('/api/games', createBody)).statusCode).toBe(201);
    expectRateLimited(await client.post('/api/games', createBody));
    // Other routes count separately; another address has its own allowance.
    expect((await client.get('/api/rulesets')).statusCode).toBe(200);
    expect((await from('10.0.0.2').post('/api/games', createBody)).statusCode).toBe(201);
  });

  test('joining is limited, whether the join succeeds or not', async () => {
    const creator = from('10.0.1.1');
    const game = (await creator.post('/api/games', createBody)).json() as { gameId: string };
    const client = from('10.0.1.2');
    const join = (seat: string) => client.post(`/api/games/${game.gameId}/seats/${seat}/join`, {});
    expect((await join('A')).statusCode).toBe(200);
    expect((await join('A')).statusCode).toBe(409);
    expect((await join('B')).statusCode).toBe(200);
    expectRateLimited(await join('B'));
  });

  test('every other API route shares the per-address limit; health, metrics and documents are exempt', async () => {
    const client = from('10.0.2.1');
    for (let i = 0; i < 5; i += 1) expect((await client.get('/api/rulesets')).statusCode).toBe(200);
    expectRateLimited(await client.get('/api/games?status=open'));
    for (let i = 0; i < 10; i += 1) {
      expect((await client.get('/api/health')).statusCode).toBe(200);
      expect((await client.get('/metrics')).statusCode).toBe(200);
      expect((await client.get('/docs/json')).statusCode).toBe(200);
      // The web client (here its "not built" page) is never limited.
      expect((await client.get('/')).statusCode).not.toBe(429);
    }
  });
});
