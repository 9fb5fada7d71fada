/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  RULESETS,
  distance,
  formatLabel,
  hexEquals,
  hexesInBounds,
  offsetToHex,
  parseLabel,
  verifyRecord,
  type GameRecord,
  type Hex,
} from '@broadside/rules';
import {
  browserSuite,
  clickHex,
  logLines,
  owesDecision,
  screenshot,
  logGrowsPast,
} from './harness.js';

/**
 * Issue "One platform, four rulesets", the proof: a written-movement one-page Duel is created
 * from the lobby, played to its end through the UI by two players in separate browser contexts
 * (each plots toward the enemy, launches every missile it can and fires whenever a shot is
 * offered) while a spectator on a phone-sized page watches. The raw WebSocket frames of the
 * spectator and of each player's opponent never carry the other side's plot before that turn's
 * `plots_revealed` (nor its fire before `fire_revealed`), and the downloaded record verifies.
 */

const PLANET = offsetToHex(10, 8);
const BOUNDS = { columns: 20, rows: 16 };

/** What one page's socket received that it should not have (and how many reveals it saw). */
interface FrameWatch {
  readonly leaks: string[];
  reveals: number;
}

/** Objects anywhere in `value` that are a plan (`moves` with paths) or fire (`shots`) of `foreign` ships. */
function foreignOrders(value: unknown, foreign: (ship: string) => boolean, found: string[]): void {
  if (Array.isArray(value)) {
    for (const v of value) foreignOrders(v, foreign, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const o = value as Record<string, unknown>;
  const entries = (key: string) =>
    Array.isArray(o[key]) ? (o[key] as Record<string, unknown>[]) : [];
  for (const m of entries('moves'))
    if ('path' in m && foreign(String(m.ship))) found.push(`plot of ${String(m.ship)}`);
  for (const s of entries('shots'))
    if (foreign(String(s.ship))) found.push(`fire of ${String(s.ship)}`);
  for (const v of Object.values(o)) foreignOrders(v, foreign, found);
}

/** Event types in a server frame (an `events` batch or a `welcome` with its catch-up). */
function eventTypes(frame: Record<string, unknown>): string[] {
  const events = Array.isArray(frame.events) ? frame.events : [];
  return events.map((e) => String((e as { type?: unknown }).type));
}

/**
 * Watches a page's raw WebSocket frames: any frame carrying another side's plot must be the
 * one that reveals the plots, any frame carrying its fire the one that reveals fire.
 */
function watchFrames(page: Page, seat: string | null): FrameWatch {
  const watch: FrameWatch = { leaks: [], reveals: 0 };
  const foreign = (ship: string) => seat === null || !ship.startsWith(seat);
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      let frame: Record<string, unknown>;
      try {
        frame = JSON.parse(payload) as Record<string, unknown>;
      } catch {
        return;
      }
      const found: string[] = [];
      foreignOrders(frame, foreign, found);
      if (found.length === 0) return;
      const types = eventTypes(frame);
      const plots = found.some((f) => f.startsWith('plot'));
      const fire = found.some((f) => f.startsWith('fire'));
      if (plots && types.includes('plots_revealed')) watch.reveals += 1;
      if (
        (plots && !types.includes('plots_revealed')) ||
        (fire && !types.includes('fire_revealed'))
      )
        watch.leaks.push(`${String(frame.type)} seq ${String(frame.seq)}: ${found.join(', ')}`);
    }),
  );
  return watch;
}

async function unitHex(page: Page, id: string): Promise<Hex | null> {
  const unit = page.locator(`[data-testid=unit-${id}]`);
  if ((await unit.count()) === 0 || (await unit.getAttribute('data-state')) !== 'active')
    return null;
  const parsed = parseLabel((await unit.getAttribute('data-hex')) ?? '');
  return parsed.ok ? parsed.value : null;
}

/** The hex within `mp` of `from` (never the planet) nearest the nearest enemy. */
function closingHex(from: Hex, mp: number, enemies: readonly Hex[]): Hex {
  let best = from;
  let bestScore = Infinity;
  for (const h of hexesInBounds(BOUNDS)) {
    if (distance(from, h) > mp || hexEquals(h, PLANET)) continue;
    const score = Math.min(...enemies.map((e) => distance(h, e)));
    if (score < bestScore) [best, bestScore] = [h, score];
  }
  return best;
}

/** Plots every ship of `seat` toward the enemy, launches every missile it can, and sends. */
async function plot(page: Page, seat: string, beforeSend?: () => Promise<void>): Promise<void> {
  const enemySeat = seat === 'A' ? 'B' : 'A';
  const enemies = (await Promise.all([1, 2].map((n) => unitHex(page, `${enemySeat}${n}`)))).filter(
    (h): h is Hex => h !== null,
  );
  for (const n of [1, 2]) {
    const id = `${seat}${n}`;
    const button = page.locator(`[data-testid=plot-ship-${id}]`);
    const from = await unitHex(page, id);
    if ((await button.count()) === 0 || !from || enemies.length === 0) continue;
    await button.click();
    const text = (await page.locator(`.ship[data-ship=${id}]`).textContent()) ?? '';
    const mp = Number(/\d+\/(\d+) MP/.exec(text)?.[1] ?? '0');
    const to = closingHex(from, mp, enemies);
    if (!hexEquals(to, from)) await clickHex(page, formatLabel(to));
  }
  for (const select of await page.locator('select[data-testid^=launch-]').all())
    await select.selectOption({ index: 1 });
  await beforeSend?.();
  await page.locator('[data-testid=plot-submit]').click();
}

describe('the one-page rules in real Chromium', () => {
  const server = browserSuite();

  test('two players and a spectator play a written Duel from the lobby to its end', async () => {
    const a = await server.newPlayer();
    const b = await server.newPlayer();
    const spectator = await server.newPlayer();
    await spectator.setViewportSize({ width: 360, height: 740 });
    const watches = {
      B: watchFrames(b, 'B'),
      A: watchFrames(a, 'A'),
      spectator: watchFrames(spectator, null),
    };

    // Create the game in the lobby: the one-page ruleset, the Duel, written movement.
    await a.goto(`${server.url}/`);
    await a.locator('[data-testid=create-ruleset]').selectOption('onepage');
    await a.locator('[data-testid=create-scenario]').selectOption('duel');
    await a.locator('[data-testid=create-option-movement]').selectOption('written');
    await a.locator('[data-testid=create-submit]').click();
    const invite = a.locator('[data-testid=invite-B]');
    await invite.waitFor();
    const inviteB = await invite.inputValue();
    const gameId = /#\/game\/([^?]+)/.exec(inviteB)?.[1] ?? '';
    await a.locator('[data-testid=enter-game] button').click();
    await b.goto(inviteB);
    await spectator.goto(`${server.url}/#/watch/${gameId}`);
    await spectator.locator('[data-testid=spectator-note]').waitFor();

    const seats = { A: a, B: b } as const;
    const shots = new Set<string>();
    for (let round = 0; round < 400; round += 1) {
      if ((await a.locator('[data-testid=end-screen]').count()) > 0) break;
      let acted = false;
      for (const seat of ['A', 'B'] as const) {
        const page = seats[seat];
        if (!(await owesDecision(page))) continue;
        const kind = (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
        const before = (await logLines(page)).length;
        if (kind === 'plot') {
          await plot(page, seat, async () => {
            if (seat !== 'A' || shots.has('plotting') || round < 2) return;
            shots.add('plotting');
            // The dice are fair: A2 may be gone by now, so show whichever of A's ships is left.
            await page.locator('[data-testid^=plot-ship-A]').first().click();
            await screenshot(page, 'onepage-plot');
            await page.setViewportSize({ width: 360, height: 740 });
            await screenshot(page, 'onepage-phone-plot');
            await page.setViewportSize({ width: 1280, height: 800 });
          });
          if (seat === 'A' && !shots.has('plot')) {
            shots.add('plot');
            await a.locator('[data-testid=submitted]').waitFor();
            await screenshot(a, 'onepage-submitted');
          }
        } else if (kind === 'fire') {
          if (seat === 'A' && !shots.has('fire')) {
            shots.add('fire');
            await screenshot(a, 'onepage-fire');
          }
          await page.locator('[data-testid=fire-submit]').click();
        } else continue;
        acted = true;
        await logGrowsPast(page, before);
      }
      if (round === 6 && !shots.has('phone')) {
        shots.add('phone');
        await screenshot(spectator, 'onepage-phone-spectator');
      }
      if (!acted) await a.waitForTimeout(100);
    }

    // Everyone reaches the end screen; the game ended by the rules, not by a concession.
    for (const page of [a, b, spectator]) await page.locator('[data-testid=end-screen]').waitFor();
    await screenshot(a, 'onepage-end');
    const log = await logLines(a);
    expect(log.some((l) => l.includes('concedes'))).toBe(false);
    expect(log.some((l) => /Plots revealed/.test(l))).toBe(true);
    expect(
      log.some((l) => /rolls \d vs 4\+/.test(l) || /\(d6 \d \+ 3\) − \(MP \d \+ d6 \d\)/.test(l)),
    ).toBe(true);
    await expect.poll(async () => (await logLines(spectator)).length).toBe(log.length);

    // No frame carried the other side's plot (or fire) before its reveal.
    for (const [who, watch] of Object.entries(watches)) {
      expect(watch.leaks, who).toEqual([]);
      expect(watch.reveals, who).toBeGreaterThan(0);
    }

    // The record verifies in this process, as `broadside verify` does.
    const response = await fetch(`${server.url}/api/games/${gameId}/record`);
    expect(response.status).toBe(200);
    const record = (await response.json()) as GameRecord;
    expect(record.ruleset.id).toBe('onepage');
    const verified = verifyRecord(record, RULESETS);
    expect(verified.ok, JSON.stringify(verified.ok ? null : verified.error)).toBe(true);

    // The replay rebuilds the game with the one-page board; the rules page is in the app.
    await a.goto(`${server.url}/#/replay/${gameId}`);
    await a.locator('[data-testid=replay-scrubber]').waitFor();
    for (let i = 0; i < 30; i += 1) await a.keyboard.press('ArrowLeft');
    await a.locator('[data-testid=unit-A1]').waitFor();
    await screenshot(a, 'onepage-replay');
    // Stepping forward one event plays its shots on the map, as the live game did.
    const tracers = a.locator('hex-map [data-testid=shot-tracer]');
    let stepped = 0;
    while ((await tracers.count()) === 0 && stepped < log.length * 3) {
      await a.keyboard.press('ArrowRight');
      stepped += 1;
    }
    expect(await tracers.count(), 'a replayed shot draws a tracer').toBeGreaterThan(0);
    await a.goto(`${server.url}/#/help/onepage`);
    await a.locator('[data-testid=rules-onepage]').waitFor();
    expect(await a.locator('[data-testid=design-table] tbody tr').count()).toBe(7);
    await screenshot(a, 'onepage-help');
  }, 240_000);
});
