/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  RULESETS,
  distance,
  parseLabel,
  verifyRecord,
  type GameRecord,
  type Hex,
} from '@broadside/rules';
import { browserSuite, logLines, owesDecision, screenshot } from './harness.js';
import { createSclGame } from './scl-lobby.js';

/**
 * Issue "Third ruleset: Star Cruiser Lite": a Bismarck at Bay game is created from the lobby and
 * played to its end through the UI by two players in separate browser contexts (each launches
 * every missile it may, steers every unit toward the nearest enemy it sees and fires every
 * weapon) while a spectator watches. The raw WebSocket frames of each player's opponent and of
 * the spectator never carry the position of a unit that side (or, for the spectator, its enemy)
 * has not detected; the downloaded record verifies.
 */

type Seat = 'A' | 'B';
const other = (s: Seat): Seat => (s === 'A' ? 'B' : 'A');

/** What a page's socket received that it should not have. */
interface FrameWatch {
  readonly leaks: string[];
  /** Foreign units that existed in this viewer's frames only after detection. */
  readonly seen: Set<string>;
  frames: number;
  /** Foreign units in the first full view (`null` before one came). */
  firstView: number | null;
}

type Json = Record<string, unknown>;

/**
 * Watches a page's raw frames. `viewer` is the seat, or `null` for a spectator. A unit of side S
 * may show its position to a seat ≠ S only while that seat detects it, and to a spectator only
 * while S's enemy detects it: positions in a full view must be in that view's `detected`; a
 * `unit_moved` or `launched` event must be of a unit detected before or after its batch.
 */
function watchFrames(page: Page, viewer: Seat | null): FrameWatch {
  const watch: FrameWatch = { leaks: [], seen: new Set(), frames: 0, firstView: null };
  const detected: Record<Seat, Set<string>> = { A: new Set(), B: new Set() };
  const foreign = (id: string) => viewer === null || !id.startsWith(viewer);
  const watcherOf = (id: string): Seat => other(id.startsWith('A') ? 'A' : 'B');
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      let frame: Json;
      try {
        frame = JSON.parse(payload) as Json;
      } catch {
        return;
      }
      watch.frames += 1;
      const view = frame.view as
        { units?: Json[]; detected?: Partial<Record<Seat, string[]>> } | undefined;
      if (view?.units) {
        for (const seat of ['A', 'B'] as const)
          if (view.detected?.[seat]) detected[seat] = new Set(view.detected[seat]);
        watch.firstView ??= view.units.filter(
          (u) => foreign(String(u.id)) && u.status === 'active',
        ).length;
        for (const u of view.units) {
          const id = String(u.id);
          if (!foreign(id) || u.status !== 'active') continue;
          if (!detected[watcherOf(id)].has(id))
            watch.leaks.push(`${String(frame.type)} seq ${String(frame.seq)}: view shows ${id}`);
          else watch.seen.add(id);
        }
      }
      const events = Array.isArray(frame.events) ? (frame.events as Json[]) : [];
      const before: Record<Seat, Set<string>> = { A: new Set(detected.A), B: new Set(detected.B) };
      for (const e of events) {
        const seat = e.seat as Seat;
        if (e.type === 'contact_gained') detected[seat].add(String(e.unit));
        if (e.type === 'contact_lost') detected[seat].delete(String(e.unit));
      }
      for (const e of events) {
        if (e.type !== 'unit_moved' && e.type !== 'launched') continue;
        const id = String(e.unit);
        if (!foreign(id)) continue;
        const w = watcherOf(id);
        if (!before[w].has(id) && !detected[w].has(id))
          watch.leaks.push(
            `events seq ${String(frame.seq)}: ${String(e.type)} of undetected ${id}`,
          );
        else watch.seen.add(id);
      }
    }),
  );
  return watch;
}

/** Where each side's enemy starts: the goal of units that see no enemy yet. */
const ENEMY_START: Record<Seat, Hex> = {
  A: hexOf('2411'),
  B: hexOf('0610'),
};

function hexOf(label: string): Hex {
  const parsed = parseLabel(label);
  if (!parsed.ok) throw new Error(label);
  return parsed.value;
}

/** Hexes of the enemy units drawn on this page's map. */
async function enemyHexes(page: Page, seat: Seat): Promise<Hex[]> {
  const units = page.locator(`hex-map [data-testid^=unit-${other(seat)}]`);
  const out: Hex[] = [];
  for (const u of await units.all()) {
    if ((await u.getAttribute('data-state')) !== 'active') continue;
    const parsed = parseLabel((await u.getAttribute('data-hex')) ?? '');
    if (parsed.ok) out.push(parsed.value);
  }
  return out;
}

/** Steers each unit due toward the nearest enemy on its map (else full ahead), and moves. */
async function move(page: Page, seat: Seat): Promise<void> {
  const enemies = await enemyHexes(page, seat);
  for (const select of await page.locator('select[data-testid^=quick-]').all()) {
    const options = await select.locator('option').evaluateAll((os) =>
      os.map((o) => ({
        value: (o as HTMLOptionElement).value,
        end: o.getAttribute('data-end') ?? '',
        text: o.textContent ?? '',
      })),
    );
    let best: { value: string; score: number } | null = null;
    const goals = enemies.length > 0 ? enemies : [ENEMY_START[seat]];
    for (const o of options) {
      const at = /^(\d\d)(\d\d)$/.exec(o.end);
      const end = parseLabel(o.end);
      if (!end.ok || !at || Number(at[1]) < 2 || Number(at[1]) > 29) continue;
      if (Number(at[2]) < 2 || Number(at[2]) > 19) continue;
      const score = Math.min(...goals.map((e) => distance(end.value, e)));
      if (!best || score < best.score) best = { value: o.value, score };
    }
    if (best) await select.selectOption(best.value);
  }
  await page.locator('[data-testid=move-submit]').click();
}

describe('Star Cruiser Lite in real Chromium', () => {
  const server = browserSuite();

  test('two players and a spectator play Bismarck at Bay from the lobby to its end', async () => {
    const a = await server.newPlayer();
    const b = await server.newPlayer();
    const spectator = await server.newPlayer();
    const watches = {
      B: watchFrames(b, 'B'),
      A: watchFrames(a, 'A'),
      spectator: watchFrames(spectator, null),
    };

    const { inviteB, gameId } = await createSclGame(a, server.url, 'bismarck_at_bay', {
      movement: 'standard',
    });
    await b.goto(inviteB);
    await spectator.goto(`${server.url}/#/watch/${gameId}`);
    await spectator.locator('[data-testid=spectator-note]').waitFor();

    const seats = { A: a, B: b } as const;
    const shots = new Set<string>();
    for (let round = 0; round < 1500; round += 1) {
      if ((await a.locator('[data-testid=end-screen]').count()) > 0) break;
      let acted = false;
      for (const seat of ['A', 'B'] as const) {
        const page = seats[seat];
        if (!(await owesDecision(page))) continue;
        const kind = (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
        const before = (await logLines(page)).length;
        if (kind === 'prepare') {
          for (const box of await page.locator('input[data-testid^=prepare-launch-]').all())
            await box.check();
          await page.locator('[data-testid=prepare-submit]').click();
          if (seat === 'A' && !shots.has('submitted')) {
            shots.add('submitted');
            await a.locator('[data-testid=submitted]').waitFor();
          }
        } else if (kind === 'move') {
          await move(page, seat);
        } else if (kind === 'fire') {
          if (seat === 'A' && !shots.has('fire')) {
            shots.add('fire');
            await screenshot(a, 'scl-fire');
            await a.setViewportSize({ width: 360, height: 740 });
            await screenshot(a, 'scl-phone-fire');
            await a.setViewportSize({ width: 1280, height: 800 });
          }
          await page.locator('[data-testid=fire-submit]').click();
        } else continue;
        acted = true;
        await expect
          .poll(async () => {
            const error = page.locator('[data-testid=order-error]');
            if ((await error.count()) > 0) throw new Error(`Refused: ${await error.textContent()}`);
            return (
              (await logLines(page)).length > before ||
              (await page.locator('[data-testid=orders]').getAttribute('data-kind')) !== kind ||
              !(await owesDecision(page))
            );
          })
          .toBe(true);
      }
      if (!acted) await a.waitForTimeout(100);
    }

    for (const page of [a, b, spectator]) await page.locator('[data-testid=end-screen]').waitFor();
    await screenshot(a, 'scl-end');
    const log = await logLines(a);
    if (process.env.SCL_DEBUG) console.log(log.join('\n'));
    expect(log.some((l) => l.includes('concedes'))).toBe(false);
    // Missiles flew; the ships fought, every die explained.
    expect(log.some((l) => /launches/.test(l))).toBe(true);
    expect(log.some((l) => /^SR-10 AM\d+ moves \d+ hex/.test(l))).toBe(true);
    const attacks = log.filter((l) => /fires beam at|missile attack on/.test(l));
    expect(attacks.length).toBeGreaterThan(0);
    for (const l of attacks) expect(l).toMatch(/d6 \d/);
    const checks = log.filter((l) => l.startsWith('System check'));
    if (checks.length > 0) expect(checks[0]).toMatch(/survives on d6 − CQ ≤ \d/);

    // No frame carried the position of a unit its receiver had not detected.
    for (const [who, watch] of Object.entries(watches)) {
      expect(watch.leaks, who).toEqual([]);
      expect(watch.frames, who).toBeGreaterThan(0);
    }
    // Far apart at the start, neither side (nor the spectator) is sent the other's ships; later
    // each detected enemy is.
    expect(watches.B.firstView).toBe(0);
    expect(watches.A.firstView).toBe(0);
    expect(watches.spectator.firstView).toBe(0);
    expect(watches.B.seen.size).toBeGreaterThan(0);
    expect(watches.A.seen.size).toBeGreaterThan(0);

    const response = await fetch(`${server.url}/api/games/${gameId}/record`);
    expect(response.status).toBe(200);
    const record = (await response.json()) as GameRecord;
    expect(record.ruleset.id).toBe('scl');
    const verified = verifyRecord(record, RULESETS);
    expect(verified.ok, JSON.stringify(verified.ok ? null : verified.error)).toBe(true);

    await a.goto(`${server.url}/#/replay/${gameId}`);
    await a.locator('[data-testid=replay-scrubber]').waitFor();
    await screenshot(a, 'scl-replay');
    await a.goto(`${server.url}/#/help/scl`);
    await a.locator('[data-testid=rules-scl]').waitFor();
    expect(await a.locator('[data-testid=ruling]').count()).toBeGreaterThan(5);
    await screenshot(a, 'scl-help');
  }, 400_000);
});
