import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccountClient } from '../helpers/account-client.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { ok, type Player } from '../tournaments/support.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ accounts: { scryptN: 2 ** 12 } });
});
afterAll(async () => server.close());

async function player(username: string, displayName: string): Promise<Player> {
  const client = new AccountClient(server.httpUrl);
  await client.signUp(username, 'correct horse battery', displayName);
  return { client, userId: 0, name: displayName };
}

describe('display names cannot impersonate (docs/security.md)', () => {
  test.each([
    ['a zero-width space', 'Fr\u200Bank'],
    ['a right-to-left override', 'Frank\u202Eknarf'],
    ['a left-to-right isolate', '\u2066Frank\u2069'],
    ['a control character', 'Frank\u0000'],
  ])('sign-up refuses %s with a structured error on displayName', async (_what, name) => {
    const res = await new AccountClient(server.httpUrl).request('POST', '/api/auth/signup', {
      username: `u${Math.random().toString(36).slice(2, 10)}`,
      password: 'correct horse battery',
      displayName: name,
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({
      code: 'request/invalid',
      path: ['body', 'displayName'],
    });
    expect(res.json.error.message).toMatch(/invisible/);
  });

  test('sign-up stores the name in NFC', async () => {
    const c = new AccountClient(server.httpUrl);
    const me = await c.signUp('zoe_nfc', 'correct horse battery', 'Zoe\u0301');
    expect(me.user.displayName).toBe('Zoé');
  });

  test('look-alike names show their usernames in the tournament and every export', async () => {
    const org = await player('boss_dn', 'Boss');
    const real = await player('frank', 'Frank');
    const cyrillic = await player('frank_fake', 'Frаnk');
    const legacy = await player('frank_old', 'Frank old');
    const fred = await player('fred', 'Fred');
    // A name stored before such characters were refused: a zero-width space and an override.
    server.app.db
      .prepare('UPDATE users SET display_name = ? WHERE username = ?')
      .run('Fr\u200Bank\u202E', 'frank_old');
    const { tournament } = await ok<{ tournament: TournamentView }>(
      org,
      'POST',
      '/api/tournaments',
      {
        name: 'Franks',
        format: 'round_robin',
        games: { ruleset: 'onepage', setup: { scenario: 'duel' } },
      },
    );
    for (const p of [real, cyrillic, legacy, fred])
      await ok(p, 'POST', `/api/tournaments/${tournament.id}/register`);
    await ok(org, 'POST', `/api/tournaments/${tournament.id}/start`);
    const view = await ok(org, 'GET', `/api/tournaments/${tournament.id}`);
    expect(Object.fromEntries(view.players.map((p) => [p.username, p.label]))).toEqual({
      frank: 'Frank (frank)',
      frank_fake: 'Frаnk (frank_fake)',
      frank_old: 'Frank (frank_old)',
      fred: 'Fred',
    });
    for (const format of ['bbcode', 'markdown', 'html'])
      for (const part of ['standings', 'pairings', 'crosstable']) {
        const { text: raw } = await ok<{ text: string }>(
          org,
          'GET',
          `/api/tournaments/${tournament.id}/export?format=${format}&part=${part}`,
        );
        // Markdown escapes its punctuation (`\(`, `\_`): compare what a reader sees.
        const text = raw.replace(/\\(.)/g, '$1');
        const where = `${format} ${part}`;
        expect(text, where).toContain('Frank (frank)');
        expect(text, where).toContain('Frаnk (frank_fake)');
        expect(text, where).toContain('Frank (frank_old)');
        expect(text, where).not.toMatch(/[\u200B\u202E]/);
        expect(text, where).not.toContain('Fred (fred)');
      }
  });

  test('the leaderboard shows usernames beside look-alike names', async () => {
    for (const [username, name] of [
      ['ann_lb', 'Ann'],
      ['ann_fake_lb', 'Аnn'],
      ['bob_lb', 'Bob'],
    ] as const) {
      await player(username, name);
      server.app.db
        .prepare(
          `INSERT INTO ratings (user_id, ruleset, rating, deviation, volatility, games, updated_at)
           SELECT id, 'scl', 1500, 200, 0.06, 1, 0 FROM users WHERE username = ?`,
        )
        .run(username);
    }
    const res = await fetch(`${server.httpUrl}/api/ratings/scl`);
    const body = (await res.json()) as { players: { label: string }[] };
    expect(body.players.map((p) => p.label).sort()).toEqual([
      'Ann (ann_lb)',
      'Bob',
      'Аnn (ann_fake_lb)',
    ]);
  });
});
