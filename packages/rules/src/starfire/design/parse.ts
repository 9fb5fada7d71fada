import { err, ok, type Result } from '../../core/result.js';
import { HULLS, type HullCode } from '../data/hulls.js';
import { isRestrictedMount } from '../data/restricted-arc.js';
import { SYSTEMS } from '../data/systems.js';
import { formatDesign } from './format.js';
import {
  checkEngines,
  checkHullKind,
  checkHullSpaces,
  checkOrder,
  checkRequiredSystems,
  checkRestrictedMarks,
} from './rules.js';
import { tokenizeDesign, type DesignToken } from './tokenize.js';
import type { Design, DesignError, DesignSlot, EngineRoom } from './types.js';

function buildDesign(hullCode: HullCode, tokens: readonly DesignToken[]): Design {
  const hull = HULLS[hullCode];
  const slots: DesignSlot[] = [];
  const engineRooms: EngineRoom[] = [];
  for (const token of tokens) {
    if (token.kind === 'room') {
      const room = engineRooms.length;
      const slotIndexes: number[] = [];
      for (let drive = 0; drive < token.drives; drive += 1) {
        slotIndexes.push(slots.length);
        slots.push({ index: slots.length, code: 'I', restricted: false, engineRoom: room });
      }
      engineRooms.push({
        index: room,
        slotIndexes,
        drives: token.drives,
        mp: hull.engineRoom.mpPerRoom,
      });
    } else {
      slots.push({
        index: slots.length,
        code: token.code,
        restricted: isRestrictedMount(hullCode, token.code),
        engineRoom: null,
      });
    }
  }
  const shape = {
    hull: hullCode,
    slots,
    engineRooms,
    speed: engineRooms.reduce((sum, room) => sum + room.mp, 0),
    turnMode: hull.turnMode,
    hullSpacesUsed: slots.reduce((sum, slot) => sum + SYSTEMS[slot.code].hullSpaces, 0),
  };
  return { ...shape, text: formatDesign(shape) };
}

/**
 * Reads a design string such as `SSAAZ(I)R(I)LQ(I)` for `hull`. Codes are case-sensitive
 * (`Mg`, `Pt`); drives sit in engine rooms written in parentheses; a `+` after a restricted
 * weapon is optional (it is derived from the hull). Spaces are ignored.
 *
 * On failure returns every broken rule, each with its `design/...` code and the character
 * offset where it shows, sorted by offset. Rules: known systems, hull spaces, crew quarters,
 * a drive on warships, shields leftmost, armor after shields, datalink first internal, drives
 * in rooms grouped as the hull requires, speed within Max MP, no drives on bases, only I/Q/H
 * on freighters, and `+` only on restricted weapons.
 */
export function parseDesign(hull: HullCode, text: string): Result<Design, readonly DesignError[]> {
  const spec = HULLS[hull];
  const errors: DesignError[] = [];
  const tokens = tokenizeDesign(text, errors);
  checkOrder(tokens, errors);
  checkHullSpaces(spec, tokens, errors);
  checkRequiredSystems(spec, tokens, text.length, errors);
  checkHullKind(spec, tokens, errors);
  checkEngines(spec, tokens, errors);
  checkRestrictedMarks(hull, tokens, errors);
  if (errors.length > 0) return err([...errors].sort((a, b) => a.position - b.position));
  return ok(buildDesign(hull, tokens));
}
