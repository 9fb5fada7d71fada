import type { Role } from '@broadside/protocol';
import type {
  AnyRuleset,
  DiceSource,
  PendingDecision,
  RecordingDice,
  SeatId,
  Viewer,
} from '@broadside/rules';
import type { GameRecordRow, SeatRow } from '../store/types.js';
import type { SeenOrderIds } from './seen-order-ids.js';
import type { Subscriber } from './subscriber.js';
import type { ViewPatches } from './view-patches.js';

export { roleKey, type Subscriber } from './subscriber.js';

/** A batch held back from spectators by the spectator delay. */
export interface DelayedBatch {
  readonly seq: number;
  /** When it may be shown (seconds delay). */
  readonly dueAt: number;
  /** The turn it happened in (turns delay). */
  readonly turn: number;
  /** The spectator frame, built at commit time. */
  readonly frame: string;
}

/** Mutable header fields of a live game (the rest of the row never changes). */
export interface LiveHeader extends GameRecordRow {
  seq: number;
  stateHash: string;
  status: GameRecordRow['status'];
  result: GameRecordRow['result'];
  clocks: GameRecordRow['clocks'];
  deadlineAt: number | null;
  finishedAt: number | null;
  startedAt: number | null;
}

/** A game held in memory: its header, current state and who is watching. */
export interface LiveGame {
  readonly id: string;
  readonly ruleset: AnyRuleset;
  /** The game's verifiable dice, for rebuilding (replaced once when a joint seed is fixed). */
  dice: DiceSource;
  /** The same dice, writing down each roll for the record. */
  recording: RecordingDice;
  readonly header: LiveHeader;
  seats: SeatRow[];
  /** The ruleset's name for each seat (shown while no player name is given). */
  readonly seatNames: ReadonlyMap<SeatId, string>;
  state: unknown;
  /** Cached `pending(state)`. */
  pending: readonly PendingDecision[];
  /**
   * For each seat, the sequence number after which its pending decisions last changed. An order
   * is current when the client had seen at least this far: seats deciding at once (simultaneous
   * plots) never collide, and an order given on an out-of-date picture is refused as stale.
   */
  readonly decisionSeq: Map<SeatId, number>;
  readonly subscribers: Set<Subscriber>;
  /** Spectator batches not yet shown, oldest first. */
  readonly delayed: DelayedBatch[];
  /** Last sequence number shown to spectators. */
  spectatorSeq: number;
  /** Cached spectator view (and the state it shows) at `spectatorSeq`, when it lags behind the game. */
  spectatorView: { seq: number; view: unknown; state: unknown } | null;
  /** Orders applied in memory but not yet committed, by {@link orderKey}: batch and order. */
  readonly inFlight: Map<string, { readonly seq: number; readonly order: unknown }>;
  /**
   * Every client order id this game has accepted, by {@link orderKey} (stored or in flight), so
   * that a new id needs no database look-up.
   */
  readonly orderIds: SeenOrderIds;
  /** The views held by subscribers that take view patches. */
  readonly viewPatches: ViewPatches;
}

/** The ruleset's viewer for a role. */
export function viewerOf(role: Role): Viewer {
  return role.kind === 'seat' ? { kind: 'seat', seat: role.seat } : { kind: 'spectator' };
}

/** The key of a seat's client order id in {@link LiveGame.inFlight}. */
export function orderKey(seat: SeatId, clientOrderId: string): string {
  return `${seat}\n${clientOrderId}`;
}

/** Whether spectators see this game with a delay right now (never after the end). */
export function isDelayed(game: LiveGame): boolean {
  return game.header.spectatorDelay.kind !== 'none' && game.header.status !== 'finished';
}

/** Seats that owe a decision now. */
export function owingSeats(game: LiveGame): Set<SeatId> {
  return new Set(game.header.status === 'live' ? game.pending.map((p) => p.seat) : []);
}
