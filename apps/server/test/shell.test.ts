import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { tempDir } from './helpers/temp-dir.js';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

describe('server shell', () => {
  test('GET /api/health answers ok with the version and the database state', async () => {
    current = await buildTestApp();
    const res = await current.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      db: 'ok',
      storage: 'ok',
    });
  });

  test('without a built web client, / explains how to build it', async () => {
    const missing = tempDir();
    current = await buildTestApp({ WEB_DIST: join(missing.path, 'nope') });
    const res = await current.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('build');
    missing.remove();
  });

  test('serves the built client with SPA fallback, but not for /api paths', async () => {
    const web = tempDir();
    mkdirSync(join(web.path, 'assets'));
    writeFileSync(join(web.path, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(web.path, 'assets', 'app.js'), 'console.log(1)');
    current = await buildTestApp({ WEB_DIST: web.path });
    const index = await current.app.inject({ method: 'GET', url: '/' });
    expect(index.body).toContain('<title>shell</title>');
    const asset = await current.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const deep = await current.app.inject({ method: 'GET', url: '/games/abc/play' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>shell</title>');
    const api = await current.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'request/not_found' } });
    web.remove();
  });

  test('OpenAPI documentation is served at /docs', async () => {
    current = await buildTestApp();
    const json = await current.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/health']).toBeDefined();
    const ui = await current.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
