import type { StartrekEvent, StartrekOrder, StartrekView } from '@broadside/rules/startrek';
import type { LogEntry, Session } from '../../net/session.js';

/** A session of a Star Trek game: the shell's session with the Star Trek view and events. */
export type StartrekSession = Session<StartrekView, StartrekEvent>;

/** A log entry of a Star Trek game. */
export type StartrekLogEntry = LogEntry<StartrekEvent>;

/** The order that concedes the battle, which the shell's Concede button sends. */
export const STARTREK_CONCEDE: StartrekOrder = { type: 'concede' };
