import type { AccountClient } from './account-client.js';

/**
 * A three-day correspondence Starfire Patrol game titled "Letters", made through the HTTP API:
 * `creator` holds seat A and keeps B for `invitee` (signed up as `inviteeUsername`), who takes
 * it. Returns the game's id; throws when the seat could not be taken.
 */
export async function correspondenceGame(
  creator: AccountClient,
  invitee: AccountClient,
  inviteeUsername: string,
): Promise<string> {
  const created = await creator.request('POST', '/api/games', {
    ruleset: 'starfire',
    setup: { scenario: 'patrol' },
    title: 'Letters',
    creatorSeat: 'A',
    timeControl: { kind: 'correspondence', perDecisionSeconds: 3 * 86400 },
  });
  const gameId = created.json.gameId as string;
  await creator.request('POST', `/api/games/${gameId}/seats/B/invite-user`, {
    username: inviteeUsername,
  });
  const taken = await invitee.request('POST', `/api/games/${gameId}/my-seat`);
  if (taken.status !== 200) throw new Error(`taking seat B failed: ${taken.status}`);
  return gameId;
}
