import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccountClient } from './helpers/account-client.js';
import { startServer, type RunningServer } from './helpers/server.js';

/**
 * Issue 30, "A scenario library page … with a picture of each set-up": the server draws the
 * initial position of a set-up, as a spectator sees it, by built-in scenario, by shared entry,
 * or posted unsaved.
 */

let server: RunningServer;
let ann: AccountClient;
let nobody: AccountClient;

beforeAll(async () => {
  server = await startServer({ accounts: { scryptN: 2 ** 12 } });
  ann = new AccountClient(server.httpUrl);
  nobody = new AccountClient(server.httpUrl);
  await ann.signUp('ann', 'ann password 1');
});
afterAll(async () => server.close());

async function svg(method: string, path: string, body?: unknown) {
  const res = await fetch(server.httpUrl + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('set-up pictures', () => {
  test('every built-in scenario of every ruleset has a picture', async () => {
    const { rulesets } = (await nobody.request('GET', '/api/rulesets')).json as {
      rulesets: { id: string; scenarios: { id: string }[] }[];
    };
    expect(rulesets.map((r) => r.id).sort()).toEqual(['onepage', 'scl', 'starfire', 'startrek']);
    for (const ruleset of rulesets) {
      for (const scenario of ruleset.scenarios) {
        const res = await svg(
          'GET',
          `/api/rulesets/${ruleset.id}/scenarios/${scenario.id}/picture.svg`,
        );
        expect(res.status, `${ruleset.id}/${scenario.id}`).toBe(200);
        expect(res.type).toMatch(/^image\/svg\+xml/);
        expect(res.text).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      }
    }
  });

  test("a set-up picture draws every side's ships, even those a spectator cannot see", async () => {
    // Star Cruiser Lite hides undetected ships from spectators; the picture of a set-up shows
    // each side's own ships as that side sees them (the scenario editor draws the same).
    const res = await svg('GET', '/api/rulesets/scl/scenarios/bismarck_at_bay/picture.svg');
    expect(res.status).toBe(200);
    expect(res.text.match(/<g class="counter[ "]/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  test('the same set-up draws the same picture (fixed seed), posted or by scenario', async () => {
    const byId = await svg('GET', '/api/rulesets/starfire/scenarios/patrol/picture.svg');
    const posted = await svg('POST', '/api/library/picture.svg', {
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
    });
    expect(posted.status).toBe(200);
    expect(posted.text).toBe(byId.text);
  });

  test.each([
    [
      'an unknown scenario',
      { ruleset: 'starfire', setup: { scenario: 'nope' } },
      422,
      ['setup', 'scenario'],
    ],
    ['an unknown ruleset', { ruleset: 'chess', setup: {} }, 404, ['ruleset']],
  ])('a posted set-up is refused: %s', async (_what, body, status, path) => {
    const res = await nobody.request('POST', '/api/library/picture.svg', body);
    expect(res.status).toBe(status);
    expect(res.json.error.path).toEqual(path);
  });

  test('a shared scenario has a picture; an unshared one or a design has none', async () => {
    const shared = await ann.request('POST', '/api/library', {
      kind: 'scenario',
      ruleset: 'starfire',
      name: 'Shared patrol',
      body: { scenario: 'patrol' },
      shared: true,
    });
    const kept = await ann.request('POST', '/api/library', {
      kind: 'scenario',
      ruleset: 'starfire',
      name: 'Kept patrol',
      body: { scenario: 'patrol' },
    });
    const design = await ann.request('POST', '/api/library', {
      kind: 'design',
      ruleset: 'starfire',
      name: 'Lancer',
      body: { hull: 'DD', text: 'SSSAAAZ(I)R(I)FQ(I)RD(I)MgY(I)Q' },
      shared: true,
    });
    expect((await svg('GET', `/api/library/shared/${shared.json.id}/picture.svg`)).status).toBe(
      200,
    );
    for (const id of [kept.json.id, design.json.id, 'missing']) {
      const res = await nobody.request('GET', `/api/library/shared/${id}/picture.svg`);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('library/not_found');
    }
  });
});

describe('set-up pictures have their own rate limit', () => {
  test('a fifth of the per-address limit, then 429 with retry-after', async () => {
    const limited = await startServer({ httpRateLimits: { perIp: 10 } });
    try {
      const path = '/api/rulesets/starfire/scenarios/patrol/picture.svg';
      const answers: Response[] = [];
      for (let i = 0; i < 3; i += 1) answers.push(await fetch(limited.httpUrl + path));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
