import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { concededPatrol } from './battle-start.js';
import { browserSuite, screenshot, sidewaysOverflow } from './harness.js';

/**
 * Issue 33, part 3: after the game a player comments on a step of the replay; a spectator who
 * opens the replay sees a mark on that step and, there, the comment as plain text.
 */

const TEXT = '<b>Turned too early</b> & paid for it';

/**
 * The comments shown at the replay's current step, as text, and whether any holds an element
 * (a `<b>` would mean the text went in as HTML). Locators reach into the shadow roots.
 */
const shownComments = async (page: Page) => ({
  texts: await page.locator('[data-testid=annotation] .text').allTextContents(),
  bold: (await page.locator('[data-testid=annotation] .text b').count()) > 0,
});

describe('annotations in the replay', () => {
  const suite = browserSuite();

  test('a player comments on a step; a spectator sees it there, as text', async () => {
    const { a, gameId } = await concededPatrol(suite);

    // Ann, who holds side A's seat token, opens the replay and comments on the first event.
    await a.goto(`${suite.url}/#/replay/${gameId}`);
    await a.locator('[data-testid=replay-scrubber]').waitFor();
    await a.keyboard.press('Home');
    await a.locator('[data-testid=replay-forward]').click();
    const position = await a.locator('[data-testid=replay-position]').textContent();
    await a.locator('[data-testid=annotation-add]').click();
    await a.locator('[data-testid=annotation-text]').fill(TEXT);
    // Arrow keys in the box move the caret, not the replay.
    await a.locator('[data-testid=annotation-text]').press('ArrowLeft');
    expect(await a.locator('[data-testid=replay-position]').textContent()).toBe(position);
    await screenshot(a, 'annotations-writing');
    await a.locator('[data-testid=annotation-save]').click();
    await expect.poll(() => shownComments(a)).toEqual({ texts: [TEXT], bold: false });
    await expect.poll(() => a.locator('[data-testid=annotation-mark]').count()).toBe(1);
    await screenshot(a, 'annotations-player');

    // A spectator (no seat, no account) opens the replay: a mark on that step, no comment box.
    const watcher = await suite.newPlayer();
    await watcher.goto(`${suite.url}/#/replay/${gameId}`);
    await watcher.locator('[data-testid=annotation-mark]').waitFor();
    expect(await watcher.locator('[data-testid=annotation-add]').count()).toBe(0);
    await watcher.locator('[data-testid=annotation-mark]').click();
    await expect
      .poll(() => watcher.locator('[data-testid=replay-position]').textContent())
      .toBe(position);
    expect(await shownComments(watcher)).toEqual({ texts: [TEXT], bold: false });
    expect(await watcher.locator('[data-testid=annotation-delete]').count()).toBe(0);
    await screenshot(watcher, 'annotations-spectator');

    // On a phone the strip and the comment fit 360 px.
    await watcher.setViewportSize({ width: 360, height: 780 });
    await watcher.reload();
    await watcher.locator('[data-testid=annotation-mark]').click();
    await expect.poll(() => shownComments(watcher)).toEqual({ texts: [TEXT], bold: false });
    expect(await sidewaysOverflow(watcher), 'the replay fits the phone').toEqual([]);
    await screenshot(watcher, 'annotations-phone');

    // The author deletes the comment; it is gone for everyone who loads the replay again.
    await a.locator('[data-testid=annotation-delete]').click();
    await expect.poll(() => shownComments(a)).toEqual({ texts: [], bold: false });
    await watcher.reload();
    await watcher.locator('[data-testid=replay-scrubber]').waitFor();
    expect(await watcher.locator('[data-testid=annotation-mark]').count()).toBe(0);
  }, 120_000);
});
