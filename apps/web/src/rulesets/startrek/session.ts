import type { StartrekEvent, StartrekOrder, StartrekView } from '@broadside/rules/startrek';
import type { GameChannel } from '../contract/channel.js';
import type { LogEntry, Session } from '../../net/session.js';

/** A session of a Star Trek game: the shell's session with the Star Trek view and events. */
export type StartrekSession = Session<StartrekView, StartrekEvent>;

/** A log entry of a Star Trek game. */
export type StartrekLogEntry = LogEntry<StartrekEvent>;

/** A channel of a Star Trek game. */
export type StartrekChannel = GameChannel<StartrekView, StartrekEvent, StartrekOrder>;

/** The shell's untyped session as a Star Trek session (the shell only hands this folder those). */
export function asStartrek(session: Session): StartrekSession {
  return session as StartrekSession;
}

/** The order that concedes the battle, which the shell's Concede button sends. */
export const STARTREK_CONCEDE: StartrekOrder = { type: 'concede' };
