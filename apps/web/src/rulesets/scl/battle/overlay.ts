import type { Hex } from '@broadside/rules';
import type { SclOrder, SclView } from '@broadside/rules/scl';
import type { HexBadge, HexLine, HexMark } from '../../../map/map-data.js';
import { draftMove, type SclDraft } from './draft.js';
import { fireChoices, previewMove } from './legal.js';
import { sectorMarks } from './map-model.js';
import { detectionBadges } from './detection-overlay.js';

/** How far the selected ship's sectors are shaded. */
const SECTOR_REACH = 6;

/** What the map draws over the units. */
export interface BattleOverlay {
  marks: HexMark[];
  badges: HexBadge[];
  lines: HexLine[];
  path: Hex[];
}

/** What the overlay depends on besides the view. */
export interface OverlayInput {
  readonly selected: string | null;
  /** The seat whose board it is (its detection radii drawn), or `null` for a spectator. */
  readonly seat: string | null;
  readonly focusUnits: readonly string[];
  readonly kind: string;
  readonly draft: SclDraft;
  readonly orders: readonly SclOrder[];
}

/**
 * Sectors of the selected unit, detection rings of the side's own units and how each enemy is
 * engaged (`detection-overlay.ts`), units in focus (a log line, a squadron the
 * fleet commander may activate), the drafted move's path, lines of fire.
 */
export function battleOverlay(view: SclView | null, input: OverlayInput): BattleOverlay {
  const marks: HexMark[] = [];
  const badges: HexBadge[] = [];
  const lines: HexLine[] = [];
  let path: Hex[] = [];
  if (!view) return { marks, badges, lines, path };
  const u = view.units.find((x) => x.id === input.selected && x.status === 'active');
  if (u) {
    const drawn = sectorMarks(view, u, SECTOR_REACH);
    marks.push(...drawn.marks);
    if (u.side !== input.seat) for (const h of drawn.ring) badges.push({ hex: h, text: '·' });
  }
  badges.push(...detectionBadges(view, input.seat, input.selected));
  for (const id of input.focusUnits) {
    const hex = view.units.find((x) => x.id === id)?.hex;
    if (hex) marks.push({ hex, kind: 'focus' });
  }
  if (input.kind === 'move') {
    for (const unit of Object.keys(input.draft.moves)) {
      const p = previewMove(view, draftMove(input.draft, unit));
      if (!p.ok) continue;
      if (unit === input.selected) {
        path = p.path;
        const end = p.path.at(-1);
        if (end && p.path.length > 1) badges.push({ hex: end, text: 'end' });
      } else for (const h of p.path.slice(1)) marks.push({ hex: h, kind: 'path' });
    }
  } else if (input.kind === 'fire') {
    const choices = fireChoices(input.orders);
    for (const key of Object.values(input.draft.fire)) {
      const c = choices.find((x) => x.key === key);
      const from = view.units.find((x) => x.id === c?.unit)?.hex;
      const to = view.units.find((x) => x.id === c?.target)?.hex;
      if (from && to) lines.push({ from, to, kind: 'assigned' });
      if (to) marks.push({ hex: to, kind: 'target' });
    }
  }
  return { marks, badges, lines, path };
}
