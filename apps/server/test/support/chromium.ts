import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; tests never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for headless Chromium on a machine whose only network is loopback. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/**
 * Launches real headless Chromium. Playwright gives it a fresh, empty profile directory and
 * removes it on close; each `browser.newContext()` is isolated like a separate browser
 * (its own storage and cookies), which is how tests stand up several players.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
}
