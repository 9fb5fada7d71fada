import { describe, expect, test } from 'vitest';
import {
  browserSuite,
  clickHex,
  createPatrol,
  logLines,
  owesDecision,
  screenshot,
} from './harness.js';
import { fits } from './phone-fit.js';

/**
 * The shell on phones (issue "Better than paper", 13): at 360 px and 390 × 844 every page fits
 * its width, the header is whole, the lobby is one column, the "Your turn" badge shows whole,
 * the replay scrubber is on screen, and a battle is played with the side panel as a drawer.
 */

describe('the web client on a phone', () => {
  const suite = browserSuite();

  test('360 px: lobby, a battle through the drawer, the end and the replay', async () => {
    const a = await suite.newPlayer();
    const { gameId, inviteB } = await createPatrol(a, suite.url, { name: 'Ann' });
    const b = await suite.newPlayer();
    await b.setViewportSize({ width: 360, height: 740 });
    await b.goto(`${suite.url}/`);
    await b.locator('[data-testid=create-scenario]').waitFor();
    await fits(b, 'lobby');
    const [create, lists] = await b.locator('lobby-page section.panel').all();
    const [c, l] = [await create?.boundingBox(), await lists?.boundingBox()];
    expect(l?.x, 'one column').toBe(c?.x);
    await screenshot(b, 'lobby-phone');

    await b.goto(inviteB);
    await b.locator('hex-map').waitFor();
    // A deploys; then B owes: its badge shows whole, and B deploys by tapping the map, then
    // picking a facing in the drawer that opens by itself.
    await expect.poll(() => owesDecision(a), { timeout: 15_000 }).toBe(true);
    await clickHex(a, '1010');
    await a.keyboard.press('3');
    await expect.poll(() => owesDecision(b), { timeout: 15_000 }).toBe(true);
    const badge = b.locator('[data-testid=owed]');
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const badgeBox = await badge.boundingBox();
    expect((badgeBox?.x ?? 0) + (badgeBox?.width ?? 999)).toBeLessThanOrEqual(360);
    await fits(b, 'battle');
    expect(await b.locator('battle-side').getAttribute('open')).toBeNull();
    await screenshot(b, 'battle-phone');
    await clickHex(b, '3523');
    await expect.poll(() => b.locator('battle-side').getAttribute('open')).toBe('');
    await b.waitForTimeout(300); // the drawer slides up
    await b.locator('[data-testid=deploy-facing-F]').click();
    await expect
      .poll(async () => (await logLines(b)).join('\n'), { timeout: 15_000 })
      .toContain('deployed at 3523');
    // Then the drawer is open only if B owes the next decision (the declarations, by initiative).
    const drawerFollowsTurn = async () =>
      ((await b.locator('battle-side').getAttribute('open')) !== null) === (await owesDecision(b));
    await expect.poll(drawerFollowsTurn).toBe(true);
    // Pulled up by its handle, the drawer holds the orders, the log and concede.
    if ((await b.locator('battle-side').getAttribute('open')) === null)
      await b.locator('[data-testid=drawer-handle]').click();
    await fits(b, 'battle, drawer open');
    await screenshot(b, 'battle-phone-drawer');
    b.on('dialog', (d) => void d.accept());
    await b.locator('[data-testid=concede]').click();
    await b.locator('[data-testid=end-screen]').waitFor();
    await a.locator('[data-testid=end-screen]').waitFor();
    await fits(b, 'end screen');

    await b.goto(`${suite.url}/#/replay/${gameId}`);
    const scrubber = b.locator('[data-testid=replay-scrubber]');
    await scrubber.waitFor();
    const s = await scrubber.boundingBox();
    expect(s && s.x >= 0 && s.x + s.width <= 360 && s.y + s.height <= 740).toBe(true);
    await fits(b, 'replay');
    await screenshot(b, 'replay-phone');
    expect(await b.locator('battle-log li').count()).toBeGreaterThan(0);
    for (const hash of ['#/designer', '#/help', '#/help/starfire', '#/watch/nope']) {
      await b.goto(`${suite.url}/${hash}`);
      await fits(b, hash);
    }
  }, 120_000);

  test('390 × 844: the lobby and a practice battle fit', async () => {
    const p = await suite.newPlayer();
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(`${suite.url}/`);
    await p.locator('[data-testid=create-scenario]').waitFor();
    await fits(p, 'lobby');
    await p.goto(`${suite.url}/#/practice/starfire/patrol`);
    await expect.poll(() => owesDecision(p), { timeout: 15_000 }).toBe(true);
    await fits(p, 'practice battle');
    await p.locator('[data-testid=drawer-handle]').click();
    await fits(p, 'practice battle, drawer open');
  }, 60_000);
});
