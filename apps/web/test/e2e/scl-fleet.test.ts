/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, logLines, owesDecision, screenshot, sidewaysOverflow } from './harness.js';
import { createSclGame } from './scl-lobby.js';

/**
 * Star Cruiser Lite's Fleet Action from the lobby, with vector movement and command and control:
 * side A (desktop) drafts a move with the thrust controls and a free facing change within the
 * limits the rules give; both fleet commanders are offered their squadrons between activations
 * and one is used, then a chit is drawn instead; side B plays on a 360 px phone with the side
 * panel as a drawer that opens when B owes a decision.
 */

type Seat = 'A' | 'B';

/** What the run has shown so far. */
interface Seen {
  thrust: boolean;
  facing: boolean;
  commanded: Set<Seat>;
  drew: boolean;
  phone: boolean;
}

const kindOf = async (page: Page) =>
  (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';

const text = async (page: Page, id: string) =>
  ((await page.locator(`[data-testid=${id}]`).textContent()) ?? '').trim();

/** Thrust +2 on a vector unit at speed 0: the rules' range, the band, facing locked, then sent. */
async function draftThrust(page: Page, unit: string): Promise<void> {
  expect(await text(page, `speed-${unit}`)).toBe('0');
  expect(await text(page, `thrust-${unit}`)).toContain('(0 … +');
  await expect
    .poll(() => page.locator(`[data-testid=thrust-${unit}-down]`).isDisabled())
    .toBe(true);
  expect(await page.locator(`[data-testid=facing-${unit}]`).isDisabled()).toBe(false);
  await page.locator(`[data-testid=thrust-${unit}-up]`).click();
  await page.locator(`[data-testid=thrust-${unit}-up]`).click();
  expect(await text(page, `speed-${unit}`)).toBe('2');
  expect(await text(page, `steps-${unit}`)).toBe('F F');
  expect(await text(page, `band-${unit}`)).toContain('move exactly 2 hexes');
  expect(await text(page, `band-${unit}`)).toContain('up to 2 course changes');
  expect(await page.locator(`[data-testid=facing-${unit}]`).isDisabled()).toBe(true);
  await screenshot(page, 'scl-vector-thrust');
  // Three hexes at speed 2: the rules refuse it, and the panel says so.
  await page.locator(`[data-testid=step-${unit}-F]`).click();
  await page.locator(`[data-testid=step-error-${unit}]`).waitFor();
  expect(await page.locator('[data-testid=move-submit]').isDisabled()).toBe(true);
  await page.locator(`[data-testid=step-${unit}-undo]`).click();
  expect(await page.locator(`[data-testid=step-error-${unit}]`).count()).toBe(0);
}

/** A free facing change (thrust 0, no turn) to 300°: the unit flies on at its speed. */
async function draftFacing(page: Page, unit: string): Promise<void> {
  const speed = Number(await text(page, `speed-${unit}`));
  await page.locator(`[data-testid=facing-${unit}]`).selectOption('5');
  expect(await text(page, `steps-${unit}`)).toBe(
    speed > 0 ? Array.from({ length: speed }, () => 'F').join(' ') : '(hold course)',
  );
  // Thrust would change speed: the free facing is dropped and locked.
  await page.locator(`[data-testid=thrust-${unit}-up]`).click();
  expect(await page.locator(`[data-testid=facing-${unit}]`).isDisabled()).toBe(true);
  await page.locator(`[data-testid=thrust-${unit}-down]`).click();
  await page.locator(`[data-testid=facing-${unit}]`).selectOption('5');
}

/** Side A's move: the first unit gets thrust, the next a free facing, while those are unseen. */
async function moveA(page: Page, seen: Seen): Promise<string[]> {
  const units = await page
    .locator('scl-move-orders .unit')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-unit') ?? ''));
  const expected: string[] = [];
  for (const unit of units) {
    const still = (await text(page, `speed-${unit}`)) === '0';
    if (!seen.thrust && still) {
      await draftThrust(page, unit);
      seen.thrust = true;
      expected.push('moves 2 hexes', 'speed 2');
    } else if (!seen.facing) {
      await draftFacing(page, unit);
      seen.facing = true;
      expected.push('facing 300°');
    }
  }
  if (expected.length > 0) await screenshot(page, 'scl-vector-move');
  return expected;
}

/** The fleet commander's question: the first time each side activates, later A draws a chit. */
async function command(page: Page, seat: Seat, seen: Seen): Promise<string[]> {
  const uses = Number((await text(page, 'command-uses')).replace(/\D/g, ''));
  expect(uses).toBeGreaterThan(0);
  const offered = page.locator(
    'scl-command-orders button[data-testid^=command-]:not([disabled]):not([data-testid=command-draw])',
  );
  expect(await offered.count()).toBeGreaterThan(0);
  if (!seen.commanded.has(seat)) {
    if (seat === 'A') await screenshot(page, 'scl-fleet-command');
    const id = ((await offered.first().getAttribute('data-testid')) ?? '').slice('command-'.length);
    await offered.first().click();
    seen.commanded.add(seat);
    return [`activates squadron ${id} instead of a chit`];
  }
  await page.locator('[data-testid=command-draw]').click();
  seen.drew = true;
  // The log names the side by its player (here the ruleset's name for the side, e.g. "Human Fleet").
  return ['lets the next chit be drawn', 'Command chit drawn'];
}

/** B's phone: the page fits 360 px and the drawer is up while B owes a decision. */
async function checkPhone(b: Page, kind: string, seen: Seen): Promise<void> {
  await expect.poll(() => b.locator('battle-side').getAttribute('open')).toBe('');
  await b.waitForTimeout(300); // the drawer slides up
  expect(await sidewaysOverflow(b)).toEqual([]);
  const handle = await b.locator('[data-testid=drawer-handle]').boundingBox();
  expect(handle && handle.x >= 0 && handle.x + handle.width <= 360).toBe(true);
  if (!seen.phone && kind === 'command') {
    await screenshot(b, 'scl-phone-command');
    await b.locator('[data-testid=drawer-handle]').click();
    await expect.poll(() => b.locator('battle-side').getAttribute('open')).toBeNull();
    await b.waitForTimeout(300);
    expect(await sidewaysOverflow(b)).toEqual([]);
    await screenshot(b, 'scl-phone-map');
    await b.locator('[data-testid=drawer-handle]').click();
    await b.waitForTimeout(300);
    seen.phone = true;
  }
}

describe('Star Cruiser Lite: vector controls, the fleet commander, and a phone', () => {
  const server = browserSuite();

  test('Fleet Action, vector, command and control; B on a 360 px phone', async () => {
    const a = await server.newPlayer();
    const b = await server.newPlayer();
    await b.setViewportSize({ width: 360, height: 740 });
    const { inviteB } = await createSclGame(a, server.url, 'fleet_action', {
      movement: 'vector',
      command_control: 'on',
    });
    await b.goto(inviteB);

    const seats = { A: a, B: b } as const;
    const seen: Seen = {
      thrust: false,
      facing: false,
      commanded: new Set(),
      drew: false,
      phone: false,
    };
    const done = () =>
      seen.thrust && seen.facing && seen.commanded.size === 2 && seen.drew && seen.phone;
    for (let round = 0; round < 400 && !done(); round += 1) {
      let acted = false;
      for (const seat of ['A', 'B'] as const) {
        const page = seats[seat];
        if (!(await owesDecision(page))) continue;
        const kind = await kindOf(page);
        if (seat === 'B') await checkPhone(b, kind, seen);
        const before = (await logLines(page)).length;
        let expected: string[] = [];
        if (kind === 'prepare') await page.locator('[data-testid=prepare-submit]').click();
        else if (kind === 'move') {
          if (seat === 'A') expected = await moveA(page, seen);
          await page.locator('[data-testid=move-submit]').click();
        } else if (kind === 'command') expected = await command(page, seat, seen);
        else if (kind === 'fire') {
          await page.locator('[data-testid=fire-hold]').click();
          await page.locator('[data-testid=fire-submit]').click();
        } else continue;
        await expect
          .poll(async () => (await logLines(page)).length, { timeout: 15_000 })
          .toBeGreaterThan(before);
        const log = (await logLines(page)).slice(before).join('\n');
        for (const words of expected) expect(log).toContain(words);
        acted = true;
      }
      if (!acted) await a.waitForTimeout(150);
    }
    expect(seen).toMatchObject({ thrust: true, facing: true, drew: true, phone: true });
    expect([...seen.commanded].sort()).toEqual(['A', 'B']);
  }, 240_000);
});
