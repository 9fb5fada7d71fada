import { engagement, type SclView, type Unit } from '@broadside/rules/scl';
import type { HexBadge } from '../../../map/map-data.js';
import { sectorMarks } from './map-model.js';

/** The badge that draws a detection radius (one per hex of the ring). */
export const RADIUS_BADGE = '·';

/** The words on an enemy for how the selected unit (or the side) has it: "Engaging". */
export const ENGAGEMENT_BADGES = { own: 'sensors', remote: 'remote −1' } as const;

/**
 * The board's detection layer ("Detection Procedure", "Engaging"), computed by the rules'
 * own functions: a ring at each own ship's or flight's detection radius (`seat`'s units; none
 * for a spectator), and on each enemy in view how it is engaged — by the selected own unit if
 * one is selected, else by the best of the side — on its own sensors or on remote data (−1).
 */
export function detectionBadges(
  view: SclView,
  seat: string | null,
  selected: string | null,
): HexBadge[] {
  if (seat === null) return [];
  const own = view.units.filter(
    (u) => u.side === seat && u.status === 'active' && u.kind !== 'missile',
  );
  const badges: HexBadge[] = [];
  const ringed = new Set<string>();
  for (const u of own)
    for (const h of sectorMarks(view, u, 0).ring) {
      const key = `${h.q},${h.r}`;
      if (ringed.has(key)) continue;
      ringed.add(key);
      badges.push({ hex: h, text: RADIUS_BADGE });
    }
  const firer = own.find((u) => u.id === selected);
  for (const t of view.units) {
    if (t.side === seat || t.status !== 'active') continue;
    const how = engagedBy(view, firer ? [firer] : own, t);
    if (how) badges.push({ hex: t.hex, text: ENGAGEMENT_BADGES[how] });
  }
  return badges;
}

/** The best engagement any of `firers` has on `target`: own sensors before remote data. */
function engagedBy(view: SclView, firers: readonly Unit[], target: Unit): 'own' | 'remote' | null {
  const ways = firers.map((f) => engagement(view, f, target));
  return ways.includes('own') ? 'own' : ways.includes('remote') ? 'remote' : null;
}
