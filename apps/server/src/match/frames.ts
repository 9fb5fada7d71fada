import type {
  ChatLine,
  EventsMessage,
  Role,
  ServerMessage,
  ViewPatch,
  WelcomeMessage,
  WireError,
} from '@broadside/protocol';
import type { PendingDecision, Viewer } from '@broadside/rules';
import type { LogEntry } from '../store/types.js';
import { clocksView } from './clocks.js';
import { viewerOf, type LiveGame } from './live-game.js';
import { seatLabels } from './seat-names.js';

const none = (): readonly PendingDecision[] => [];

/** Seat presence for frames and summaries. */
export function seatPresence(game: LiveGame): WelcomeMessage['seats'] {
  const online = new Set<string>();
  for (const sub of game.subscribers) if (sub.role.kind === 'seat') online.add(sub.role.seat);
  const labels = seatLabels(game.seatNames, game.seats);
  return game.seats.map((s, i) => ({
    seat: s.seat,
    name: labels[i]!,
    claimed: s.claimedAt !== null,
    online: online.has(s.seat),
  }));
}

/** Number of spectators watching, here and (relayed through Redis) on other nodes. */
export function spectatorCount(game: LiveGame): number {
  let n = 0;
  for (const sub of game.subscribers) if (sub.role.kind === 'spectator') n += sub.viewers ?? 1;
  return n;
}

/** Events of a batch as a role may see them. */
export function filterEvents(game: LiveGame, role: Role, events: readonly unknown[]): unknown[] {
  const viewer = viewerOf(role);
  const out: unknown[] = [];
  for (const event of events) {
    const seen = game.ruleset.viewEvent(event, viewer);
    if (seen !== null) out.push(seen);
  }
  return out;
}

/** What every events frame carries besides the events. */
export interface BatchContext {
  readonly status: EventsMessage['status'];
  /** The decisions owed, as a viewer may see them (the ruleset's `viewPending`). */
  readonly pending: (viewer: Viewer) => readonly PendingDecision[];
  readonly clocks: EventsMessage['clocks'];
  readonly result: EventsMessage['result'];
  /** The hash-chain head after the batch, when known (docs/record-format.md, The hash chain). */
  readonly chain?: string;
}

/** The context of the game as it is now, with the chain head after its latest entry if given. */
export function currentContext(game: LiveGame, now: number, chain?: string): BatchContext {
  const { ruleset, state } = game;
  return {
    chain,
    status: game.header.status,
    pending: game.header.status === 'live' ? (viewer) => ruleset.viewPending(state, viewer) : none,
    clocks: clocksView(game.header.timeControl, game.header.clocks, now),
    result: game.header.result
      ? { ...game.header.result, winners: [...game.header.result.winners] }
      : null,
  };
}

/** Serialises one `events` frame for a role. */
export function eventsFrame(
  game: LiveGame,
  role: Role,
  entry: Pick<LogEntry, 'seq' | 'at' | 'seat' | 'kind' | 'events' | 'eventsJson'>,
  context: BatchContext,
  view?: unknown,
): string {
  return batchFrames(game, entry, context)(role, view);
}

/**
 * Builds the `events` frames of one batch for any number of roles, serialising the shared
 * parts once: the batch header and context once per batch, and the events once per distinct
 * filtered list (roles that may see every event share one string). A frame carries the role's
 * full `view`, or a `viewPatch` of the view before the batch, or neither.
 */
export function batchFrames(
  game: LiveGame,
  entry: Pick<LogEntry, 'seq' | 'at' | 'seat' | 'kind' | 'events' | 'eventsJson'>,
  context: BatchContext,
): (role: Role, view?: unknown, viewPatch?: ViewPatch) => string {
  // Written out member by member (every one is required, and seq and at are integers): each
  // batch used to build three objects only to serialise them and cut their braces off.
  const head = `{"type":"events","seq":${entry.seq},"at":${entry.at},"seat":${JSON.stringify(entry.seat)},"cause":${JSON.stringify(entry.kind)}`;
  const status = `"status":${JSON.stringify(context.status)}`;
  const clocksAndResult = `"clocks":${JSON.stringify(context.clocks)},"result":${JSON.stringify(context.result)}`;
  const chainPart = context.chain === undefined ? '' : `,"chain":"${context.chain}"`;
  return (role, view, viewPatch) => {
    const pending = JSON.stringify(context.pending(viewerOf(role)));
    const tail = `${status},"pending":${pending},${clocksAndResult}`;
    const filtered = filterEvents(game, role, entry.events);
    const same =
      filtered.length === entry.events.length && filtered.every((e, i) => e === entry.events[i]);
    let events: string;
    if (same) {
      events = entry.eventsJson ?? JSON.stringify(entry.events);
    } else {
      events = JSON.stringify(filtered);
    }
    const viewPart =
      view !== undefined
        ? `,"view":${JSON.stringify(view)}`
        : viewPatch !== undefined
          ? `,"viewPatch":${JSON.stringify(viewPatch)}`
          : '';
    return `${head},"events":${events},${tail}${chainPart}${viewPart}}`;
  };
}

/**
 * Serialises a `welcome` frame. `view` undefined means "catching up from `seq`; events follow".
 * `context` replaces the current status, decisions and clocks (for spectators who see the game
 * with a delay).
 */
export function welcomeFrame(
  game: LiveGame,
  role: Role,
  seq: number,
  view: unknown,
  chat: ChatLine[],
  now: number,
  context: BatchContext = currentContext(game, now),
  extra: Pick<WelcomeMessage, 'history' | 'rematch' | 'chain' | 'seeding'> = {},
): string {
  const frame: WelcomeMessage = {
    type: 'welcome',
    gameId: game.id,
    role,
    ruleset: { id: game.ruleset.id, version: game.header.rulesetVersion },
    status: context.status,
    seq,
    catchUp: view === undefined,
    view,
    pending: [...context.pending(viewerOf(role))],
    clocks: context.clocks,
    result: context.result,
    seats: seatPresence(game),
    spectators: spectatorCount(game),
    spectatorDelay: game.header.spectatorDelay,
    commitment: game.header.commitment,
    chat,
    ...extra,
  };
  return JSON.stringify(frame);
}

/** Serialises an `ack`, with the chain head after its batch when known. */
export function ackFrame(clientOrderId: string, seq: number, chain: string | undefined): string {
  const chainPart = chain === undefined ? '' : `,"chain":"${chain}"`;
  return `{"type":"ack","clientOrderId":${JSON.stringify(clientOrderId)},"seq":${seq}${chainPart}}`;
}

/**
 * Serialises a frame the server sends. Every frame is built here (or by the helpers of this file),
 * typed by the protocol's schema of server messages, so no other file writes one by hand.
 */
export function serverFrame(message: ServerMessage): string {
  return JSON.stringify(message);
}

/** An error as the message schema types it (a mutable path; the same JSON). */
export function wireError(error: WireError): Extract<ServerMessage, { type: 'error' }>['error'] {
  return { ...error, path: [...error.path] };
}

/** Serialises an `error` frame. */
export function errorFrame(error: WireError): string {
  return serverFrame({ type: 'error', error: wireError(error) });
}

/** Serialises a `rejected` frame: the order `clientOrderId` was refused at `seq`. */
export function rejectedFrame(clientOrderId: string, seq: number, error: WireError): string {
  return serverFrame({ type: 'rejected', clientOrderId, seq, error: wireError(error) });
}

/** Serialises a `presence` frame: who is online, and how many watch. */
export function presenceFrame(game: LiveGame): string {
  return serverFrame({
    type: 'presence',
    seats: seatPresence(game),
    spectators: spectatorCount(game),
  });
}
