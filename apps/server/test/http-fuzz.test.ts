import { seededRandom } from '@broadside/rules/starfire';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAndJoin } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** Path parameter values that must never break the error shape. */
const HOSTILE_SEGMENTS = [
  '%zz',
  '%C0%AF',
  '%E0%A4%A',
  '%FF%FE',
  'x'.repeat(300),
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '<script>',
  '😀',
  '',
];

/** Bodies that must be refused in the documented shape. */
const HOSTILE_BODIES = [
  '{',
  '[]',
  'null',
  '"text"',
  '{"ruleset": {"$gt": ""}}',
  JSON.stringify({ setup: 'x'.repeat(5000) }),
  '\u0000',
];

function expectErrorShape(status: number, body: string, what: string): void {
  expect(status, what).toBeLessThan(500);
  if (status < 400) return;
  const parsed = JSON.parse(body) as {
    error?: { code?: unknown; message?: unknown; path?: unknown };
  };
  expect(typeof parsed.error?.code, what).toBe('string');
  expect(typeof parsed.error?.message, what).toBe('string');
  expect(Array.isArray(parsed.error?.path), what).toBe(true);
}

describe('HTTP fuzzing from the OpenAPI document (issue 12 #8)', () => {
  test('every route answers hostile paths and bodies in the documented error shape, never 5xx', async () => {
    const doc = (await server.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const game = await createAndJoin(server.app);
    const random = seededRandom(12);
    let requests = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const verb = method.toUpperCase() as 'GET' | 'POST';
        for (const segment of HOSTILE_SEGMENTS) {
          const url = path.replace(/\{[^}]+\}/g, (name) =>
            name === '{gameId}' && random() < 0.3 ? game.gameId : segment,
          );
          for (const body of verb === 'GET' ? [undefined] : HOSTILE_BODIES) {
            const res = await server.app.inject({
              method: verb,
              url,
              ...(body === undefined
                ? {}
                : { payload: body, headers: { 'content-type': 'application/json' } }),
            });
            requests += 1;
            expectErrorShape(res.statusCode, res.body, `${verb} ${url} ${body ?? ''}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(100);
  });
});
