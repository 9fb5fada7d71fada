/**
 * Every ruleset's words for its log events (the web's battle log and the server's after-action
 * reports say the same thing), and a way to pick a ruleset's by id.
 */
import type { OnepageEvent, OnepageView } from '@broadside/rules/onepage';
import type { SclEvent, SclView } from '@broadside/rules/scl';
import type { StarfireEvent, StarfireView } from '@broadside/rules/starfire';
import type { StartrekEvent, StartrekView } from '@broadside/rules/startrek';
import { shipName as onepageShip } from '../models/onepage.js';
import { unitName as sclUnit } from '../models/scl.js';
import { unitName as starfireUnit } from '../models/starfire.js';
import { shipName as startrekShip } from '../models/startrek.js';
import type { DescribeEvent } from './log-line.js';
import { describeEvent as onepageEvent } from './onepage.js';
import { describeEvent as sclEvent } from './scl.js';
import { describeEvent as starfireEvent } from './starfire.js';
import { describeEvent as startrekEvent } from './startrek.js';

export type { DescribeEvent, LogLine } from './log-line.js';

/** Each ruleset's describer, naming units as its view (or, with null, its ids) does. */
const DESCRIBERS: Readonly<Record<string, (view: never) => DescribeEvent>> = {
  onepage: (view: OnepageView | null) => (event) =>
    onepageEvent(event as OnepageEvent, (id) => onepageShip(view, id)),
  scl: (view: SclView | null) => (event) => sclEvent(event as SclEvent, (id) => sclUnit(view, id)),
  starfire: (view: StarfireView | null) => (event, previous) =>
    starfireEvent(
      event as StarfireEvent,
      (id) => starfireUnit(view, id),
      previous as StarfireEvent | undefined,
    ),
  startrek: (view: StartrekView | null) => (event) =>
    startrekEvent(event as StartrekEvent, (id) => startrekShip(view, id)),
};

/**
 * The words for a ruleset's events, naming units as `view` (the ruleset's own view of a game)
 * knows them; null for a ruleset with no narration.
 */
export function narrationFor(rulesetId: string, view: unknown): DescribeEvent | null {
  if (!Object.hasOwn(DESCRIBERS, rulesetId)) return null;
  return (DESCRIBERS[rulesetId] as (view: unknown) => DescribeEvent)(view);
}
