import type { Role } from '@broadside/protocol';
import type { DieRoll, GameResult, SeatId } from '@broadside/rules';
import type { GameProgress, GameStore, LogEntry, Snapshot } from '../store/types.js';
import { fnv1a32 } from '../util/fnv1a.js';
import { extendChain } from './chain-heads.js';
import { earliestDeadline, stopClocks, updateClocks } from './clocks.js';
import { batchFrames, currentContext, type BatchContext } from './frames.js';
import { advanceDecisions } from './decisions.js';
import { isDelayed, roleKey, viewerOf, type LiveGame } from './live-game.js';
import type { ViewForm } from './view-patches.js';
import { holdForSpectators, takeDueBatches } from './spectator-delay.js';

/**
 * Hashed states per stored snapshot. A large game state (about 12 KB) against about 350 bytes per
 * log entry: a snapshot at every hash (every 20 entries) wrote more than the log itself. A load
 * replays at most `snapshotEvery × HASHES_PER_SNAPSHOT - 1` entries (39: a few ms warm).
 */
export const HASHES_PER_SNAPSHOT = 2;

/**
 * Where in the snapshot cycle a game's entries fall: a number from 0 to one less than
 * `snapshotEvery × HASHES_PER_SNAPSHOT`, fixed by the game id. Games that started together and
 * move at the same pace would otherwise all hash and snapshot at the same entry numbers, in the
 * same group commit: at 1,000 such games, commits of 100–300 snapshots held the event loop for
 * 30–40 ms. Shifted by their phases, a server's snapshots are spread evenly over time. Any phase
 * keeps the bound on the entries a load replays.
 */
export function checkpointPhase(gameId: string, snapshotEvery: number): number {
  return fnv1a32(gameId) % (snapshotEvery * HASHES_PER_SNAPSHOT);
}

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
  /** The result the change gives the game, instead of the ruleset's (an adjudication). */
  readonly result?: GameResult;
}

/** Settings of the commit step. */
export interface CommitSettings {
  /** Hash the state every this many entries (and snapshot it every few hashes). */
  readonly snapshotEvery: number;
  /** The log, read once per loaded game to start its hash chain. */
  readonly store: Pick<GameStore, 'entries'>;
}

/** A change made to a live game in memory, waiting to be made durable. */
export interface PreparedChange {
  readonly gameId: string;
  readonly entry: LogEntry;
  readonly progress: GameProgress;
  readonly snapshot: Snapshot | null;
  /** What the batch's frames carry, as of this change (later changes may follow in memory). */
  readonly context: BatchContext;
  /** The state after this change, for views sent with the batch. */
  readonly state: unknown;
  /** Turn after the change, for spectator delays counted in turns. */
  readonly turn: number;
  /** The change ended the game. */
  readonly finished: boolean;
}

/**
 * Applies a change to the live game in memory and describes what must be stored: the log entry,
 * the new header (sequence, hash, status, result, clocks, deadline) and maybe a snapshot. The
 * caller must hand the result to the commit queue and send nothing about it before the queue
 * reports it durable.
 */
export function prepareChange(
  settings: CommitSettings,
  game: LiveGame,
  change: Change,
  now: number,
): PreparedChange {
  const { ruleset, header } = game;
  const seq = header.seq + 1;
  const result = change.result ?? ruleset.result(change.state);
  const pending = ruleset.pending(change.state);
  advanceDecisions(game.decisionSeq, change.seat, game.pending, pending, seq);
  const status = result ? 'finished' : header.status;
  const owing = new Set(status === 'live' ? pending.map((p) => p.seat) : []);
  const clocks =
    status === 'finished'
      ? stopClocks(header.clocks, now)
      : updateClocks(
          header.timeControl,
          header.clocks,
          owing,
          now,
          ruleset.turn(change.state) !== ruleset.turn(game.state),
        );
  // Hashing a whole state costs more than the rest of the pipeline, so states are hashed (and
  // snapshotted) every `snapshotEvery` entries and at the end, not after every order.
  const phased = seq + checkpointPhase(game.id, settings.snapshotEvery);
  const checkpoint = phased % settings.snapshotEvery === 0 || status === 'finished';
  const stateHash = checkpoint ? ruleset.hash(change.state) : null;
  // A state is many times the size of an entry, so only every few hashed states is stored whole.
  const snapshot =
    stateHash !== null &&
    (phased % (settings.snapshotEvery * HASHES_PER_SNAPSHOT) === 0 || status === 'finished');
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
    eventsJson: JSON.stringify(change.events),
    dice: change.dice,
    stateHash,
    at: now,
  };
  const chain = extendChain(settings.store, game, entry);
  game.state = change.state;
  game.pending = pending;
  Object.assign(game.header, progress);
  return {
    gameId: game.id,
    entry,
    progress,
    snapshot: snapshot
      ? { seq, state: change.state, stateHash: stateHash, chainHead: chain }
      : null,
    context: currentContext(game, now, chain),
    state: change.state,
    turn: ruleset.turn(change.state) ?? 0,
    finished: status === 'finished',
  };
}

/** A frame built for one role and form of view, kept for the other subscribers that share them. */
interface BuiltFrame {
  /** The seat of the role, or `null` for a spectator. */
  readonly seat: string | null;
  readonly form: ViewForm;
  readonly frame: string;
}

/**
 * Sends one frame per role and form of view to the players of `game` (or, with `players`
 * false, to everyone else), building each frame only once: without a view, with the role's full
 * view, or with a patch of the view the subscriber holds. The frames built are looked up in a
 * short list (a game has a few roles and forms): a map with a string key per subscriber cost an
 * allocation or two per socket and order.
 */
function sendByRole(
  game: LiveGame,
  players: boolean,
  seq: number,
  build: (role: Role, form: ViewForm) => string,
): void {
  const built: BuiltFrame[] = [];
  for (const sub of game.subscribers) {
    const role = sub.role;
    const seat = role.kind === 'seat' ? role.seat : null;
    if (players !== (seat !== null)) continue;
    const form = game.viewPatches.formFor(sub, seq);
    let frame: string | undefined;
    for (const b of built) {
      if (b.seat === seat && b.form === form) {
        frame = b.frame;
        break;
      }
    }
    if (frame === undefined) {
      frame = build(role, form);
      built.push({ seat, form, frame });
    }
    sub.send(frame);
    if (form !== 'none') game.viewPatches.sent(sub, seq);
  }
}

/**
 * Broadcasts a committed entry: players get their filtered batch at once; spectators get it
 * now or when the spectator delay allows. Each role's view is built once, for full views and
 * patches alike, and kept as the base of the next patch while someone takes patches.
 */
export function broadcastEntry(game: LiveGame, change: PreparedChange, now: number): void {
  const frameFor = batchFrames(game, change.entry, change.context);
  const seq = change.entry.seq;
  // Only subscribers that take views need them; most batches build none.
  // Typed by assertion: TypeScript would narrow a plain `null` and not see the closure assign it.
  let views = null as Map<string, { role: Role; view: unknown }> | null;
  const viewFor = (role: Role): unknown => {
    views ??= new Map();
    const key = roleKey(role);
    let built = views.get(key);
    if (!built) {
      built = { role, view: game.ruleset.view(change.state, viewerOf(role)) };
      views.set(key, built);
    }
    return built.view;
  };
  const build = (role: Role, form: ViewForm): string => {
    if (form === 'none') return frameFor(role);
    const view = viewFor(role);
    const patch = form === 'patch' ? game.viewPatches.patchTo(role, seq, view) : null;
    return patch ? frameFor(role, undefined, patch) : frameFor(role, view);
  };

  sendByRole(game, true, seq, build);
  if (game.delayed.length === 0 && (!isDelayed(game) || change.finished)) {
    game.spectatorSeq = seq;
    game.spectatorView = null;
    sendByRole(game, false, seq, build);
  } else {
    holdForSpectators(game, seq, change.entry.at, change.turn, frameFor({ kind: 'spectator' }));
    releaseToSpectators(game, now);
  }
  if (views !== null)
    for (const { role, view } of views.values()) game.viewPatches.remember(role, seq, view);
  game.viewPatches.prune(game.subscribers);
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
