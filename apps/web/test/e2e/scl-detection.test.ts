/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, logLines, owesDecision, screenshot } from './harness.js';

/** The map's badges with this text (the detection ring draws one `·` per hex of a radius). */
async function badges(page: Page, text: string): Promise<number> {
  return page
    .locator('hex-map g.badge text')
    .evaluateAll((els, t) => els.filter((e) => e.textContent === t).length, text);
}

/**
 * Issue 28, Star Cruiser Lite ("One battle screen for every ruleset, and a board that shows what
 * the rules depend on"): in a hot-seat Bismarck at Bay the fleets start far apart and detect
 * nothing. The board draws each own ship's detection radius ("Detection Procedure"), and the log
 * explains the silence with a line per detection check, at desktop and phone widths; a planned
 * move marks its end hex.
 */
describe('Star Cruiser Lite detection on the board and in the log', () => {
  const server = browserSuite();

  test('Bismarck at Bay: radius rings, and "detects nothing within" lines', async () => {
    const page = await server.newPlayer();
    await page.goto(`${server.url}/#/practice/scl/bismarck_at_bay`);
    const orders = page.locator('[data-testid=orders]');
    await expect.poll(() => owesDecision(page)).toBe(true);
    // The Bismarck's radius (CQ 1 + sensors 1 + 2 = 4 hexes) is drawn before anything moves.
    expect(await badges(page, '·')).toBeGreaterThan(6);
    const silence = () =>
      logLines(page).then((lines) =>
        lines.filter((l) => / detects nothing within \d+ hex/.test(l)),
      );
    for (let i = 0; i < 30 && (await silence()).length === 0; i += 1) {
      await expect.poll(() => owesDecision(page)).toBe(true);
      const kind = (await orders.getAttribute('data-kind')) ?? '';
      const before = (await logLines(page)).length;
      if (kind === 'move' && (await badges(page, 'end')) === 0) {
        // A planned move marks its end hex before it is sent.
        const unit = await page.locator('scl-orders .unit').first().getAttribute('data-unit');
        for (const step of ['F', 'F'])
          await page.locator(`[data-testid=step-${unit}-${step}]`).click();
        expect(await badges(page, 'end')).toBe(1);
      }
      await page.locator(`[data-testid=${kind}-submit]`).click();
      await expect.poll(async () => (await logLines(page)).length).toBeGreaterThan(before);
    }
    const lines = await silence();
    expect(lines[0]).toMatch(
      /detects nothing within \d+ hexes \(CQ \d \+ sensors -?\d \+ signature 0 \+ 2\)/,
    );
    expect(await badges(page, '·')).toBeGreaterThan(6);
    await screenshot(page, 'scl-detection');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.locator('battle-log').scrollIntoViewIfNeeded();
    expect(await badges(page, '·')).toBeGreaterThan(6);
    await screenshot(page, 'scl-phone-detection');
  }, 120_000);
});
