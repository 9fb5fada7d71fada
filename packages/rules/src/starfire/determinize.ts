import { deploymentSequence } from './scenarios/deployment.js';
import type { SideId } from './scenarios/types.js';
import type { StarfireState } from './state.js';
import type { StarfireView } from './view.js';

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** True when `side`'s transit order step lies behind the stage the view shows. */
function transitOrderWritten(view: StarfireView, side: SideId): boolean {
  const stage = view.stage;
  if (stage.phase === 'fleet') return false;
  if (stage.phase !== 'deployment') return true;
  const index = deploymentSequence(view.setup).findIndex(
    (step) => step.kind === 'transit_order' && step.side === side,
  );
  return index >= 0 && index < stage.index;
}

/**
 * A Starfire state consistent with a seat's view. A view hides only other sides' written transit
 * orders (sampled here as a random order of their units still waiting off the map) and, in the
 * fleet phase, their chosen designs (the view's default designs stand in for them). The steps
 * owed by a side that is moving are its own, so the view shows them in full when the seat decides.
 */
export function determinizeView(
  view: StarfireView,
  seat: string,
  random: () => number,
): StarfireState {
  const transitOrders: Partial<Record<SideId, string[]>> = { ...view.transitOrders };
  const transit = view.setup.scenario.transitOrder;
  if (
    transit &&
    transit.side !== seat &&
    transitOrders[transit.side] === undefined &&
    transitOrderWritten(view, transit.side)
  ) {
    const waiting = view.units
      .filter((u) => u.side === transit.side && u.status === 'waiting_transit')
      .map((u) => u.id);
    transitOrders[transit.side] = shuffled(waiting, random);
  }
  return { ...view, transitOrders };
}
