import type { GameSummary } from '@broadside/protocol';
import { routeHref } from '../app/routes.js';
import { claimOpenSeat } from '../net/api.js';
import type { KeyValueStorage } from '../net/storage.js';
import { holdGrant, type HeldSeat } from '../net/seat-store.js';
import { rememberedName } from '../net/player-name.js';

/**
 * The seats of a listed game that this browser may claim with one click: the free seats of a
 * public game still waiting for players. None when this browser already holds a seat in it
 * (it resumes instead) and none in a private game (its seats need their invites).
 */
export function joinableSeats(game: GameSummary, held: HeldSeat | null): readonly string[] {
  if (held !== null || game.status !== 'open' || game.visibility !== 'public') return [];
  return game.openSeats;
}

/**
 * Claims a free seat of a public game without an invite and keeps its seat token in `storage`
 * the way an invite link does, so the game opens (and reopens after a reload) with that seat.
 * The seat carries the name this browser plays under, when it has one.
 * Returns the game's route; throws the server's refusal (e.g. `game/seat_taken`) as `ApiError`.
 */
export async function claimSeat(
  storage: KeyValueStorage,
  gameId: string,
  seat: string,
): Promise<string> {
  const grant = await claimOpenSeat(gameId, seat, rememberedName(storage) || undefined);
  holdGrant(storage, grant);
  return routeHref({ page: 'game', gameId: grant.gameId, seat: null, invite: null });
}
