import type { Clocks, Role } from '@broadside/protocol';
import type { GameStore } from '../store/types.js';
import { eventsFrame, type BatchContext } from './frames.js';
import { isDelayed, type DelayedBatch, type LiveGame } from './live-game.js';
import { replayEntry, stateAt } from './rebuild.js';

const SPECTATOR: Role = { kind: 'spectator' };

/**
 * What a spectator frame built after the fact (a restart, a catch-up) carries besides its
 * events, as of a state spectators may see: the decisions owed then. The clocks of that moment
 * are not stored, so every seat's clock is shown stopped and without its time; the clocks of
 * now would tell who owes a decision now.
 */
export function delayedContext(game: LiveGame, state: unknown, now: number): BatchContext {
  const seats: Clocks['seats'] = {};
  for (const seat of Object.keys(game.header.clocks.seats))
    seats[seat] = { remainingMs: null, running: false, deadline: null };
  return {
    status: 'live',
    pending: (viewer) => game.ruleset.viewPending(state, viewer),
    clocks: { kind: game.header.timeControl.kind, seats, serverTime: now },
    result: null,
  };
}

/**
 * The spectator `events` frames of the stored batches `from`…`to`, each with the decisions owed
 * just after it (the log is replayed from the snapshot before `from`); `lastView` goes with the
 * last one.
 */
export function delayedCatchUpFrames(
  game: LiveGame,
  store: GameStore,
  from: number,
  to: number,
  now: number,
  lastView?: unknown,
): string[] {
  let { state } = stateAt(store, game.ruleset, game.dice, game.id, from - 1);
  return store.entries(game.id, from, to).map((entry) => {
    state = replayEntry(game.ruleset, state, entry, game.dice);
    const context = delayedContext(game, state, now);
    return eventsFrame(game, SPECTATOR, entry, context, entry.seq === to ? lastView : undefined);
  });
}

/** Whether a held batch may now be shown to spectators. */
function isDue(game: LiveGame, batch: DelayedBatch, now: number): boolean {
  const delay = game.header.spectatorDelay;
  if (!isDelayed(game)) return true;
  if (delay.kind === 'seconds') return batch.dueAt <= now;
  if (delay.kind === 'turns')
    return batch.turn <= (game.ruleset.turn(game.state) ?? 0) - delay.turns;
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
 * the store when the delay holds batches back): the view, and the state it shows.
 */
export function delayedSpectatorView(
  game: LiveGame,
  store: GameStore,
): { view: unknown; state: unknown } {
  if (game.spectatorSeq === game.header.seq) {
    return { view: game.ruleset.view(game.state, { kind: 'spectator' }), state: game.state };
  }
  if (game.spectatorView?.seq !== game.spectatorSeq) {
    const { state } = stateAt(store, game.ruleset, game.dice, game.id, game.spectatorSeq);
    game.spectatorView = {
      seq: game.spectatorSeq,
      view: game.ruleset.view(state, { kind: 'spectator' }),
      state,
    };
  }
  return { view: game.spectatorView.view, state: game.spectatorView.state };
}

/**
 * The sequence number from which a restored game must hold batches back: every batch after it is
 * still inside the delay, or may be (a turns delay is judged again batch by batch on release).
 */
function firstPossiblyHeld(game: LiveGame, store: GameStore, now: number): number {
  const delay = game.header.spectatorDelay;
  if (delay.kind === 'seconds')
    return store.firstEntryAfter(game.id, now - delay.seconds * 1000) ?? game.header.seq + 1;
  if (delay.kind !== 'turns') return game.header.seq + 1;
  // Walk back snapshot by snapshot to one whose turn spectators could already see.
  const visibleTurn = (game.ruleset.turn(game.state) ?? 0) - delay.turns;
  let seq = game.header.seq;
  for (;;) {
    const snapshot = store.snapshotAtOrBefore(game.id, seq);
    if (!snapshot || snapshot.seq === 0) return 1;
    if ((game.ruleset.turn(snapshot.state) ?? 0) <= visibleTurn) return snapshot.seq + 1;
    seq = snapshot.seq - 1;
  }
}

/**
 * After a load from the store (a restart, or a failed commit): replays the log from the first
 * batch that may still be inside the delay and holds those batches again, so that neither ever
 * shortens the delay, however many batches it holds.
 */
export function restoreDelayedBatches(game: LiveGame, store: GameStore, now: number): void {
  if (!isDelayed(game) || game.header.seq === 0) return;
  const from = Math.max(0, firstPossiblyHeld(game, store, now) - 1);
  game.spectatorSeq = from;
  if (from >= game.header.seq) return;
  let { state } = stateAt(store, game.ruleset, game.dice, game.id, from);
  for (const entry of store.entries(game.id, from + 1, game.header.seq)) {
    state = replayEntry(game.ruleset, state, entry, game.dice);
    const context = delayedContext(game, state, now);
    const frame = eventsFrame(game, SPECTATOR, entry, context);
    holdForSpectators(game, entry.seq, entry.at, game.ruleset.turn(state) ?? 0, frame);
  }
  takeDueBatches(game, now);
}
