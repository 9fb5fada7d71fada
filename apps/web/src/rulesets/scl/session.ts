import type { SclEvent, SclOrder, SclView } from '@broadside/rules/scl';
import type { LogEntry, Session } from '../../net/session.js';

/** A session of a Star Cruiser Lite game: the shell's session with the SCL view and events. */
export type SclSession = Session<SclView, SclEvent>;

/** A log entry of a Star Cruiser Lite game. */
export type SclLogEntry = LogEntry<SclEvent>;

/** The order that concedes the battle, which the shell's Concede button sends. */
export const SCL_CONCEDE: SclOrder = { type: 'concede' };
