import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, clickHex, owesDecision, screenshot, sidewaysOverflow } from './harness.js';

/**
 * Issue 14, "Accounts and identity" and "My games and notifications", in two real browsers:
 * both players register, Ann creates a game keeping side B for Bob by username, Bob finds it
 * on My games and takes it, Ann sees "your move" on My games in a second browser and plays
 * from there, and the names show in the battle header and the chat.
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

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto(`${suite.url}/#/account`);
  const form = page.locator('[data-testid=signin-form]');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(`${username} has a long password`);
  await form.locator('button[type=submit]').click();
  await page.waitForURL(/#\/my$/);
}

/** Desktop and 360 px phone pictures of the page as it is. */
async function both(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(300);
  expect(await sidewaysOverflow(page), name).toEqual([]);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
}

describe('accounts in the browser (issue 14)', () => {
  test('invite by username, My games on a second device, a move, names in header and chat', async () => {
    const ann = await suite.newPlayer();
    const bob = await suite.newPlayer();
    await signUp(ann, 'ann', 'Ann');
    await both(ann, 'accounts-my-games-empty');
    await signUp(bob, 'bob', 'Bob');

    // Ann creates a Patrol as side A and keeps side B for bob.
    await ann.goto(`${suite.url}/#/`);
    await ann.locator('[data-testid=create-scenario]').selectOption('patrol');
    await ann.locator('[data-testid=create-invite-user]').fill('bob');
    await ann.locator('[data-testid=create-title]').fill('Ann and Bob');
    await ann.locator('[data-testid=create-submit]').click();
    await expect
      .poll(() => ann.locator('[data-testid=invite-note]').textContent())
      .toContain('kept for bob');
    const invite = await ann.locator('[data-testid=invite-B]').inputValue();
    const gameId = /#\/game\/([^?]+)/.exec(invite)![1]!;
    await ann.locator('[data-testid=enter-game] button').click();

    // Bob is told (the bell), finds the invitation on My games and takes the seat.
    await bob.goto(`${suite.url}/`);
    await bob.waitForURL(/#\/my$/);
    await expect
      .poll(() => bob.locator('[data-testid=notify-count]').textContent(), { timeout: 25_000 })
      .toBe('1');
    await bob.locator('[data-testid=notify-bell]').click();
    await expect(bob.locator('[data-testid=notify-list]').textContent()).resolves.toContain(
      'Ann invited you to Ann and Bob',
    );
    await screenshot(bob, 'accounts-notifications-desktop');
    await bob.locator('[data-testid=notify-bell]').click();
    const bobItem = bob.locator(`[data-testid=my-game-${gameId}]`);
    await expect.poll(() => bobItem.textContent()).toContain('Invited');
    await both(bob, 'accounts-my-games-invited');
    await bobItem.locator('a').click();
    await bob.locator('hex-map').waitFor();

    // Ann, on a second browser, sees "Your move" first on My games, and plays from there.
    const annPhone = await suite.newPlayer();
    await signIn(annPhone, 'ann');
    const annItem = annPhone.locator(`[data-testid=my-move] [data-testid=my-game-${gameId}]`);
    await expect.poll(() => annItem.textContent(), { timeout: 20_000 }).toContain('Your move');
    await both(annPhone, 'accounts-my-games-your-move');
    await annItem.locator('a').click();
    await annPhone.locator('hex-map').waitFor();
    await expect.poll(() => owesDecision(annPhone), { timeout: 15_000 }).toBe(true);
    await clickHex(annPhone, '1010');
    await annPhone.keyboard.press('3');
    await expect.poll(() => owesDecision(bob), { timeout: 15_000 }).toBe(true);

    // The names, not "Side A", in the battle header of both players.
    for (const page of [ann, bob])
      await expect
        .poll(() => page.locator('[data-testid=players]').textContent())
        .toMatch(/Ann\s+vs\s+Bob/);
    // And in the chat.
    await annPhone.locator('[data-testid=tab-chat]').click();
    await annPhone.locator('[data-testid=chat-input]').fill('Good hunting');
    await annPhone.locator('[data-testid=chat-input]').press('Enter');
    await bob.locator('[data-testid=tab-chat]').click();
    await expect
      .poll(() => bob.locator('[data-testid=chat-lines]').textContent())
      .toMatch(/Ann\s*Good hunting/);
    await both(bob, 'accounts-battle-names');

    // From the game page, Ann signs every other device out of her seat: her first browser is
    // closed out, and this one plays on with a fresh token.
    await annPhone.locator('[data-testid=seat-link] summary').click();
    await annPhone.locator('[data-testid=revoke-seat]').click();
    await expect
      .poll(() => ann.locator('[data-testid=connection]').getAttribute('data-state'), {
        timeout: 15_000,
      })
      .toBe('closed');
    await annPhone.locator('hex-map').waitFor();
    await expect
      .poll(() => annPhone.locator('[data-testid=connection]').getAttribute('data-state'), {
        timeout: 15_000,
      })
      .toBe('open');

    // The profile page, with the ratings slot left for the ratings module.
    await bob.goto(`${suite.url}/#/users/ann`);
    await expect.poll(() => bob.locator('[data-testid=profile-name]').textContent()).toBe('Ann');
    await expect
      .poll(() => bob.locator('[data-testid=profile-games]').textContent())
      .toContain('Ann and Bob');
    await bob.locator('[data-testid=no-ratings]').waitFor();
    await both(bob, 'accounts-profile');

    // The account page: settings, password, sign out.
    await bob.goto(`${suite.url}/#/account`);
    await bob.locator('[data-testid=settings-form]').waitFor();
    await both(bob, 'accounts-settings');
    await bob.locator('[data-testid=signout]').click();
    await bob.locator('[data-testid=signin-form]').waitFor();
    await both(bob, 'accounts-signin');
  }, 180_000);
});
