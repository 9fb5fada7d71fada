import type { SclEvent, SclOrder, SclView } from '@broadside/rules/scl';
import type { GameChannel } from '../contract/channel.js';
import type { LogEntry, Session } from '../../net/session.js';

/** A session of a Star Cruiser Lite game: the shell's session with the SCL view and events. */
export type SclSession = Session<SclView, SclEvent>;

/** A log entry of a Star Cruiser Lite game. */
export type SclLogEntry = LogEntry<SclEvent>;

/** A channel of a Star Cruiser Lite game. */
export type SclChannel = GameChannel<SclView, SclEvent, SclOrder>;

/** The shell's untyped session as an SCL session (the shell only hands this folder those). */
export function asScl(session: Session): SclSession {
  return session as SclSession;
}

/** The order that concedes the battle, which the shell's Concede button sends. */
export const SCL_CONCEDE: SclOrder = { type: 'concede' };
