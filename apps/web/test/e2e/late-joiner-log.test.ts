import { describe, expect, test } from 'vitest';
import { browserSuite, logLines } from './harness.js';
import { deployedPatrol } from './battle-start.js';

/**
 * A page opened in the middle of a game (issue "Better than paper"): a spectator or a player
 * coming in late sees the battle log from the start of the game, as those who were there do,
 * not an empty log.
 */
describe('the battle log of a page opened mid-game', () => {
  const suite = browserSuite();

  test('a late spectator and a player on a new tab see the log from the start', async () => {
    const { a, b, gameId } = await deployedPatrol(suite);
    await expect
      .poll(async () => (await logLines(a)).join('\n'), { timeout: 15_000 })
      .toContain('deployed at 3523');
    const seen = await logLines(a);
    expect(seen[0]).toContain('The battle is set');

    const spectator = await suite.newPlayer();
    await spectator.goto(`${suite.url}/#/watch/${gameId}`);
    await expect.poll(() => logLines(spectator), { timeout: 15_000 }).toEqual(seen);

    // The same player opening the game again in a new tab.
    const again = await b.context().newPage();
    await again.goto(`${suite.url}/#/game/${gameId}`);
    await expect.poll(() => logLines(again), { timeout: 15_000 }).toEqual(await logLines(b));
    expect((await logLines(again))[0]).toContain('The battle is set');
  }, 120_000);
});
