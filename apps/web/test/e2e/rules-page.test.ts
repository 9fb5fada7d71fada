/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  HOUSE_RULES,
  HULL_CODES,
  INTERCEPT_OPTIONS,
  SCENARIO_IDS,
  SYSTEM_CODES,
  SYSTEMS,
  WEAPON_CHART,
  WEAPON_CODES,
  defaultDesign,
  type RangeRow,
} from '@broadside/rules/starfire';
import { hullChartRows } from '../../src/rulesets/starfire/help/chart-rows.js';
import { browserSuite, screenshot, sidewaysOverflow } from './harness.js';

/**
 * Issue 11, "the whole rules in the app": the Starfire rules page draws every chart from the
 * rules package's own tables (each rendered row is compared with the data here, cell by cell),
 * fits a 360 px phone, and opens at a section; on the battle screen each "?" opens its part of
 * the rules in a keyboard-friendly dialog, and every system letter of a ship card has a tooltip.
 */

/** The chart's text for a row of the package's table: the number, or "–" where it cannot fire. */
const cells = (row: RangeRow) => row.map((v) => (v === null ? '–' : String(v)));

/** The rendered cells of each row of a table, trimmed. */
function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page
    .locator(`${selector} tbody tr`)
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())),
    );
}

async function openRules(page: Page, url: string, section = ''): Promise<void> {
  await page.goto(`${url}/#/help/starfire${section ? `?section=${section}` : ''}`);
  await page.locator('[data-testid=weapon-chart]').waitFor({ state: 'attached' });
}

describe('the Starfire rules in the app (issue 11)', () => {
  const suite = browserSuite();

  test('the rules page draws every chart cell from the package tables', async () => {
    const page = await suite.newPlayer();
    await openRules(page, suite.url);
    for (const code of WEAPON_CODES) {
      const w = WEAPON_CHART[code];
      const row = (kind: string) =>
        page
          .locator(`[data-testid=weapon-chart] tr[data-weapon=${code}][data-row=${kind}] td.num`)
          .allTextContents();
      expect(await row('to-hit'), `${code} to-hit`).toEqual(cells(w.toHit));
      expect(await row('damage'), `${code} damage`).toEqual(cells(w.damage));
    }
    const letters = await tableRows(page, '[data-testid=weapon-letters]');
    expect(letters.map((r) => [r[0], r[1], r[3]])).toEqual(
      WEAPON_CODES.map((c) => [c, WEAPON_CHART[c].name, String(WEAPON_CHART[c].rateOfFire)]),
    );
    // The rows the page is drawn from; starfire-help.test.ts checks them against HULLS field by field.
    expect(await tableRows(page, '[data-testid=hull-chart]')).toEqual(hullChartRows());
    expect((await tableRows(page, '[data-testid=hull-chart]')).map((r) => r[0])).toEqual([
      ...HULL_CODES,
    ]);
    const systems = await tableRows(page, '[data-testid=system-chart]');
    expect(systems.map((r) => r.slice(0, 3))).toEqual(
      SYSTEM_CODES.map((c) => [c, SYSTEMS[c].name, String(SYSTEMS[c].hullSpaces)]),
    );
    expect(await page.locator('[data-testid=to-hit-modifiers]').textContent()).toContain(
      `out to ${HOUSE_RULES.targetingLimit} hexes`,
    );
    const intercepts = await tableRows(page, '[data-testid=intercept-chart]');
    expect(intercepts.map((r) => [r[0], r[3]])).toEqual(
      INTERCEPT_OPTIONS.map((o) => [String(o.option), `${o.interceptOn} or less`]),
    );
    for (const id of SCENARIO_IDS) {
      await page.locator(`[data-testid=scenario-map-${id}] svg`).waitFor({ state: 'attached' });
      expect(await page.locator(`[data-testid=victory-${id}]`).textContent()).toMatch(/Victory/);
    }
    // Every ruling with its reason, and the legend of the map with the blue dashed arrow.
    expect(await page.locator('[data-testid=rulings-text] p.reason').count()).toBeGreaterThan(20);
    expect(await page.locator('[data-testid=map-legend] li[data-look=path]').textContent()).toMatch(
      /Blue dashed arrow/,
    );
    await screenshot(page, 'rules-desktop');
  }, 90_000);

  test('on a 360 px phone the rules fit, the weapon chart turned on its side', async () => {
    const page = await suite.newPlayer();
    await page.setViewportSize({ width: 360, height: 780 });
    await openRules(page, suite.url);
    await page.waitForTimeout(300);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await page.locator('[data-testid=weapon-chart]').isVisible()).toBe(false);
    const byRange = await tableRows(page, '[data-testid=weapon-chart-by-range]');
    byRange.forEach((row, range) => {
      expect(row).toEqual([
        String(range),
        ...WEAPON_CODES.map((c) => {
          const hit = WEAPON_CHART[c].toHit[range] ?? null;
          return hit === null ? '–' : `${hit}/${WEAPON_CHART[c].damage[range] ?? '–'}`;
        }),
      ]);
    });
    await screenshot(page, 'rules-phone');
    await page.goto(`${suite.url}/#/help`);
    await page.locator('[data-testid=shortcut-table]').waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
  }, 60_000);

  test('the header and the lobby lead to the rules; a section link opens at that section', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/`);
    await page.locator('[data-testid=create-scenario]').waitFor();
    expect(await page.locator('[data-testid=rules-link]').getAttribute('href')).toBe(
      '#/help/starfire',
    );
    await page.locator('[data-testid=nav-help]').click();
    await page.locator('[data-testid=ruleset-help-links] a', { hasText: 'Starfire' }).click();
    await page.locator('[data-testid=weapon-chart]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => location.hash)).toBe('#/help/starfire');

    await openRules(page, suite.url, 'hulls');
    const heading = page.locator('starfire-rules h2#hulls');
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 999).toBeLessThan(120);
    // The contents list moves within the page, and the heading takes the focus.
    await page.locator('[data-testid=rules-contents] a', { hasText: 'Scenarios' }).click();
    const scenarios = page.locator('starfire-rules h2#scenarios');
    await expect.poll(async () => (await scenarios.boundingBox())?.y ?? 999).toBeLessThan(120);
    expect(await scenarios.evaluate((el) => el.matches(':focus'))).toBe(true);
  }, 60_000);

  test('the battle screen: "?" help in a dialog, and a tooltip on every system letter', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/#/practice/starfire/patrol`);
    await page.locator('hex-map').waitFor();

    // The phase banner's "?" opens the sequence of play; Escape closes it, focus goes back.
    const phaseHelp = page.locator('phase-banner [data-testid=help-sequence]');
    await phaseHelp.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('phase-banner dialog[data-testid=help-dialog]');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('h2#sequence').textContent()).toBe('Sequence of play');
    expect(
      await dialog.locator('a', { hasText: 'Open in the rules page' }).getAttribute('href'),
    ).toBe('#/help/starfire?section=sequence');
    // A link inside the dialog opens in a new tab: the battle stays.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.locator('a', { hasText: 'Scenarios' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain('#/help/starfire?section=scenarios');
    await tab.close();
    expect(await page.evaluate(() => location.hash)).toBe('#/practice/starfire/patrol');
    await phaseHelp.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await phaseHelp.evaluate((el) => el.matches(':focus'))).toBe(true);

    // The map key, from the corner of the map.
    await page.locator('side-legend [data-testid=help-map-legend]').click();
    const key = page.locator('side-legend dialog');
    await expect.poll(() => key.isVisible()).toBe(true);
    expect(await key.locator('li[data-look]').count()).toBeGreaterThan(15);
    await screenshot(page, 'battle-help-desktop');
    await key.locator('button', { hasText: 'Close' }).click();

    // Each letter of a ship card names its system; the card's "?" opens the system codes.
    await page.locator('[data-testid=tab-ships]').click();
    const design = defaultDesign('CT');
    const tips = await page
      .locator('[data-testid=card-slots-A1] .slot')
      .evaluateAll((slots) => slots.map((s) => s.getAttribute('title') ?? ''));
    expect(tips).toHaveLength(design.slots.length);
    design.slots.forEach((slot, i) =>
      expect(tips[i]).toMatch(new RegExp(`^${slot.code}: ${SYSTEMS[slot.code].name} \\(`)),
    );
    await page.locator('ship-card').first().locator('[data-testid=help-ship-card]').click();
    const codes = page.locator('ship-card dialog');
    await expect.poll(() => codes.isVisible()).toBe(true);
    expect(await codes.locator('[data-testid=system-chart] tbody tr').count()).toBe(
      SYSTEM_CODES.length,
    );
    await page.keyboard.press('Escape');

    // The fire panel's "?" opens the Weapon Chart (drawn alone: reaching combat takes turns).
    await page.evaluate(() => {
      const panel = document.createElement('fire-panel');
      panel.id = 'lone-fire-panel';
      document.body.append(panel);
    });
    await page.locator('#lone-fire-panel [data-testid=help-weapons]').click();
    await expect
      .poll(() => page.locator('#lone-fire-panel dialog [data-testid=weapon-chart]').count())
      .toBe(1);
  }, 90_000);

  test('phone: the help dialog fits 360 px', async () => {
    const page = await suite.newPlayer();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${suite.url}/#/practice/starfire/patrol`);
    await page.locator('hex-map').waitFor();
    await page.locator('side-legend [data-testid=help-map-legend]').click();
    await expect.poll(() => page.locator('side-legend dialog').isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, 'battle-help-phone');
  }, 60_000);
});
