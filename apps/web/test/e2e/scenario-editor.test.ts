import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, clickHex, screenshot, sidewaysOverflow } from './harness.js';

/**
 * Issue 30, "A scenario editor shared by all four rulesets": for each ruleset the editor opens a
 * scenario on the battle's own board, a click on the board places a ship (Starfire: a planet,
 * its ships deploy in play), the ruleset's rules accept the result, it is saved to the library
 * and its share code copied; a set-up the rules refuse is said beside the field its path names.
 * One set-up goes on to "Create game" and opens the game page. At 1280 px and on a 360 px phone.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

/** Per ruleset: the tool to pick and the empty hex to click. */
const CASES = [
  { ruleset: 'onepage', tool: 'ship', hex: '0510', seat: 'A' },
  { ruleset: 'scl', tool: 'ship', hex: '0305', seat: 'A' },
  { ruleset: 'startrek', tool: 'ship', hex: '0303', seat: 'A' },
  { ruleset: 'starfire', tool: 'planet', hex: '0505', seat: null },
] as const;

const checkOk = (page: Page) => page.locator('[data-testid=editor-check]').getAttribute('data-ok');

const shipCount = (page: Page, seat: string) =>
  page.locator(`[data-testid=editor-side-${seat}] li`).count();

describe('the scenario editor', () => {
  const suite = browserSuite();

  for (const size of SIZES) {
    test.each(CASES)(
      `at ${size.width} px, $ruleset: place on the board, check, save and share`,
      async ({ ruleset, tool, hex, seat }) => {
        const page = await suite.newPlayer();
        await page.setViewportSize(size);
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto(`${suite.url}/#/scenarios/edit/${ruleset}`);
        await page.locator('[data-testid=editor-map]').waitFor();
        await expect.poll(() => checkOk(page)).toBe('true');
        const before = seat ? await shipCount(page, seat) : 0;
        const terrainBefore = await page.locator('hex-map [data-terrain]').count();

        await page.locator(`[data-testid=editor-tool-${tool}]`).click();
        await clickHex(page, hex);
        if (seat) await expect.poll(() => shipCount(page, seat)).toBe(before + 1);
        else
          await expect
            .poll(() => page.locator('hex-map [data-terrain]').count())
            .toBeGreaterThan(terrainBefore);
        await expect.poll(() => checkOk(page)).toBe('true');
        if (seat) {
          // The placed ship is selected: its bar over the board turns it.
          const bar = page.locator('[data-testid=editor-selected]');
          const heading = async () => /heading (\d)/.exec((await bar.textContent()) ?? '')?.[1];
          const was = await heading();
          await page.locator('[data-testid=editor-selected-turn]').click();
          await expect.poll(heading).toBe(String((Number(was) + 1) % 6));
          await expect.poll(() => checkOk(page)).toBe('true');
        }
        await screenshot(page, `scenario-editor-${ruleset}-${size.width}`);
        expect(await sidewaysOverflow(page), `the editor fits ${size.width} px`).toEqual([]);

        await page.locator('[data-testid=editor-name]').fill(`Test ${ruleset}`);
        await page.locator('[data-testid=editor-save]').click();
        await expect
          .poll(() => page.locator('[data-testid=editor-status]').textContent())
          .toContain('Saved');
        const library = await page.evaluate(() => localStorage.getItem('broadside.library.v1'));
        expect(library).toContain(`Test ${ruleset}`);

        await page.locator('[data-testid=editor-copy]').click();
        const code = await page.locator('[data-testid=editor-code]').inputValue();
        expect(code).toMatch(/^BSD1\./);

        // The code opens the same set-up again, in a fresh page.
        const other = await suite.newPlayer();
        await other.setViewportSize(size);
        await other.goto(`${suite.url}/#/scenarios/edit/${ruleset}?code=${code}`);
        await other.locator('[data-testid=editor-map]').waitFor();
        await expect.poll(() => checkOk(other)).toBe('true');
        expect(await other.locator('[data-testid=editor-name]').inputValue()).toBe(
          `Test ${ruleset}`,
        );
        if (seat) expect(await shipCount(other, seat)).toBe(before + 1);
        await other.context().close();
        await page.context().close();
      },
      90_000,
    );
  }

  test('the help page explains the editor and links to it', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/#/help`);
    const help = page.locator('[data-testid=scenario-editor-help]');
    await help.waitFor();
    expect(await help.textContent()).toContain('Copy share code');
    await help.locator('a[href="#/scenarios/edit"]').click();
    await page.locator('[data-testid=editor-ruleset]').waitFor();
    await page.context().close();
  }, 30_000);

  test.each(SIZES)(
    'at $width px: a refusal beside its field, then Create game opens the game',
    async (size) => {
      const page = await suite.newPlayer();
      await page.setViewportSize(size);
      await page.goto(`${suite.url}/#/scenarios/edit/onepage`);
      await page.locator('[data-testid=editor-map]').waitFor();
      await expect.poll(() => checkOk(page)).toBe('true');
      // Duel's side B costs 45 points (Points): a budget of 40 is refused beside the side.
      await page.locator('[data-testid=editor-budget-B]').fill('40');
      await page.locator('[data-testid=editor-budget-B]').dispatchEvent('change');
      await expect.poll(() => checkOk(page)).toBe('false');
      const refusal = page.locator('[data-testid=editor-side-B] [data-testid=editor-refusal]');
      await expect.poll(() => refusal.textContent()).toMatch(/45 points; the budget is 40/);
      expect(await page.locator('[data-testid=editor-create]').isDisabled()).toBe(true);
      await screenshot(page, `scenario-editor-refusal-${size.width}`);

      // A ship placed inside the Duel's planet (1008) is refused at its hex (Gravity wells): the
      // reason stands in its row and the hex is marked on the board; removing it clears both.
      await page.locator('[data-testid=editor-budget-B]').fill('');
      await page.locator('[data-testid=editor-budget-B]').dispatchEvent('change');
      await expect.poll(() => checkOk(page)).toBe('true');
      await page.locator('[data-testid=editor-tool-ship]').click();
      await clickHex(page, '1008');
      await expect.poll(() => checkOk(page)).toBe('false');
      const row = page.locator('[data-testid=editor-ship-A-2] [data-testid=editor-refusal]');
      await expect.poll(() => row.textContent()).toMatch(/1008 is inside a body/);
      expect(await page.locator('hex-map [data-mark=target]').count()).toBe(1);
      await screenshot(page, `scenario-editor-on-body-${size.width}`);
      await page.locator('[data-testid=editor-selected-remove]').click();
      await expect.poll(() => checkOk(page)).toBe('true');
      expect(await page.locator('hex-map [data-mark=target]').count()).toBe(0);

      await page.locator('[data-testid=editor-budget-B]').fill('45');
      await page.locator('[data-testid=editor-budget-B]').dispatchEvent('change');
      await expect.poll(() => checkOk(page)).toBe('true');
      await page.locator('[data-testid=editor-create]').click();
      await page.waitForURL(/#\/game\//, { timeout: 15_000 });
      const gameId = decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
      const summary = await page.request.get(`${suite.url}/api/games/${gameId}`);
      expect(JSON.stringify(await summary.json())).toContain('Duel, custom');
      await page.locator('hex-map').waitFor();
      await screenshot(page, `scenario-editor-game-${size.width}`);
      await page.context().close();
    },
    90_000,
  );

  test.each(SIZES)(
    "at $width px: the creator draws a side's deployment zone",
    async (size) => {
      const page = await suite.newPlayer();
      await page.setViewportSize(size);
      await page.goto(`${suite.url}/#/scenarios/edit/onepage`);
      await page.locator('[data-testid=editor-map]').waitFor();
      await expect.poll(() => checkOk(page)).toBe('true');
      expect(await page.locator('[data-testid=editor-tool-zone]').count()).toBe(0);
      // Each side picks its fleet: the zones show, side A's as places it may use.
      await page.locator('[data-testid=editor-picks-fleets]').check();
      await expect.poll(() => checkOk(page)).toBe('true');
      // The board draws each kind of mark as one path; `data-count` says how many hexes.
      const legal = async () =>
        Number((await page.locator('hex-map [data-mark=legal]').getAttribute('data-count')) ?? 0);
      await expect.poll(legal).toBeGreaterThan(0);
      const before = await legal();
      // A far corner joins A's zone; the rules accept the drawn zone.
      await page.locator('[data-testid=editor-tool-zone]').click();
      await clickHex(page, '0101');
      await expect.poll(legal).toBe(before + 1);
      await expect.poll(() => checkOk(page)).toBe('true');
      await clickHex(page, '0101');
      await expect.poll(legal).toBe(before);
      await screenshot(page, `scenario-editor-zones-${size.width}`);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await page.context().close();
    },
    60_000,
  );
});
