import { encodeShareCode } from '@broadside/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot, sidewaysOverflow } from './harness.js';

/**
 * Issue 30, "Tournaments accept any custom set-up or points budget for a round, or for all
 * rounds": an organiser builds a two-round tournament in the browser whose round 2 is a shared
 * custom Starfire scenario with a budget per side and each side picking its fleet
 * (docs/rules/starfire.md, "Points": two default corvettes and a destroyer cost 144).
 */
const suite = browserSuite();

const TWO_ON_ONE = encodeShareCode({
  kind: 'scenario',
  ruleset: 'starfire',
  name: 'Two on one',
  body: {
    scenario: 'task_groups',
    custom: {
      forces: {
        A: [
          { hull: 'CT', count: 2 },
          { hull: 'DD', count: 1 },
        ],
        B: [{ hull: 'CT', count: 1 }],
      },
    },
  },
});

/**
 * Desktop and 360 px phone pictures of the page with `focus` in view; nothing on the phone may
 * stick out sideways.
 */
async function both(page: Page, name: string, focus: string): Promise<void> {
  await page.locator(focus).scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-desktop`);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.locator(focus).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-phone`);
  expect(await sidewaysOverflow(page), name).toEqual([]);
  await page.setViewportSize(desktop);
}

describe('a tournament with a custom set-up and a budget (issue 30)', () => {
  test('an organiser sets round 2 from a share code with a budget; the page shows each round', async () => {
    const org = await suite.newPlayer();
    await org.goto(`${suite.url}/#/account`);
    const signup = org.locator('[data-testid=signup-form]');
    await signup.locator('input[name=username]').fill('orga');
    await signup.locator('input[name=displayName]').fill('Orga');
    await signup.locator('input[name=password]').fill('orga has a long password');
    await signup.locator('button[type=submit]').click();
    await org.waitForURL(/#\/my$/);

    await org.goto(`${suite.url}/#/tournaments`);
    const form = org.locator('create-tournament-form');
    await form.locator('[data-testid=t-name]').fill('Own fleets cup');
    await form.locator('select[name=format]').selectOption('double_round_robin');
    await form.locator('[data-testid=t-round-0-ruleset]').selectOption('starfire');
    await form.locator('[data-testid=t-per-round]').check();
    await form.locator('[data-testid=t-add-round]').click();
    const round2 = form.locator('[data-testid=t-round-1]');
    await round2.locator('[data-testid=t-round-1-source]').selectOption('code');
    await round2.locator('[data-testid=t-round-1-code]').fill(TWO_ON_ONE);
    // The rules judge the round as it is typed: one point short is refused with the side's path.
    await round2.locator('[data-testid=t-round-1-budget-A]').fill('143');
    await expect
      .poll(() => round2.locator('[data-testid=t-round-1-problem]').textContent())
      .toMatch(/144 points.*budget is 143/s);
    // Sent anyway, the server's refusal shows beside round 2.
    await form.locator('[data-testid=t-create]').click();
    await expect
      .poll(() => round2.locator('[data-testid=t-round-1-refusal]').textContent())
      .toContain('custom.forces.A');
    await round2.locator('[data-testid=t-round-1-budget-A]').fill('144');
    await round2.locator('[data-testid=t-round-1-budget-B]').fill('144');
    await round2.locator('[data-testid=t-round-1-each-side]').check();
    await expect(round2.locator('[data-testid=t-round-1-problem]').count()).resolves.toBe(0);
    await round2.locator('[data-testid=t-round-1-summary]').waitFor();
    await both(org, 'tournament-custom-setup-form', '[data-testid=t-round-1-summary]');

    await form.locator('[data-testid=t-create]').click();
    await expect.poll(() => org.url()).toMatch(/#\/tournaments\/t/);
    const games = org.locator('[data-testid=t-games]');
    await expect
      .poll(() => games.textContent())
      .toMatch(
        /Round 1: .*Patrol[\s\S]*Round 2 and after: .*Task groups · custom · budget A 144, B 144 points · each side picks its fleet/,
      );
    await both(org, 'tournament-custom-setup-page', '[data-testid=t-games]');
  }, 120_000);
});
