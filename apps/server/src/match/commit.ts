import type { Role } from '@broadside/protocol';
import type { DieRoll, SeatId } from '@broadside/rules';
import type { GameProgress, GameStore, LogEntry } from '../store/types.js';
import { earliestDeadline, stopClocks, updateClocks } from './clocks.js';
import { batchFrames, currentContext, type BatchContext } from './frames.js';
import {
  isDelayed,
  roleKey,
  turnOf,
  viewerOf,
  type LiveGame,
  type Subscriber,
} from './live-game.js';
import { holdForSpectators, takeDueBatches } from './spectator-delay.js';

/** A change to commit: the new state and the events that led to it. */
export interface Change {
  readonly kind: LogEntry['kind'];
  readonly seat: SeatId;
  readonly clientOrderId: string | null;
  readonly order: unknown;
  readonly state: unknown;
  readonly events: readonly unknown[];
  /** Dice the change rolled. */
  readonly dice: readonly DieRoll[];
}

/** Settings of the commit step. */
export interface CommitSettings {
  readonly store: GameStore;
  /** Take a snapshot every this many entries. */
  readonly snapshotEvery: number;
}

/** Timing of one commit, for metrics. */
export interface CommitReport {
  readonly entry: LogEntry;
  readonly dbSeconds: number;
  /** The change ended the game. */
  readonly finished: boolean;
}

/**
 * Makes a change durable, then applies it to the live game: appends the log entry, moves the
 * header (sequence, hash, status, result, clocks, deadline) and maybe snapshots, all in one
 * transaction. The in-memory game changes only after the transaction succeeded; if it throws,
 * nothing changed.
 */
export function commitChange(
  settings: CommitSettings,
  game: LiveGame,
  change: Change,
  now: number,
): CommitReport {
  const { ruleset, header } = game;
  const seq = header.seq + 1;
  const result = ruleset.result(change.state);
  const pending = ruleset.pending(change.state);
  const status = result ? 'finished' : header.status;
  const owing = new Set(status === 'live' ? pending.map((p) => p.seat) : []);
  const clocks =
    status === 'finished'
      ? stopClocks(header.clocks, now)
      : updateClocks(header.timeControl, header.clocks, owing, now);
  // Hashing a whole state costs more than the rest of the pipeline, so states are hashed (and
  // snapshotted) every `snapshotEvery` entries and at the end, not after every order.
  const checkpoint = seq % settings.snapshotEvery === 0 || status === 'finished';
  const stateHash = checkpoint ? ruleset.hash(change.state) : null;
  const progress: GameProgress = {
    seq,
    hashSeq: stateHash === null ? header.hashSeq : seq,
    stateHash: stateHash ?? header.stateHash,
    status,
    result,
    clocks,
    deadlineAt: status === 'live' ? (earliestDeadline(clocks)?.at ?? null) : null,
    finishedAt: status === 'finished' ? now : null,
  };
  const entry: LogEntry = {
    seq,
    kind: change.kind,
    seat: change.seat,
    clientOrderId: change.clientOrderId,
    order: change.order,
    events: change.events,
    dice: change.dice,
    stateHash,
    at: now,
  };
  const snapshot = stateHash === null ? null : { seq, state: change.state, stateHash };
  const t0 = performance.now();
  settings.store.append(game.id, entry, progress, snapshot);
  const dbSeconds = (performance.now() - t0) / 1000;

  game.state = change.state;
  game.pending = pending;
  Object.assign(game.header, progress);
  return { entry, dbSeconds, finished: status === 'finished' };
}

/** Sends one frame per role to the game's subscribers, building each frame only once. */
function sendByRole(
  subscribers: Iterable<Subscriber>,
  build: (role: Role, withView: boolean) => string,
): void {
  const frames = new Map<string, string>();
  for (const sub of subscribers) {
    const key = `${roleKey(sub.role)}|${sub.wantsViews ? 'v' : ''}`;
    let frame = frames.get(key);
    if (frame === undefined) {
      frame = build(sub.role, sub.wantsViews);
      frames.set(key, frame);
    }
    sub.send(frame);
  }
}

/**
 * Broadcasts a committed entry: players get their filtered batch at once; spectators get it
 * now or when the spectator delay allows.
 */
export function broadcastEntry(game: LiveGame, entry: LogEntry, now: number): void {
  const context: BatchContext = currentContext(game, now);
  const frameFor = batchFrames(game, entry, context);
  const build = (role: Role, withView: boolean): string =>
    frameFor(role, withView ? game.ruleset.view(game.state, viewerOf(role)) : undefined);
  const players: Subscriber[] = [];
  const spectators: Subscriber[] = [];
  for (const sub of game.subscribers) (sub.role.kind === 'seat' ? players : spectators).push(sub);

  sendByRole(players, build);
  if (game.delayed.length === 0 && !isDelayed(game)) {
    game.spectatorSeq = entry.seq;
    game.spectatorView = null;
    sendByRole(spectators, build);
    return;
  }
  holdForSpectators(
    game,
    entry.seq,
    entry.at,
    turnOf(game.state) ?? 0,
    frameFor({ kind: 'spectator' }),
  );
  releaseToSpectators(game, now);
}

/** Sends spectators every held batch that is now due. */
export function releaseToSpectators(game: LiveGame, now: number): void {
  const due = takeDueBatches(game, now);
  if (due.length === 0) return;
  for (const sub of game.subscribers) {
    if (sub.role.kind !== 'spectator') continue;
    for (const batch of due) sub.send(batch.frame);
  }
}
