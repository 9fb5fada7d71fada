import type { Hex } from '@broadside/rules';
import type { SclOrder, SclView } from '@broadside/rules/scl';
import type { HexBadge, HexLine, HexMark } from '../../../map/map-data.js';
import { draftMove, type SclDraft } from './draft.js';
import { fireChoices, previewMove } from './legal.js';
import { sectorMarks } from './map-model.js';

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
  readonly focusUnits: readonly string[];
  readonly kind: string;
  readonly draft: SclDraft;
  readonly orders: readonly SclOrder[];
}

/**
 * Sectors and detection ring of the selected unit, units in focus (a log line, a squadron the
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
    for (const h of drawn.ring) badges.push({ hex: h, text: '·' });
  }
  for (const id of input.focusUnits) {
    const hex = view.units.find((x) => x.id === id)?.hex;
    if (hex) marks.push({ hex, kind: 'focus' });
  }
  if (input.kind === 'move') {
    for (const unit of Object.keys(input.draft.moves)) {
      const p = previewMove(view, draftMove(input.draft, unit));
      if (!p.ok) continue;
      if (unit === input.selected) path = p.path;
      else for (const h of p.path.slice(1)) marks.push({ hex: h, kind: 'path' });
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
