import type { OnepageEvent, OnepageView } from '@broadside/rules/onepage';
import type { DescribeEvent } from '../../game/log-line.js';
import { describeEvent } from './battle/log-text.js';
import { shipName } from './battle/map-model.js';

/** The one-page words for log events, naming ships as `view` knows them. */
export function describer(view: OnepageView | null): DescribeEvent {
  return (event) => describeEvent(event as OnepageEvent, (id) => shipName(view, id));
}
