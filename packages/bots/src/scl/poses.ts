import { facingAt, facingDelta, type Hex } from '@broadside/rules';
import {
  moveCandidates,
  traceMove,
  type SclState,
  type Step,
  type Unit,
  type UnitMove,
} from '@broadside/rules/scl';

/** A move and where it leaves the unit. */
export interface Pose {
  readonly move: UnitMove;
  readonly hex: Hex;
  readonly facing: number;
  /** The map edge the unit would leave by, if it would. */
  readonly escaped: string | null;
}

const TURN_STEPS: readonly Step[] = ['F', 'L', 'R'];

/**
 * Standard movement ("1 MP per hex and per 60° turn"): every sequence of steps up to the
 * allowance, one per end (hex and facing), found breadth first so each is the shortest.
 */
function standardMoves(u: Unit, allowance: number): UnitMove[] {
  const moves: UnitMove[] = [{ unit: u.id, steps: [] }];
  let frontier: { steps: Step[]; key: string; q: number; r: number; f: number }[] = [
    { steps: [], key: '', q: u.hex.q, r: u.hex.r, f: u.facing },
  ];
  const seen = new Set([`${u.hex.q},${u.hex.r},${u.facing}`]);
  const delta = [0, 1, 2, 3, 4, 5].map((d) => facingDelta(facingAt(d)));
  for (let depth = 0; depth < allowance; depth += 1) {
    const next: typeof frontier = [];
    for (const node of frontier)
      for (const s of TURN_STEPS) {
        const f = s === 'F' ? node.f : (node.f + (s === 'L' ? 5 : 1)) % 6;
        const q = s === 'F' ? node.q + delta[f]!.q : node.q;
        const r = s === 'F' ? node.r + delta[f]!.r : node.r;
        const key = `${q},${r},${f}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const steps = [...node.steps, s];
        next.push({ steps, key, q, r, f });
        moves.push({ unit: u.id, steps });
      }
    frontier = next;
  }
  return moves;
}

/**
 * The moves worth weighing for a unit, each traced on the map: in standard movement every end
 * the allowance reaches; in vector and quasi-naval movement the rules' representative set.
 */
export function posesOf(state: SclState, u: Unit, allowance: number): Pose[] {
  const moves =
    state.setup.movement === 'standard' ? standardMoves(u, allowance) : moveCandidates(state, u);
  const out: Pose[] = [];
  for (const move of moves) {
    const traced = traceMove(state, u, move);
    if (!traced.ok) continue;
    const t = traced.value;
    out.push({
      move,
      hex: t.path[t.path.length - 1] ?? u.hex,
      facing: t.facing,
      escaped: t.escaped,
    });
  }
  return out;
}
