import type { Locator, Page } from 'playwright-core';
import { clickHex } from './harness.js';

/** Counts what a player does with the mouse or finger: clicks, taps and picks in a list. */
export class Clicks {
  count = 0;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async click(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }

  /** Picks an option in a list: by its position (a number) or by its value (a string). */
  async select(target: Locator, option: number | string): Promise<void> {
    this.count += 1;
    await target.selectOption(typeof option === 'number' ? { index: option } : option);
  }

  async hex(label: string): Promise<void> {
    this.count += 1;
    await clickHex(this.page, label);
  }
}

/** Whether the side panel is a phone's drawer (its handle shows). */
function drawer(page: Page): Promise<boolean> {
  return page.locator('[data-testid=drawer-handle]').isVisible();
}

/** On a phone the drawer covers the map: closes it (one tap), so the map can be clicked. */
export async function showMap(page: Page, clicks: Clicks): Promise<void> {
  if (!(await drawer(page))) return;
  if ((await page.locator('battle-side').getAttribute('open')) === null) return;
  await clicks.click(page.locator('[data-testid=drawer-handle]'));
  await page.waitForTimeout(300);
}

/** On a phone, opens the drawer (one tap) for the orders panel. */
export async function showPanel(page: Page, clicks: Clicks): Promise<void> {
  if (!(await drawer(page))) return;
  if ((await page.locator('battle-side').getAttribute('open')) !== null) return;
  await clicks.click(page.locator('[data-testid=drawer-handle]'));
  await page.waitForTimeout(300);
}
