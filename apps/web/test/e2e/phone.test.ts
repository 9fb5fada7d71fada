import { describe, expect, test } from 'vitest';
import { browserSuite, createPatrol, screenshot } from './harness.js';

/**
 * The shell at a 360 px phone width: the lobby, a battle and the replay render (and the
 * screenshots can be looked at), and a conceded game reaches the end screen and the replay.
 */
describe('the web client on a phone (360 px)', () => {
  const suite = browserSuite();

  test('lobby, battle and replay at 360 px; a concession ends the game', async () => {
    const a = await suite.newPlayer();
    const { gameId, inviteB } = await createPatrol(a, suite.url, { name: 'Ann' });
    const b = await suite.newPlayer();
    await b.setViewportSize({ width: 360, height: 740 });
    await b.goto(`${suite.url}/`);
    await b.locator('[data-testid=create-scenario]').waitFor();
    await screenshot(b, 'lobby-phone');
    await b.goto(inviteB);
    await b.locator('[data-testid=orders]').waitFor();
    await b.locator('hex-map').waitFor();
    await screenshot(b, 'battle-phone');
    // Concede is offered to a seated player even while the other side owes the decision.
    b.on('dialog', (d) => void d.accept());
    await b.locator('[data-testid=concede]').click();
    await b.locator('[data-testid=end-screen]').waitFor();
    await a.locator('[data-testid=end-screen]').waitFor();
    await b.goto(`${suite.url}/#/replay/${gameId}`);
    await b.locator('[data-testid=replay-scrubber]').waitFor();
    await screenshot(b, 'replay-phone');
    expect(await b.locator('battle-log li').count()).toBeGreaterThan(0);
  }, 90_000);
});
