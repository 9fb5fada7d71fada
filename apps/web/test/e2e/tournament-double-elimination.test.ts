import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { AccountClient } from '../../../server/test/helpers/account-client.js';
import { LONG_NAMES, okJson, signedUp } from './tournament-accounts.js';
import { browserSuite, screenshot, sidewaysOverflow } from './harness.js';

/**
 * Issue 31, "More formats" (docs/tournaments.md, "Formats and pairing"): the organiser creates a
 * double elimination from the form; the page draws the winners' and losers' brackets and the
 * grand final, and at 360 px the bracket scrolls inside its box.
 */
const suite = browserSuite();

const NAMES = LONG_NAMES.slice(0, 4);

const client = (username: string, name: string) => signedUp(suite.url, username, name);

const ok = okJson;

interface View {
  format: string;
  settings: { grandFinalReset: boolean };
  rounds: { round: number; boards: { board: number; result: unknown; second: number | null }[] }[];
}

/** Settles every open board of the last round: the first seat wins. */
async function settleRound(org: AccountClient, id: string): Promise<void> {
  const view = await ok<View>(org, 'GET', `/api/tournaments/${id}`);
  const last = view.rounds.at(-1)!;
  for (const b of last.boards) {
    if (b.second === null || b.result !== null) continue;
    await ok(
      org,
      'POST',
      `/api/tournaments/${id}/rounds/${last.round}/boards/${b.board}/adjudicate`,
      {
        result: { kind: 'win', winner: 'first', level: 'major' },
        reason: 'Reported in the forum thread.',
      },
    );
  }
}

describe('double elimination in the browser (issue 31)', () => {
  test('created from the form; its bracket by section, phone and desktop', async () => {
    const org = await client('orga', 'Orga');
    const players: AccountClient[] = [];
    for (const [i, n] of NAMES.entries()) players.push(await client(`player${i}`, n));
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/#/account`);
    const signin = page.locator('[data-testid=signin-form]');
    await signin.locator('input[name=username]').fill('orga');
    await signin.locator('input[name=password]').fill('orga has a long password');
    await signin.locator('button[type=submit]').click();
    await page.waitForURL(/#\/my$/);

    await page.goto(`${suite.url}/#/tournaments`);
    const form = page.locator('create-tournament-form');
    await form.locator('[data-testid=t-name]').fill('Winter Double');
    await form.locator('select[name=format]').selectOption('double_elimination');
    await expect.poll(() => form.locator('[data-testid=t-reset]').isChecked()).toBe(true);
    await form.locator('select[name=scenario]').selectOption('patrol');
    await form.locator('[data-testid=t-create]').click();
    await expect.poll(() => page.url()).toMatch(/#\/tournaments\/t/);
    const id = page.url().split('/').at(-1)!;
    const created = await ok<View>(org, 'GET', `/api/tournaments/${id}`);
    expect(created).toMatchObject({
      format: 'double_elimination',
      settings: { grandFinalReset: true },
    });

    for (const p of players) await ok(p, 'POST', `/api/tournaments/${id}/register`);
    await ok(org, 'POST', `/api/tournaments/${id}/start`);
    await settleRound(org, id);
    const spectator = await suite.newPlayer();
    await spectator.goto(`${suite.url}/#/tournaments/${id}`);
    for (const s of ['winners', 'losers', 'final'])
      await spectator.locator(`bracket-view [data-testid=bracket-${s}]`).waitFor();
    // Winners' rounds 1 and 2, losers' rounds 1 and 2, the grand final and its reset.
    await expect.poll(() => spectator.locator('bracket-view .match').count()).toBe(7);
    await fitsAt(spectator);
  }, 180_000);
});

/** At 1280 px and 360 px nothing sticks out of the page; the bracket scrolls in its box. */
async function fitsAt(page: Page): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(300);
    expect(await sidewaysOverflow(page), `bracket at ${width} px`).toEqual([]);
    await page.locator('bracket-view').scrollIntoViewIfNeeded();
    await screenshot(page, `elim-double-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
