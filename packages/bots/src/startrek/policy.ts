import type { StartrekState } from '@broadside/rules/startrek';
import { planAction } from './actions.js';
import { planAllocation, planRepair } from './damage-control.js';

/**
 * The hard level's Star Trek plans, one per decision kind: actions (`actions.ts`), the
 * defender's choice of sub-systems and damage control (`damage-control.ts`). `null` when the
 * seat owes nothing here.
 */
export function startrekDeepPolicy(raw: unknown, seat: string, deadline: () => boolean): unknown {
  const state = raw as StartrekState;
  if (seat !== 'A' && seat !== 'B') return null;
  const stage = state.stage;
  if (stage.phase === 'action' && stage.seats.includes(seat)) {
    if (stage.submitted.some((s) => s.seat === seat)) return null;
    return planAction(state, seat, deadline)?.order ?? null;
  }
  if (stage.phase === 'allocate') return planAllocation(state, seat);
  if (stage.phase === 'repair' && stage.seats.includes(seat)) return planRepair(state, seat);
  return null;
}
