import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUILT_WEB_CLIENT, startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ webDist: BUILT_WEB_CLIENT });
});
afterAll(async () => {
  await server.close();
});

describe('security headers (issue 12)', () => {
  test.each(['/', '/api/health', '/api/games?status=open', '/favicon.ico', '/no/such/page'])(
    '%s carries the CSP, nosniff, no referrer and no framing',
    async (url) => {
      const res = await server.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  test('HSTS only behind TLS; the API docs keep their own scripts but may not be framed', async () => {
    const tls = await server.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const docs = await server.app.inject({ url: '/docs/' });
    expect(String(docs.headers['content-security-policy'])).toBe("frame-ancestors 'none'");
  });
});
