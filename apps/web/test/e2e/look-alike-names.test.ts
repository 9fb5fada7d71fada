import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite } from './harness.js';

/**
 * Issue 27, trust 3 (docs/security.md, "Display names"): two accounts whose names look alike,
 * `frank` ("Frank") and `frank_fake` ("Frаnk", with a Cyrillic а), play one game. The battle
 * screen's banner (for both players and a spectator) and the lobby's list show each name with
 * its username beside it.
 */
const suite = browserSuite();

/** Signs up through the API, in the page, so the browser keeps the session cookie. */
async function signUp(page: Page, username: string, displayName: string): Promise<void> {
  await page.goto(`${suite.url}/`);
  const status = await page.evaluate(
    async ([username, displayName]) => {
      const res = await fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, displayName, password: `${username} long password` }),
      });
      const body = (await res.json()) as { csrfToken?: string };
      sessionStorage.setItem('csrf', body.csrfToken ?? '');
      return res.status;
    },
    [username, displayName] as const,
  );
  expect(status).toBe(201);
  // The app learns who is signed in when it loads.
  await page.reload();
}

/** A state-changing API call from the page, signed in, with the CSRF token sign-up gave. */
async function post(page: Page, path: string, body: unknown): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ([path, body]) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': sessionStorage.getItem('csrf') ?? '',
        },
        body: JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    },
    [path, body] as const,
  );
}

describe('look-alike names in the browser (issue 27, trust 3)', () => {
  test('the battle banner and the lobby show the usernames beside both Franks', async () => {
    const frank = await suite.newPlayer();
    const fake = await suite.newPlayer();
    await signUp(frank, 'frank', 'Frank');
    await signUp(fake, 'frank_fake', 'Frаnk');
    const created = await post(frank, '/api/games', {
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
      title: 'Two Franks',
      creatorSeat: 'A',
    });
    const gameId = created.gameId as string;
    await post(fake, `/api/games/${gameId}/seats/B/join`, { claimId: 'frank-fake-claims-seat-b' });

    // Both players, and a spectator, see the usernames in the banner.
    const watcher = await suite.newPlayer();
    for (const [page, path] of [
      [frank, 'game'],
      [fake, 'game'],
      [watcher, 'watch'],
    ] as const) {
      await page.goto(`${suite.url}/#/${path}/${gameId}`);
      await expect
        .poll(() => page.locator('[data-testid=players]').textContent(), { timeout: 15_000 })
        .toMatch(/Frank \(frank\)\s+vs\s+Frаnk \(frank_fake\)/);
    }

    // The lobby's list of games to watch.
    await watcher.goto(`${suite.url}/#/`);
    await watcher.locator('[data-testid=tab-live]').click();
    await expect
      .poll(() => watcher.locator('[data-testid=games-live]').textContent(), { timeout: 15_000 })
      .toMatch(/A: Frank \(frank\)( ●)? · B: Frаnk \(frank_fake\)/);
  }, 90_000);
});
