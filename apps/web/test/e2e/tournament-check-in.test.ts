import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot } from './harness.js';
import { fits } from './phone-fit.js';

/**
 * Issue 31, "an optional check-in window before each round", in real browsers
 * (docs/tournaments.md, Check-in, late entries and byes): the organiser creates a Swiss with
 * check-in from the form, four players register, two of them check in on the page, the organiser
 * sees who did and closes the window early; round 1 is paired with just those two, and the
 * organiser is told who sat out.
 */
const suite = browserSuite();

async function signUp(page: Page, username: string, name: string): Promise<void> {
  await page.goto(`${suite.url}/#/account`);
  const form = page.locator('[data-testid=signup-form]');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=displayName]').fill(name);
  await form.locator('input[name=password]').fill(`${username} has a long password`);
  await form.locator('button[type=submit]').click();
  await page.waitForURL(/#\/my$/);
}

/** Desktop (1280 px) and 360 px phone pictures of the page; nothing wider than the phone. */
async function both(page: Page, name: string, focus: string): Promise<void> {
  await page.locator(focus).scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-desktop`);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.locator(focus).scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-phone`);
  await fits(page, name);
  await page.setViewportSize(desktop);
}

describe('a check-in round in the browser (issue 31)', () => {
  test('two of four players check in; the round is paired with them; the organiser is told', async () => {
    const org = await suite.newPlayer();
    await signUp(org, 'orga', 'Orga');
    const names = ['Ann', 'Bob', 'Cid', 'Dee'];
    const players = new Map<string, Page>();
    for (const name of names) {
      const page = await suite.newPlayer();
      await signUp(page, name.toLowerCase(), name);
      players.set(name, page);
    }

    await org.goto(`${suite.url}/#/tournaments`);
    const create = org.locator('create-tournament-form');
    await create.locator('[data-testid=t-name]').fill('Check-in cup');
    await create.locator('input[name=rounds]').fill('2');
    await create.locator('select[name=scenario]').selectOption('patrol');
    await create.locator('[data-testid=t-check-in]').fill('30');
    await create.locator('[data-testid=t-max-byes]').fill('1');
    await create.locator('[data-testid=t-create]').click();
    await expect.poll(() => org.url()).toMatch(/#\/tournaments\/t/);
    const url = org.url();
    for (const page of players.values()) {
      await page.goto(url);
      await page.locator('[data-testid=register]').click();
      await expect.poll(() => page.locator('[data-testid=withdraw]').count()).toBe(1);
    }
    await org.reload();
    await org.locator('[data-testid=start]').click();
    const list = org.locator('[data-testid=check-in-list]');
    await expect.poll(() => list.locator('li').count()).toBe(4);

    // Ann and Bob check in on the page; it counts down to the window's end.
    for (const name of ['Ann', 'Bob']) {
      const page = players.get(name)!;
      await page.reload();
      await expect
        .poll(() => page.locator('[data-testid=check-in-countdown]').textContent())
        .toMatch(/^(29|30):\d\d$/);
      await page.locator('[data-testid=check-in-button]').click();
      await expect.poll(() => page.locator('[data-testid=checked-in]').count()).toBe(1);
    }
    const ann = players.get('Ann')!;
    await both(ann, 'check-in-player', '[data-testid=entries]');

    await org.reload();
    const states = () => list.locator('li').allTextContents();
    await expect
      .poll(() => states().then((l) => l.map((s) => s.replace(/\s+/g, ' ').trim())))
      .toEqual([
        'Ann: checked in',
        'Bob: checked in',
        'Cid: not checked in',
        'Dee: not checked in',
      ]);
    await both(org, 'check-in-organiser', '[data-testid=entries]');

    // The organiser closes the window early: round 1 is Ann against Bob only.
    await org.locator('[data-testid=close-check-in]').click();
    const round1 = org.locator('[data-testid=round-1] tbody tr');
    await expect.poll(() => round1.count()).toBeGreaterThan(0);
    const lines = await round1.evaluateAll((rows) =>
      rows
        .map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent?.trim() ?? ''))
        .filter((c) => c.length >= 3),
    );
    expect(lines).toHaveLength(1);
    expect([lines[0]![1], lines[0]![2]].sort()).toEqual(['Ann', 'Bob']);

    // The organiser's notifications say who sat out.
    await org.locator('[data-testid=notify-bell]').click();
    await expect
      .poll(() => org.locator('[data-testid=notify-list]').textContent())
      .toContain('Cid, Dee did not check in');
    await both(org, 'check-in-notice', '[data-testid=notify-list]');
  }, 120_000);
});
