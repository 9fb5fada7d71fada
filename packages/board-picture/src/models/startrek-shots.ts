import type { Hex } from '@broadside/rules';
import type { StartrekEvent, StartrekView } from '@broadside/rules/startrek';
import type { MapShot as Shot } from '../map-data.js';

/**
 * The shots of a batch of Star Trek events, for the map to animate: each phaser fire from the
 * firing ship's fore hex to its target's, and each torpedo detonation from the torpedo's hex
 * (as the view before the batch or the batch's launch placed it; a detonated torpedo leaves the
 * view) to its target. A hit when any die scored.
 */
export function startrekShots(
  events: readonly StartrekEvent[],
  view: StartrekView,
  before: StartrekView | null,
): readonly Shot[] {
  const at = new Map<string, Hex>();
  for (const t of before?.torpedoes ?? []) at.set(t.id, t.hex);
  for (const s of view.ships) if (s.hex) at.set(s.id, s.hex);
  for (const stand of view.stands) if (stand.kind === 'ship') at.set(stand.ship, stand.fore);
  const shots: Shot[] = [];
  for (const e of events) {
    if (e.type === 'torpedo_launched') at.set(e.torpedo, e.hex);
    if (e.type !== 'phasers_fired' && e.type !== 'torpedo_detonated') continue;
    const to = at.get(e.target);
    if (!to) continue;
    const firer = e.type === 'phasers_fired' ? e.ship : e.torpedo;
    const kind = e.type === 'phasers_fired' ? 'beam' : 'missile';
    shots.push({ from: at.get(firer) ?? null, to, hit: e.hits > 0, kind });
  }
  return shots;
}
