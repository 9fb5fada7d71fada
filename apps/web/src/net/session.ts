import type { ChatLine, ServerMessage } from '@broadside/protocol';
import type { PendingDecision } from '@broadside/rules';

/**
 * What a client knows about one game, rebuilt from server messages by the pure
 * {@link reduceSession}. The socket code only feeds messages in; everything the battle screen
 * shows comes from this value, which makes it easy to test without a socket.
 */

import type { LogEntry, Session } from '../rulesets/contract/session.js';
import { withAdjudicationLine } from './adjudication-line.js';

export {
  CONNECTION_STATES,
  type ConnectionState,
  type LogEntry,
  type SeatPresence,
  type Session,
} from '../rulesets/contract/session.js';

/** A session before anything arrived. */
export const EMPTY_SESSION: Session = {
  connection: 'connecting',
  role: null,
  status: null,
  seq: 0,
  ruleset: null,
  view: null,
  pending: [],
  clocks: null,
  clocksReceivedAt: 0,
  result: null,
  seats: [],
  spectators: 0,
  spectatorDelay: { kind: 'none' },
  commitment: '',
  chain: null,
  seeding: null,
  chat: [],
  log: [],
  logComplete: true,
  error: null,
  rematch: null,
  queue: null,
};

const CHAT_KEEP = 200;

/**
 * Applies one server message. `now` is the client's clock (for running the clocks down).
 * Batches at or below the known sequence are ignored, so a resent catch-up cannot double the log.
 */
export function reduceSession(s: Session, msg: ServerMessage, now: number): Session {
  switch (msg.type) {
    case 'welcome': {
      const base: Session = {
        ...s,
        role: msg.role,
        ruleset: msg.ruleset.id,
        status: msg.status,
        pending: msg.pending,
        clocks: msg.clocks,
        clocksReceivedAt: now,
        result: msg.result,
        seats: msg.seats,
        spectators: msg.spectators,
        spectatorDelay: msg.spectatorDelay,
        commitment: msg.commitment,
        chain: msg.chain ? { seq: msg.seq, head: msg.chain } : s.chain,
        seeding: msg.seeding ?? s.seeding,
        chat: mergeChat(s.chat, msg.chat),
        error: null,
        rematch: msg.rematch ?? s.rematch,
      };
      if (msg.catchUp || msg.view === undefined) return base;
      // The whole history from the start: the log is rebuilt from it.
      if (msg.history) {
        const batches = msg.history;
        const played = batches.flatMap((batch) => batchEntries(batch.seq, batch.at, batch.events));
        const last = batches[batches.length - 1];
        const log = withAdjudicationLine(played, msg.result, msg.seq, last?.at ?? 0);
        return { ...base, view: msg.view ?? null, seq: msg.seq, log, logComplete: true };
      }
      // A full view: keep the log only if it already reaches this sequence.
      const complete = s.logComplete && s.seq === msg.seq;
      return {
        ...base,
        view: msg.view ?? null,
        seq: msg.seq,
        logComplete: complete || (msg.seq === 0 && s.log.length === 0),
      };
    }
    case 'events': {
      if (msg.seq <= s.seq) return s;
      const gap = msg.seq !== s.seq + 1;
      const entries = batchEntries(msg.seq, msg.at, msg.events);
      return {
        ...s,
        seq: msg.seq,
        chain: msg.chain ? { seq: msg.seq, head: msg.chain } : s.chain,
        status: msg.status,
        pending: msg.pending,
        clocks: msg.clocks,
        clocksReceivedAt: now,
        result: msg.result,
        view: msg.view !== undefined ? msg.view : s.view,
        log: withAdjudicationLine([...s.log, ...entries], msg.result, msg.seq, msg.at),
        logComplete: s.logComplete && !gap,
      };
    }
    case 'chat':
      return { ...s, chat: mergeChat(s.chat, [msg.line]) };
    case 'rematch':
      return { ...s, rematch: msg.rematch };
    case 'queue':
      return { ...s, queue: msg };
    case 'seeding':
      return { ...s, seeding: msg.seeding };
    case 'presence':
      return { ...s, seats: msg.seats, spectators: msg.spectators };
    case 'error':
      return { ...s, error: msg.error };
    case 'ack':
    case 'rejected':
    case 'pong':
      return s;
  }
}

/** The log entries of one batch. */
function batchEntries(seq: number, at: number, events: readonly unknown[]): LogEntry[] {
  return events.map((event, index) => ({ seq, index, at, event }));
}

function mergeChat(old: readonly ChatLine[], incoming: readonly ChatLine[]): readonly ChatLine[] {
  const byId = new Map<number, ChatLine>();
  for (const line of [...old, ...incoming]) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_KEEP);
}

/** Milliseconds left on a seat's clock now, or `null` without a clock. */
export function clockRemaining(s: Session, seat: string, now: number): number | null {
  const clock = s.clocks?.seats[seat];
  if (!clock || clock.remainingMs === null) return null;
  if (!clock.running) return clock.remainingMs;
  return Math.max(0, clock.remainingMs - (now - s.clocksReceivedAt));
}

/** The seat this client plays, or `null` for a spectator. */
export function mySeat(s: Session): string | null {
  return s.role?.kind === 'seat' ? s.role.seat : null;
}

/**
 * The decision this client owes now, if any. Several seats may owe at once (simultaneous
 * plots): this is the one of this client's seat.
 */
export function owedByMe(s: Session): PendingDecision | null {
  const seat = mySeat(s);
  if (seat === null || s.status !== 'live') return null;
  return s.pending.find((p) => p.seat === seat) ?? null;
}
