/// <reference types="node" />
import type { Page } from 'playwright-core';
import { formatLabel } from '@broadside/rules';
import { describe, expect, test } from 'vitest';
import {
  browserSuite,
  clickHex,
  logLines,
  owesDecision,
  screenshot,
  sidewaysOverflow,
  logGrowsPast,
} from './harness.js';
import { A_HEX, planAhead, shipDistance, actByKeys } from './patrol-moves.js';

/**
 * Issue 15, "Solo games from the lobby": a player picks Starfire, Patrol, side A and the easy
 * computer player in the lobby's "Play against the computer", and plays the battle to its end
 * through the page, as a player would; the server's bot plays side B.
 */

/** Gives a decision other than movement and deployment with the keys and buttons a player uses. */
async function actOther(page: Page, kind: string): Promise<void> {
  if (!(await actByKeys(page, kind))) throw new Error(`No way to give a ${kind} decision here`);
}

/**
 * Screenshots at 1280 × 800 and 360 × 780 (`<name>-phone`); nothing of the phone page sticks out
 * sideways (the shell's header has its own phone test).
 */
async function desktopAndPhone(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.waitForTimeout(300);
  expect(await sidewaysOverflow(page), name).toEqual([]);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
}

describe('a solo game against the computer (issue 15)', () => {
  const suite = browserSuite();

  test('Patrol against the easy bot, from the lobby to the end screen', async () => {
    const page = await suite.newPlayer();
    await page.goto(`${suite.url}/`);
    const form = page.locator('[data-testid=solo-form]');
    await form.waitFor();
    await page.locator('[data-testid=solo-ruleset]').selectOption('starfire');
    // The hard bot's thinking time is a setting of its own.
    await page.locator('[data-testid=solo-level]').selectOption('hard');
    await expect.poll(() => page.locator('[data-testid=solo-budget]').inputValue()).toBe('1');
    await desktopAndPhone(page, 'lobby-solo');
    await page.locator('[data-testid=solo-level]').selectOption('easy');
    expect(await page.locator('[data-testid=solo-budget]').count()).toBe(0);
    await page.locator('[data-testid=solo-scenario]').selectOption('patrol');
    await page.locator('[data-testid=solo-seat]').selectOption('A');
    await page.locator('[data-testid=solo-name]').fill('Solo');
    await page.locator('[data-testid=solo-submit]').click();

    // Straight into the battle, as side A, with the bot in the other seat.
    await page.waitForURL(/#\/game\/[A-Za-z0-9_-]+$/);
    const gameId = /#\/game\/([A-Za-z0-9_-]+)/.exec(page.url())![1]!;
    await page.locator('hex-map').waitFor();
    const summary = (await (await fetch(`${suite.url}/api/games/${gameId}`)).json()) as {
      status: string;
      visibility: string;
      seats: { seat: string; name: string }[];
    };
    expect(summary.status).toBe('live');
    expect(summary.visibility).toBe('private');
    expect(summary.seats.map((s) => s.name)).toEqual(['Solo', 'Easy bot']);

    let bot = 0;
    let mine = 0;
    for (let round = 0; round < 800; round += 1) {
      if ((await page.locator('[data-testid=end-screen]').count()) > 0) break;
      if (!(await owesDecision(page))) {
        await page.waitForTimeout(150);
        continue;
      }
      const kind = (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
      if (!kind) {
        await page.waitForTimeout(100);
        continue;
      }
      const before = (await logLines(page)).length;
      if (kind === 'deploy') {
        await clickHex(page, formatLabel(A_HEX));
        await page.locator('[data-testid=deploy-facing-C]').waitFor();
        await page.keyboard.press('3');
      } else if (kind === 'move') {
        // Close in while far; hold once within gun range.
        if ((await shipDistance(page)) > 5 && (await planAhead(page, 'A1', 3))) {
          await page.keyboard.press('g');
        } else await page.keyboard.press('h');
      } else await actOther(page, kind);
      await logGrowsPast(page, before, 30_000).catch(async (e: unknown) => {
        await screenshot(page, 'debug-solo');
        throw new Error(`${kind}: ${String(e)}`);
      });
      mine += 1;
      if (mine === 4) await desktopAndPhone(page, 'battle-solo');
    }
    await page.locator('[data-testid=end-screen]').waitFor({ timeout: 60_000 });
    await desktopAndPhone(page, 'battle-solo-end');
    expect(mine).toBeGreaterThan(3);

    // The bot played its side through the server: its orders are in the record, which verifies.
    const record = (await (await fetch(`${suite.url}/api/games/${gameId}/record`)).json()) as {
      seats: { seat: string; name: string }[];
      entries: { seat: string; kind: string }[];
    };
    expect(record.seats).toEqual([
      { seat: 'A', name: 'Solo' },
      { seat: 'B', name: 'Easy bot' },
    ]);
    bot = record.entries.filter((e) => e.seat === 'B' && e.kind === 'order').length;
    expect(bot).toBeGreaterThan(3);
  }, 900_000);
});
