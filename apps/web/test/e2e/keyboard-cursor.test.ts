/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatLabel, hexToOffset, parseLabel, verifiableDice, SEED_BYTES } from '@broadside/rules';
import { onepageRuleset, reachableHexes } from '@broadside/rules/onepage';
import { browserSuite, screenshot } from './harness.js';

/**
 * Issue 28, "Keyboard and screen readers: every action has a key and an accessible name." The
 * map's hex cursor lets a keyboard click any hex: a practice one-page Duel ("Movement") is
 * plotted with keys alone — Tab to the map, arrows to a ship's hex, Enter picks it, arrows to a
 * hex within its MP, Enter plots the path there — and every hex the cursor reaches is announced.
 */

/** Ship A2's first hex at full MP down-right (direction 2), as the rules reach it. */
function destination(): string {
  const setup = onepageRuleset.parseSetup({ scenario: 'duel' });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = onepageRuleset.create(setup.value, verifiableDice(new Uint8Array(SEED_BYTES)));
  if (!created.ok) throw new Error(created.error.message);
  const ship = created.value.state.ships.find((s) => s.id === 'A2')!;
  const reach = reachableHexes(created.value.state, ship).find(
    (r) => r.path.length === ship.mp && r.path.every((d) => d === 2),
  );
  if (!reach) throw new Error('no destination for A2');
  return formatLabel(reach.hex);
}

/** The element that has the keyboard focus, through shadow roots. */
async function focusedTag(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.tagName.toLowerCase() ?? '';
  });
}

/** The hex the cursor is on. */
async function cursorAt(page: Page): Promise<string> {
  return (await page.locator('hex-map [data-testid=hex-cursor]').getAttribute('data-hex')) ?? '';
}

/** Moves the cursor with arrows alone to hex `label`: along the printed row, then the column. */
async function arrowTo(page: Page, label: string): Promise<void> {
  const parse = (l: string) => {
    const h = parseLabel(l);
    if (!h.ok) throw new Error(`bad label ${l}`);
    return hexToOffset(h.value);
  };
  // The first arrow shows the cursor where it starts; step back where it came from.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const from = parse(await cursorAt(page));
  const to = parse(label);
  const dc = to.column - from.column;
  const dr = to.row - from.row;
  for (let i = 0; i < Math.abs(dc); i += 1)
    await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dr); i += 1)
    await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect.poll(() => cursorAt(page)).toBe(label);
}

describe('the map’s hex cursor: every hex a key away (issue 28, Keyboard)', () => {
  const suite = browserSuite();

  test('one-page: with the keyboard alone, pick a ship and plot its move', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/#/practice/onepage/duel`);
    await page.locator('[data-testid=plot-ship-A2]').waitFor({ state: 'attached' });
    for (let i = 0; i < 80 && (await focusedTag(page)) !== 'hex-map'; i += 1)
      await page.keyboard.press('Tab');
    expect(await focusedTag(page)).toBe('hex-map');

    const a2 = (await page.locator('hex-map [data-testid=unit-A2]').getAttribute('data-hex'))!;
    await arrowTo(page, a2);
    const said = page.locator('hex-map [data-testid=hex-cursor-text]');
    await expect.poll(() => said.textContent()).toMatch(new RegExp(`Hex ${a2}: .*A2 \\(`));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('[data-testid=plot-ship-A2]').getAttribute('aria-pressed'))
      .toBe('true');

    const to = destination();
    await arrowTo(page, to);
    await expect.poll(() => said.textContent()).toContain(`Hex ${to}`);
    await screenshot(page, 'hex-cursor');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('[data-testid=plot-path-A2]').textContent())
      .not.toBe('holds');
    // The plot reaches the cursor's hex: A2's path ends there.
    expect(await page.locator('[data-testid=plot-ship-A2]').getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.context().close();
  }, 90_000);
});
