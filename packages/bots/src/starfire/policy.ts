import { owedDecision, type StarfireState } from '@broadside/rules/starfire';
import { planDeclarations } from './declare.js';
import { planPointDefense } from './defense.js';
import { planDeployment, planTransitOrder } from './deploy.js';
import { planFire } from './fire.js';
import { planStep } from './movement.js';
import { bestPoseAgainstReplies } from './response.js';

/**
 * Decisions where a Starfire plan beats one-step greedy play: deployment, the transit order,
 * movement declarations, every movement step (planned to the best end of the turn's move) and
 * Point Defense (the allocation that stops most). `null` for the others (fleet, warp point,
 * shelter, fire), which the levels judge by looking ahead.
 */
export function starfirePolicy(raw: unknown, seat: string): unknown {
  const state = raw as StarfireState;
  const owed = owedDecision(state);
  if (!owed || owed.seat !== seat) return null;
  switch (owed.kind) {
    case 'deploy':
      return planDeployment(state, seat);
    case 'transit_order':
      return planTransitOrder(state, seat);
    case 'declare':
      return planDeclarations(state, seat);
    case 'move':
      return planStep(state, seat);
    case 'point_defense':
      return planPointDefense(state, seat);
    default:
      return null;
  }
}

/**
 * The hard level's plans: as {@link starfirePolicy}, but each movement step plans against the
 * enemy's possible moves, and both moves and declarations stop weighing at the deadline.
 */
export function starfireDeepPolicy(raw: unknown, seat: string, deadline: () => boolean): unknown {
  const state = raw as StarfireState;
  const owed = owedDecision(state);
  if (owed?.seat === seat && owed.kind === 'move')
    return planStep(state, seat, (s, unit) => bestPoseAgainstReplies(s, unit, deadline));
  if (owed?.seat === seat && owed.kind === 'declare')
    return planDeclarations(state, seat, deadline, true);
  if (owed?.seat === seat && owed.kind === 'fire') return planFire(state, seat);
  if (owed?.seat === seat && owed.kind === 'deploy')
    return planDeployment(state, seat, true, deadline);
  return starfirePolicy(raw, seat);
}
