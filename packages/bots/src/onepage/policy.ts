import { onepageRuleset, type OnepageState } from '@broadside/rules/onepage';
import { planFire } from './fire.js';
import { planMovement } from './plot.js';

/**
 * The hard level's plans for every one-page decision: movement and launches planned together
 * against the enemy's likely replies (`planMovement`), gun fire focused by `planFire`.
 */
export function onepageDeepPolicy(raw: unknown, seat: string, deadline: () => boolean): unknown {
  const state = raw as OnepageState;
  const owed = onepageRuleset.pending(state).find((p) => p.seat === seat);
  if (!owed) return null;
  if (owed.kind === 'fire') return planFire(state, seat);
  return planMovement(state, seat, deadline);
}
