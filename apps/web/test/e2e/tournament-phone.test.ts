import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { concede } from '../../../server/test/tournaments/support.js';
import { LONG_NAMES, okJson, signedUp } from './tournament-accounts.js';
import { browserSuite, screenshot, sidewaysOverflow } from './harness.js';

/**
 * Issue 31, "Standings that tell the whole story", "Exports always show the current data" and
 * "Phones" (docs/tournaments.md, "Forum exports"): a round robin of eight players with long names,
 * one of them withdrawn, seen at 1280 px and 360 px. Nothing is cut off or widens the page (the
 * wide tables scroll in their own boxes), the withdrawn player is marked in the tables and the
 * export, and the export box and Copy follow an adjudication made on the page and one the page
 * only learns of from its own refresh.
 */
const suite = browserSuite();

/** Eight players, so that the crosstable has eight columns; long words that cannot wrap. */
const NAMES = LONG_NAMES;

const client = (username: string, name: string) => signedUp(suite.url, username, name);

const ok = okJson;

interface View {
  id: string;
  players: { userId: number; name: string }[];
  rounds: {
    round: number;
    boards: {
      board: number;
      result: unknown;
      first: number;
      second: number | null;
      gameId: string | null;
    }[];
  }[];
}

/** The export box's text. */
const boxText = (page: Page) =>
  page.locator('[data-testid=report-text]').evaluate((t) => (t as HTMLTextAreaElement).value);

/** Each wide table's scroll box: whether it is on screen and whether its table is wider. */
function scrollBoxes(page: Page) {
  return page.locator('tournament-page').evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('[data-scrolls-sideways]')].map((box) => {
      const r = box.getBoundingClientRect();
      return {
        onScreen: r.left >= 0 && r.right <= innerWidth + 1,
        scrolls: box.scrollWidth > box.clientWidth + 1,
        table: box.querySelector('table')?.getAttribute('data-testid') ?? 'round',
      };
    }),
  );
}

describe('the tournament page on a phone and a desktop (issue 31)', () => {
  test('wide tables scroll in their box; withdrawn marked; the export follows the results', async () => {
    const org = await client('orga', 'Orga');
    const players = await Promise.all(NAMES.map((n, i) => client(`player${i}`, n)));
    const { tournament } = await ok<{ tournament: View }>(org, 'POST', '/api/tournaments', {
      name: 'Long Names Round Robin',
      format: 'round_robin',
      games: { ruleset: 'starfire', setup: { scenario: 'patrol' } },
    });
    const id = tournament.id;
    for (const p of players) await ok(p, 'POST', `/api/tournaments/${id}/register`);
    await ok(org, 'POST', `/api/tournaments/${id}/start`);
    let view = await ok<View>(org, 'GET', `/api/tournaments/${id}`);
    const leaver = view.players.find((p) => p.name === NAMES[7])!;
    view = (
      await ok<{ tournament: View }>(org, 'POST', `/api/tournaments/${id}/withdraw`, {
        userId: leaver.userId,
      })
    ).tournament;

    // A spectator's page (the public tables), and the organiser's with its tools.
    const page = await suite.newPlayer();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${suite.url}/#/tournaments/${id}`);
    await page.locator('[data-testid=crosstable]').waitFor();
    const organiser = await suite.newPlayer();
    await organiser.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await organiser.goto(`${suite.url}/#/account`);
    const form = organiser.locator('[data-testid=signin-form]');
    await form.locator('input[name=username]').fill('orga');
    await form.locator('input[name=password]').fill('orga has a long password');
    await form.locator('button[type=submit]').click();
    await organiser.waitForURL(/#\/my$/);
    await organiser.goto(`${suite.url}/#/tournaments/${id}`);
    await organiser.locator('[data-testid^=adjudicate-]').first().waitFor();

    // Standings, "withdrawn players marked": in the table and in every export format.
    await expect
      .poll(() => page.locator('[data-testid=standings] [data-testid=withdrawn]').count())
      .toBe(1);
    await expect.poll(() => boxText(page)).toContain(`${NAMES[7]} (withdrawn)`);
    const formats = page.locator(
      'report-preview [data-testid^=format-]:not([data-testid=format-hint])',
    );
    expect(await formats.count()).toBe(5);
    const hints = new Set<string>();
    for (const f of ['bbcode', 'bbcode_plain', 'markdown', 'html', 'csv']) {
      await page.locator(`report-preview [data-testid=format-${f}]`).click();
      await expect.poll(() => boxText(page)).toContain(`${NAMES[7]} (withdrawn)`);
      hints.add(
        (await page.locator('report-preview [data-testid=format-hint]').textContent()) ?? '',
      );
    }
    expect(hints.size, 'a hint of its own per format').toBe(5);
    await expect.poll(() => boxText(page)).toMatch(/^#,Player,Points/);
    await page.locator('report-preview [data-testid=format-bbcode]').click();
    await expect.poll(() => boxText(page)).toMatch(/^\[size=150\]/);

    // "Phones": at both widths nothing sticks out; at 360 px the crosstable scrolls in its box.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.waitForTimeout(300);
      expect(await sidewaysOverflow(page), `${width} px`).toEqual([]);
      const boxes = await scrollBoxes(page);
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      for (const b of boxes)
        expect(b.onScreen, `${b.table} box on screen at ${width} px`).toBe(true);
      if (width === 360)
        expect(boxes.find((b) => b.table === 'crosstable')?.scrolls, 'crosstable scrolls').toBe(
          true,
        );
      await page.locator('[data-testid=standings]').scrollIntoViewIfNeeded();
      await screenshot(page, `tournament-standings-${width}`);
      await page.locator('[data-testid=crosstable]').scrollIntoViewIfNeeded();
      await screenshot(page, `tournament-crosstable-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // "Exports always show the current data": an adjudication made on the organiser's page
    // changes its box at once...
    const before = await boxText(page);
    const beforeOrganiser = await boxText(organiser);
    const adjudicate = organiser.locator('[data-testid^=adjudicate-]').first();
    await adjudicate.locator('select[name=result]').selectOption('0');
    await adjudicate.locator('input[name=reason]').fill('Both agreed on the result by mail');
    await adjudicate.locator('button[type=submit]').click();
    await expect.poll(() => boxText(organiser)).not.toBe(beforeOrganiser);
    await organiser.locator('report-preview [data-testid=copy-report]').click();
    await expect
      .poll(() => organiser.evaluate(() => navigator.clipboard.readText()))
      .toBe(await boxText(organiser));

    // ...and the spectator's with the page's own refresh, Copy included.
    await expect.poll(() => boxText(page), { timeout: 25_000 }).not.toBe(before);
    const afterFirst = await boxText(page);
    await page.locator('report-preview [data-testid=copy-report]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(afterFirst);

    // One more, a draw, made elsewhere: the spectator's box shows it after a refresh.
    view = await ok<View>(org, 'GET', `/api/tournaments/${id}`);
    const last = view.rounds.at(-1)!;
    const open = last.boards.find((b) => b.result === null && b.second !== null)!;
    await ok(
      org,
      'POST',
      `/api/tournaments/${id}/rounds/${last.round}/boards/${open.board}/adjudicate`,
      {
        result: { kind: 'draw' },
        reason: 'Agreed drawn by both players',
      },
    );
    await expect.poll(() => boxText(page), { timeout: 25_000 }).not.toBe(afterFirst);
    expect(await boxText(page)).toContain('½');
    await page.locator('report-preview [data-testid=copy-report]').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(await boxText(page));
    await page.locator('report-preview').scrollIntoViewIfNeeded();
    await screenshot(page, 'tournament-export-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.locator('report-preview').scrollIntoViewIfNeeded();
    await screenshot(page, 'tournament-export-360');
    expect(await sidewaysOverflow(page), 'export panel at 360 px').toEqual([]);

    // Adjudicated boards are not rated, nor counted for a performance ("Ratings: Glicko-2").
    const perfs = await page
      .locator('[data-testid=standings] tbody tr td:last-child')
      .allTextContents();
    expect(perfs.map((p) => p.trim())).toEqual(NAMES.map(() => '—'));

    // "The rating chart with axes and values": the last open board is played (a concession);
    // the winner's profile charts the rating after it, ratings up the side, games along.
    view = await ok<View>(org, 'GET', `/api/tournaments/${id}`);
    const played = view.rounds[0]!.boards.find((b) => b.result === null && b.second !== null)!;
    const seat = (userId: number) => {
      const i = view.players.findIndex((p) => p.userId === userId);
      return { client: players[i]!, userId, name: NAMES[i]! };
    };
    const winner = seat(played.first);
    await concede(
      suite.url.replace(/^http/, 'ws') + '/ws',
      played.gameId!,
      seat(played.second!),
      winner,
    );
    const username = `player${NAMES.indexOf(winner.name)}`;
    await page.goto(`${suite.url}/#/users/${username}`);
    const chart = page.locator('[data-testid=rating-chart-starfire]');
    await expect.poll(() => chart.count(), { timeout: 20_000 }).toBe(1);
    const yLabels = await chart.locator('[data-testid=rating-axis-y] text').allTextContents();
    expect(yLabels.length).toBeGreaterThanOrEqual(3);
    for (const v of yLabels) expect(v).toMatch(/^\d{3,4}$/);
    expect(await chart.locator('[data-testid=rating-axis-x] text').allTextContents()).toEqual([
      '0',
      '1',
      'rated games',
    ]);
    expect(await page.locator('[data-testid=ratings]').textContent()).toMatch(/\d{4}\?/);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await chart.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      expect(await sidewaysOverflow(page), `profile at ${width} px`).toEqual([]);
      await screenshot(page, `profile-rating-chart-${width}`);
    }

    // The leaderboard marks provisional ratings too, and fits a phone.
    await page.goto(`${suite.url}/#/leaderboard/starfire`);
    await expect
      .poll(() => page.locator('[data-testid=leaderboard]').textContent())
      .toMatch(/\d{4}\?/);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(300);
      expect(await sidewaysOverflow(page), `leaderboard at ${width} px`).toEqual([]);
      await screenshot(page, `leaderboard-${width}`);
    }
    await page.context().close();
    await organiser.context().close();
  }, 150_000);
});
