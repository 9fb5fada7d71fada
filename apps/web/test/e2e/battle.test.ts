/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { deploy, openPatrol, shipDistance } from './patrol-moves.js';
import { browserSuite, createPatrol, logLines, owesDecision, screenshot } from './harness.js';

/**
 * Issue 7, "Done when": two players and a spectator in real Chromium create scenario 1 (Patrol)
 * through the lobby, deploy and play through the UI with clicks and keys until one side wins;
 * all three saw the same battle log and the end screen verifies the dice. A second test reloads
 * a player's page mid-turn and carries on; a third has side B claim its seat from the lobby's
 * open list instead of the invite (issue 6). The run saves the README's screenshots.
 */

type Policy = 'close_in' | 'run';

/** Gives the one decision this page owes, with keys where there is one; returns what it did. */
async function act(page: Page, policy: Policy): Promise<string> {
  const kind = (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
  if (kind === 'declare' || kind === 'shelter' || kind === 'transit_order') {
    await page.keyboard.press('Enter');
  } else if (kind === 'move') {
    const forward = (await page.locator('[data-testid=step-forward-same]').count()) > 0;
    const stay = (await page.locator('[data-testid=step-stay-same]').count()) > 0;
    const wantForward = policy === 'run' || (await shipDistance(page)) > 4;
    if (forward && (wantForward || !stay)) await page.keyboard.press('w');
    else if (stay) await page.keyboard.press('s');
    else await page.locator('[data-testid=step-choices] button').first().click();
  } else if (kind === 'fire') {
    const all = page.locator('[data-testid^=assign-all-]');
    if ((await all.count()) > 0) {
      await all.first().click();
      await page.keyboard.press('f');
    } else {
      await page.keyboard.press('p');
    }
  } else if (kind === 'point_defense') {
    await page.locator('[data-testid=pd-confirm]').click();
  } else {
    return '';
  }
  return kind;
}

/** Waits until the log grows past `before` lines (every accepted order logs at least one event). */
async function waitForProgress(page: Page, before: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const error = page.locator('[data-testid=order-error]');
        if ((await error.count()) > 0)
          throw new Error(`Order refused: ${await error.textContent()}`);
        return (await logLines(page)).length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(before);
}

/** Plays both seats through the UI until the game ends; `beforeAct` may take screenshots or reload. */
async function playToEnd(
  seats: Record<'A' | 'B', Page>,
  policy: Policy,
  beforeAct: (seat: 'A' | 'B', page: Page, kind: string) => Promise<void> = async () => {},
): Promise<void> {
  for (let turns = 0; turns < 2000; turns += 1) {
    if ((await seats.A.locator('[data-testid=end-screen]').count()) > 0) return;
    let acted = false;
    for (const seat of ['A', 'B'] as const) {
      const page = seats[seat];
      if (!(await owesDecision(page))) continue;
      const kind = (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
      await beforeAct(seat, page, kind);
      const before = (await logLines(page)).length;
      if (await act(page, policy)) {
        await waitForProgress(page, before);
        acted = true;
      }
    }
    if (!acted) await seats.A.waitForTimeout(100);
  }
  throw new Error('The game did not end');
}

describe('the web client in real Chromium (issue 7)', () => {
  const server = browserSuite();

  test('two players and a spectator play Patrol to the end and see the same battle', async () => {
    const { a, b, spectator, gameId } = await openPatrol(server);
    await expect.poll(() => spectator.locator('[data-testid=spectator-note]').count()).toBe(1);

    // Players chat on their channel.
    await a.keyboard.press('c');
    await a.locator('[data-testid=chat-input]').fill('Good hunting');
    await a.keyboard.press('Enter');
    await b.locator('[data-testid=tab-chat]').click();
    await expect
      .poll(() => b.locator('[data-testid=chat-lines]').textContent())
      .toContain('Good hunting');
    await a.locator('[data-testid=tab-log]').click();
    await b.locator('[data-testid=tab-log]').click();

    await deploy(a, b);

    let movementShot = false;
    let combatShot = false;
    await playToEnd({ A: a, B: b }, 'close_in', async (seat, page, kind) => {
      if (seat !== 'A') return;
      if (
        kind === 'move' &&
        !movementShot &&
        (await page.locator('[data-testid=planned-path]').count()) > 0
      ) {
        movementShot = true;
        await page.keyboard.press('z');
        await screenshot(page, 'battle-movement');
      }
      if (
        kind === 'fire' &&
        !combatShot &&
        (await page.locator('[data-testid^=assign-all-]').count()) > 0
      ) {
        combatShot = true;
        await page.keyboard.press('z');
        await page.locator('[data-testid=weapon-table] tr[data-slot]').first().hover();
        await screenshot(page, 'battle-combat');
      }
    });
    expect(combatShot).toBe(true);

    // Everyone reaches the end and saw the same log, line for line.
    for (const page of [b, spectator]) await page.locator('[data-testid=end-screen]').waitFor();
    await expect
      .poll(async () => (await logLines(spectator)).length)
      .toBe((await logLines(a)).length);
    const log = await logLines(a);
    expect(log.some((line) => /fires .* to-hit \d+, rolled \d+/.test(line))).toBe(true);
    expect(await logLines(b)).toEqual(log);
    expect(await logLines(spectator)).toEqual(log);

    // The end screen re-derives every die from the revealed seed.
    await a.locator('[data-testid=verify-dice]').click();
    await expect
      .poll(() => a.locator('[data-testid=verify-result]').getAttribute('data-ok'))
      .toBe('yes');
    await screenshot(a, 'end-screen');

    // The replay steps through the same game.
    await a.goto(`${server.url}/#/replay/${gameId}`);
    await a.locator('[data-testid=replay-scrubber]').waitFor();
    for (let i = 0; i < 12; i += 1) await a.keyboard.press('ArrowLeft');
    await expect
      .poll(() => a.locator('[data-testid=replay-position]').textContent())
      .toMatch(/^\d+\/\d+/);
    await screenshot(a, 'replay');

    // Event by event: clicking a shot in the log stands the replay on it, with its line of fire.
    await a.keyboard.press('End');
    await a.locator('battle-log li[data-type=shot]').first().click();
    await expect
      .poll(() => a.locator('battle-log li.focused').getAttribute('data-type'))
      .toBe('shot');
    await expect.poll(() => a.locator('hex-map line.line-fire').count()).toBe(1);
    await screenshot(a, 'replay-event');
    const position = async () =>
      Number(
        /^(\d+)\//.exec(
          (await a.locator('[data-testid=replay-position]').textContent()) ?? '',
        )?.[1],
      );
    const atShot = await position();
    await a.keyboard.press('ArrowRight');
    await expect.poll(position).toBe(atShot + 1);
    await a.keyboard.press('Shift+ArrowLeft');
    await expect.poll(position).toBeLessThan(atShot);

    // The designer shows a design with an error at its place.
    await a.goto(`${server.url}/#/designer`);
    await a.locator('[data-testid=hull-DD]').click();
    await a.locator('[data-testid=system-Pt]').click();
    await expect.poll(() => a.locator('[data-testid=design-errors] li').count()).toBeGreaterThan(0);
    await screenshot(a, 'designer');

    // The lobby lists the finished game for replay.
    await a.goto(`${server.url}/`);
    await a.locator('[data-testid=tab-finished]').click();
    await a.locator(`[data-testid=replay-${gameId}]`).waitFor();
    await screenshot(a, 'lobby');

    // Time to first map render of a cold page (reported in docs/benchmarks.md).
    const cold = await server.newPlayer();
    await cold.goto(`${server.url}/#/watch/${gameId}`);
    await cold.locator('[data-testid=end-screen]').waitFor();
    const firstMap = await cold.evaluate(
      () => performance.getEntriesByName('broadside:first-map')[0]?.startTime ?? -1,
    );
    expect(firstMap).toBeGreaterThan(0);
    console.log(`time to first map render: ${Math.round(firstMap)} ms`);
  }, 300_000);

  test('a saved design is used in a game; a player reloads mid-turn and keeps the seat; a dropped socket reconnects', async () => {
    const a = await server.newPlayer();
    let b = await server.newPlayer();
    // Side A saves its own corvette design in the designer and picks it for the game.
    await a.goto(`${server.url}/#/designer`);
    await a.locator('[data-testid=hull-CT]').click();
    await a.locator('[data-testid=design-input]').fill('SSAAZ(I)L(I)RQ(I)');
    await a.locator('[data-testid=design-valid]').waitFor();
    await a.locator('[data-testid=design-name]').fill('Laser first');
    await a.locator('[data-testid=design-save]').click();
    await a.goto(`${server.url}/`);
    await a.locator('[data-testid=design-A-CT]').selectOption({ label: 'Laser first' });
    const { inviteB } = await createPatrol(a, server.url, { navigate: false, name: 'Alice' });
    await expect
      .poll(async () =>
        ((await a.locator('[data-testid=card-slots-A1]').textContent()) ?? '').replace(/\s/g, ''),
      )
      .toContain('L(I)R');
    await b.goto(inviteB);
    await deploy(a, b);

    let reloaded = false;
    let dropped = false;
    await playToEnd({ A: a, B: b }, 'run', async (seat, page, kind) => {
      if (!dropped && seat === 'A' && kind === 'move') {
        // A dropped connection: the client reconnects by itself and resumes from its sequence.
        dropped = true;
        await page.locator('battle-page').evaluate((el) => {
          (el as unknown as { channel: { dropForTest(): void } }).channel.dropForTest();
        });
        await expect
          .poll(() => page.locator('[data-testid=connection]').getAttribute('data-state'), {
            timeout: 15_000,
          })
          .toBe('open');
      }
      if (reloaded || seat !== 'B' || kind !== 'move') return;
      const linesBefore = await logLines(page);
      if (!linesBefore.some((l) => /Corvette B1 moves/.test(l))) return;
      reloaded = true;
      await page.reload();
      b = page;
      await expect.poll(() => owesDecision(page), { timeout: 15_000 }).toBe(true);
      expect(await page.locator('[data-testid=orders]').getAttribute('data-kind')).toBe('move');
      expect((await logLines(page)).slice(0, linesBefore.length)).toEqual(linesBefore);
    });
    expect(reloaded).toBe(true);
    expect(dropped).toBe(true);
    await b.locator('[data-testid=end-screen]').waitFor();
    expect(await logLines(b)).toEqual(await logLines(a));
  }, 300_000);

  test('a second browser joins a public game from the open list, without the invite, and keeps the seat', async () => {
    const a = await server.newPlayer();
    const b = await server.newPlayer();
    const { gameId } = await createPatrol(a, server.url, { name: 'Alice' });

    // B never sees the invite: the lobby's open list offers the free seat.
    await b.goto(`${server.url}/`);
    const join = b.locator(`[data-testid=join-${gameId}-B]`);
    await join.waitFor();
    expect(await b.locator(`[data-testid=join-${gameId}-A]`).count()).toBe(0);
    await join.click();
    await expect.poll(() => b.evaluate(() => location.hash)).toBe(`#/game/${gameId}`);
    expect(
      await b.evaluate(
        (id) => JSON.parse(localStorage.getItem(`broadside.seat.${id}`) ?? 'null'),
        gameId,
      ),
    ).toMatchObject({ seat: 'B' });

    // Both seats are taken, so the game starts: A deploys first, B waits as a player.
    await expect.poll(() => owesDecision(a), { timeout: 15_000 }).toBe(true);
    await b.locator('[data-testid=waiting]').waitFor();
    await b.reload();
    await b.locator('[data-testid=waiting]').waitFor();
    expect(await b.locator('[data-testid=spectator-note]').count()).toBe(0);

    // B's own seat link takes the seat again from another browser (issue 6).
    const link = await b
      .locator('seat-link')
      .evaluate((el) => (el as HTMLElement & { link: string }).link);
    expect(link).toContain(`#/game/${gameId}?seat=B&invite=`);
    const elsewhere = await server.newPlayer();
    await elsewhere.goto(link);
    await elsewhere.locator('[data-testid=waiting]').waitFor();
    expect(await elsewhere.locator('[data-testid=spectator-note]').count()).toBe(0);

    // The seat is gone from the list for everyone else.
    const c = await server.newPlayer();
    await c.goto(`${server.url}/`);
    await c.locator('[data-testid=tab-live]').click();
    await c.locator(`[data-testid=watch-${gameId}]`).waitFor();
    expect(await c.locator(`[data-testid^=join-${gameId}-]`).count()).toBe(0);
  }, 120_000);
});
