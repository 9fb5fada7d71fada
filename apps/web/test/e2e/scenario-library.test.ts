import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot, sidewaysOverflow, submitCreateForm } from './harness.js';

/**
 * Issue 30, "Designs and scenarios to keep and share" and "A scenario library page": a player
 * keeps a scenario in the browser, signs up, copies it to the account and shares it; another
 * player, not signed in, finds it on the library page with a picture of its set-up and plays it
 * from the lobby's create form. Every ruleset's own scenarios are listed with their pictures.
 * At 1280 px and on a 360 px phone.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

const suite = browserSuite();

async function signUp(page: Page, username: string): Promise<void> {
  await page.goto(`${suite.url}/#/account`);
  const form = page.locator('[data-testid=signup-form]');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=displayName]').fill(username);
  await form.locator('input[name=password]').fill(`${username} has a long password`);
  await form.locator('button[type=submit]').click();
  await page.waitForURL(/#\/my$/);
}

describe('the scenario library', () => {
  for (const size of SIZES) {
    test(`at ${size.width} px: keep, copy to the account, share, find and play`, async () => {
      const name = `Picket ${size.width}`;
      const username = `ann${size.width}`;
      const ann = await suite.newPlayer();
      await ann.setViewportSize(size);
      // A scenario kept in this browser before Ann had an account (as the editor saves it).
      await ann.goto(`${suite.url}/#/`);
      await ann.evaluate((n) => {
        const entry = {
          id: `local:scenario:starfire:${n}`,
          kind: 'scenario',
          ruleset: 'starfire',
          name: n,
          body: { scenario: 'patrol' },
          shared: false,
          author: null,
          updatedAt: 1,
        };
        localStorage.setItem('broadside.library.v1', JSON.stringify([entry]));
      }, name);
      await ann.goto(`${suite.url}/#/scenarios`);
      const mine = ann.locator(`[data-testid="mine-scenario-${name}"]`);
      await mine.waitFor();
      expect(await mine.locator('[data-testid=mine-share]').count()).toBe(0);

      // Every ruleset's own scenarios, each with its picture.
      for (const ruleset of ['starfire', 'onepage', 'scl', 'startrek'])
        await ann.locator(`[data-testid=builtin-${ruleset}] scenario-card`).first().waitFor();
      // Pictures load lazily: each is brought into view.
      const images = ann.locator('[data-testid^=builtin-] scenario-card img');
      for (let i = 0; i < (await images.count()); i += 1) {
        await images.nth(i).scrollIntoViewIfNeeded();
        await expect
          .poll(() => images.nth(i).evaluate((img) => (img as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
      }

      // Signed in, the browser's entry is offered to the account and copied there.
      await signUp(ann, username);
      await ann.goto(`${suite.url}/#/scenarios`);
      await ann.locator('[data-testid=copy-to-account]').click();
      await expect
        .poll(() => ann.locator('[data-testid=library-note]').textContent())
        .toContain('1 entry copied');
      await expect.poll(() => ann.locator('[data-testid=copy-offer]').count()).toBe(0);
      const onServer = await ann.evaluate(async () => (await fetch('/api/library')).json());
      expect(onServer.entries.map((e: { name: string }) => e.name)).toEqual([name]);

      // Shared, it is listed for everybody with its author and picture.
      await mine.locator('[data-testid=mine-share]').click();
      await expect
        .poll(() => mine.locator('[data-testid=mine-share]').getAttribute('aria-pressed'))
        .toBe('true');
      const card = ann.locator('[data-testid=shared-scenarios] scenario-card', { hasText: name });
      await card.waitFor();
      expect(await card.locator('.meta').textContent()).toContain(`by ${username}`);
      await card.scrollIntoViewIfNeeded();
      await expect
        .poll(() => card.locator('img').evaluate((i) => (i as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await sidewaysOverflow(ann), `the library fits ${size.width} px`).toEqual([]);
      await screenshot(ann, `scenario-library-${size.width}`);

      // Bob, without an account, finds it, copies its code and plays it from the lobby.
      const bob = await suite.newPlayer();
      await bob.setViewportSize(size);
      await bob.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await bob.goto(`${suite.url}/#/scenarios/starfire`);
      const found = bob.locator('[data-testid=shared-scenarios] scenario-card', { hasText: name });
      await found.waitFor();
      expect(await bob.locator('[data-testid=builtin-onepage]').count()).toBe(0);
      await found.locator('[data-testid=copy-code]').click();
      const code = await bob.evaluate(() => navigator.clipboard.readText());
      expect(code).toMatch(/^BSD1\./);
      expect(await found.locator('[data-testid=open-editor]').getAttribute('href')).toBe(
        `#/scenarios/edit/starfire?code=${encodeURIComponent(code)}`,
      );
      await found.locator('[data-testid=play]').click();
      const preset = bob.locator('[data-testid=preset-setup]');
      await preset.waitFor();
      expect(await preset.textContent()).toContain(name);
      expect(await sidewaysOverflow(bob), `the lobby fits ${size.width} px`).toEqual([]);
      await screenshot(bob, `scenario-library-play-${size.width}`);
      const { gameId } = await submitCreateForm(bob);
      const game = await bob.evaluate(
        async (id) => (await fetch(`/api/games/${id}`)).json(),
        gameId,
      );
      expect(game.ruleset.id).toBe('starfire');
      await ann.context().close();
      await bob.context().close();
    }, 90_000);
  }

  test('a signed-in player’s Starfire design is kept on the server and travels as a code', async () => {
    const dan = await suite.newPlayer();
    await dan.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(dan, 'dan');
    await dan.goto(`${suite.url}/#/designer`);
    await dan.locator('[data-testid=design-valid]').waitFor();
    await dan.locator('[data-testid=design-name]').fill('Dan’s corvette');
    await dan.locator('[data-testid=design-save]').click();
    await expect
      .poll(() => dan.locator('[data-testid=saved-designs]').textContent())
      .toContain('Dan’s corvette');
    const kept = await dan.evaluate(async () => (await fetch('/api/library?kind=design')).json());
    expect(kept.entries).toHaveLength(1);
    expect(kept.entries[0]).toMatchObject({ ruleset: 'starfire', name: 'Dan’s corvette' });
    expect(kept.entries[0].body.hull).toBe('CT');
    await dan.locator('[data-testid=design-copy-code]').click();
    const code = await dan.locator('[data-testid=design-code]').inputValue();
    expect(code).toMatch(/^BSD1\./);

    // Another browser, nobody signed in, opens the design from the code.
    const eve = await suite.newPlayer();
    await eve.goto(`${suite.url}/#/designer`);
    await eve.locator('[data-testid=design-code]').fill(code);
    await eve.locator('[data-testid=design-import-code]').click();
    await expect
      .poll(() => eve.locator('[data-testid=design-name]').inputValue())
      .toBe('Dan’s corvette');
    await eve.locator('[data-testid=design-valid]').waitFor();
    await dan.context().close();
    await eve.context().close();
  }, 60_000);
});
