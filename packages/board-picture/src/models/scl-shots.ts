import type { Hex } from '@broadside/rules';
import type { SclEvent, SclView } from '@broadside/rules/scl';
import type { MapShot as Shot } from '../map-data.js';

/**
 * The shots of a batch of Star Cruiser Lite events, for the map to animate: each beam shot,
 * submunition and missile attack (Combat) from its firer to its target. Units stand where the
 * view after the batch has them, or where the batch last moved or launched them (a missile
 * spent on its attack leaves the view). An undetected firer (`firer: null`) gives no tracer,
 * only the burst on the target; a target the viewer does not see gives no shot.
 */
export function sclShots(events: readonly SclEvent[], view: SclView): readonly Shot[] {
  const at = new Map<string, Hex>();
  for (const u of view.units) at.set(u.id, u.hex);
  const shots: Shot[] = [];
  for (const e of events) {
    if (e.type === 'launched') at.set(e.unit, e.hex);
    if (e.type === 'unit_moved') at.set(e.unit, e.path[e.path.length - 1] ?? e.from);
    if (e.type !== 'beam_shot' && e.type !== 'submunition_shot' && e.type !== 'missile_attack')
      continue;
    const to = at.get(e.target);
    if (!to) continue;
    shots.push({
      from: e.firer ? (at.get(e.firer) ?? null) : null,
      to,
      hit: e.points > 0,
      kind: e.type === 'beam_shot' ? 'beam' : 'missile',
    });
  }
  return shots;
}
