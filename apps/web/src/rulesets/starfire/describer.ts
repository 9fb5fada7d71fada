import type { StarfireEvent, StarfireView } from '@broadside/rules/starfire';
import type { DescribeEvent } from '../../game/log-line.js';
import { describeEvent } from './battle/log-text.js';
import { unitName } from './battle/map-model.js';

/** Starfire's words for log events, naming units as `view` knows them. */
export function describer(view: StarfireView | null): DescribeEvent {
  return (event, previous) =>
    describeEvent(
      event as StarfireEvent,
      (id) => unitName(view, id),
      previous as StarfireEvent | undefined,
    );
}
