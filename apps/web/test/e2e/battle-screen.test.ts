/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, clickHex, createPatrol, logLines, owesDecision } from './harness.js';

/**
 * Issue "Better than paper", the battle-screen bugs: each test here failed before its fix.
 * Numbers are the issue's.
 */

/** The map's pan and zoom, as its SVG transform. */
function mapTransform(page: Page): Promise<string | null> {
  return page.locator('hex-map svg > g').first().getAttribute('transform');
}

/** The bounding box of an element, or a failure naming it. */
async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on screen`);
  return b;
}

describe('the battle screen (issue "Better than paper")', () => {
  const suite = browserSuite();

  test('1 · the zoom stays put across server updates, for a player and a spectator', async () => {
    const a = await suite.newPlayer();
    const b = await suite.newPlayer();
    const watcher = await suite.newPlayer();
    const { gameId, inviteB } = await createPatrol(a, suite.url, { name: 'Ann' });
    await b.goto(inviteB);
    await watcher.goto(`${suite.url}/#/watch/${gameId}`);
    await expect.poll(() => owesDecision(a), { timeout: 15_000 }).toBe(true);
    for (const page of [b, watcher]) {
      await page.locator('[data-testid=zoom-in]').click();
      await page.locator('[data-testid=zoom-in]').click();
    }
    const before = [await mapTransform(b), await mapTransform(watcher)];
    // A deploys: a server update reaches B and the spectator.
    await clickHex(a, '1010');
    await a.keyboard.press('3');
    await expect.poll(() => owesDecision(b), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => watcher.locator('[data-testid=unit-A1]').count()).toBe(1);
    expect([await mapTransform(b), await mapTransform(watcher)]).toEqual(before);
  }, 90_000);

  test('2 · 7 · a seat taken with "Join as B" keeps the side panel whole; nobody reads "Waiting: ."', async () => {
    const a = await suite.newPlayer();
    const b = await suite.newPlayer();
    await a.goto(`${suite.url}/`);
    await a.locator('[data-testid=create-scenario]').selectOption('patrol');
    await a.locator('[data-testid=create-submit]').click();
    await a.locator('[data-testid=enter-game] button').click();
    // The creator waits for the other seat (7).
    await expect
      .poll(() => a.locator('[data-testid=waiting]').textContent())
      .toMatch(/^\s*Waiting for every seat to be taken\.\s*$/);
    const gameId = (await a.evaluate(() => location.hash)).replace('#/game/', '');

    await b.goto(`${suite.url}/`);
    await b.locator(`[data-testid=join-${gameId}-B]`).click();
    await b.locator('seat-link').waitFor();
    await b.locator('[data-testid=waiting]').waitFor();
    await b.locator('[data-testid=seat-link] summary').click();
    const side = await box(b, '.side');
    const link = await box(b, 'seat-link');
    const orders = await box(b, 'battle-orders');
    const log = await box(b, 'battle-log');
    const copy = await box(b, 'seat-link button');
    expect(link.y).toBeLessThan(side.y + 2);
    expect(orders.y).toBeGreaterThanOrEqual(link.y + link.height - 1);
    expect(orders.y).toBeLessThan(side.y + side.height * 0.35);
    expect(log.height).toBeGreaterThan(side.height * 0.3);
    expect(copy.x + copy.width).toBeLessThanOrEqual(side.x + side.width);
    expect(copy.y + copy.height).toBeLessThanOrEqual(link.y + link.height);
  }, 90_000);

  test('4 · bad links end on a clear page with a way back', async () => {
    const page = await suite.newPlayer();
    const a = await suite.newPlayer();
    const { gameId } = await createPatrol(a, suite.url, { name: 'Ann' });
    const cases = [
      ['#/watch/no-such-game', /No such game/],
      ['#/game/no-such-game', /No such game/],
      ['#/practice/starfire/no_such_scenario', /No such practice game/],
      [`#/game/${gameId}?seat=B&invite=not-an-invite`, /This invite link does not work/],
    ] as const;
    for (const [hash, words] of cases) {
      await page.goto(`${suite.url}/${hash}`);
      const problem = page.locator('[data-testid=battle-problem]');
      await problem.waitFor({ timeout: 10_000 });
      expect(await problem.textContent(), hash).toMatch(words);
      expect(await problem.textContent(), hash).not.toMatch(/Too small|expected|zod/i);
      await page.locator('[data-testid=back-to-lobby]').waitFor();
    }
    await page.locator('[data-testid=back-to-lobby]').click();
    await page.locator('[data-testid=create-scenario]').waitFor();
  }, 90_000);

  test('8 · back from Ships, the log shows its newest lines', async () => {
    const page = await suite.newPlayer();
    await page.setViewportSize({ width: 1280, height: 520 });
    await page.goto(`${suite.url}/#/practice/starfire/patrol`);
    await expect.poll(() => owesDecision(page), { timeout: 15_000 }).toBe(true);
    for (const [label, key] of [
      ['1010', '3'],
      ['3523', '6'],
    ] as const) {
      await clickHex(page, label);
      await page.keyboard.press(key);
      await page.waitForTimeout(100);
    }
    /** Gives the owed decision with its key: a step forward, or Enter for the rest. */
    const act = async () => {
      const kind = await page.locator('[data-testid=orders]').getAttribute('data-kind');
      await page.keyboard.press(kind === 'move' ? 'w' : 'Enter');
      await page.waitForTimeout(80);
    };
    for (let i = 0; i < 4; i += 1) await act();
    const atBottom = () =>
      page
        .locator('battle-log')
        .evaluate(
          (el) =>
            el.scrollHeight > el.clientHeight &&
            el.scrollTop + el.clientHeight >= el.scrollHeight - 8,
        );
    await expect.poll(atBottom).toBe(true);
    // New lines arrive while the ships are shown; back on the log, they are in view.
    await page.locator('[data-testid=tab-ships]').click();
    const before = (await logLines(page)).length;
    for (let i = 0; i < 6; i += 1) await act();
    expect((await logLines(page)).length).toBeGreaterThan(before);
    await page.locator('[data-testid=tab-log]').click();
    await expect.poll(atBottom).toBe(true);
  }, 90_000);

  test('10 · a favicon, and tab titles that follow the page', async () => {
    const page = await suite.newPlayer();
    const icon = await fetch(`${suite.url}/favicon.ico`);
    expect(icon.headers.get('content-type')).toMatch(/image/);
    await page.goto(`${suite.url}/`);
    expect(await page.locator('link[rel=icon]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toBe('Lobby · Broadside');
    await page.goto(`${suite.url}/#/designer`);
    await expect.poll(() => page.title()).toBe('Ship designer · Broadside');
    await page.goto(`${suite.url}/#/help`);
    await expect.poll(() => page.title()).toBe('Help · Broadside');
    await page.goto(`${suite.url}/#/replay/abc`);
    await expect.poll(() => page.title()).toBe('Replay · Broadside');
    await page.goto(`${suite.url}/#/practice/starfire/patrol`);
    await expect.poll(() => page.title()).toBe('Patrol · Broadside');
  }, 60_000);

  test('12 · a practice game survives a reload: resume it, or start anew', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/#/practice/starfire/patrol`);
    await expect.poll(() => owesDecision(page), { timeout: 15_000 }).toBe(true);
    await clickHex(page, '1010');
    await page.keyboard.press('3');
    await expect.poll(async () => (await logLines(page)).join('\n')).toContain('deployed at 1010');
    const lines = await logLines(page);
    await page.reload();
    await page.locator('[data-testid=practice-resume]').waitFor();
    await page.locator('[data-testid=practice-resume-yes]').click();
    await expect.poll(() => logLines(page)).toEqual(lines);
    expect(await page.locator('[data-testid=orders]').getAttribute('data-kind')).toBe('deploy');
    await page.reload();
    await page.locator('[data-testid=practice-resume-no]').click();
    await expect.poll(async () => (await logLines(page)).join('\n')).not.toContain('deployed');
    await page.reload();
    await page.locator('[data-testid=orders]').waitFor();
    expect(await page.locator('[data-testid=practice-resume]').count()).toBe(0);
  }, 60_000);
});
