import type { Page } from 'playwright-core';
import { submitCreateForm } from './harness.js';

/**
 * Creates a Star Cruiser Lite game from the lobby's form (scenario and game options by id, e.g.
 * `{ movement: 'vector', command_control: 'on' }`), enters it as side A and returns side B's
 * invitation link and the game id.
 */
export async function createSclGame(
  page: Page,
  url: string,
  scenario: string,
  options: Readonly<Record<string, string>>,
): Promise<{ inviteB: string; gameId: string }> {
  await page.goto(`${url}/`);
  await page.locator('[data-testid=create-ruleset]').selectOption('scl');
  await page.locator('[data-testid=create-scenario]').selectOption(scenario);
  for (const [id, value] of Object.entries(options))
    await page.locator(`[data-testid=create-option-${id}]`).selectOption(value);
  return submitCreateForm(page);
}
