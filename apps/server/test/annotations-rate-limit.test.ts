import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';

/** Writing and deleting comments count against the stricter per-address limit of seat joins. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { httpRateLimits: { perIp: 50, createGame: 2, joinSeat: 3 } });
});
afterAll(async () => {
  await t.close();
});

describe('annotation routes under the rate limit', () => {
  test.each([
    ['POST', '/api/games/nosuchgame1/annotations', { seq: 0, text: 'hello' }, '10.0.1.1'],
    ['DELETE', '/api/games/nosuchgame1/annotations/nosuchnote', {}, '10.0.1.2'],
  ] as const)('%s %s: three answers, then 429', async (method, url, payload, ip) => {
    const send = () => t.app.inject({ method, url, payload, remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(404);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'request/rate_limited' } });
    // Reading the comments is not held to it.
    const read = await t.app.inject({
      url: '/api/games/nosuchgame1/annotations',
      remoteAddress: ip,
    });
    expect(read.statusCode).toBe(404);
  });
});
