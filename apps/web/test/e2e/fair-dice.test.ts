/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, owesDecision, screenshot } from './harness.js';
import { deploy, openPatrol } from './patrol-moves.js';

/** Opens the banner's dice chip and reads the whole commitment. */
async function commitmentShown(page: Page): Promise<string> {
  const chip = page.locator('[data-testid=dice-commitment]');
  await chip.waitFor();
  if ((await chip.getAttribute('open')) === null) await chip.locator('summary').click();
  return ((await page.locator('[data-testid=dice-commitment-full]').textContent()) ?? '').trim();
}

/** The fingerprint this browser kept for a game. */
function keptFingerprint(page: Page, gameId: string) {
  return page.evaluate(
    (id) => JSON.parse(localStorage.getItem(`broadside.fingerprint.${id}`) ?? 'null'),
    gameId,
  ) as Promise<{ seq: number; head: string } | null>;
}

describe('fair dice, seen and checked in the browser (issue 13)', () => {
  const suite = browserSuite();

  test('two players and a spectator see every commitment before turn 1; B verifies the downloaded record against the fingerprint B kept', async () => {
    const { a, b, spectator: watcher, gameId } = await openPatrol(suite);
    await expect.poll(() => owesDecision(a), { timeout: 20_000 }).toBe(true);

    // Before the first roll (Patrol rolls initiative after deployment): the server's commitment
    // and both seats' (each browser committed to a nonce when it took its seat, and revealed it
    // once both seats were taken), the same full hashes for all.
    const summary = (await (await fetch(`${suite.url}/api/games/${gameId}`)).json()) as {
      commitment: string;
      seq: number;
      seeding: { stage: string; seats: { seat: string; commitment: string | null }[] };
    };
    expect(summary.seq).toBe(0);
    expect(summary.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.seeding.stage).toBe('done');
    const seatCommitments = summary.seeding.seats.map((s) => s.commitment);
    expect(seatCommitments).toHaveLength(2);
    for (const c of seatCommitments) expect(c).toMatch(/^[0-9a-f]{64}$/);
    for (const page of [a, b, watcher]) {
      expect(await commitmentShown(page)).toBe(summary.commitment);
      for (const { seat, commitment } of summary.seeding.seats) {
        const shown = page.locator(`[data-testid=seat-commitment-${seat}]`);
        expect(((await shown.textContent()) ?? '').trim()).toBe(commitment);
      }
    }
    await screenshot(b, 'fair-dice-commitment');
    // On a phone the chip's panel fits the screen.
    await watcher.setViewportSize({ width: 360, height: 780 });
    const panel = await watcher.locator('[data-testid=dice-commitment-full]').boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= 360).toBe(true);
    await screenshot(watcher, 'fair-dice-commitment-phone');

    // Both deploy, then A concedes: the game ends after rolls have been made.
    await deploy(a, b);
    await expect
      .poll(async () => (await keptFingerprint(b, gameId))?.seq ?? 0)
      .toBeGreaterThanOrEqual(2);
    a.once('dialog', (d) => void d.accept());
    await a.locator('[data-testid=concede]').click();
    await b.locator('[data-testid=end-screen]').waitFor({ timeout: 20_000 });

    // B's browser kept the fingerprint of the last batch it saw, as the banner showed it.
    const kept = (await keptFingerprint(b, gameId))!;
    expect(kept.head).toMatch(/^[0-9a-f]{64}$/);

    // B downloads the record from the end screen …
    await b.locator('[data-testid=export-record]').waitFor();
    const [download] = await Promise.all([
      b.waitForEvent('download'),
      b.locator('[data-testid=export-record]').click(),
    ]);
    const file = await download.path();
    const record = JSON.parse(await readFile(file, 'utf8')) as {
      chain: string;
      entries: unknown[];
      dice: { derivation?: { seats: { commitment: string; nonce: string | null }[] } };
    };
    expect(record.entries.length).toBe(kept.seq);
    // The record reveals both nonces behind the commitments everyone saw before turn 1.
    expect(record.dice.derivation?.seats.map((s) => s.commitment)).toEqual(seatCommitments);
    for (const s of record.dice.derivation?.seats ?? []) expect(s.nonce).toMatch(/^[0-9a-f]{64}$/);

    // … and checks it on the "Verify a record" page, offline, with the fingerprint it kept.
    await b.goto(`${suite.url}/#/verify`);
    await b.locator('[data-testid=verify-file]').setInputFiles(file);
    await b.locator('[data-testid=verify-loaded]').waitFor();
    expect(await b.locator('[data-testid=verify-fingerprint]').inputValue()).toBe(kept.head);
    await expect
      .poll(() => b.locator('[data-testid=verify-key]').inputValue())
      .toMatch(/^[0-9a-f]{64}$/);
    await b.locator('[data-testid=verify-check]').click();
    const lines = b.locator('[data-testid=verify-lines] li');
    await expect.poll(() => lines.count()).toBe(3);
    for (const check of ['dice', 'fingerprint', 'signature'])
      expect(await b.locator(`[data-check=${check}]`).getAttribute('data-ok')).toBe('true');
    expect(await b.locator('[data-check=dice]').textContent()).toContain(
      'Seed made together by the server and seats A, B',
    );
    await screenshot(b, 'verify-record');
    await b.setViewportSize({ width: 360, height: 780 });
    await screenshot(b, 'verify-record-phone');
    await b.setViewportSize({ width: 1280, height: 800 });

    // A fingerprint that is not this game's history is refused, and says so.
    await b.locator('[data-testid=verify-fingerprint]').fill('ab'.repeat(32));
    await b.locator('[data-testid=verify-check]').click();
    await expect
      .poll(() => b.locator('[data-check=fingerprint]').getAttribute('data-ok'))
      .toBe('false');
    expect(await b.locator('[data-check=dice]').getAttribute('data-ok')).toBe('true');
  }, 120_000);
});
