import type { OnepageEvent, OnepageOrder, OnepageView } from '@broadside/rules/onepage';
import type { GameChannel } from '../contract/channel.js';
import type { LogEntry, Session } from '../../net/session.js';

/** A session of a one-page game: the shell's session with the one-page view and events. */
export type OnepageSession = Session<OnepageView, OnepageEvent>;

/** A log entry of a one-page game. */
export type OnepageLogEntry = LogEntry<OnepageEvent>;

/** A channel of a one-page game. */
export type OnepageChannel = GameChannel<OnepageView, OnepageEvent, OnepageOrder>;

/** The shell's untyped session as a one-page session (the shell only hands this folder those). */
export function asOnepage(session: Session): OnepageSession {
  return session as OnepageSession;
}

/** The order that concedes the battle, which the shell's Concede button sends. */
export const ONEPAGE_CONCEDE: OnepageOrder = { type: 'concede' };
