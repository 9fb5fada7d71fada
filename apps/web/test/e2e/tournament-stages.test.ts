import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { AccountClient } from '../../../server/test/helpers/account-client.js';
import { LONG_NAMES, okJson, signedUp } from './tournament-accounts.js';
import { browserSuite, screenshot, sidewaysOverflow } from './harness.js';

/**
 * Issue 31, "More formats" (docs/tournaments.md, "Two-stage formats"): the organiser creates groups
 * into playoffs from the form; the page shows each group's table, then the playoff's bracket, at
 * 1280 px and at 360 px, where the tables and the bracket scroll inside their boxes.
 */
const suite = browserSuite();

const NAMES = LONG_NAMES;

const client = (username: string, name: string) => signedUp(suite.url, username, name);

const ok = okJson;

interface View {
  status: string;
  format: string;
  rounds: {
    round: number;
    stage?: string;
    boards: { board: number; result: unknown; second: number | null }[];
  }[];
}

/** Settles every open board of the last round: the first seat wins. */
async function settleRound(org: AccountClient, id: string): Promise<View> {
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
  return ok<View>(org, 'GET', `/api/tournaments/${id}`);
}

/** The texts of the cells of each group's table. */
const groupTables = (page: Page) =>
  page
    .locator('[data-testid=first-stage] [data-testid=standings]')
    .evaluateAll((tables) =>
      tables.map((t) =>
        [...(t as HTMLTableElement).tBodies[0]!.rows].map((r) => r.cells[1]!.textContent!.trim()),
      ),
    );

describe('groups into playoffs in the browser (issue 31)', () => {
  test('created from the form; group tables, then the playoff bracket, phone and desktop', async () => {
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
    await form.locator('[data-testid=t-name]').fill('Autumn Groups');
    await form.locator('select[name=format]').selectOption('groups_playoffs');
    await form.locator('[data-testid=t-groups]').fill('2');
    await form.locator('[data-testid=t-advance]').fill('2');
    await form.locator('select[name=scenario]').selectOption('patrol');
    await form.locator('[data-testid=t-create]').click();
    await expect.poll(() => page.url()).toMatch(/#\/tournaments\/t/);
    const id = page.url().split('/').at(-1)!;
    const created = await ok<View & { totalRounds: number | null }>(
      org,
      'GET',
      `/api/tournaments/${id}`,
    );
    expect(created.format).toBe('groups_playoffs');

    for (const p of players) await ok(p, 'POST', `/api/tournaments/${id}/register`);
    await ok(org, 'POST', `/api/tournaments/${id}/start`);
    // A spectator's page (the organiser's tools are tested on their own).
    const spectator = await suite.newPlayer();
    await spectator.goto(`${suite.url}/#/tournaments/${id}`);
    // The group stage: two groups of four, snaked by seed (registration order here).
    await expect.poll(() => groupTables(spectator).then((g) => g.length)).toBe(2);
    const groups = await groupTables(spectator);
    expect(groups.map((g) => [...g].sort())).toEqual([
      [NAMES[0], NAMES[3], NAMES[4], NAMES[7]].sort(),
      [NAMES[1], NAMES[2], NAMES[5], NAMES[6]].sort(),
    ]);
    expect(await spectator.locator('[data-testid=playoff]').count()).toBe(0);
    // Each round names its stage, each board its group.
    await expect
      .poll(() => spectator.locator('[data-testid=round-1] h3').textContent())
      .toContain('Round 1 · group stage');
    expect(
      await spectator
        .locator('[data-testid=round-1] tbody tr td:first-child small')
        .allTextContents(),
    ).toEqual(['group A', 'group A', 'group B', 'group B']);
    await fitsAt(spectator, 'groups');

    // Three group rounds, then the playoff's semi-finals.
    let view: View = created;
    for (let r = 0; r < 3; r += 1) view = await settleRound(org, id);
    expect(view.rounds.at(-1)!.stage).toBe('playoff');
    await spectator.reload();
    await spectator.locator('[data-testid=playoff] bracket-view').waitFor();
    await expect
      .poll(() => spectator.locator('[data-testid=playoff] bracket-view .match').count())
      .toBe(3); // two semi-finals, and the final to be decided
    await fitsAt(spectator, 'playoff');
    // One bracket on the page: the playoff's, with its picture for forums.
    expect(await spectator.locator('bracket-view').count()).toBe(1);
    expect(await spectator.locator('[data-testid=playoff] bracket-picture-link').count()).toBe(1);
    expect(await spectator.locator('[data-testid=round-4] h3').textContent()).toContain(
      'Round 4 · playoff',
    );
    view = await settleRound(org, id);
    view = await settleRound(org, id);
    expect(view.status).toBe('finished');

    // The form's other two-stage format: a Swiss of 4 rounds with a top cut of 4.
    await page.goto(`${suite.url}/#/tournaments`);
    await form.locator('[data-testid=t-name]').fill('Winter Cut');
    await form.locator('select[name=format]').selectOption('swiss_top_cut');
    await form.locator('[data-testid=t-rounds]').fill('4');
    await form.locator('[data-testid=t-top-cut]').selectOption('4');
    await form.locator('select[name=scenario]').selectOption('patrol');
    await form.locator('[data-testid=t-create]').click();
    await expect.poll(() => page.url()).not.toContain(id);
    await expect.poll(() => page.url()).toMatch(/#\/tournaments\/t/);
    const cut = await ok<{ format: string; settings: { rounds: number | null } }>(
      org,
      'GET',
      `/api/tournaments/${page.url().split('/').at(-1)!}`,
    );
    expect(cut).toMatchObject({ format: 'swiss_top_cut', settings: { rounds: 4 } });
  }, 120_000);
});

/** At 1280 px and 360 px nothing sticks out of the page; the wide parts scroll in their boxes. */
async function fitsAt(page: Page, what: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(300);
    // The bracket scrolls inside its own box: what sticks out within it does not count, but the
    // box itself must be on screen.
    const bracket = page.locator('[data-testid=playoff] bracket-view');
    const inside = new Set(
      (await bracket.count()) === 0
        ? []
        : await bracket.evaluate((host) =>
            [...host.shadowRoot!.querySelectorAll('*')].map(
              (el) =>
                `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className)}` : ''}`,
            ),
          ),
    );
    const overflow = (await sidewaysOverflow(page)).filter(
      (line) => line !== 'bracket-view scrolls sideways' && !inside.has(line.split(' ends at')[0]!),
    );
    expect(overflow, `${what} at ${width} px`).toEqual([]);
    if ((await bracket.count()) > 0) {
      const box = (await bracket.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width + 1, `bracket box at ${width} px`).toBe(true);
    }
    await page
      .locator(`[data-testid=${what === 'playoff' ? 'playoff' : 'first-stage'}]`)
      .scrollIntoViewIfNeeded();
    await screenshot(page, `staged-${what}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
