import type { OnepageEvent, OnepageView } from '@broadside/rules/onepage';
import type { SclEvent, SclView } from '@broadside/rules/scl';
import type { StarfireEvent, StarfireView } from '@broadside/rules/starfire';
import type { StartrekEvent, StartrekView } from '@broadside/rules/startrek';
import type { MapShot } from '../map-data.js';
import { onepageShots } from '../models/onepage-shots.js';
import { sclShots } from '../models/scl-shots.js';
import { starfireShots } from '../models/starfire-shots.js';
import { startrekShots } from '../models/startrek-shots.js';

/** A ruleset's shots of one step: its (viewer-filtered) events, the view after and before it. */
type ShotsOf = (events: readonly unknown[], view: unknown, before: unknown) => readonly MapShot[];

/** The same shot functions the web board animates, by ruleset id. */
const SHOTS: Readonly<Record<string, ShotsOf>> = {
  onepage: (events, view) => onepageShots(events as OnepageEvent[], view as OnepageView),
  scl: (events, view) => sclShots(events as SclEvent[], view as SclView),
  starfire: (events, view, before) =>
    starfireShots(events as StarfireEvent[], view as StarfireView, before as StarfireView | null),
  startrek: (events, view, before) =>
    startrekShots(events as StartrekEvent[], view as StartrekView, before as StartrekView | null),
};

/**
 * The shots of one step of a game of `rulesetId` (none for a ruleset without shot functions):
 * `events` as the viewer saw them, `view` after the step and `before` it (or null).
 */
export function stepShots(
  rulesetId: string,
  events: readonly unknown[],
  view: unknown,
  before: unknown,
): readonly MapShot[] {
  const shots = Object.hasOwn(SHOTS, rulesetId) ? SHOTS[rulesetId] : undefined;
  return shots && events.length > 0 ? shots(events, view, before) : [];
}
