import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { distance, parseLabel, type Hex } from '@broadside/rules';
import { logLines, owesDecision } from './harness.js';
import { other, type Seat } from './scl-frames.js';

/**
 * The e2e tests' play policy for Star Cruiser Lite, driven through the battle screen: launch
 * every missile allowed, steer every unit onto the nearest enemy ship its side sees (or to the
 * middle of the map while it sees none, where both sides meet), and fire every battery,
 * submunition and missile at the nearest enemy ship in reach (never point defense).
 */

/** Where both sides head while they see no enemy ship: the middle of the 30 × 20 map. */
const RENDEZVOUS = hexOf('1510');

function hexOf(label: string): Hex {
  const parsed = parseLabel(label);
  if (!parsed.ok) throw new Error(label);
  return parsed.value;
}

/** Missiles are `AM1`, `BM3`…; ships and flights are `A1`, `B2`…. */
const isShip = (id: string) => !/^[AB]M/.test(id);

/** The active units drawn on the page's map: id → hex. */
async function unitHexes(page: Page): Promise<Map<string, Hex>> {
  const units = await page
    .locator('hex-map [data-testid^=unit-]')
    .evaluateAll((els) =>
      els.map((e) => [
        e.getAttribute('data-unit') ?? '',
        e.getAttribute('data-state') ?? '',
        e.getAttribute('data-hex') ?? '',
      ]),
    );
  const out = new Map<string, Hex>();
  for (const [id = '', state, label = ''] of units) {
    const parsed = parseLabel(label);
    if (state === 'active' && parsed.ok) out.set(id, parsed.value);
  }
  return out;
}

/** Hexes of the enemy ships on the page's map, else the rendezvous. */
function goals(units: Map<string, Hex>, seat: Seat): Hex[] {
  const enemies = [...units].filter(([id]) => id.startsWith(other(seat)) && isShip(id));
  return enemies.length > 0 ? enemies.map(([, h]) => h) : [RENDEZVOUS];
}

/** Picks, for each unit, the quick move ending nearest a goal (never next to an edge). */
async function move(page: Page, seat: Seat): Promise<void> {
  const targets = goals(await unitHexes(page), seat);
  for (const select of await page.locator('select[data-testid^=quick-]').all()) {
    const ends = await select
      .locator('option')
      .evaluateAll((os) =>
        os.map((o) => [(o as HTMLOptionElement).value, o.getAttribute('data-end') ?? '']),
      );
    let best: { value: string; score: number } | null = null;
    for (const [value = '', end = ''] of ends) {
      const at = /^(\d\d)(\d\d)$/.exec(end);
      const hex = parseLabel(end);
      if (!at || !hex.ok) continue;
      const [column, row] = [Number(at[1]), Number(at[2])];
      if (column < 2 || column > 29 || row < 2 || row > 19) continue;
      const score = Math.min(...targets.map((t) => distance(hex.value, t)));
      if (!best || score < best.score) best = { value, score };
    }
    if (best) await select.selectOption(best.value);
  }
  await page.locator('[data-testid=move-submit]').click();
}

/** Every weapon at the nearest enemy ship it may engage (else its first target), no point defense. */
async function fire(page: Page): Promise<void> {
  const units = await unitHexes(page);
  for (const select of await page.locator('select[data-testid^=fire-]').all()) {
    const keys = await select
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const ranked = keys
      .filter((k) => k !== '' && !k.startsWith('pd:'))
      .map((key) => {
        const parts = key.split(':');
        const [firer, target] = [units.get(parts[1] ?? ''), parts.at(-1) ?? ''];
        const at = units.get(target);
        const range = firer && at ? distance(firer, at) : 99;
        return { key, score: (isShip(target) ? 0 : 100) + range };
      })
      .sort((x, y) => x.score - y.score);
    if (ranked[0]) await select.selectOption(ranked[0].key);
  }
  await page.locator('[data-testid=fire-submit]').click();
}

async function prepare(page: Page): Promise<void> {
  for (const box of await page.locator('input[data-testid^=prepare-launch-]').all())
    await box.check();
  await page.locator('[data-testid=prepare-submit]').click();
}

/** A hook of {@link playToEnd}, given the seat, its page and the kind of orders it owes. */
export type OrdersHook = (seat: Seat, page: Page, kind: string) => Promise<void>;

/** Hooks run just before a seat's orders are given and just after they are sent. */
export interface PlayHooks {
  readonly before?: OrdersHook;
  readonly after?: OrdersHook;
}

/** The orders a seat's page owes now, as its orders panel says (`''` when it owes none). */
async function owedKind(page: Page): Promise<string> {
  if (!(await owesDecision(page))) return '';
  return (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
}

/**
 * Gives the seat's orders if it owes any, and waits until the page shows them taken (a new log
 * line, other orders, or none owed); fails on a refusal. False when there was nothing to give.
 */
async function playOrders(page: Page, seat: Seat, hooks: PlayHooks): Promise<boolean> {
  const kind = await owedKind(page);
  const policy: Record<string, (p: Page) => Promise<void>> = {
    prepare,
    move: (p) => move(p, seat),
    fire,
  };
  const play = policy[kind];
  if (!play) return false;
  const lines = (await logLines(page)).length;
  await hooks.before?.(seat, page, kind);
  await play(page);
  await hooks.after?.(seat, page, kind);
  await expect
    .poll(async () => {
      const error = page.locator('[data-testid=order-error]');
      if ((await error.count()) > 0) throw new Error(`Refused: ${await error.textContent()}`);
      return (await logLines(page)).length > lines || (await owedKind(page)) !== kind;
    })
    .toBe(true);
  return true;
}

/**
 * Plays both seats with the policy above until side A's page shows the end screen; fails on any
 * refused order, or when the game has not ended after `rounds` polls.
 */
export async function playToEnd(
  seats: Readonly<Record<Seat, Page>>,
  hooks: PlayHooks = {},
  rounds = 1500,
): Promise<void> {
  const over = seats.A.locator('[data-testid=end-screen]');
  for (let round = 0; round < rounds && (await over.count()) === 0; round += 1) {
    const a = await playOrders(seats.A, 'A', hooks);
    const b = await playOrders(seats.B, 'B', hooks);
    if (!a && !b) await seats.A.waitForTimeout(100);
  }
  if ((await over.count()) === 0) throw new Error(`The game did not end within ${rounds} rounds.`);
}
