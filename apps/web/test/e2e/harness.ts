/// <reference types="node" />
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from '../../../server/test/support/chromium.js';
import { spawnTracked, stopTracked } from '../../../server/test/support/processes.js';

/**
 * Test harness for the browser tests: a real server (its production build, or its sources
 * through tsx) serving the built web client on a free port with a fresh database, and real
 * headless Chromium. Players are separate browser contexts, as separate browsers would be.
 */

const here = dirname(fileURLToPath(import.meta.url));
/** Repository root. */
export const ROOT = resolve(here, '../../../..');
/**
 * The built web client: `apps/web/dist`, or the folder named by `BROADSIDE_E2E_WEB_DIST` (a
 * build of one's own, e.g. `vite build --outDir`, that another build cannot replace mid-run).
 */
export const WEB_DIST = process.env.BROADSIDE_E2E_WEB_DIST ?? join(ROOT, 'apps/web/dist');
/**
 * Where the e2e run saves its screenshots: `test-results/screenshots` on every run, and the
 * README's `docs/screenshots` when `UPDATE_SCREENSHOTS=1` (so a plain test run leaves the
 * working tree unchanged).
 */
export const SCREENSHOTS =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(ROOT, 'docs/screenshots')
    : join(ROOT, 'test-results/screenshots');

/** Real headless Debian Chromium, launched the same way as the server's browser smoke test. */
export { launchChromium };

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const probe = createServer();
    probe.once('error', rej);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => res(port));
    });
  });
}

/** A running server process. */
export interface TestServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the server (from its sources) with a fresh data directory; throws when the web client is not built. */
export async function startServer(): Promise<TestServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`The web client is not built (${WEB_DIST}); run \`pnpm build\` first.`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'broadside-web-e2e-'));
  const port = await freePort();
  // The server's sources through tsx: never a stale build.
  // Its own process group, so tsx and the node it starts stop together, also after a failure.
  const child = spawnTracked(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'apps/server/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stopTracked(child);
      await rm(dataDir, { recursive: true, force: true });
      throw new Error('The server did not start.');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async close() {
      await stopTracked(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot for the README. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** Clicks the centre of the hex labelled `label` on the page's map, scrolling it into view. */
export async function clickHex(page: Page, label: string): Promise<void> {
  const point = await page.locator('hex-map').evaluate(async (el, l) => {
    const map = el as HTMLElement & {
      hexClientPoint(label: string): { x: number; y: number } | null;
      updateComplete: Promise<boolean>;
    };
    map.hexClientPoint(l);
    await map.updateComplete;
    return map.hexClientPoint(l);
  }, label);
  if (!point) throw new Error(`No hex ${label} on the map`);
  await page.mouse.click(point.x, point.y);
}

/** True when this page's player owes the decision now. */
export async function owesDecision(page: Page): Promise<boolean> {
  return (await page.locator('[data-testid=owed]').getAttribute('data-mine')) === 'yes';
}

/** The battle log as the page shows it, one string per line. */
export async function logLines(page: Page): Promise<string[]> {
  return (await page.locator('battle-log li').allTextContents()).map((t) => t.trim());
}

/**
 * What a battle page showed, for a failure's message: the owed marker, the orders panel's HTML,
 * the initiative strip's text (where the rules have one) and the last log lines.
 */
export async function panelState(page: Page, who: string): Promise<string> {
  const html = async (selector: string): Promise<string> => {
    const found = page.locator(selector);
    return (await found.count()) > 0 ? await found.first().evaluate((e) => e.outerHTML) : '—';
  };
  const initiative = page.locator('[data-testid=initiative]');
  const strip = (await initiative.count()) > 0 ? await initiative.first().innerText() : '—';
  const log = (await logLines(page)).slice(-8).join(' | ');
  return [
    `${who}; owed: ${(await html('[data-testid=owed]')).slice(0, 400)}`,
    `panel: ${(await html('[data-testid=orders]')).slice(0, 3000)}`,
    `initiative: ${strip.replace(/\s+/g, ' ')}`,
    `log: ${log}`,
  ].join('\n');
}

/** One test file's real server and browser, and a way to open a page as a new player. */
export interface BrowserSuite {
  /** The server's base URL (valid once the file's `beforeAll` has run). */
  readonly url: string;
  /** A page in a browser context of its own, as another person's browser would be. */
  newPlayer(): Promise<Page>;
}

/**
 * Starts a server and Chromium before the file's tests and closes them after; every page's
 * uncaught errors are collected and the file ends by checking there were none.
 */
export function browserSuite(): BrowserSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    expect(pageErrors).toEqual([]);
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('The server is not started yet.');
      return server.url;
    },
    async newPlayer() {
      if (!browser) throw new Error('The browser is not launched yet.');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.on('pageerror', (e) => pageErrors.push(e.message));
      return page;
    },
  };
}

/** How {@link createPatrol} fills the lobby's create form. */
export interface PatrolOptions {
  /** Open the lobby first (default true); false when the page is already there. */
  readonly navigate?: boolean;
  /** The creator's name, typed when given. */
  readonly name?: string;
  /** Runs on the filled form just before "Create game". */
  readonly prepare?: (page: Page) => Promise<void>;
}

/**
 * Creates a Patrol game in the lobby as side A and enters it; returns the game id and side B's
 * invite link.
 */
export async function createPatrol(
  a: Page,
  url: string,
  options: PatrolOptions = {},
): Promise<{ gameId: string; inviteB: string }> {
  if (options.navigate ?? true) await a.goto(`${url}/`);
  await a.locator('[data-testid=create-scenario]').selectOption('patrol');
  if (options.name !== undefined) await a.locator('[data-testid=create-name]').fill(options.name);
  await options.prepare?.(a);
  return submitCreateForm(a);
}

/**
 * Sends the lobby's filled create form, enters the new game as side A and returns the game id
 * and side B's invite link.
 */
export async function submitCreateForm(a: Page): Promise<{ gameId: string; inviteB: string }> {
  await a.locator('[data-testid=create-submit]').click();
  const invite = a.locator('[data-testid=invite-B]');
  await invite.waitFor();
  const inviteB = await invite.inputValue();
  const gameId = /#\/game\/([^?]+)/.exec(inviteB)?.[1] ?? '';
  await a.locator('[data-testid=enter-game] button').click();
  return { gameId, inviteB };
}

/**
 * What sticks out sideways on the page: elements (in any shadow root, outside the map's SVG)
 * whose right edge passes the viewport, and scroll boxes that scroll sideways. Empty when the
 * page fits its width. A box made to scroll sideways (`data-scrolls-sideways`, e.g. the phone
 * header's row of links) and what it holds are left out.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.closest('svg') || el.closest('[data-scrolls-sideways]')) continue;
        const style = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        const name = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className)}` : ''}`;
        if (r.width > 0 && r.right > innerWidth + 1)
          out.push(`${name} ends at ${Math.round(r.right)}`);
        if (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          el.scrollWidth > el.clientWidth + 1
        )
          out.push(`${name} scrolls sideways`);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return out;
  });
}

/**
 * Waits until the page's battle log has more than `before` lines: the order sent was played. A
 * refusal (or a cancelled queue) shown meanwhile fails the test with its words.
 */
export async function logGrowsPast(page: Page, before: number, timeout = 15_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const error = page.locator('[data-testid=order-error], [data-testid=queue-cancelled]');
        if ((await error.count()) > 0)
          throw new Error(`Refused: ${await error.first().textContent()}`);
        return (await logLines(page)).length;
      },
      { timeout },
    )
    .toBeGreaterThan(before);
}
