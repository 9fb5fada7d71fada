import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { BUILT_WEB_CLIENT, startServer, type RunningServer } from './server.js';

/** A test file's real server (serving the built web client) and real Chromium. */
export interface BrowserServer {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts the server with the built web client and Chromium before the file's tests, and closes
 * both after them. Read the fields inside tests (they are set once `beforeAll` has run).
 */
export function browserServer(): BrowserServer {
  const state: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    state.server = await startServer({ webDist: BUILT_WEB_CLIENT });
    state.browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.close();
  });
  return {
    get server() {
      if (!state.server) throw new Error('The server is not started yet.');
      return state.server;
    },
    get browser() {
      if (!state.browser) throw new Error('The browser is not launched yet.');
      return state.browser;
    },
  };
}
