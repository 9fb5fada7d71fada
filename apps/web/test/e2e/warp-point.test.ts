import { describe, expect, test } from 'vitest';
import { browserSuite, clickHex, logLines } from './harness.js';

/**
 * Starfire rules 1.2.0: in the warp point assault side A places the warp point within 3 hexes of
 * the map centre before deployment. The legal hexes are highlighted; a typed label that is not
 * one of them says why; a clicked one is confirmed and logged.
 */
describe('placing the warp point (Starfire 1.2.0)', () => {
  const suite = browserSuite();

  test('side A picks a highlighted hex near the centre; a wrong typed label says why', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/#/practice/starfire/warp_assault`);
    const orders = page.locator('[data-testid=orders]');
    await expect
      .poll(() => orders.getAttribute('data-kind'), { timeout: 15_000 })
      .toBe('place_warp_point');
    expect(await page.locator('[data-testid=owed]').textContent()).toContain(
      'to place the warp point',
    );
    // 37 hexes lie within 3 of the centre (all on the map).
    expect(await page.locator('hex-map [data-mark=legal]').getAttribute('data-count')).toBe('37');

    await page.locator('[data-testid=hex-input]').fill('0101');
    await page.locator('[data-testid=hex-input]').press('Enter');
    await expect
      .poll(() => page.locator('[data-testid=hex-input-error]').textContent())
      .toMatch(/0101 is not one of the 37 highlighted hexes: the warp point goes within 3 hexes/);

    const centre = (await page.locator('hex-map').evaluate((el) => {
      const map = el as HTMLElement & { terrain: readonly { kind: string; hex: unknown }[] };
      return map.terrain.find((t) => t.kind === 'warp-point')?.hex;
    })) as { q: number; r: number };
    const { formatLabel } = await import('@broadside/rules');
    const label = formatLabel({ q: centre.q + 1, r: centre.r });
    await clickHex(page, label);
    await page.locator('[data-testid=warp-point-confirm]').waitFor();
    expect(await page.locator('[data-testid=hex-input-error]').count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await logLines(page)).join('\n'))
      .toContain(`Side A places warp point 1 at ${label}.`);
    await expect.poll(() => orders.getAttribute('data-kind')).not.toBe('place_warp_point');
  }, 60_000);
});
