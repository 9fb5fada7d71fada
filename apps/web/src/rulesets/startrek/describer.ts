import type { StartrekEvent, StartrekView } from '@broadside/rules/startrek';
import type { DescribeEvent } from '../../game/log-line.js';
import { describeEvent } from './battle/log-text.js';
import { shipName } from './battle/map-model.js';

/** The Star Trek words for log events, naming ships as `view` knows them. */
export function describer(view: StartrekView | null): DescribeEvent {
  return (event) => describeEvent(event as StartrekEvent, (id) => shipName(view, id));
}
