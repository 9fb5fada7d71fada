import { initialState } from './create.js';
import { legalOrders } from './legal-orders.js';
import type { Hex } from '../hex/hex.js';
import { offsetToHex } from '../hex/map.js';
import { detects } from './detection.js';
import {
  enemyOf,
  isSeat,
  type SclState,
  type Seat,
  type Stage,
  type Submitted,
  type Unit,
} from './state.js';
import type { SclView } from './view.js';

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

/** What another seat might have handed in: one of its listed orders, at random. */
function sampleContent(base: SclState, seat: 'A' | 'B', random: () => number): unknown {
  const order = pick(
    legalOrders(base, seat).filter((o) => o.type === 'prepare' || o.type === 'fire'),
    random,
  );
  if (!order) return null;
  const { type: _type, ...content } = order;
  return content;
}

/** Map corners, where a ghost may hide when its set-up hex is in sight. */
function corners(view: SclView): Hex[] {
  const { columns, rows } = view.map;
  return [
    offsetToHex(1, 1),
    offsetToHex(columns, 1),
    offsetToHex(1, rows),
    offsetToHex(columns, rows),
  ];
}

/**
 * Ghosts placed where none of the seat's units detects them (the seat would see them otherwise):
 * at their set-up hex, else at a map corner out of sight, else left out.
 */
function hideGhosts(view: SclView, seat: Seat, ghosts: readonly Unit[]): Unit[] {
  const mine = view.units.filter(
    (u) => u.side === seat && u.status === 'active' && u.kind !== 'missile',
  );
  const unseen = (g: Unit) => !mine.some((d) => detects(view, d, g));
  const out: Unit[] = [];
  for (const ghost of ghosts) {
    const placed = [ghost.hex, ...corners(view)].map((hex) => ({ ...ghost, hex })).find(unseen);
    if (placed) out.push(placed);
  }
  return out;
}

/**
 * Missile counters: the seat's own from the view; the enemy's, any number past those of the enemy
 * missiles in sight (its real count is hidden, and no unseen missile is in the simulation).
 */
function counters(
  view: SclView,
  known: Partial<Record<Seat, number>>,
  seat: Seat,
): Record<Seat, number> {
  const enemy = enemyOf(seat);
  const own = known[seat] ?? 1;
  const seen = view.units
    .filter((u) => u.side === enemy && u.kind === 'missile')
    .map((u) => Number(u.id.slice(`${enemy}M`.length)) || 0);
  return { [seat]: own, [enemy]: Math.max(0, ...seen) + 1 } as Record<Seat, number>;
}

/**
 * A Star Cruiser Lite state consistent with a seat's view. Hidden are the enemy units the seat
 * has not detected (the enemy's ships not in the view come back at their set-up positions: the
 * seat cannot tell a hidden ship from a destroyed one, so it assumes the worst), what the enemy
 * has detected (assumed: every unit of the seat), and orders the enemy has handed in but not yet
 * revealed (sampled from its listed legal orders).
 */
export function determinizeView(view: SclView, seat: string, random: () => number): SclState {
  if (!isSeat(seat)) throw new Error(`no seat ${seat}`);
  const enemy = enemyOf(seat);
  // A detected enemy the view leaves out is no longer active: it is no ghost.
  const seen = new Set([...view.units.map((u) => u.id), ...(view.detected[seat] ?? [])]);
  const candidates = initialState(view.setup).units.filter(
    (u) => u.side === enemy && u.kind === 'ship' && !seen.has(u.id),
  );
  const units = [...view.units, ...hideGhosts(view, seat, candidates)];
  const detected = {
    [seat]: [...(view.detected[seat] ?? [])],
    [enemy]: view.units.filter((u) => u.side === seat && u.status === 'active').map((u) => u.id),
  } as SclState['detected'];
  const stage = view.stage;
  const nextId = typeof view.nextId === 'number' ? view.nextId : counters(view, view.nextId, seat);
  let base: SclState = { ...view, units, detected, nextId, stage: stage as Stage };
  if (stage.phase === 'command') base = { ...base, stage: { ...stage, asking: [...stage.asking] } };
  if (stage.phase !== 'prepare' && stage.phase !== 'fire') return base;
  const known = stage.submitted.filter((s) => s.content !== null) as Submitted<never>[];
  const before = { ...base, stage: { ...stage, submitted: known } } as SclState;
  const submitted = stage.submitted.map((s) =>
    s.content === null ? { ...s, content: sampleContent(before, s.seat, random) } : s,
  );
  return { ...base, stage: { ...stage, submitted } as Stage };
}
