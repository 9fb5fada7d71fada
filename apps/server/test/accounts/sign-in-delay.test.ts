import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccountClient } from '../helpers/account-client.js';
import { startServer, type RunningServer } from '../helpers/server.js';

let server: RunningServer;

beforeAll(async () => {
  // Behind a trusted proxy on loopback, X-Forwarded-For names the client: each request below
  // comes from an address of its own, as from an attacker's rotating addresses.
  server = await startServer({
    env: { TRUST_PROXY: 'loopback' },
    accounts: { scryptN: 2 ** 12, signInPerIp: { max: 2, windowMs: 60_000 } },
  });
  await new AccountClient(server.httpUrl).signUp('victim', 'the right password');
});
afterAll(async () => server.close());

/** One sign-in from `address`; answers the status and how long it took. */
async function signInFrom(address: string, password: string) {
  const started = performance.now();
  const res = await fetch(`${server.httpUrl}/api/auth/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.httpUrl,
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ username: 'victim', password }),
  });
  const body = (await res.json()) as { error?: { code: string } };
  return { status: res.status, code: body.error?.code, ms: performance.now() - started };
}

/**
 * The default policy (docs/security.md, "Sign-in: slowed down, never locked out"): 3 free
 * failures per username in 15 minutes, then 0.25 s doubling per failure, at most 3 s, before the
 * check; 20 sign-ins per address.
 */
describe('wrong passwords from many addresses slow a username down without locking it out', () => {
  test('after 8 failures from 8 addresses the right password from a ninth signs in', async () => {
    for (let i = 1; i <= 8; i += 1) {
      const wrong = await signInFrom(`203.0.113.${i}`, `guess number ${i}`);
      expect(wrong).toMatchObject({ status: 401, code: 'auth/bad_credentials' });
    }
    const right = await signInFrom('198.51.100.7', 'the right password');
    expect(right.status).toBe(200);
    // 8 failures: 0.25 s × 2^5 = 8 s, capped at 3 s, waited before the check.
    expect(right.ms).toBeGreaterThanOrEqual(2900);
    expect(right.ms).toBeLessThan(10_000);
  }, 60_000);

  test('the delay is the same for a right and a wrong password', async () => {
    for (let i = 1; i <= 6; i += 1) await signInFrom(`203.0.113.${100 + i}`, `another guess ${i}`);
    // 6 failures since the success: 0.25 s × 2^3 = 2 s before each check.
    const wrong = await signInFrom('192.0.2.10', 'still wrong');
    const right = await signInFrom('192.0.2.11', 'the right password');
    expect(wrong.status).toBe(401);
    expect(right.status).toBe(200);
    expect(wrong.ms).toBeGreaterThanOrEqual(1900);
    expect(right.ms).toBeGreaterThanOrEqual(1900);
  }, 60_000);

  test('the limit per address stays: a third try from one address waits', async () => {
    expect((await signInFrom('192.0.2.99', 'nope one')).status).toBe(401);
    expect((await signInFrom('192.0.2.99', 'nope two')).status).toBe(401);
    const third = await signInFrom('192.0.2.99', 'the right password');
    expect(third).toMatchObject({ status: 429, code: 'auth/signin_rate_limited' });
  }, 60_000);
});
