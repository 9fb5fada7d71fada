import { verifiableDice, type AnyRuleset } from '@broadside/rules';
import type { GameStore } from '../store/types.js';
import { diceSeedOf } from './game-seed.js';
import { stateAt } from './rebuild.js';

/**
 * Rebuilds one stored game (the newest live one, else the newest finished one) and throws the
 * result away, so that the rules' replay, hashing and view code is compiled before the first
 * client resumes a game: in a fresh process the first rebuild costs tens of milliseconds more
 * than the next ones. Touches no cache and writes nothing; a game that cannot be rebuilt is
 * simply skipped. Returns the id of the game rebuilt, if any.
 */
export function warmUpRules(
  store: GameStore,
  rulesets: ReadonlyMap<string, AnyRuleset>,
): string | null {
  for (const status of ['live', 'finished'] as const) {
    const [row] = store.listGames({ status, limit: 1, publicOnly: false });
    const ruleset = row && rulesets.get(row.ruleset);
    if (!row || !ruleset || ruleset.version !== row.rulesetVersion) continue;
    try {
      const { state } = stateAt(store, ruleset, verifiableDice(diceSeedOf(row)), row.id, row.seq);
      ruleset.view(state, { kind: 'spectator' });
      return row.id;
    } catch {
      // A game that does not rebuild is reported when a client asks for it, not here.
    }
  }
  return null;
}
