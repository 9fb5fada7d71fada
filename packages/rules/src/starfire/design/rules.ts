import { HULLS, type HullCode, type HullSpec } from '../data/hulls.js';
import { FREIGHTER_SYSTEMS, SYSTEMS } from '../data/systems.js';
import { isRestrictedMount } from '../data/restricted-arc.js';
import type { DesignError } from './types.js';
import { designError, type DesignToken, type RoomToken } from './tokenize.js';

/**
 * The construction rules of the seed QSR ("Ship design") and the Starfire rulings (Ship design),
 * each a function that adds one error per place it is broken.
 */

/** "a" or "an", for messages. */
function article(noun: string): string {
  return /^[AEIOU]/.test(noun) ? 'an' : 'a';
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function tokenSpaces(token: DesignToken): number {
  return token.kind === 'room'
    ? token.drives * SYSTEMS.I.hullSpaces
    : SYSTEMS[token.code].hullSpaces;
}

/** Shields leftmost, then armor, then datalink as the first internal system. */
export function checkOrder(tokens: readonly DesignToken[], errors: DesignError[]): void {
  // 0: shields so far, 1: armor seen, 2: internal systems begun.
  let phase = 0;
  for (const token of tokens) {
    const code = token.kind === 'room' ? 'I' : token.code;
    if (code === 'S') {
      if (phase > 0) {
        errors.push(
          designError(
            'design/shields_not_leftmost',
            token.position,
            'Shields (S) must be the leftmost systems.',
          ),
        );
      }
    } else if (code === 'A') {
      if (phase > 1) {
        errors.push(
          designError(
            'design/armor_not_after_shields',
            token.position,
            'Armor (A) must come right after the shields.',
          ),
        );
      } else phase = 1;
    } else if (code === 'Z') {
      if (phase > 1) {
        errors.push(
          designError(
            'design/datalink_not_first_internal',
            token.position,
            'Datalink (Z) must be the first internal system, right after shields and armor.',
          ),
        );
      }
      phase = 2;
    } else phase = 2;
  }
}

/** The systems must fit the hull's spaces; the error points at the first system that does not fit. */
export function checkHullSpaces(
  hull: HullSpec,
  tokens: readonly DesignToken[],
  errors: DesignError[],
): void {
  const total = tokens.reduce((sum, token) => sum + tokenSpaces(token), 0);
  if (total <= hull.hullSpaces) return;
  let used = 0;
  const first = tokens.find((token) => (used += tokenSpaces(token)) > hull.hullSpaces);
  errors.push(
    designError(
      'design/hull_spaces_exceeded',
      first?.position ?? 0,
      `The systems take ${total} hull spaces; ${article(hull.name)} ${hull.name} has ${hull.hullSpaces}. This is the first that does not fit.`,
    ),
  );
}

/** Enough crew quarters, and at least one drive on a warship. */
export function checkRequiredSystems(
  hull: HullSpec,
  tokens: readonly DesignToken[],
  end: number,
  errors: DesignError[],
): void {
  const quarters = tokens.filter((token) => token.kind === 'system' && token.code === 'Q').length;
  if (quarters < hull.requiredQuarters) {
    errors.push(
      designError(
        'design/too_few_quarters',
        end,
        `${capitalise(article(hull.name))} ${hull.name} needs ${hull.requiredQuarters} Crew Quarters (Q); this design has ${quarters}.`,
      ),
    );
  }
  const hasDrive = tokens.some((token) => token.kind === 'room' || token.code === 'I');
  if (hull.kind === 'warship' && !hasDrive) {
    errors.push(
      designError(
        'design/no_engines',
        end,
        `${capitalise(article(hull.name))} ${hull.name} is a warship and needs at least one engine room, such as (I).`,
      ),
    );
  }
}

/** Freighters mount only I, Q and H; bases mount no drives. */
export function checkHullKind(
  hull: HullSpec,
  tokens: readonly DesignToken[],
  errors: DesignError[],
): void {
  for (const token of tokens) {
    if (hull.kind === 'base' && (token.kind === 'room' || token.code === 'I')) {
      errors.push(
        designError(
          'design/engines_on_base',
          token.position,
          `${capitalise(article(hull.name))} ${hull.name} never moves and may not mount drives (I).`,
        ),
      );
    }
    if (
      hull.kind === 'freighter' &&
      token.kind === 'system' &&
      !FREIGHTER_SYSTEMS.includes(token.code)
    ) {
      errors.push(
        designError(
          'design/freighter_system',
          token.position,
          `A freighter may mount only drives (I), Crew Quarters (Q) and Cargo Holds (H), not ${SYSTEMS[token.code].name} (${token.code}).`,
        ),
      );
    }
  }
}

function expectedDrives(hull: HullSpec, roomIndex: number, roomCount: number): number {
  switch (hull.engineRoom.pattern) {
    case 'single':
      return 1;
    case 'double':
      return 2;
    case 'alternating':
      return (roomCount - 1 - roomIndex) % 2 === 0 ? 2 : 1;
    case 'none':
      return 0;
  }
}

function groupingRule(hull: HullSpec): string {
  switch (hull.engineRoom.pattern) {
    case 'single':
      return `${article(hull.name)} ${hull.name} has one drive per engine room: (I)`;
    case 'double':
      return `${article(hull.name)} ${hull.name} has two drives per engine room: (II)`;
    case 'alternating':
      return `${article(hull.name)} ${hull.name}'s engine rooms alternate (I) and (II), the rightmost being (II)`;
    case 'none':
      return `${article(hull.name)} ${hull.name} has no engine rooms`;
  }
}

/** Drives sit in rooms grouped as the hull requires, and the rooms' MP stay within Max MP. */
export function checkEngines(
  hull: HullSpec,
  tokens: readonly DesignToken[],
  errors: DesignError[],
): void {
  if (hull.kind === 'base') return;
  const rooms = tokens.filter((token): token is RoomToken => token.kind === 'room');
  for (const token of tokens) {
    if (token.kind === 'system' && token.code === 'I') {
      errors.push(
        designError(
          'design/engine_outside_room',
          token.position,
          'Drives (I) must sit in an engine room: write (I).',
        ),
      );
    }
  }
  rooms.forEach((room, index) => {
    const expected = expectedDrives(hull, index, rooms.length);
    if (room.drives !== expected) {
      errors.push(
        designError(
          'design/engine_room_grouping',
          room.position,
          `Wrong engine room: ${groupingRule(hull)}; this one should be (${'I'.repeat(expected)}).`,
        ),
      );
    }
  });
  const mp = hull.engineRoom.mpPerRoom;
  if (rooms.length * mp > hull.maxMp) {
    const first = rooms[Math.floor(hull.maxMp / mp)];
    errors.push(
      designError(
        'design/speed_exceeds_max',
        first?.position ?? 0,
        `${rooms.length} engine rooms give ${rooms.length * mp} MP; ${article(hull.name)} ${hull.name}'s Max MP is ${hull.maxMp}. This room is one too many.`,
      ),
    );
  }
}

/** A "+" is allowed only on a weapon that is restricted on this hull. */
export function checkRestrictedMarks(
  hullCode: HullCode,
  tokens: readonly DesignToken[],
  errors: DesignError[],
): void {
  const hull = HULLS[hullCode];
  for (const token of tokens) {
    if (
      token.kind === 'system' &&
      token.markPosition !== null &&
      !isRestrictedMount(hullCode, token.code)
    ) {
      errors.push(
        designError(
          'design/restricted_mark',
          token.markPosition,
          `${SYSTEMS[token.code].name} (${token.code}) has no restricted arc on ${article(hull.name)} ${hull.name}: drop the "+".`,
        ),
      );
    }
  }
}
