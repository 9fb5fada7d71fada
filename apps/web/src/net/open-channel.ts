import type { ReactiveControllerHost } from 'lit';
import type { AnyRuleset } from '@broadside/rules';
import { ApiError, getGame, joinSeat } from './api.js';
import { deadEndOf, noSuchGame, type DeadEnd } from '../game/dead-end.js';
import type { GameChannel } from '../rulesets/contract/channel.js';
import { GameConnection } from './game-connection.js';
import { LocalGame, type PracticeOptions } from './local-game.js';
import { heldSeat, holdGrant, type HeldSeat } from './seat-store.js';
import { loadAccount, mySeat } from './account.js';
import { rememberedName } from './player-name.js';
import type { Session } from './session.js';

/** How the battle screen is opened. */
export interface ChannelRequest {
  readonly mode: 'player' | 'spectator' | 'practice';
  /** The game id (in practice mode, the scenario id). */
  readonly gameId: string;
  /** Practice mode: the rules to run in the page and the unchecked set-up. */
  readonly practice?: {
    readonly rules: AnyRuleset;
    readonly setup: unknown;
    readonly options?: PracticeOptions;
  };
  /** Seat and invite from an invite link, if the page was opened through one. */
  readonly inviteSeat: string | null;
  readonly invite: string | null;
  readonly onChange: (next: Session, previous: Session) => void;
}

/**
 * Opens the game for a battle screen: a practice game in the page, a spectator socket, or a
 * player socket with the seat token this browser holds. An invite link claims its seat first
 * and stores the token, so a reload keeps the seat. Returns why, with a way on, when no channel
 * can be opened.
 */
export async function openChannel(
  host: ReactiveControllerHost,
  request: ChannelRequest,
): Promise<GameChannel | DeadEnd> {
  const { gameId, onChange } = request;
  if (request.mode === 'practice') {
    if (!request.practice)
      return {
        title: 'No practice game',
        detail: 'This client cannot run a practice game of this ruleset.',
        watchable: false,
      };
    const { rules, setup, options } = request.practice;
    return new LocalGame(host, rules, setup, options);
  }
  if (request.mode === 'spectator')
    return new GameConnection(host, { gameId, token: null, onChange });
  if (request.invite && request.inviteSeat) {
    try {
      const name = rememberedName(localStorage) || undefined;
      const grant = await joinSeat(gameId, request.inviteSeat, request.invite, name);
      holdGrant(localStorage, grant);
    } catch (e) {
      // An invite this browser already used is fine: the seat token is stored.
      if (!heldSeat(localStorage, gameId))
        return e instanceof ApiError
          ? deadEndOf(e.code, e.message, gameId)
          : deadEndOf('', String(e), gameId);
    }
    history.replaceState(null, '', `#/game/${encodeURIComponent(gameId)}`);
  }
  const held = heldSeat(localStorage, gameId) ?? (await accountSeat(gameId));
  if (!held) return noSeat(gameId);
  return new GameConnection(host, { gameId, token: held.token, onChange });
}

/**
 * The seat a signed-in player's account holds in the game (or a seat kept for the account),
 * fetched for this browser and remembered; null when signed out or the account has none.
 */
async function accountSeat(gameId: string): Promise<HeldSeat | null> {
  if (!(await loadAccount()).user) return null;
  try {
    holdGrant(localStorage, await mySeat(gameId));
    return heldSeat(localStorage, gameId);
  } catch {
    return null;
  }
}

/** Why a game link without a seat token opens nothing: no such game, or no seat here. */
async function noSeat(gameId: string): Promise<DeadEnd> {
  try {
    await getGame(gameId);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return noSuchGame(gameId);
  }
  return {
    title: 'You have no seat in this game',
    detail: 'This browser holds no seat in this game. Open your invite link, or watch instead.',
    watchable: true,
  };
}
