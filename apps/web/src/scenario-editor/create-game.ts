import { commonBody, DEFAULT_COMMON } from '../lobby/create-form.js';
import { createGame } from '../net/api.js';
import { holdGrant } from '../net/seat-store.js';

/**
 * Creates a game of an edited set-up through the lobby's own request (`POST /api/games` with
 * the create form's defaults: public, no clock, the creator on side A) and keeps the creator's
 * seat in this browser, as the lobby does. Resolves with the new game's id.
 */
export async function createEditedGame(ruleset: string, setup: unknown): Promise<string> {
  const created = await createGame(commonBody(DEFAULT_COMMON, ruleset, setup));
  if (created.creator) holdGrant(localStorage, created.creator, true);
  return created.gameId;
}
