import type { StarfireEvent, StarfireOrder, StarfireView } from '@broadside/rules/starfire';
import type { GameChannel } from '../contract/channel.js';
import type { LogEntry, Session } from '../../net/session.js';

/** A session of a Starfire game: the shell's session with Starfire's view and events. */
export type StarfireSession = Session<StarfireView, StarfireEvent>;

/** A log entry of a Starfire game. */
export type StarfireLogEntry = LogEntry<StarfireEvent>;

/** A channel of a Starfire game. */
export type StarfireChannel = GameChannel<StarfireView, StarfireEvent, StarfireOrder>;

/** The order that concedes the battle, which the shell's Concede button sends. */
export const STARFIRE_CONCEDE: StarfireOrder = { type: 'concede' };
