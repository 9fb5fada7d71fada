import { describe, expect, test } from 'vitest';
import { concededPatrol } from './battle-start.js';
import { browserSuite, screenshot, sidewaysOverflow } from './harness.js';

/**
 * Issue 33, part 2: a finished game's replay offers its after-action report, in BBCode,
 * Markdown and HTML with a Copy button, the animated replay and links to each frame.
 */
describe('after-action report in the replay', () => {
  const suite = browserSuite();

  test('a spectator opens the report, switches formats and sees the GIF', async () => {
    const { gameId } = await concededPatrol(suite);

    const watcher = await suite.newPlayer();
    await watcher.goto(`${suite.url}/#/replay/${gameId}`);
    await watcher.locator('[data-testid=replay-scrubber]').waitFor();
    await watcher.locator('[data-testid=aar-panel] summary').click();
    const text = watcher.locator('[data-testid=aar-text]');
    await expect.poll(() => text.inputValue(), { timeout: 30_000 }).toContain('[img]');
    expect(await text.inputValue()).toContain(`/api/games/${gameId}/frames/1.png`);
    await watcher.getByRole('tab', { name: 'Markdown' }).click();
    await expect.poll(() => text.inputValue(), { timeout: 30_000 }).toContain('**Set-up**');
    await screenshot(watcher, 'aar-report-text');
    await watcher.locator('[data-testid=aar-copy]').click();
    await expect
      .poll(() => watcher.locator('[data-testid=aar-copy]').textContent())
      .toContain('Copied');
    // The animated replay loads (the server encodes it on the first request).
    await expect
      .poll(
        () =>
          watcher.locator('[data-testid=aar-gif]').evaluate((el) => {
            const img = el as HTMLImageElement;
            return img.complete ? img.naturalWidth : 0;
          }),
        { timeout: 30_000 },
      )
      .toBe(640);
    await watcher.locator('[data-testid=aar-gif]').scrollIntoViewIfNeeded();
    await screenshot(watcher, 'aar-report');

    // On a phone the panel fits 360 px.
    await watcher.setViewportSize({ width: 360, height: 780 });
    await watcher.locator('[data-testid=aar-panel] summary').scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(watcher), 'the report fits the phone').toEqual([]);
    await screenshot(watcher, 'aar-report-phone');
  }, 120_000);
});
