import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, clickHex, owesDecision, screenshot } from './harness.js';
import { fits } from './phone-fit.js';

/**
 * Issue 14, "Done when", in two real browsers: both players register, both join a tournament,
 * one sees "your move" on My games, they play their game (a move, then a concession), both see
 * the standings update, and they copy the BBCode report.
 */
const suite = browserSuite();

async function signUp(page: Page, username: string, name: string): Promise<void> {
  await page.goto(`${suite.url}/#/account`);
  const form = page.locator('[data-testid=signup-form]');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=displayName]').fill(name);
  await form.locator('input[name=password]').fill(`${username} has a long password`);
  await form.locator('button[type=submit]').click();
  await page.waitForURL(/#\/my$/);
}

/** Desktop and 360 px phone pictures of the page as it is. */
async function both(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, `${name}-phone`);
  await fits(page, name);
  await page.setViewportSize(desktop);
}

/** The standings table as lines of cell texts. */
async function standings(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=standings] tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        [...(r as HTMLTableRowElement).cells].map((c) => c.textContent?.trim()).join(' '),
      ),
    );
}

/** Counts runs of the test: a retry on the same server needs accounts and a tournament of its own. */
let attempt = 0;

describe('a tournament in the browser (issue 14)', () => {
  test('register, join, your move, play, standings, copy the BBCode report', async () => {
    attempt += 1;
    const tag = attempt === 1 ? '' : String(attempt);
    const tournamentName = `Friday Knockout${tag ? ` ${tag}` : ''}`;
    const ann = await suite.newPlayer();
    const bob = await suite.newPlayer();
    await ann.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(ann, `ann${tag}`, 'Ann');
    await signUp(bob, `bob${tag}`, 'Bob');

    // Ann organises a two-player knockout of the Patrol and registers.
    await ann.goto(`${suite.url}/#/tournaments`);
    const form = ann.locator('create-tournament-form');
    await form.locator('[data-testid=t-name]').fill(tournamentName);
    await form.locator('select[name=format]').selectOption('single_elimination');
    await form.locator('select[name=scenario]').selectOption('patrol');
    await both(ann, 'tournament-list');
    await form.locator('[data-testid=t-create]').click();
    await expect.poll(() => ann.url()).toMatch(/#\/tournaments\/t/);
    const url = ann.url();
    await ann.locator('[data-testid=register]').click();
    await expect.poll(() => ann.locator('[data-testid=withdraw]').count()).toBe(1);

    // Bob finds it in the list and joins.
    await bob.goto(`${suite.url}/#/tournaments`);
    await bob.locator('[data-testid=tournament-list] a', { hasText: tournamentName }).click();
    await bob.locator('[data-testid=register]').click();
    await expect.poll(() => bob.locator('[data-testid=withdraw]').count()).toBe(1);

    // Ann starts it: round 1 is paired and its game created.
    await ann.locator('[data-testid=start]').click();
    await ann.locator('[data-testid=round-1]').waitFor();
    // The organiser's tools: adjudicate the board with a public reason, withdraw a player.
    await ann.locator('[data-testid=adjudicate-1]').waitFor();
    await both(ann, 'tournament-started');

    // Each takes the seat kept for them: Ann from My games, Bob from the tournament page.
    await ann.goto(`${suite.url}/#/my`);
    await ann.locator('[data-testid^=my-game-] a').first().click();
    await ann.locator('hex-map').waitFor();
    await bob.goto(url);
    await bob.locator('[data-testid^=play-]').click();
    await bob.locator('hex-map').waitFor();

    // Ann (first seed, first seat) sees "Your move" on My games and plays from there.
    await ann.goto(`${suite.url}/#/my`);
    const annMove = ann.locator('[data-testid=my-move] li');
    await expect
      .poll(() => annMove.first().textContent(), { timeout: 25_000 })
      .toContain('Your move');
    await both(ann, 'tournament-my-games');
    await annMove.first().locator('a').first().click();
    await ann.locator('hex-map').waitFor();
    await expect.poll(() => owesDecision(ann), { timeout: 15_000 }).toBe(true);
    await clickHex(ann, '1010');
    await ann.keyboard.press('3');

    // Bob, in his game, concedes.
    await expect.poll(() => owesDecision(bob), { timeout: 15_000 }).toBe(true);
    bob.once('dialog', (d) => void d.accept());
    await bob.locator('[data-testid=concede]').click();

    // Both see the standings update.
    for (const page of [ann, bob]) {
      await page.goto(url);
      await expect
        .poll(() => standings(page), { timeout: 20_000 })
        // Rating after one rated game ("?" provisional), and performance by the algorithm of 400.
        .toEqual(['1 Ann 3 1-0-0 0 0 0 1662? 1900', '2 Bob 0 0-0-1 3 0 0 1338? 1100']);
    }
    await bob.locator('[data-testid=bracket]').waitFor();
    await both(bob, 'tournament-finished');

    // Ann copies the BBCode standings for the forum.
    await ann.locator('[data-testid=format-bbcode]').click();
    await expect
      .poll(() => ann.locator('[data-testid=report-text]').inputValue())
      .toContain('[table]');
    await ann.locator('[data-testid=copy-report]').click();
    await expect
      .poll(() => ann.locator('[data-testid=copy-report]').textContent())
      .toContain('Copied');
    const copied = await ann.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('[td]Ann[/td][td]3[/td]');
    // The preview frame is given the same standings as HTML. Read from the page, not from
    // inside the frame: the frame is sandboxed (an opaque origin), so Chromium may render it in
    // a process of its own, and a locator inside it missed the new document in about one run
    // in three; the screenshot below shows it rendered.
    const previewFrame = ann.locator('iframe[data-testid=report-preview]');
    await expect
      .poll(() => previewFrame.evaluate((frame: HTMLIFrameElement) => frame.srcdoc), {
        timeout: 20_000,
      })
      .toMatch(/<td>Ann<\/td>/);
    await ann.locator('[data-testid=report-preview]').scrollIntoViewIfNeeded();
    await both(ann, 'tournament-report');

    // The leaderboard has both players now.
    await ann.goto(`${suite.url}/#/leaderboard/starfire`);
    await expect
      .poll(() => ann.locator('[data-testid=leaderboard]').textContent())
      .toContain('Bob');
    await both(ann, 'tournament-leaderboard');

    // And Ann's profile shows her rating with its history.
    await ann.goto(`${suite.url}/#/users/ann${tag}`);
    await ann.locator('[data-testid=rating-chart-starfire]').waitFor();
    await expect.poll(() => ann.locator('[data-testid=ratings]').textContent()).toContain('1662');
    await both(ann, 'tournament-profile-rating');
  }, 180_000);
});
