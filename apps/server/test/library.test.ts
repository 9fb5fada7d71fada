import { LIBRARY_LIMITS, SHARED_PAGE_SIZE } from '@broadside/protocol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccountClient } from './helpers/account-client.js';
import { startServer, type RunningServer } from './helpers/server.js';

/**
 * Issue 30, "Designs and scenarios to keep and share": the server keeps a signed-in player's
 * designs and scenarios, checks each body with its ruleset, and lists shared ones for everybody.
 */

let server: RunningServer;
let ann: AccountClient;
let bob: AccountClient;
let nobody: AccountClient;

const PATROL = { scenario: 'patrol' };
/** A Starfire destroyer, as docs/protocol.md ("Rulesets and designs") checks it. */
const DESTROYER = { hull: 'DD', text: 'SSSAAAZ(I)R(I)FQ(I)RD(I)MgY(I)Q' };

beforeAll(async () => {
  server = await startServer({ accounts: { scryptN: 2 ** 12 } });
  ann = new AccountClient(server.httpUrl);
  bob = new AccountClient(server.httpUrl);
  nobody = new AccountClient(server.httpUrl);
  await ann.signUp('ann', 'ann password 1');
  await bob.signUp('bob', 'bob password 1');
});
afterAll(async () => server.close());

const draft = (name: string, extra: Record<string, unknown> = {}) => ({
  kind: 'scenario',
  ruleset: 'starfire',
  name,
  body: PATROL,
  ...extra,
});

describe('the library on the server', () => {
  test('saving, replacing by kind, ruleset and name, and listing my own entries', async () => {
    const first = await ann.request('POST', '/api/library', draft('Picket'));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ name: 'Picket', author: 'ann', shared: false });
    const again = await ann.request('POST', '/api/library', draft('Picket', { shared: true }));
    expect(again.json.id).toBe(first.json.id);
    expect(again.json.shared).toBe(true);
    const design = await ann.request('POST', '/api/library', {
      kind: 'design',
      ruleset: 'starfire',
      name: 'Lancer',
      body: DESTROYER,
    });
    expect(design.status).toBe(200);
    const mine = await ann.request('GET', '/api/library?kind=scenario');
    expect(mine.json.entries.map((e: { name: string }) => e.name)).toEqual(['Picket']);
    const all = await ann.request('GET', '/api/library');
    expect(all.json.entries.map((e: { name: string }) => e.name).sort()).toEqual([
      'Lancer',
      'Picket',
    ]);
    // Bob sees none of Ann's entries among his own.
    expect((await bob.request('GET', '/api/library')).json.entries).toEqual([]);
  });

  test('only the owner deletes an entry', async () => {
    const saved = await ann.request('POST', '/api/library', draft('Mine alone'));
    const byBob = await bob.request('DELETE', `/api/library/${saved.json.id}`);
    expect(byBob.status).toBe(404);
    expect(byBob.json.error).toMatchObject({ code: 'library/not_found', path: ['id'] });
    expect((await ann.request('DELETE', `/api/library/${saved.json.id}`)).status).toBe(204);
    expect((await ann.request('DELETE', `/api/library/${saved.json.id}`)).status).toBe(404);
  });

  test.each([
    ['GET', '/api/library', undefined, 401, 'auth/signin_required'],
    ['POST', '/api/library', draft('x'), 401, 'auth/signin_required'],
    ['DELETE', '/api/library/abc', undefined, 401, 'auth/signin_required'],
  ] as const)('%s %s without an account is refused', async (method, path, body, status, code) => {
    const res = await nobody.request(method, path, body);
    expect(res.status).toBe(status);
    expect(res.json.error.code).toBe(code);
  });

  test('a write without the CSRF token is refused', async () => {
    const res = await ann.request('POST', '/api/library', draft('Forged'), { csrf: false });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('auth/csrf');
  });

  test.each([
    [
      'a scenario the ruleset does not know',
      draft('Bad', { body: { scenario: 'no-such-scenario' } }),
      422,
      ['body', 'scenario'],
    ],
    [
      'a design string with a construction error',
      {
        kind: 'design',
        ruleset: 'starfire',
        name: 'Bad',
        body: { hull: 'DD', text: 'SSSZZZZZZZZZZZZZZ' },
      },
      422,
      ['body', 'text'],
    ],
    [
      'a design of a hull Starfire lacks',
      { kind: 'design', ruleset: 'starfire', name: 'Bad', body: { hull: 'ZZ', text: 'S' } },
      400,
      ['body', 'hull'],
    ],
    [
      'a design that is not {hull, text}',
      { kind: 'design', ruleset: 'starfire', name: 'Bad', body: 'SSS' },
      400,
      ['body'],
    ],
    ['an unknown ruleset', draft('Bad', { ruleset: 'chess' }), 404, ['ruleset']],
    [
      'a body over the size limit',
      draft('Big', { body: { scenario: 'patrol', pad: 'x'.repeat(LIBRARY_LIMITS.maxBodyBytes) } }),
      400,
      ['body'],
    ],
    ['an empty name', draft('  '), 400, ['body', 'name']],
  ])('refused: %s, with the path at fault', async (_what, body, status, path) => {
    const res = await ann.request('POST', '/api/library', body);
    expect(res.status).toBe(status);
    expect(res.json.error.path.slice(0, path.length)).toEqual(path);
    expect(typeof res.json.error.message).toBe('string');
    const names = (await ann.request('GET', '/api/library')).json.entries.map(
      (e: { name: string }) => e.name,
    );
    expect(names).not.toContain('Bad');
    expect(names).not.toContain('Big');
  });

  test('the shared listing: everyone’s shared entries with their author, no account needed', async () => {
    await bob.request('POST', '/api/library', draft('Bob shares', { shared: true }));
    await bob.request('POST', '/api/library', draft('Bob keeps'));
    const shared = await nobody.request(
      'GET',
      '/api/library/shared?kind=scenario&ruleset=starfire',
    );
    expect(shared.status).toBe(200);
    const seen = shared.json.entries.map((e: { name: string; author: string }) => [
      e.author,
      e.name,
    ]);
    expect(seen).toContainEqual(['bob', 'Bob shares']);
    expect(seen).toContainEqual(['ann', 'Picket']);
    expect(seen).not.toContainEqual(['bob', 'Bob keeps']);
    expect(shared.json.more).toBe(false);
    const designs = await nobody.request('GET', '/api/library/shared?kind=design');
    expect(designs.json.entries).toEqual([]);
  });

  test('an account keeps at most the limit of entries; replacing one still works when full', async () => {
    const carl = new AccountClient(server.httpUrl);
    await carl.signUp('carl', 'carl password 1');
    for (let i = 0; i < LIBRARY_LIMITS.maxEntriesPerUser; i += 1) {
      const res = await carl.request(
        'POST',
        '/api/library',
        draft(`S${i}`, { shared: i % 2 === 0 }),
      );
      expect(res.status).toBe(200);
    }
    const over = await carl.request('POST', '/api/library', draft('One too many'));
    expect(over.status).toBe(409);
    expect(over.json.error).toMatchObject({ code: 'library/full', path: ['name'] });
    expect((await carl.request('POST', '/api/library', draft('S0'))).status).toBe(200);
    // The shared listing comes a page at a time.
    const page = await nobody.request('GET', '/api/library/shared?kind=scenario');
    expect(page.json.entries).toHaveLength(SHARED_PAGE_SIZE);
    expect(page.json.more).toBe(true);
    const next = await nobody.request(
      'GET',
      `/api/library/shared?kind=scenario&offset=${SHARED_PAGE_SIZE}`,
    );
    const firstIds = new Set(page.json.entries.map((e: { id: string }) => e.id));
    expect(next.json.entries.some((e: { id: string }) => firstIds.has(e.id))).toBe(false);
  });
});
