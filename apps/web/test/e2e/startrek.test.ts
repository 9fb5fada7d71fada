/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { RULESETS, verifyRecord, type GameRecord } from '@broadside/rules';
import {
  browserSuite,
  logLines,
  owesDecision,
  panelState,
  screenshot,
  logGrowsPast,
} from './harness.js';

/**
 * Issue "Fourth ruleset: Star Trek Ship Battles", the proof: a Cloaked Ambush (two Klingon
 * raiders under cloak, six tokens each) is created from the lobby and played to its turn limit
 * through the UI by two players in separate browser contexts while a spectator on a phone-sized
 * page watches. The Klingons spread their tokens, later drop one cloak out of turn; the
 * Federation scans tokens and fires whenever it can; each side drops the initiative die that
 * makes the totals equal whenever it can, so equal-initiative actions happen. The raw WebSocket
 * frames of the opponent and the spectator never name a real token before a scan (then only to
 * the seats) or the decloak, equal-initiative actions travel secretly and are revealed together,
 * and the downloaded record verifies.
 */

/** What one page's socket received that it should not have, and what it saw. */
interface FrameWatch {
  readonly leaks: string[];
  /** `actions_revealed` batches seen, with both seats' orders in them. */
  reveals: number;
  /** `action_submitted` events seen of the other seat (each must come without its order). */
  foreignSubmissions: number;
  /** Scan results (`real` true or false) seen. */
  scanResults: number;
  scanned: boolean;
  decloaked: Set<string>;
  /** Real tokens named (the owner's frames: the watch's own check that it sees them). */
  named: number;
}

type Json = Record<string, unknown>;

function events(frame: Json): Json[] {
  return Array.isArray(frame.events) ? (frame.events as Json[]) : [];
}

/** Every object in a value, depth first. */
function objects(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) objects(v, out);
  else if (typeof value === 'object' && value !== null) {
    out.push(value as Json);
    for (const v of Object.values(value)) objects(v, out);
  }
  return out;
}

/**
 * Watches the raw frames of a page of `seat` (`null`: a spectator) for the secrets of the
 * Klingons (side B): a real token named (`real` as a token id), a cloaked ship's position, a scan
 * result (only the seats, only after a scan) and the other side's secret action.
 */
function watchFrames(page: Page, seat: 'A' | 'B' | null): FrameWatch {
  const watch: FrameWatch = {
    leaks: [],
    reveals: 0,
    foreignSubmissions: 0,
    scanResults: 0,
    scanned: false,
    decloaked: new Set(),
    named: 0,
  };
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      let frame: Json;
      try {
        frame = JSON.parse(payload) as Json;
      } catch {
        return;
      }
      const where = `${String(frame.type)} seq ${String(frame.seq)}`;
      const batch = events(frame);
      for (const e of batch) {
        if (e.type === 'token_scanned' && Number(e.successes) > 0) watch.scanned = true;
        if (e.type === 'ship_decloaked') watch.decloaked.add(String(e.ship));
        if (e.type === 'action_submitted' && e.seat !== seat) {
          watch.foreignSubmissions += 1;
          if ('order' in e) watch.leaks.push(`${where}: side ${String(e.seat)}'s secret action`);
        }
        if (e.type === 'actions_revealed') {
          const seats = (e.actions as Json[]).map((x) => x.seat).join();
          if (seats === 'A,B') watch.reveals += 1;
          else watch.leaks.push(`${where}: a reveal without both actions (${seats})`);
        }
      }
      if (seat === 'B') {
        watch.named += objects(frame).filter((o) => typeof o.real === 'string').length;
        return;
      }
      for (const o of objects(frame)) {
        // The real token by name: never, to the opponent or a spectator.
        if (typeof o.real === 'string') watch.leaks.push(`${where}: real token ${o.real} named`);
        // What a scan found: to the seats after a scan, never to a spectator.
        if (typeof o.real === 'boolean') {
          watch.scanResults += 1;
          if (seat === null) watch.leaks.push(`${where}: a scan result shown to a spectator`);
          else if (!watch.scanned) watch.leaks.push(`${where}: a scan result before any scan`);
        }
        // A cloaked Klingon ship's own position.
        if (typeof o.cls === 'string' && o.side === 'B' && o.cloak && o.hex !== null)
          watch.leaks.push(`${where}: the position of cloaked ${String(o.id)}`);
      }
    }),
  );
  return watch;
}

/** The initiative total a page shows for a side. */
async function total(page: Page, seat: string): Promise<number> {
  return Number(await page.locator(`[data-testid=initiative-${seat}]`).getAttribute('data-total'));
}

/** Picks the die to drop that makes this side's next total equal the other's, when one does. */
async function dropForTie(page: Page, seat: 'A' | 'B'): Promise<void> {
  const select = page.locator('[data-testid=act-drop]');
  const other = await total(page, seat === 'A' ? 'B' : 'A');
  const mine = await total(page, seat);
  const values = await select
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const tie = values.find((v) => mine - Number(v) === other);
  if (tie) await select.selectOption(tie);
}

/**
 * Clicks the first of `types` that a ship (or the side) offers, trying the ships in turn; the
 * type clicked, or null when none is offered.
 */
async function chooseAction(page: Page, types: readonly string[]): Promise<string | null> {
  // Short clicks: a batch arriving meanwhile redraws the panel, and a button it removed would
  // hold a normal click for 30 s; the caller's poll looks again instead.
  const click = { timeout: 2_000 };
  const ships = await page.locator('[data-testid^=act-ship-]').all();
  try {
    for (const type of types) {
      for (const ship of ships) {
        await ship.click(click);
        const button = page.locator(`[data-testid=act-type-${type}]`);
        if ((await button.count()) > 0) {
          await button.click(click);
          return type;
        }
      }
      const button = page.locator(`[data-testid=act-type-${type}]`);
      if ((await button.count()) > 0) {
        await button.click(click);
        return type;
      }
    }
  } catch {
    return null;
  }
  return null;
}

/** Spreads the selected cloaked ship's tokens: "Fan out" sends each to its own place. */
async function spreadTokens(page: Page): Promise<void> {
  await page.locator('[data-testid=act-fan-out]').click();
}

describe('the Star Trek rules in real Chromium', () => {
  const server = browserSuite();

  test('two players and a spectator play a Cloaked Ambush from the lobby to its end', async () => {
    const a = await server.newPlayer();
    const b = await server.newPlayer();
    const spectator = await server.newPlayer();
    await spectator.setViewportSize({ width: 360, height: 740 });
    const watches = {
      A: watchFrames(a, 'A'),
      B: watchFrames(b, 'B'),
      spectator: watchFrames(spectator, null),
    };

    // Create the game in the lobby: Star Trek, the Cloaked Ambush.
    await a.goto(`${server.url}/`);
    await a.locator('[data-testid=create-ruleset]').selectOption('startrek');
    await a.locator('[data-testid=create-scenario]').selectOption('ambush');
    await a.locator('[data-testid=create-submit]').click();
    const invite = a.locator('[data-testid=invite-B]');
    await invite.waitFor();
    const inviteB = await invite.inputValue();
    const gameId = /#\/game\/([^?]+)/.exec(inviteB)?.[1] ?? '';
    await a.locator('[data-testid=enter-game] button').click();
    await b.goto(inviteB);
    await spectator.goto(`${server.url}/#/watch/${gameId}`);
    await spectator.locator('[data-testid=spectator-note]').waitFor();
    await b.locator('[data-testid=initiative]').waitFor();

    const seats = { A: a, B: b } as const;
    const shots = new Set<string>();
    let bActions = 0;
    for (let round = 0; round < 600; round += 1) {
      if ((await a.locator('[data-testid=end-screen]').count()) > 0) break;
      let acted = false;
      for (const seat of ['A', 'B'] as const) {
        const page = seats[seat];
        // The Klingons drop the first raider's cloak out of turn, once they have acted a while.
        if (
          seat === 'A' &&
          bActions >= 6 &&
          !shots.has('decloak') &&
          (await b.locator('[data-testid=decloak-B1]').count()) > 0
        ) {
          shots.add('decloak');
          const before = (await logLines(b)).length;
          await b.locator('[data-testid=decloak-B1]').click();
          await expect.poll(async () => (await logLines(b)).length).toBeGreaterThan(before);
        }
        if (!(await owesDecision(page))) continue;
        const kind = (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
        const dialog = page.locator('[data-testid=allocate-confirm]');
        const before = (await logLines(page)).length;
        if ((await dialog.count()) > 0) {
          if (!shots.has('allocate')) {
            shots.add('allocate');
            await screenshot(page, 'startrek-allocate');
          }
          await dialog.click();
        } else if (kind === 'repair') {
          await page.locator('[data-testid=repair-submit]').click();
        } else if (kind === 'action') {
          if (seat === 'B') bActions += 1;
          const firstMove = seat === 'B' && bActions <= 2;
          // A raider whose cloak a hit knocked offline, or whose engines are gone, cannot move
          // cloaked: it does what it can (the dice are the server's, so this varies by run).
          const types = firstMove
            ? ['move_cloaked', 'move', 'fire', 'pass']
            : seat === 'A'
              ? // The Federation scans a token as soon as it may, once: whether it would ever
                // choose to over firing depends on the server's dice, and the log must show one.
                shots.has('scan')
                ? ['fire', 'detonate', 'launch', 'scan', 'pass']
                : ['scan', 'fire', 'detonate', 'launch', 'pass']
              : ['fire', 'detonate', 'launch', 'pass'];
          // The panel may be redrawn by a batch arriving meanwhile: look again until it settles.
          let chosen: string | null = null;
          await expect
            .poll(async () => (chosen = await chooseAction(page, types)), { timeout: 15_000 })
            .not.toBeNull()
            .catch(async (error: unknown) => {
              throw new Error(`${String(error)}\n${await panelState(page, `seat ${seat}`)}`);
            });
          if (chosen === 'move_cloaked') await spreadTokens(page);
          if (chosen === 'scan') shots.add('scan');
          await dropForTie(page, seat);
          if (seat === 'A' && round > 4 && !shots.has('action')) {
            shots.add('action');
            await screenshot(page, 'startrek-action');
            await page.setViewportSize({ width: 360, height: 740 });
            await screenshot(page, 'startrek-phone-action');
            await page.setViewportSize({ width: 1280, height: 800 });
          }
          await page.locator('[data-testid=act-submit]').click();
        } else continue;
        acted = true;
        await logGrowsPast(page, before);
      }
      if (round === 20 && !shots.has('phone')) {
        shots.add('phone');
        await screenshot(spectator, 'startrek-phone-spectator');
      }
      if (!acted) await a.waitForTimeout(100);
    }

    // Everyone reaches the end screen: the turn limit ended it, not a concession.
    for (const page of [a, b, spectator]) await page.locator('[data-testid=end-screen]').waitFor();
    await screenshot(a, 'startrek-end');
    const log = await logLines(a);
    expect(log.some((l) => l.includes('concedes'))).toBe(false);
    expect(log.some((l) => l.startsWith('Turn 8'))).toBe(true);
    expect(log.some((l) => /scans token K\d+: \[[\d ]+\] vs \d\+/.test(l))).toBe(true);
    // The log names sides by their players (or, unnamed, by the ruleset's name for the side).
    const summary = (await (await fetch(`${server.url}/api/games/${gameId}`)).json()) as {
      seats: { seat: string; name: string }[];
    };
    const sideB = summary.seats.find((s) => s.seat === 'B')?.name ?? 'side B';
    const initiativeB = new RegExp(
      `Initiative: ${sideB.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} rolls \\[[\\d ]{7}\\]`,
    );
    expect(log.some((l) => initiativeB.test(l))).toBe(true);
    expect(log.some((l) => /Equal initiative at \d+: both actions revealed together/.test(l))).toBe(
      true,
    );
    await expect.poll(async () => (await logLines(spectator)).length).toBe(log.length);

    // No frame told the Federation or the spectator which token was real before a scan or the
    // decloak; equal-initiative actions came secret, then both together.
    for (const [who, watch] of Object.entries(watches)) {
      expect(watch.leaks, who).toEqual([]);
      expect(watch.reveals, who).toBeGreaterThan(0);
    }
    expect(watches.A.foreignSubmissions + watches.B.foreignSubmissions).toBeGreaterThan(0);
    expect(watches.A.decloaked.has('B1')).toBe(true);
    expect(watches.B.named).toBeGreaterThan(0);
    expect(watches.spectator.scanResults).toBe(0);

    // The record verifies in this process, as `broadside verify` does.
    const response = await fetch(`${server.url}/api/games/${gameId}/record`);
    expect(response.status).toBe(200);
    const record = (await response.json()) as GameRecord;
    expect(record.ruleset.id).toBe('startrek');
    const verified = verifyRecord(record, RULESETS);
    expect(verified.ok, JSON.stringify(verified.ok ? null : verified.error)).toBe(true);

    // The replay rebuilds the game on the Star Trek board; the rules page is in the app.
    await a.goto(`${server.url}/#/replay/${gameId}`);
    await a.locator('[data-testid=replay-scrubber]').waitFor();
    for (let i = 0; i < 40; i += 1) await a.keyboard.press('ArrowLeft');
    await a.locator('[data-testid=unit-A1]').first().waitFor();
    await screenshot(a, 'startrek-replay');
    await a.goto(`${server.url}/#/help/startrek`);
    await a.locator('[data-testid=rules-startrek]').waitFor();
    expect(await a.locator('[data-testid=class-table] tbody tr').count()).toBe(7);
    await screenshot(a, 'startrek-help');
  }, 480_000);
});
