import type { SeatId } from '@broadside/rules';
import { broadcastEntry, prepareChange } from './commit.js';
import type { LiveGame } from './live-game.js';
import type { MatchContext } from './match-context.js';

/**
 * Answers a seat that did not decide in time — its clock ran out, or the server's bot for it
 * failed to decide — with the ruleset's `timeout`, through the same group commit as an order:
 * recorded in the log, broadcast once durable. `afterDurable` runs after the broadcast.
 */
export function commitTimeout(
  ctx: MatchContext,
  game: LiveGame,
  seat: SeatId,
  now: number,
  afterDurable: (finished: boolean) => void,
): void {
  game.recording.take();
  const applied = game.ruleset.timeout(game.state, seat, game.recording);
  const dice = game.recording.take();
  const change = prepareChange(
    ctx,
    game,
    { kind: 'timeout', seat, clientOrderId: null, order: null, dice, ...applied },
    now,
  );
  ctx.commits.enqueue(change, () => {
    broadcastEntry(game, change, now);
    if (change.finished) ctx.onFinished(game);
    afterDurable(change.finished);
    ctx.bots?.changed(game.id);
  });
  ctx.queues?.run(game);
}
