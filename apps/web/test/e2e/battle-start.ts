import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { clickHex, createPatrol, owesDecision, type BrowserSuite } from './harness.js';

/** A Patrol that Ann (side A) created and a second browser joined: side A owes its deployment. */
async function joinedPatrol(suite: BrowserSuite): Promise<{ a: Page; b: Page; gameId: string }> {
  const a = await suite.newPlayer();
  const { gameId, inviteB } = await createPatrol(a, suite.url, { name: 'Ann' });
  const b = await suite.newPlayer();
  await b.goto(inviteB);
  await b.locator('hex-map').waitFor();
  await expect.poll(() => owesDecision(a), { timeout: 15_000 }).toBe(true);
  return { a, b, gameId };
}

/**
 * A Patrol between two browsers, both ships deployed (A at 1010 facing C, B at 3523 facing F):
 * the game is under way. Returns both pages and the game id.
 */
export async function deployedPatrol(
  suite: BrowserSuite,
): Promise<{ a: Page; b: Page; gameId: string }> {
  const { a, b, gameId } = await joinedPatrol(suite);
  await clickHex(a, '1010');
  await a.keyboard.press('3');
  await expect.poll(() => owesDecision(b), { timeout: 15_000 }).toBe(true);
  await clickHex(b, '3523');
  await b.locator('[data-testid=deploy-facing-F]').click();
  return { a, b, gameId };
}

/**
 * A Patrol between two browsers that side A (Ann) concedes at once: a finished game whose
 * replay, report and comments the tests open. Returns both pages and the game id.
 */
export async function concededPatrol(
  suite: BrowserSuite,
): Promise<{ a: Page; b: Page; gameId: string }> {
  const { a, b, gameId } = await joinedPatrol(suite);
  a.on('dialog', (d) => void d.accept());
  await a.locator('[data-testid=concede]').click();
  await a.locator('[data-testid=end-screen]').waitFor();
  return { a, b, gameId };
}

/** A duel of `ruleset` created through the API with side A taken; side B's invite link. */
export async function apiDuel(
  url: string,
  ruleset: string,
): Promise<{ gameId: string; invite: string }> {
  const res = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ruleset, setup: { scenario: 'duel' }, creatorSeat: 'A' }),
  });
  const created = (await res.json()) as { gameId: string; invites: { url: string }[] };
  return { gameId: created.gameId, invite: `${url}/${new URL(created.invites[0]!.url).hash}` };
}
