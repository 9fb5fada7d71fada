import type { Page } from 'playwright-core';

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
  await page.locator('[data-testid=create-submit]').click();
  const invite = page.locator('[data-testid=invite-B]');
  await invite.waitFor();
  const inviteB = await invite.inputValue();
  const gameId = /#\/game\/([^?]+)/.exec(inviteB)?.[1] ?? '';
  await page.locator('[data-testid=enter-game] button').click();
  return { inviteB, gameId };
}
