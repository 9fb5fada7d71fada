/// <reference types="node" />
import { describe, expect, test } from 'vitest';
import { browserSuite, logLines, owesDecision, screenshot } from './harness.js';

/**
 * Star Cruiser Lite practice (`#/practice/scl/<scenario>`): one person plays both sides of a
 * Carrier Strike on one screen — launches the Martel flights and a missile, then builds a move
 * step by step with its preview on the map (and fires if anything is in reach). A Fleet Action is
 * practised with command and control: the fleet commander is offered between activations.
 */
describe('Star Cruiser Lite practice in real Chromium', () => {
  const server = browserSuite();

  test('a hot-seat Carrier Strike: launches and a step-by-step move', async () => {
    const page = await server.newPlayer();
    await page.goto(`${server.url}/#/practice/scl/carrier_strike`);
    const orders = page.locator('[data-testid=orders]');
    const kinds: string[] = [];
    for (let i = 0; i < 40 && !kinds.includes('fire'); i += 1) {
      await expect.poll(() => owesDecision(page)).toBe(true);
      const kind = (await orders.getAttribute('data-kind')) ?? '';
      kinds.push(kind);
      if (kind === 'prepare') {
        for (const box of await page.locator('input[data-testid^=prepare-launch-]').all())
          await box.check();
        await page.locator('[data-testid=prepare-submit]').click();
      } else if (kind === 'move') {
        const unit = await page.locator('scl-orders .unit').first().getAttribute('data-unit');
        if (unit && !kinds.slice(0, -1).includes('move')) {
          for (const step of ['F', 'F', 'R', 'F'])
            await page.locator(`[data-testid=step-${unit}-${step}]`).click();
          expect(await page.locator(`[data-testid=steps-${unit}]`).textContent()).toBe('F F R F');
          await screenshot(page, 'scl-practice-move');
          await page.setViewportSize({ width: 360, height: 740 });
          await screenshot(page, 'scl-phone-move');
          await page.setViewportSize({ width: 1280, height: 800 });
        }
        await page.locator('[data-testid=move-submit]').click();
      } else if (kind === 'fire') {
        await page.locator('[data-testid=ship-cards]').evaluate((el) => el.scrollIntoView());
        await screenshot(page, 'scl-practice-fire');
        await page.locator('[data-testid=fire-submit]').click();
      }
      await expect
        .poll(async () => (await page.locator('[data-testid=order-error]').count()) === 0)
        .toBe(true);
      await page.waitForTimeout(150);
    }
    expect(kinds).toContain('prepare');
    expect(kinds).toContain('move');
  }, 120_000);

  test('a hot-seat Fleet Action: the fleet commander activates a squadron', async () => {
    const page = await server.newPlayer();
    await page.goto(`${server.url}/#/practice/scl/fleet_action`);
    const orders = page.locator('[data-testid=orders]');
    let activated = '';
    for (let i = 0; i < 60 && !activated; i += 1) {
      await expect.poll(() => owesDecision(page)).toBe(true);
      const before = (await logLines(page)).length;
      const kind = (await orders.getAttribute('data-kind')) ?? '';
      if (kind === 'prepare') await page.locator('[data-testid=prepare-submit]').click();
      else if (kind === 'move') await page.locator('[data-testid=move-submit]').click();
      else if (kind === 'fire') await page.locator('[data-testid=fire-submit]').click();
      else if (kind === 'command') {
        expect(await page.locator('[data-testid=command-uses]').textContent()).toMatch(
          /Uses left this turn: [123]/,
        );
        const offered = page.locator(
          'scl-command-orders button[data-testid^=command-]:not([disabled]):not([data-testid=command-draw])',
        );
        activated = ((await offered.first().getAttribute('data-testid')) ?? '').slice(8);
        await offered.first().click();
      }
      await expect.poll(async () => (await logLines(page)).length).toBeGreaterThan(before);
    }
    expect(activated).not.toBe('');
    expect((await logLines(page)).join('\n')).toContain(`activates squadron ${activated}`);
  }, 120_000);
});
