import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot } from './harness.js';
import { fits } from './phone-fit.js';

/**
 * Issue 31, "Every organiser action in the UI", in real browsers: the organiser edits the
 * settings, reorders the seeds with the keyboard, pairs round 1 by hand, and after the next round
 * is paired corrects a result of round 1 and reads whose ratings changed (docs/tournaments.md,
 * Organiser tools). Nothing goes through the API directly.
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

/** Desktop (1280 px) and 360 px phone pictures of the page as it is; nothing wider than the phone. */
async function both(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, `${name}-phone`);
  await fits(page, name);
  await page.setViewportSize(desktop);
}

/** Board lines of a round's table, e.g. "Ann v Bob". */
async function boards(page: Page, round: number): Promise<string[]> {
  return page
    .locator(`[data-testid=round-${round}] tbody tr`)
    .evaluateAll((rows) =>
      rows.map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent?.trim())),
    )
    .then((rows) => rows.filter((c) => c.length >= 4).map((c) => `${c[1]} v ${c[2]}`));
}

describe('an organiser runs a tournament from the page alone (issue 31)', () => {
  test('settings, seeds, a hand pairing and a correction with its rating changes', async () => {
    const org = await suite.newPlayer();
    await signUp(org, 'orga', 'Orga');
    const names = ['Ann', 'Bob', 'Cid', 'Dee'];
    const players = new Map<string, Page>();
    for (const name of names) {
      const page = await suite.newPlayer();
      await signUp(page, name.toLowerCase(), name);
      players.set(name, page);
    }

    // Orga creates a two-round Swiss of the Patrol.
    await org.goto(`${suite.url}/#/tournaments`);
    const create = org.locator('create-tournament-form');
    await create.locator('[data-testid=t-name]').fill('Season opener');
    await create.locator('input[name=rounds]').fill('2');
    await create.locator('select[name=scenario]').selectOption('patrol');
    await create.locator('[data-testid=t-create]').click();
    await expect.poll(() => org.url()).toMatch(/#\/tournaments\/t/);
    const url = org.url();
    for (const name of names) {
      const page = players.get(name)!;
      await page.goto(url);
      await page.locator('[data-testid=register]').click();
      await expect.poll(() => page.locator('[data-testid=withdraw]').count()).toBe(1);
    }

    // Settings: a description, a major win worth 2, a day between pairing and start, a cap of 6.
    await org.reload();
    const settings = org.locator('organiser-settings');
    await org.locator('[data-testid=settings] summary').click();
    await settings.locator('textarea[name=description]').fill('Club season, week 1.');
    await settings.locator('input[name=score-majorWin]').fill('2');
    await settings.locator('input[name=delay]').fill('24');
    await settings.locator('input[name=cap]').fill('6');
    await settings.locator('[data-testid=tie-break-0]').selectOption('head_to_head');
    await settings.locator('[data-testid=tie-break-2]').selectOption('buchholz');
    await both(org, 'organiser-settings');
    await settings.locator('button[type=submit]').click();
    await expect
      .poll(() => settings.locator('[role=status], [role=alert]').first().textContent(), {
        timeout: 10_000,
      })
      .toContain('saved');
    const header = () =>
      org
        .locator('section.panel')
        .first()
        .textContent()
        .then((s) => s?.replace(/\s+/g, ' '));
    await expect.poll(header).toContain('Club season, week 1.');
    await expect.poll(header).toContain('4 of 6 players');
    // A cap below the four registered players is refused, naming the field.
    await settings.locator('input[name=cap]').fill('3');
    await settings.locator('input[name=cap]').evaluate((el) => el.removeAttribute('min'));
    await settings.locator('button[type=submit]').click();
    await expect.poll(() => settings.locator('[role=alert]').textContent()).toContain('maxPlayers');

    // Seeds: Dee moves from fourth to first with the keyboard alone.
    await org.locator('[data-testid=settings] summary').click();
    await org.locator('[data-testid=seeds] summary').click();
    const seeds = org.locator('seed-editor');
    const seedNames = () => seeds.locator('li span').allTextContents();
    await expect.poll(seedNames).toEqual(names);
    const deeUp = seeds.locator('li', { hasText: 'Dee' }).locator('button').first();
    await deeUp.focus();
    for (let i = 0; i < 3; i += 1) await org.keyboard.press('Enter');
    await expect.poll(seedNames).toEqual(['Dee', 'Ann', 'Bob', 'Cid']);
    await seeds.scrollIntoViewIfNeeded();
    await both(org, 'organiser-seeds');
    await seeds.locator('[data-testid=seed-save]').click();

    // The start keeps those seeds: round 1 (a Swiss: the top half meets the bottom half) waits a day.
    await org.locator('[data-testid=start]').click();
    await org.locator('[data-testid=round-1]').waitFor();
    await expect.poll(() => boards(org, 1)).toEqual(['Dee v Bob', 'Cid v Ann']);

    // Orga pairs round 1 by hand: Ann v Bob, Cid v Dee.
    await org.locator('[data-testid=pair-by-hand] summary').click();
    const editor = org.locator('pairing-editor');
    const pick = (board: number, seat: string, name: string) =>
      editor.locator(`[data-testid=pair-${board}-${seat}]`).selectOption({ label: name });
    await pick(1, 'first', 'Ann');
    await pick(1, 'second', 'Bob');
    await pick(2, 'first', 'Cid');
    await pick(2, 'second', 'Dee');
    await editor.scrollIntoViewIfNeeded();
    await both(org, 'organiser-pairing');
    await editor.locator('[data-testid=pairing-save]').click();
    await expect.poll(() => boards(org, 1)).toEqual(['Ann v Bob', 'Cid v Dee']);
    await org.locator('button', { hasText: 'Start it now' }).click();

    // Round 1 is played: each takes the seat kept for them; Bob and Dee concede.
    for (const name of names) {
      const page = players.get(name)!;
      await page.goto(url);
      await page.locator('[data-testid^=play-]').first().click();
      await page.locator('hex-map').waitFor();
    }
    for (const name of ['Bob', 'Dee']) {
      const page = players.get(name)!;
      page.once('dialog', (d) => void d.accept());
      await page.locator('[data-testid=concede]').click();
    }
    // Round 2 is paired and waits its day.
    await org.goto(url);
    await org.locator('[data-testid=round-2]').waitFor({ timeout: 20_000 });

    // The correction: round 1, board 1 was Bob's. The dialog names the ratings that change.
    const correction = org.locator('correction-dialog');
    await correction.locator('[data-testid=correct-board]').selectOption({ index: 1 });
    await correction.locator('[data-testid=correct-open]').click();
    const dialog = correction.locator('[data-testid=correct-dialog]');
    const squeeze = (s: string | null) => s?.replace(/\s+/g, ' ');
    await expect
      .poll(() => dialog.locator('h3').textContent().then(squeeze))
      .toContain('Ann v Bob');
    await dialog
      .locator('[data-testid=correct-result]')
      .selectOption({ label: 'second wins (major)' });
    await dialog.locator('input[name=reason]').fill('Ann’s fleet was over its budget.');
    await dialog.locator('[data-testid=correct-send]').click();
    const changes = dialog.locator('[data-testid=rating-changes] li');
    await expect.poll(() => changes.count()).toBe(2);
    const lines = await changes.allTextContents();
    expect(lines.find((l) => l.startsWith('Ann'))).toMatch(/^Ann: 1\d{3} → 1\d{3}$/);
    const [annBefore, annAfter] = lines
      .find((l) => l.startsWith('Ann'))!
      .match(/\d{4}/g)!
      .map(Number);
    expect(annAfter).toBeLessThan(annBefore!);
    const [bobBefore, bobAfter] = lines
      .find((l) => l.startsWith('Bob'))!
      .match(/\d{4}/g)!
      .map(Number);
    expect(bobAfter).toBeGreaterThan(bobBefore!);
    await both(org, 'organiser-correction');
    await dialog.locator('button', { hasText: 'Close' }).click();

    // The page shows the corrected board with its public reason, and Bob's points.
    await expect
      .poll(() => org.locator('[data-testid=round-1]').textContent().then(squeeze))
      .toContain('Corrected: Ann’s fleet was over its budget.');
    const standings = await org.locator('[data-testid=standings] tbody tr').allTextContents();
    expect(standings.find((l) => l.includes('Bob'))).toMatch(/Bob\s*2/);
  }, 240_000);
});
