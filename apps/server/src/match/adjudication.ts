import type { GameResult } from '@broadside/rules';
import { broadcastEntry, prepareChange } from './commit.js';
import type { LiveGame } from './live-game.js';
import type { MatchContext } from './match-context.js';

/**
 * Ends a live game with the result its tournament organiser gave it (an adjudication, or a
 * withdrawal that settled its board): an `adjudication` entry (docs/record-format.md, Entries)
 * that leaves the state as it is, committed like a timeout. The clocks stop, everyone in the
 * game gets the game-over batch once it is durable, and the finish listeners (tournaments,
 * notifications) and bots hear of it; `afterDurable` runs last. False, and nothing done, when
 * the game is not live.
 */
export function commitAdjudication(
  ctx: MatchContext,
  game: LiveGame,
  result: GameResult,
  now: number,
  afterDurable: () => void,
): boolean {
  if (game.header.status !== 'live') return false;
  const change = prepareChange(
    ctx,
    game,
    {
      kind: 'adjudication',
      seat: '',
      clientOrderId: null,
      order: result,
      dice: [],
      state: game.state,
      events: [],
      result,
    },
    now,
  );
  ctx.commits.enqueue(change, () => {
    broadcastEntry(game, change, now);
    ctx.onFinished(game);
    afterDurable();
    ctx.bots?.changed(game.id);
  });
  return true;
}
