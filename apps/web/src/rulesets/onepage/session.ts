import type { OnepageEvent, OnepageOrder, OnepageView } from '@broadside/rules/onepage';
import type { LogEntry, Session } from '../../net/session.js';

/** A session of a one-page game: the shell's session with the one-page view and events. */
export type OnepageSession = Session<OnepageView, OnepageEvent>;

/** A log entry of a one-page game. */
export type OnepageLogEntry = LogEntry<OnepageEvent>;

/** The order that concedes the battle, which the shell's Concede button sends. */
export const ONEPAGE_CONCEDE: OnepageOrder = { type: 'concede' };
