import type { SclEvent, SclView } from '@broadside/rules/scl';
import type { DescribeEvent } from '../../game/log-line.js';
import { describeEvent } from './battle/log-text.js';
import { unitName } from './battle/map-model.js';

/** The Star Cruiser Lite words for log events, naming units as `view` knows them. */
export function describer(view: SclView | null): DescribeEvent {
  return (event) => describeEvent(event as SclEvent, (id) => unitName(view, id));
}
