import type { PendingDecision } from '@broadside/rules';
import type { GameStore } from '../store/types.js';
import { currentContext, eventsFrame } from './frames.js';
import { isDelayed, turnOf, type DelayedBatch, type LiveGame } from './live-game.js';
import { replayEntry, stateAt } from './rebuild.js';

/** How far back a restart looks for batches still held from spectators. */
const RESTORE_WINDOW = 500;

/** Whether a held batch may now be shown to spectators. */
function isDue(game: LiveGame, batch: DelayedBatch, now: number): boolean {
  const delay = game.header.spectatorDelay;
  if (!isDelayed(game)) return true;
  if (delay.kind === 'seconds') return batch.dueAt <= now;
  if (delay.kind === 'turns') return batch.turn <= (turnOf(game.state) ?? 0) - delay.turns;
  return true;
}

/** Holds a spectator frame back until the delay allows it. */
export function holdForSpectators(
  game: LiveGame,
  seq: number,
  at: number,
  turn: number,
  frame: string,
): void {
  const delay = game.header.spectatorDelay;
  const dueAt = delay.kind === 'seconds' ? at + delay.seconds * 1000 : at;
  game.delayed.push({ seq, dueAt, turn, frame });
}

/**
 * Takes the held batches that are now due, oldest first, and moves the spectators' sequence
 * on. Everything is due once the game is over.
 */
export function takeDueBatches(game: LiveGame, now: number): DelayedBatch[] {
  let count = 0;
  while (count < game.delayed.length && isDue(game, game.delayed[count]!, now)) count += 1;
  if (count === 0) return [];
  const due = game.delayed.splice(0, count);
  game.spectatorSeq = due.at(-1)!.seq;
  game.spectatorView = null;
  return due;
}

/**
 * The spectator view at the spectators' sequence, with who owed a decision then (rebuilt from
 * the store when the delay holds batches back).
 */
export function delayedSpectatorView(
  game: LiveGame,
  store: GameStore,
): { view: unknown; pending: readonly PendingDecision[] } {
  if (game.spectatorSeq === game.header.seq) {
    return { view: game.ruleset.view(game.state, { kind: 'spectator' }), pending: game.pending };
  }
  if (game.spectatorView?.seq !== game.spectatorSeq) {
    const { state } = stateAt(store, game.ruleset, game.dice, game.id, game.spectatorSeq);
    game.spectatorView = {
      seq: game.spectatorSeq,
      view: game.ruleset.view(state, { kind: 'spectator' }),
      pending: game.ruleset.pending(state),
    };
  }
  return { view: game.spectatorView.view, pending: game.spectatorView.pending };
}

/**
 * After a load from the store: replays the recent log to find which batches spectators could
 * already see and holds the rest again, so that a restart never shortens the delay.
 */
export function restoreDelayedBatches(game: LiveGame, store: GameStore, now: number): void {
  if (!isDelayed(game) || game.header.seq === 0) return;
  const from = Math.max(0, game.header.seq - RESTORE_WINDOW);
  let { state } = stateAt(store, game.ruleset, game.dice, game.id, from);
  const entries = store.entries(game.id, from + 1, game.header.seq);
  const context = currentContext(game, now);
  game.spectatorSeq = from;
  for (const entry of entries) {
    state = replayEntry(game.ruleset, state, entry, game.dice);
    const frame = eventsFrame(game, { kind: 'spectator' }, entry, context);
    holdForSpectators(game, entry.seq, entry.at, turnOf(state) ?? 0, frame);
  }
  takeDueBatches(game, now);
}
