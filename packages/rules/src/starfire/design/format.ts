import type { Design } from './types.js';

/**
 * The canonical design string: systems left to right, each engine room in parentheses, and a
 * `+` after every restricted weapon. `parseDesign(hull, formatDesign(d))` gives `d` back.
 */
export function formatDesign(design: Pick<Design, 'slots'>): string {
  let text = '';
  let openRoom: number | null = null;
  for (const slot of design.slots) {
    if (slot.engineRoom !== openRoom) {
      if (openRoom !== null) text += ')';
      if (slot.engineRoom !== null) text += '(';
      openRoom = slot.engineRoom;
    }
    text += slot.code;
    if (slot.restricted) text += '+';
  }
  if (openRoom !== null) text += ')';
  return text;
}
