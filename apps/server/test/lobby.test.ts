import { RULESETS } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAndJoin } from './helpers/game.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://broadside.example' });
});
afterAll(async () => {
  await t.close();
});

describe('lobby HTTP API', () => {
  test('creating a game publishes the dice commitment and one invite link per open seat', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: {
        ruleset: 'starfire',
        setup: { scenario: 'patrol' },
        creatorSeat: 'A',
        playerName: 'Ann',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(body.invites).toHaveLength(1);
    expect(body.invites[0]).toMatchObject({ seat: 'B' });
    expect(body.invites[0].url).toBe(
      `https://broadside.example/#/game/${body.gameId}?seat=B&invite=${body.invites[0].invite}`,
    );
    expect(body.creator).toMatchObject({ seat: 'A', gameId: body.gameId });
    expect(body.creator.seatToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only hashes are stored.
    const stored = JSON.stringify(t.app.db.prepare('SELECT * FROM seat_tokens').all());
    expect(stored).not.toContain(body.creator.seatToken);
    expect(JSON.stringify(t.app.db.prepare('SELECT * FROM seats').all())).not.toContain(
      body.invites[0].invite,
    );

    const open = (await t.app.inject({ url: '/api/games?status=open' })).json().games;
    expect(open.map((g: { id: string }) => g.id)).toContain(body.gameId);
    const summary = (await t.app.inject({ url: `/api/games/${body.gameId}` })).json();
    expect(summary).toMatchObject({
      status: 'open',
      scenario: 'Patrol',
      commitment: body.commitment,
    });
    expect(summary.seats).toEqual([
      { seat: 'A', name: 'Ann', claimed: true, online: false },
      { seat: 'B', name: 'Side B', claimed: false, online: false },
    ]);
    // No secret in the summary: not the seed (its public "seeding" carries commitments only).
    expect(JSON.stringify(summary)).not.toMatch(/"seed"|gameSeed|nonce"|seatToken|invite/);
  });

  test.each([
    [{ ruleset: 'chess', setup: {} }, 404, 'ruleset/unknown'],
    [{ ruleset: 'starfire', setup: { scenario: 'atlantis' } }, 422, 'setup/invalid'],
    [
      { ruleset: 'starfire', setup: { scenario: 'patrol' }, creatorSeat: 'Z' },
      400,
      'request/invalid',
    ],
    [
      { ruleset: 'starfire', setup: { scenario: 'patrol' }, timeControl: { kind: 'live' } },
      400,
      'request/invalid',
    ],
    [{ ruleset: 'starfire', setup: { scenario: 'patrol' }, extra: 1 }, 400, 'request/invalid'],
  ])('POST /api/games %j answers %i %s', async (payload, status, code) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/games', payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(Array.isArray(res.json().error.path)).toBe(true);
  });

  test('the record of a game in progress is not published; unknown games are 404', async () => {
    const game = await createAndJoin(t.app);
    const res = await t.app.inject({ url: `/api/games/${game.gameId}/record` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('record/not_available');
    expect((await t.app.inject({ url: '/api/games/nonexistent1' })).statusCode).toBe(404);
  });

  test('rulesets are served as they describe themselves; designs can be validated', async () => {
    const list = (await t.app.inject({ url: '/api/rulesets' })).json().rulesets;
    for (const [id, ruleset] of Object.entries(RULESETS))
      expect(list.find((r: { id: string }) => r.id === id)).toEqual(ruleset.describe());
    const starfire = list.find((r: { id: string }) => r.id === 'starfire');
    expect(starfire.scenarios.map((s: { id: string }) => s.id)).toContain('warp_assault');
    expect(starfire.designs).toBe(true);
    const good = starfire.units[0];
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/rulesets/starfire/designs/validate',
      payload: { kind: good.kind, text: good.design },
    });
    expect(ok.json()).toMatchObject({ ok: true, text: good.design });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/rulesets/starfire/designs/validate',
      payload: { kind: 'DD', text: 'S?' },
    });
    expect(bad.json().ok).toBe(false);
    expect(bad.json().errors[0].code).toMatch(/^design\//);
  });

  test('GET /metrics exposes the server metrics', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    for (const name of [
      'broadside_games_live',
      'broadside_sockets',
      'broadside_orders_total',
      'broadside_order_duration_seconds',
      'broadside_order_rejections_total',
      'broadside_db_write_duration_seconds',
    ]) {
      expect(res.body).toContain(name);
    }
  });
});
