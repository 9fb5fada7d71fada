import type { Step, UnitMove } from '@broadside/rules/scl';

/** A unit's drafted move: its steps and, in vector movement, thrust and a free facing. */
export interface DraftMove {
  readonly steps: readonly Step[];
  readonly thrust?: number;
  readonly facing?: number;
}

/** What the battle screen drafts for the decision owed. */
export interface SclDraft {
  /** Prepare choices ticked, by key. */
  readonly prepare: readonly string[];
  /** The move drafted per unit of the move batch. */
  readonly moves: Readonly<Record<string, DraftMove>>;
  /** Fire: weapon → chosen choice key (`''` holds it). */
  readonly fire: Readonly<Record<string, string>>;
}

/** Nothing drafted. */
export const EMPTY_DRAFT: SclDraft = { prepare: [], moves: {}, fire: {} };

/** The drafted move of a unit as an order's move (nothing drafted: no steps). */
export function draftMove(draft: SclDraft, unit: string): UnitMove {
  const d = draft.moves[unit];
  return {
    unit,
    steps: [...(d?.steps ?? [])],
    ...(d?.thrust !== undefined && d.thrust !== 0 ? { thrust: d.thrust } : {}),
    ...(d?.facing !== undefined ? { facing: d.facing } : {}),
  };
}

/** Every unit with something drafted, as moves (the rest hold course). */
export function draftedMoves(draft: SclDraft): UnitMove[] {
  return Object.keys(draft.moves)
    .map((unit) => draftMove(draft, unit))
    .filter((m) => m.steps.length > 0 || m.thrust !== undefined || m.facing !== undefined);
}

/** The draft with one unit's move replaced. */
export function withMove(draft: SclDraft, unit: string, move: DraftMove): SclDraft {
  return { ...draft, moves: { ...draft.moves, [unit]: move } };
}
