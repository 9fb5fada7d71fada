import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parsePasswordHash, SCRYPT_PARAMS, verifyPassword } from '../../src/accounts/password.js';
import { ManualClock } from '../../src/util/clock.js';
import { AccountClient } from '../helpers/account-client.js';
import { startServer, type RunningServer } from '../helpers/server.js';

const clock = new ManualClock();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    clock,
    accounts: {
      // The tests below are about sessions and limits: a cheaper scrypt. The first test checks
      // the real parameters on a server of its own.
      scryptN: 2 ** 12,
      signInPerIp: { max: 1000, windowMs: 60_000 },
      signInDelayPerUser: { windowMs: 60_000, freeFailures: 3, baseDelayMs: 200, maxDelayMs: 400 },
    },
  });
});
afterAll(async () => server.close());

const client = () => new AccountClient(server.httpUrl);

describe('accounts: sign-up, sessions, CSRF', () => {
  test('sign-up stores an scrypt hash with the documented parameters, never the password', async () => {
    const real = await startServer();
    const ann = new AccountClient(real.httpUrl);
    const me = await ann.signUp('Ann', 'correct horse battery', 'Ann Bonny');
    expect(me.user).toMatchObject({ username: 'Ann', displayName: 'Ann Bonny' });
    const row = real.app.db
      .prepare('SELECT password_hash FROM users WHERE username = ?')
      .get('ann') as { password_hash: string };
    await real.close();
    expect(row.password_hash).not.toContain('correct horse');
    const parsed = parsePasswordHash(row.password_hash)!;
    expect(parsed).toMatchObject({ N: 2 ** 17, r: 8, p: 1 });
    expect(parsed.salt.length).toBe(SCRYPT_PARAMS.saltBytes);
    expect(parsed.key.length).toBe(SCRYPT_PARAMS.keyBytes);
    expect(await verifyPassword('correct horse battery', row.password_hash)).toBe(true);
    expect(await verifyPassword('wrong horse battery', row.password_hash)).toBe(false);
  });

  test('the session cookie is HttpOnly, SameSite=Lax, not Secure over plain HTTP', async () => {
    const res = await client().request('POST', '/api/auth/signup', {
      username: 'cookiecheck',
      password: 'long enough pw',
    });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^broadside_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  test('a username is unique in any case; bad bodies get structured errors', async () => {
    await client().signUp('Ann');
    const res = await client().request('POST', '/api/auth/signup', {
      username: 'ANN',
      password: 'another password',
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'auth/username_taken', path: ['username'] });
    const bad = await client().request('POST', '/api/auth/signup', {
      username: 'a b',
      password: 'short',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('request/invalid');
    expect(bad.json.error.path[0]).toBe('body');
  });

  test('GET /api/me names the user with the cookie, and nobody without it', async () => {
    const ben = client();
    await ben.signUp('ben');
    const me = await ben.request('GET', '/api/me');
    expect(me.json.user.username).toBe('ben');
    expect(me.json.csrfToken).toBe(ben.csrfToken);
    expect((await client().request('GET', '/api/me')).json).toEqual({ user: null });
  });

  test.each([
    ['no CSRF token', { csrf: false }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
  ] as const)('a state-changing cookie request with %s is refused', async (_name, options) => {
    const cy = client();
    await cy.signUp(`cy${_name.length}`);
    const res = await cy.request('POST', '/api/auth/signout', undefined, options);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('auth/csrf');
    expect((await cy.request('GET', '/api/me')).json.user).not.toBeNull();
    const wrong = await cy.request(
      'POST',
      '/api/auth/password',
      {
        currentPassword: 'correct horse battery',
        newPassword: 'hijacked password',
      },
      options,
    );
    expect(wrong.json.error.code).toBe('auth/csrf');
  });

  test('sign-up from a foreign page is refused (no login CSRF)', async () => {
    const res = await client().request(
      'POST',
      '/api/auth/signup',
      { username: 'forged', password: 'forged password' },
      { origin: 'https://evil.example' },
    );
    expect(res.json.error.code).toBe('auth/csrf');
  });

  test('sign-out ends the session on the server, not only the cookie', async () => {
    const dee = client();
    await dee.signUp('dee');
    const stolen = dee.cookie;
    const out = await dee.request('POST', '/api/auth/signout');
    expect(out.status).toBe(204);
    expect(dee.cookie).toBeNull();
    const replay = client();
    replay.cookie = stolen;
    expect((await replay.request('GET', '/api/me')).json.user).toBeNull();
  });

  test('a session expires after 30 idle days', async () => {
    const eve = client();
    await eve.signUp('eve');
    clock.advance(29 * 24 * 3600_000);
    expect((await eve.request('GET', '/api/me')).json.user.username).toBe('eve');
    clock.advance(29 * 24 * 3600_000); // used yesterday: extended, still alive
    expect((await eve.request('GET', '/api/me')).json.user.username).toBe('eve');
    clock.advance(31 * 24 * 3600_000);
    expect((await eve.request('GET', '/api/me')).json.user).toBeNull();
  });

  test('changing the password checks the old one and ends every other session', async () => {
    const fay = client();
    await fay.signUp('fay', 'first password');
    const laptop = client();
    expect((await laptop.signIn('fay', 'first password')).status).toBe(200);
    const wrong = await fay.request('POST', '/api/auth/password', {
      currentPassword: 'not it at all',
      newPassword: 'second password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toMatchObject({
      code: 'auth/bad_credentials',
      path: ['currentPassword'],
    });
    const ok = await fay.request('POST', '/api/auth/password', {
      currentPassword: 'first password',
      newPassword: 'second password',
    });
    expect(ok.status).toBe(204);
    expect((await fay.request('GET', '/api/me')).json.user.username).toBe('fay');
    expect((await laptop.request('GET', '/api/me')).json.user).toBeNull();
    expect((await client().signIn('fay', 'first password')).status).toBe(401);
    expect((await client().signIn('fay', 'second password')).status).toBe(200);
  });

  test('failures slow a username down but never lock it out', async () => {
    await client().signUp('gus', 'gus password!');
    for (let i = 0; i < 3; i += 1) {
      const res = await client().signIn('gus', 'wrong password');
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('auth/bad_credentials');
    }
    // The fourth attempt waits 200 ms before its check, and the right password still works.
    const started = performance.now();
    const right = await client().signIn('GUS', 'gus password!');
    expect(right.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    // The success cleared the failures: no delay any more.
    expect((await client().signIn('gus', 'gus password!')).status).toBe(200);
  });

  test('an unknown username answers like a wrong password', async () => {
    const res = await client().signIn('nobody-here', 'whatever pw');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('auth/bad_credentials');
  });
});

describe('accounts: sign-in limit per address', () => {
  test('an address that tries too many sign-ins waits', async () => {
    const s = await startServer({
      clock: new ManualClock(),
      accounts: { signInPerIp: { max: 2, windowMs: 60_000 } },
    });
    try {
      const c = new AccountClient(s.httpUrl);
      expect((await c.signIn('x1x', 'password1')).status).toBe(401);
      expect((await c.signIn('x2x', 'password1')).status).toBe(401);
      const res = await c.signIn('x3x', 'password1');
      expect(res.status).toBe(429);
      expect(res.json.error.code).toBe('auth/signin_rate_limited');
    } finally {
      await s.close();
    }
  });
});

describe('accounts: sign-up limit per address (issue 31, a documented setting)', () => {
  test.each([
    ['the default', {}, 10],
    [
      'SIGNUPS_PER_ADDRESS_PER_HOUR=3, for a club behind one address',
      { SIGNUPS_PER_ADDRESS_PER_HOUR: '3' },
      3,
    ],
  ])('%s: that many sign-ups an hour, then a refusal', async (_, env, allowed) => {
    const s = await startServer({ clock: new ManualClock(), env, accounts: { scryptN: 2 ** 10 } });
    try {
      for (let i = 0; i < allowed; i += 1) {
        const res = await new AccountClient(s.httpUrl).request('POST', '/api/auth/signup', {
          username: `club${i}`,
          password: 'long enough pw',
        });
        expect(res.status).toBe(201);
      }
      const res = await new AccountClient(s.httpUrl).request('POST', '/api/auth/signup', {
        username: 'oneTooMany',
        password: 'long enough pw',
      });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await s.close();
    }
  });
});

describe('accounts: HTTPS', () => {
  test('behind an https PUBLIC_URL the cookie is Secure with the __Host- prefix', async () => {
    const s = await startServer({ env: { PUBLIC_URL: 'https://broadside.example' } });
    try {
      const c = new AccountClient(s.httpUrl);
      const res = await c.request(
        'POST',
        '/api/auth/signup',
        { username: 'sec', password: 'secure password' },
        { origin: 'https://broadside.example' },
      );
      expect(res.status).toBe(201);
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^__Host-broadside_session=/);
      expect(cookie).toContain('Secure');
      const wrongOrigin = await c.request('POST', '/api/auth/signout');
      expect(wrongOrigin.json.error.code).toBe('auth/csrf');
    } finally {
      await s.close();
    }
  });
});
