import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sidewaysOverflow } from './harness.js';

/**
 * Checks the page fits the phone's width and its header is whole (on one line, on screen). The
 * header's links sit in a row that scrolls sideways on a phone: the row itself must be on screen.
 */
export async function fits(page: Page, what: string): Promise<void> {
  await page.waitForTimeout(300);
  expect(await sidewaysOverflow(page), what).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  for (const link of await page.locator('header h1, header nav').all()) {
    const b = await link.boundingBox();
    expect(b && b.x >= 0 && b.x + b.width <= width, `${what}: header item on screen`).toBe(true);
  }
  const header = await page.locator('header').boundingBox();
  expect(header?.height ?? 999, `${what}: header on one line`).toBeLessThan(56);
}
