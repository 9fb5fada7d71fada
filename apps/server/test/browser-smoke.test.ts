import { describe, expect, test } from 'vitest';
import { browserServer } from './helpers/browser-server.js';

describe('browser smoke test (issue 2): real server, real Chromium', () => {
  const suite = browserServer();

  test('the home page shows the product name and a healthy server, within its CSP', async () => {
    const { server, browser } = suite;
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${server.httpUrl}/`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Broadside');
    const health = page.locator('[data-testid=health]');
    await health.waitFor();
    await expect.poll(() => health.getAttribute('data-status'), { timeout: 10_000 }).toBe('ok');
    expect(await page.title()).toContain('Broadside');
    // The client runs under its Content Security Policy: no inline script, nothing refused.
    expect(violations).toEqual([]);
    await page.close();
  }, 60_000);
});
