import type { Role, WelcomeMessage } from '@broadside/protocol';
import type { GameStore } from '../store/types.js';
import { filterEvents } from './frames.js';
import type { LiveGame } from './live-game.js';

/** A welcome's `history`. */
export type History = NonNullable<WelcomeMessage['history']>;

/**
 * Every batch of a game from its creation (seq 0: what `create` produced, such as initiative
 * rolls) to `upto`, each filtered for the role as its `events` frame was: what a client that
 * had been there from the start would hold in its log.
 */
export function historyOf(game: LiveGame, store: GameStore, role: Role, upto: number): History {
  const created = {
    seq: 0,
    at: game.header.createdAt,
    events: filterEvents(game, role, game.header.createEvents),
  };
  const batches = upto > 0 ? store.entries(game.id, 1, upto) : [];
  return [
    created,
    ...batches.map((e) => ({ seq: e.seq, at: e.at, events: filterEvents(game, role, e.events) })),
  ];
}
