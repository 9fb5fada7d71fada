import type { StarfireEvent, StarfireView } from '@broadside/rules/starfire';
import type { MapShot as Shot } from '../map-data.js';

/**
 * The shots of a batch of Starfire events, for the map to animate: each `shot` (fire combat)
 * from the firer's hex to the target's, a hit when its die succeeded. A weapon with munitions
 * (a launcher) flies as a missile, the others as beams. Units stand where the view after the
 * batch has them; a ship the batch destroyed, whose hex the view after no longer gives, where
 * the view `before` the batch had it, when there is one.
 */
export function starfireShots(
  events: readonly StarfireEvent[],
  view: StarfireView,
  before: StarfireView | null = null,
): readonly Shot[] {
  const hexOf = (id: string) =>
    view.units.find((u) => u.id === id)?.hex ?? before?.units.find((u) => u.id === id)?.hex ?? null;
  return events.flatMap((e): Shot[] => {
    if (e.type !== 'shot') return [];
    const to = hexOf(e.target);
    if (!to) return [];
    const kind = e.munitionsLeft === null ? 'beam' : 'missile';
    return [{ from: hexOf(e.firer), to, hit: e.die.success ?? undefined, kind }];
  });
}
