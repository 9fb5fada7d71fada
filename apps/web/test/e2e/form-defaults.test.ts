/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite } from './harness.js';

/**
 * Issue 27, "Fix first", bug 1: the hard computer player could not be started as it comes,
 * because the thinking-time field showed 1 while its `min` and `step` accepted only 0.05, 0.15, …
 * Every value a form shows by itself must be one the browser accepts: this walks every form
 * field of the pages a newcomer opens (through shadow roots) and lists the filled ones that the
 * browser would refuse.
 */

/** Every filled field, in any form on the page, that fails the browser's own validation. */
function invalidDefaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const visit = (root: Document | ShadowRoot): void => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (
          (el instanceof HTMLInputElement ||
            el instanceof HTMLSelectElement ||
            el instanceof HTMLTextAreaElement) &&
          el.value !== '' &&
          !el.validity.valid
        )
          bad.push(
            `${el.getAttribute('data-testid') ?? el.getAttribute('name') ?? el.tagName} = ${el.value}: ${el.validationMessage}`,
          );
      }
    };
    visit(document);
    return bad;
  });
}

/** Selects every option of the select with `testId`, one after the other, checking each time. */
async function everyChoice(page: Page, testId: string, check: (value: string) => Promise<void>) {
  const select = page.locator(`[data-testid=${testId}]`);
  const values = await select
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  for (const value of values) {
    await select.selectOption(value);
    await page.waitForTimeout(50);
    await check(value);
  }
}

describe('every default a form shows is valid (issue 27, bug 1)', () => {
  const suite = browserSuite();

  test.each(['/', '/#/tournaments', '/#/account', '/#/designer', '/#/verify'])(
    'the forms of %s',
    async (path) => {
      const page = await suite.newPlayer();
      await page.goto(`${suite.url}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(await invalidDefaults(page)).toEqual([]);
      await page.context().close();
    },
    30_000,
  );

  test('the computer-opponent form, for every ruleset and level, as it comes', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/`);
    await page.locator('[data-testid=solo-form]').waitFor();
    await everyChoice(page, 'solo-ruleset', async (ruleset) => {
      await everyChoice(page, 'solo-level', async (level) => {
        expect(await invalidDefaults(page), `${ruleset}, ${level}`).toEqual([]);
      });
    });
    await page.context().close();
  }, 60_000);

  test(
    'the hard computer player starts a game with the thinking time it shows',
    { timeout: 30_000 },
    async () => {
      const page = await suite.newPlayer();
      await page.goto(`${suite.url}/`);
      await page.locator('[data-testid=solo-form]').waitFor();
      await page.locator('[data-testid=solo-ruleset]').selectOption('onepage');
      await page.locator('[data-testid=solo-level]').selectOption('hard');
      await expect.poll(() => page.locator('[data-testid=solo-budget]').inputValue()).toBe('1');
      await page.locator('[data-testid=solo-submit]').click();
      await page.waitForURL(/#\/game\/[A-Za-z0-9_-]+$/, { timeout: 15_000 });
      await page.context().close();
    },
  );
});
