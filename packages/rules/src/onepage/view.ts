import type { Viewer } from '../core/ruleset.js';
import type { OnepageEvent } from './events.js';
import type { OnepageState, Stage } from './state.js';

/**
 * What a viewer may see of a game: the state, except the content of plots and fire orders other
 * seats have handed in but that are not yet revealed (`content: null`). Spectators see no
 * unrevealed content at all.
 */
export type OnepageView = Omit<OnepageState, 'stage'> & { stage: Stage<null> };

function mine(viewer: Viewer, seat: string): boolean {
  return viewer.kind === 'seat' && viewer.seat === seat;
}

/** Filters the state for a seat or a spectator. */
export function viewState(state: OnepageState, viewer: Viewer): OnepageView {
  const stage = state.stage;
  if (stage.phase === 'plot')
    return {
      ...state,
      stage: {
        phase: 'plot',
        submitted: stage.submitted.map((s) => (mine(viewer, s.seat) ? s : { ...s, content: null })),
      },
    };
  if (stage.phase === 'fire')
    return {
      ...state,
      stage: {
        ...stage,
        submitted: stage.submitted.map((s) => (mine(viewer, s.seat) ? s : { ...s, content: null })),
      },
    };
  return state;
}

/**
 * Filters one event for a viewer. A handed-in plot or fire order shows others (and spectators)
 * only that it was handed in: `{type, seat}`. Its content becomes public with `plots_revealed`
 * or `fire_revealed`. Everything else is public.
 */
export function viewEvent(event: OnepageEvent, viewer: Viewer): OnepageEvent | null {
  if (event.type === 'plot_submitted' && !mine(viewer, event.seat))
    return { type: 'plot_submitted', seat: event.seat };
  if (event.type === 'fire_submitted' && !mine(viewer, event.seat))
    return { type: 'fire_submitted', seat: event.seat };
  return event;
}
