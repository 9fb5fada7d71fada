import type { AnyRuleset } from '@broadside/rules';
import { pino } from 'pino';
import type { GameStore } from '../store/types.js';
import { systemClock, type Clock } from '../util/clock.js';
import { loadGame } from './load-game.js';

/** Stores already warmed up on: the rules' code is compiled once per process. */
const warmed = new WeakSet<GameStore>();

/**
 * Loads one stored game (the newest live one, else the newest finished one) exactly as the game
 * cache would — snapshot, log replay, hash checks, seats, set-up — builds a spectator's view of
 * it, and throws it all away, so that this code is compiled before the first client resumes a
 * game: in a fresh process the first load costs tens of milliseconds more than the next ones.
 * Touches no cache of games and writes nothing; logs nothing (a game that cannot be loaded is
 * reported when a client asks for it, not here). Runs once per store: a second call does nothing
 * and returns null. Returns the id of the game loaded, if any.
 */
export function warmUpRules(
  store: GameStore,
  rulesets: ReadonlyMap<string, AnyRuleset>,
  clock: Clock = systemClock,
): string | null {
  if (warmed.has(store)) return null;
  warmed.add(store);
  const log = pino({ level: 'silent' }, { write: () => {} });
  for (const status of ['live', 'finished'] as const) {
    const [row] = store.listGames({ status, limit: 1, publicOnly: false });
    const ruleset = row && rulesets.get(row.ruleset);
    if (!row || !ruleset || ruleset.version !== row.rulesetVersion) continue;
    try {
      const loaded = loadGame({ store, rulesets, clock, log }, row.id);
      if (!loaded.ok) continue;
      ruleset.view(loaded.game.state, { kind: 'spectator' });
      return row.id;
    } catch {
      // As above: reported when a client asks for the game.
    }
  }
  return null;
}
