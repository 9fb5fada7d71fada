import type { Hex } from '@broadside/rules';
import type { OnepageEvent, OnepageView } from '@broadside/rules/onepage';
import type { MapShot as Shot } from '../map-data.js';

/**
 * The shots of a batch of one-page events, for the map to animate: each gun shot (Combat) from
 * the firing ship to its target, and each missile attack from where the missile last stood (its
 * launch hex or the end of its last move in the batch; a spent missile leaves the view) to its
 * target. Ships are found where the view after the batch has them: ships do not move in Combat.
 */
export function onepageShots(events: readonly OnepageEvent[], view: OnepageView): readonly Shot[] {
  const at = new Map<string, Hex>();
  for (const s of view.ships) at.set(s.id, s.hex);
  for (const m of view.missiles) at.set(m.id, m.hex);
  const shots: Shot[] = [];
  for (const e of events) {
    if (e.type === 'missile_launched') at.set(e.missile, e.hex);
    if (e.type === 'missile_moved') at.set(e.missile, e.path[e.path.length - 1] ?? e.from);
    if (e.type !== 'gun_shot' && e.type !== 'missile_attack') continue;
    const to = at.get(e.target);
    if (!to) continue;
    const firer = e.type === 'gun_shot' ? e.ship : e.missile;
    const kind = e.type === 'gun_shot' ? 'beam' : 'missile';
    shots.push({ from: at.get(firer) ?? null, to, hit: e.hit, kind });
  }
  return shots;
}
