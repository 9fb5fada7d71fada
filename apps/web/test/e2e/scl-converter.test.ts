/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot } from './harness.js';
import { fits } from './phone-fit.js';

/**
 * Issue 30: the Star Cruiser converter in the browser. Typing the Bismarck BC's Star Cruiser
 * figures shows, live, the figures the rules' own conversion example prints ("Hit Points: 150/4
 * = 37.5 rounded off to 38" …), and an impossible figure is refused at its field. At 1280 and
 * 360 px wide.
 */

/** The result the working table shows for a step. */
function resultOf(page: Page, key: string): Promise<string> {
  return page
    .locator(`[data-testid=scl-working] tr[data-key="${key}"] td.value`)
    .innerText()
    .then((t) => t.trim());
}

/** Types the Bismarck's figures as the rules give them, field by field. */
async function typeBismarck(page: Page): Promise<void> {
  // Start from a blank weapon list: remove every group, then add the four by sector.
  while ((await page.locator('[data-testid^=beam-][data-testid$=-count]').count()) > 0)
    await page.getByRole('button', { name: /Remove weapon group 1$/ }).click();
  const fields: [string, string][] = [
    ['sc-name', 'Bismarck BC'],
    ['sc-damagePoints', '150'],
    ['sc-movement', '6'],
    ['sc-remoteStations', '2'],
    ['sc-targetingComputer', '2'],
    ['sc-activeSensor', '10'],
    ['sc-passiveSensor', '6'],
    ['sc-radiated', '4'],
    ['sc-lateralReflected', '7'],
    ['sc-radialReflected', '8'],
    ['sc-radialProfile', '2'],
    ['sc-lateralProfile', '2'],
    ['sc-armor', '6'],
    ['sc-screens', '5'],
    ['sc-damageControlParties', '6'],
    ['sc-missiles', '48'],
    ['sc-submunitionDamage', '0'],
  ];
  for (const [id, value] of fields) await page.locator(`[data-testid=${id}]`).fill(value);
  await page.locator('[data-testid=sc-missile-type]').selectOption('sr10');
  const groups: [string, string, string, string[]][] = [
    ['3', '-2', '3', ['F', 'S']],
    ['2', '1', '2', ['F', 'S']],
    ['3', '-2', '3', ['A', 'P']],
    ['2', '1', '2', ['A', 'P']],
  ];
  for (const [i, [count, toHit, multiplier, arcs]] of groups.entries()) {
    await page.locator('[data-testid=beam-add]').click();
    await page.locator(`[data-testid=beam-${i}-count]`).fill(count);
    await page.locator(`[data-testid=beam-${i}-toHit]`).fill(toHit);
    await page.locator(`[data-testid=beam-${i}-multiplier]`).fill(multiplier);
    for (const arc of ['F', 'P', 'S', 'A'])
      await page.locator(`[data-testid=beam-${i}-arc-${arc}]`).setChecked(arcs.includes(arc));
  }
}

describe('the Star Cruiser converter (issue 30)', () => {
  const suite = browserSuite();

  test.each([
    [1280, 800],
    [360, 740],
  ])(
    'at %i px the Bismarck converts number for number',
    async (width, height) => {
      const page = await suite.newPlayer();
      await page.setViewportSize({ width, height });
      await page.goto(`${suite.url}/#/designer/scl`);
      await page.locator('[data-testid=sc-figures]').waitFor();
      // Spoil the figures first, so that every number below comes from what is typed.
      await page.locator('[data-testid=sc-damagePoints]').fill('1');
      await expect
        .poll(() => page.locator('[data-testid=scl-error]').getAttribute('data-code'))
        .toBe('convert/no_hit_points');
      await expect(
        page.locator('[data-testid=sc-damagePoints]').getAttribute('aria-invalid'),
      ).resolves.toBe('true');
      await typeBismarck(page);

      const seed: [string, string][] = [
        ['scale', '1:1'], // Scale: 1:1
        ['thrust', '6'], // Movement/Thrust: 6
        ['hp', '38'], // Hit Points: 150/4 = 37.5 rounded off to 38
        ['rows', '10/10/9/9'], // rows, from top to bottom, are 10, 10, 9, 9
        ['magazine', '12'], // 12 SR-10 missiles
        ['comms', '1'], // only 1 SCL communicator
        ['fc', '2'], // Fire Control modifier: +2
        ['wt', '0'], // (-12+4)/10/2= -.4 = 0
        ['ap', '2'], // 2.6 Subtract 1 and round off … +2
        ['sensor', '1'], // Final rating: +1
        ['signature', '0'], // (4+7+8)/3=6.33 Signature rating: 0
        ['profile', '1'], // (2+2)/3=1.33: +1
        ['armor', '7'], // 6+1(Screen modifier)=7
        ['dc', '2'], // 1.5 rounded off to 2
      ];
      for (const [key, value] of seed) expect(await resultOf(page, key), key).toBe(value);
      // 3 Beam Batteries FS, 3 Beam Batteries AP (the check boxes list the sectors F, P, S, A).
      const batteries = page.locator('[data-testid=scl-working] tr[data-key^="batteries:"]');
      expect(
        await batteries.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key'))),
      ).toEqual(['batteries:FS', 'batteries:PA']);
      expect((await batteries.locator('td.value').allInnerTexts()).map((t) => t.trim())).toEqual([
        '3',
        '3',
      ]);
      await expect(
        page.locator('[data-testid=scl-working] tr[data-key=hp] td.working').innerText(),
      ).resolves.toBe('150/4 = 37.5 rounded off to 38');
      await expect(page.locator('[data-testid=scl-summary]').innerText()).resolves.toContain(
        'HP 38 (10/10/9/9)',
      );
      await fits(page, `converter at ${width} px`);
      // On the phone the gist of the result stays in sight below the form.
      const live = page.locator('[data-testid=scl-live]');
      expect(await live.isVisible()).toBe(width < 900);
      if (width < 900)
        expect(await live.innerText()).toContain('HP 38 (10/10/9/9), 6 batteries, armor 7');
      await screenshot(page, `scl-converter-${width}`);
    },
    90_000,
  );

  test('a fighter flight of two halves the Martel’s hit points and shots', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/#/designer/scl`);
    await page.locator('[data-testid=sc-kind]').selectOption('fighter');
    const fields: [string, string][] = [
      ['sc-damagePoints', '4'],
      ['sc-activeSensor', ''],
      ['sc-passiveSensor', '4'],
      ['sc-missiles', '0'],
      ['sc-submunitionDamage', '18'],
    ];
    for (const [id, value] of fields) await page.locator(`[data-testid=${id}]`).fill(value);
    while ((await page.locator('[data-testid^=beam-][data-testid$=-count]').count()) > 0)
      await page.getByRole('button', { name: /Remove weapon group 1$/ }).click();
    expect(await resultOf(page, 'subs')).toBe('2'); // 72/40=1.8, rounded off to 2
    expect(await resultOf(page, 'hp')).toBe('4');
    await page.locator('[data-testid=sc-craft]').selectOption('2');
    expect(await resultOf(page, 'flight')).toBe('2');
    await expect(page.locator('[data-testid=scl-summary]').innerText()).resolves.toMatch(
      /HP 2 \(1\/1\/0\/0\).*1 submunition shots/,
    );
  }, 60_000);
});
