import { legalOrders } from './legal-orders.js';
import type { Plan, Shot } from './orders.js';
import type { OnepageState, Stage, Submitted } from './state.js';
import type { OnepageView } from './view.js';

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

/** A plan or shots another seat might have handed in: one of its listed orders, at random. */
function sampleContent(
  base: OnepageState,
  seat: Submitted<unknown>['seat'],
  random: () => number,
): Plan | Shot[] {
  const order = pick(
    legalOrders(base, seat).filter((o) => o.type !== 'concede'),
    random,
  );
  if (order?.type === 'fire') return order.shots;
  if (order?.type === 'plot' || order?.type === 'move')
    return { moves: order.moves, launches: order.launches };
  return base.stage.phase === 'fire' ? [] : { moves: [], launches: [] };
}

/**
 * A one-page state consistent with a seat's view. The only hidden information is the content of
 * plots and fire orders other seats have handed in but that are not yet revealed: each is
 * sampled from that seat's listed legal orders, as they stood before it handed them in.
 */
export function determinizeView(
  view: OnepageView,
  _seat: string,
  random: () => number,
): OnepageState {
  const stage = view.stage;
  if (stage.phase !== 'plot' && stage.phase !== 'fire') return { ...view, stage };
  const known = stage.submitted.filter((s) => s.content !== null) as Submitted<never>[];
  const before = { ...view, stage: { ...stage, submitted: known } } as OnepageState;
  const submitted = stage.submitted.map((s) =>
    s.content === null ? { ...s, content: sampleContent(before, s.seat, random) } : s,
  );
  return { ...view, stage: { ...stage, submitted } as Stage };
}
