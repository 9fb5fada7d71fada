import { formatLabel, hexesWithin, inBounds, type Hex } from '@broadside/rules';
import {
  HULLS,
  isInBlindspot,
  isInRestrictedArc,
  maxRange,
  type FireOptions,
  type StarfireView,
} from '@broadside/rules/starfire';
import type { HexBadge, HexLine, HexMark } from '../../../map/map-data.js';

/** What the map shows while a ship picks its targets. */
export interface CombatOverlay {
  readonly marks: readonly HexMark[];
  readonly badges: readonly HexBadge[];
  readonly lines: readonly HexLine[];
}

/** Weapon slot → target unit id. */
export type Assignments = ReadonlyMap<number, string>;

/**
 * Draws a firing ship's options from the rules package's `fireOptions`: every possible target
 * marked with its to-hit numbers, lines of fire (solid once a weapon is assigned), the firer's
 * blindspot shaded and, for restricted-arc mounts, the hexes outside the front arc hatched.
 * `focusSlot` narrows the picture to one weapon.
 */
export function combatOverlay(
  view: StarfireView,
  options: FireOptions,
  assignments: Assignments,
  focusSlot: number | null,
): CombatOverlay {
  const firer = view.units.find((u) => u.id === options.unit);
  if (!firer?.hex || !firer.facing) return { marks: [], badges: [], lines: [] };
  const origin = firer.hex;
  const facing = firer.facing;
  const bounds = view.setup.scenario.map;
  const weapons = options.weapons.filter(
    (w) => w.ready && (focusSlot === null || w.slot === focusSlot),
  );
  const reach = Math.max(0, ...weapons.map((w) => maxRange(w.weapon)));
  const area = reach > 0 ? hexesWithin(origin, reach).filter((h) => inBounds(bounds, h)) : [];
  const marks: HexMark[] = [];

  if (HULLS[firer.hull].kind !== 'base') {
    for (const h of area)
      if (isInBlindspot(origin, facing, h)) marks.push({ hex: h, kind: 'blind' });
  }
  if (weapons.some((w) => w.restricted)) {
    for (const h of area) {
      if (!isInRestrictedArc(origin, facing, h) && !isInBlindspot(origin, facing, h)) {
        marks.push({ hex: h, kind: 'restricted' });
      }
    }
  }
  if (focusSlot !== null) {
    const focus = weapons[0];
    if (focus) {
      const inReach = hexesWithin(origin, maxRange(focus.weapon)).filter((h) =>
        inBounds(bounds, h),
      );
      for (const h of inReach) marks.push({ hex: h, kind: 'in-arc' });
    }
  }

  const hexOf = new Map<string, Hex>();
  for (const u of view.units) if (u.hex) hexOf.set(u.id, u.hex);
  const perTarget = new Map<string, string[]>();
  for (const w of weapons) {
    for (const t of w.targets) {
      const list = perTarget.get(t.target) ?? [];
      list.push(`${w.weapon}${w.restricted ? '+' : ''} ${t.toHit}`);
      perTarget.set(t.target, list);
    }
  }
  const badges: HexBadge[] = [];
  const lines: HexLine[] = [];
  for (const [target, texts] of perTarget) {
    const h = hexOf.get(target);
    if (!h) continue;
    marks.push({ hex: h, kind: 'target' });
    badges.push({ hex: h, text: texts.join(' · ') });
    const assigned = [...assignments.values()].includes(target);
    lines.push({ from: origin, to: h, kind: assigned ? 'assigned' : 'fire' });
  }
  return { marks, badges, lines };
}

/** A short key for an overlay, for tests and caching: the marked hex labels per kind. */
export function overlaySummary(overlay: CombatOverlay): Readonly<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const m of overlay.marks) counts[m.kind] = (counts[m.kind] ?? 0) + 1;
  return counts;
}

/** The CCRR labels of marks of one kind, sorted. */
export function markedLabels(overlay: CombatOverlay, kind: HexMark['kind']): readonly string[] {
  return overlay.marks
    .filter((m) => m.kind === kind)
    .map((m) => formatLabel(m.hex))
    .sort();
}
