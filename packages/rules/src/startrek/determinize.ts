import { legalOrders } from './legal-orders.js';
import type { Seat } from './scenarios.js';
import type { ShipState, Stage, StartrekState, Submitted } from './state.js';
import type { ShipView, StartrekView } from './view.js';

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

/** A cloaked enemy ship placed at one of its tokens that no scan has ruled out. */
function placeShip(ship: ShipView, random: () => number): ShipState {
  const cloak = ship.cloak;
  if (!cloak || ship.hex !== null) return ship as ShipState;
  const ruledOut = new Set(cloak.scans.filter((s) => s.real === false).map((s) => s.token));
  const found = cloak.scans.find((s) => s.real === true)?.token;
  const candidates = cloak.tokens.filter((t) => !ruledOut.has(t.id));
  const token =
    cloak.tokens.find((t) => t.id === found) ??
    pick(candidates, random) ??
    (cloak.tokens[0] as (typeof cloak.tokens)[number]);
  return {
    ...ship,
    hex: token.hex,
    heading: token.heading,
    cloak: {
      tokens: cloak.tokens,
      real: token.id,
      scans: cloak.scans.map((s) => ({ ...s, real: s.token === token.id })),
    },
  };
}

/** What another seat might have handed in: one of its listed orders, at random. */
function sampleContent(base: StartrekState, seat: Seat, random: () => number): unknown {
  const phase = base.stage.phase;
  const orders = legalOrders(base, seat).filter((o) =>
    phase === 'action' ? o.type !== 'concede' && o.type !== 'decloak' : o.type === 'repair',
  );
  const order = pick(orders, random);
  if (order?.type === 'repair') return order.transfers;
  return order ?? { type: 'pass' };
}

/**
 * A Star Trek state consistent with a seat's view. Hidden are the salt (any dice do for a
 * simulation), where each cloaked enemy ship really is (one of its tokens no scan ruled out, at
 * random) and the simultaneous decisions other seats handed in but not yet revealed (sampled
 * from their listed legal orders).
 */
export function determinizeView(
  view: StartrekView,
  _seat: string,
  random: () => number,
): StartrekState {
  const { stands: _stands, ships, stage, ...rest } = view;
  const salt = [Math.floor(random() * 2 ** 32), Math.floor(random() * 2 ** 32)];
  const base: StartrekState = {
    ...rest,
    salt,
    ships: ships.map((s) => placeShip(s, random)),
    stage: stage as Stage,
  };
  if (stage.phase !== 'action' && stage.phase !== 'repair') return base;
  const known = stage.submitted.filter((s) => s.content !== null) as Submitted<never>[];
  const before = { ...base, stage: { ...stage, submitted: known } } as StartrekState;
  const submitted = stage.submitted.map((s) =>
    s.content === null ? { ...s, content: sampleContent(before, s.seat, random) } : s,
  );
  return { ...base, stage: { ...stage, submitted } as Stage };
}
