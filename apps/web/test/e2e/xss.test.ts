/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, createPatrol, owesDecision } from './harness.js';

/**
 * Hostile text in every field a person can type that others see: the creator's name, the
 * game's title, the joining player's name and chat lines. Each payload would set
 * `window.__pwned` if the page ever treated it as markup; the page must show it as text.
 * (Issue "Hardening", docs/security.md, "A malicious client".)
 */
const PAYLOADS = {
  creator: '<img src=x onerror="window.__pwned=1">',
  title: '"><svg onload="window.__pwned=2">',
  joiner: '<script>window.__pwned=3</script>',
  chat: '<iframe srcdoc="<script>parent.__pwned=4</script>"></iframe>',
  spectatorChat: 'javascript:window.__pwned=5 <a href="javascript:window.__pwned=5">x</a>',
} as const;

/** Whether any payload ran on this page. */
const pwned = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null);

/** Every text in the page, shadow roots included. */
const allText = (page: Page) =>
  page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        for (const node of el.childNodes)
          if (node.nodeType === 3) parts.push(node.textContent ?? '');
        if (el instanceof HTMLInputElement) parts.push(el.value);
      }
    };
    walk(document);
    return parts.join('\n');
  });

/** Elements that no Broadside page renders, in any shadow root. */
const injected = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('script:not([type=module]), iframe, img[src=x]'))
        found.push(el.tagName.toLowerCase());
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return found;
  });

describe('hostile text is shown as text, never run', () => {
  const suite = browserSuite();

  test('names, title and chat lines with markup, on the lobby, both seats and a spectator', async () => {
    const a = await suite.newPlayer();
    const b = await suite.newPlayer();
    const watcher = await suite.newPlayer();
    const { gameId, inviteB } = await createPatrol(a, suite.url, {
      name: PAYLOADS.creator,
      prepare: (page) => page.locator('[data-testid=create-title]').fill(PAYLOADS.title),
    });
    // The lobby lists the open game with its hostile title and creator's name.
    const lobby = await suite.newPlayer();
    await lobby.goto(`${suite.url}/`);
    await expect.poll(() => allText(lobby), { timeout: 15_000 }).toContain(PAYLOADS.title);
    expect(await allText(lobby)).toContain(PAYLOADS.creator);

    await b.addInitScript(
      (name) => localStorage.setItem('broadside.playerName', name),
      PAYLOADS.joiner,
    );
    await b.goto(inviteB);
    await expect.poll(() => owesDecision(a), { timeout: 20_000 }).toBe(true);
    await watcher.goto(`${suite.url}/#/watch/${gameId}`);

    await a.keyboard.press('c');
    await a.locator('[data-testid=chat-input]').fill(PAYLOADS.chat);
    await a.keyboard.press('Enter');
    await b.locator('[data-testid=tab-chat]').click();
    await expect
      .poll(() => b.locator('[data-testid=chat-lines]').textContent())
      .toContain(PAYLOADS.chat);
    await watcher.locator('[data-testid=tab-chat]').click();
    await watcher.locator('[data-testid=chat-input]').fill(PAYLOADS.spectatorChat);
    await watcher.keyboard.press('Enter');
    await expect
      .poll(() => watcher.locator('[data-testid=chat-lines]').textContent())
      .toContain(PAYLOADS.spectatorChat);

    for (const page of [a, b, watcher, lobby]) {
      expect(await pwned(page)).toBeNull();
      expect(await injected(page)).toEqual([]);
    }
  }, 120_000);
});
