import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite } from './harness.js';

/**
 * Keyboard and screen readers (issue 28): every control of every ruleset's battle screen has an
 * accessible name, at a desktop width and on a 360 px phone. The names come from the browser's
 * own accessibility tree (Playwright's ARIA snapshot, which reads through shadow roots), so a
 * button drawn as a bare symbol, or a select or checkbox without a label, fails here.
 */

/** The roles a player acts through. */
const CONTROLS = ['button', 'combobox', 'checkbox', 'textbox', 'spinbutton', 'radio', 'link'];

/** The practice battle of each ruleset, opened on the decision its first player owes. */
const BATTLES = [
  ['starfire', 'patrol'],
  ['onepage', 'duel'],
  ['scl', 'bismarck_at_bay'],
  ['startrek', 'ambush'],
] as const;

const WIDTHS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 360, height: 780 }],
] as const;

/** The controls in the page's ARIA snapshot, each as `role "name"` (`role ""` without one). */
async function controls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('battle-frame').ariaSnapshot();
  const control = new RegExp(`^\\s*- (${CONTROLS.join('|')})\\b(?: "((?:[^"\\\\]|\\\\.)*)")?`);
  return snapshot.split('\n').flatMap((line) => {
    const m = control.exec(line);
    return m ? [`${m[1]} "${m[2] ?? ''}"`] : [];
  });
}

/** A name says what the control does in words: a bare symbol such as "?" or "+" does not. */
const named = (control: string) => /"[^"]*[A-Za-z]{2}[^"]*"$/.test(control);

describe('every control of a battle screen has an accessible name', () => {
  const suite = browserSuite();

  for (const [width, size] of WIDTHS)
    test.each(BATTLES)(
      `${width}: %s (%s)`,
      async (ruleset, scenario) => {
        const page = await suite.newPlayer();
        await page.setViewportSize(size);
        await page.goto(`${suite.url}/#/practice/${ruleset}/${scenario}`);
        await page.locator('battle-frame [data-testid=orders]').first().waitFor();
        // Open the drawer on a phone, so its controls are in the tree as a player meets them.
        const handle = page.locator('[data-testid=drawer-handle]');
        if (width === 'phone' && (await page.locator('battle-side[open]').count()) === 0)
          await handle.click();
        // The map's buttons come with the map: the screen is whole once they are there.
        await expect.poll(async () => (await controls(page)).join('\n')).toMatch(/"Zoom in"/);
        const found = await controls(page);
        expect(found.filter((c) => !named(c))).toEqual([]);
      },
      60_000,
    );
});
