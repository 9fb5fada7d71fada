import { isSystemCode, SYSTEMS, type SystemCode } from '../data/systems.js';
import { isWeaponCode } from '../data/weapons.js';
import type { DesignError, DesignErrorCode } from './types.js';

/** A system written outside parentheses, e.g. `R` or `E+`. */
export interface SystemToken {
  readonly kind: 'system';
  readonly code: SystemCode;
  /** Offset of the code's first character. */
  readonly position: number;
  /** Offset of a trailing `+`, or `null`. */
  readonly markPosition: number | null;
}

/** An engine room, e.g. `(II)`. */
export interface RoomToken {
  readonly kind: 'room';
  /** Offset of the opening parenthesis. */
  readonly position: number;
  readonly drives: number;
}

/** One unit of a design string. */
export type DesignToken = SystemToken | RoomToken;

/** Builds a {@link DesignError}; the path is the character offset. */
export function designError(code: DesignErrorCode, position: number, message: string): DesignError {
  return { code, message, path: [position], position };
}

const TWO_LETTER_CODES = Object.keys(SYSTEMS).filter((code) => code.length === 2);

function readCode(text: string, at: number): SystemCode | null {
  const pair = text.slice(at, at + 2);
  if (TWO_LETTER_CODES.includes(pair) && isSystemCode(pair)) return pair;
  const single = text.charAt(at);
  return isSystemCode(single) ? single : null;
}

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t';
}

/** Reads an engine room starting at the `(` at `start`; returns the token and the offset after it. */
function readRoom(
  text: string,
  start: number,
  errors: DesignError[],
): { token: RoomToken | null; next: number } {
  let at = start + 1;
  let drives = 0;
  while (at < text.length && text.charAt(at) !== ')') {
    const ch = text.charAt(at);
    if (ch === 'I') drives += 1;
    else if (!isSpace(ch)) {
      errors.push(
        designError(
          'design/syntax',
          at,
          `Only drives (I) go inside an engine room's parentheses, not "${ch}".`,
        ),
      );
    }
    at += 1;
  }
  if (at >= text.length) {
    errors.push(designError('design/syntax', start, 'This engine room is never closed: add ")".'));
    return { token: null, next: at };
  }
  if (drives === 0) {
    errors.push(
      designError('design/syntax', start, 'An engine room must hold at least one drive (I).'),
    );
    return { token: null, next: at + 1 };
  }
  return { token: { kind: 'room', position: start, drives }, next: at + 1 };
}

/**
 * Splits a design string into systems and engine rooms. Spaces and tabs are ignored. Adds a
 * `design/syntax` or `design/unknown_system` error for anything it cannot read, and carries on.
 */
export function tokenizeDesign(text: string, errors: DesignError[]): DesignToken[] {
  const tokens: DesignToken[] = [];
  let at = 0;
  while (at < text.length) {
    const ch = text.charAt(at);
    if (isSpace(ch)) {
      at += 1;
    } else if (ch === '(') {
      const { token, next } = readRoom(text, at, errors);
      if (token) tokens.push(token);
      at = next;
    } else if (ch === ')') {
      errors.push(designError('design/syntax', at, 'This ")" closes no engine room.'));
      at += 1;
    } else if (ch === '+') {
      const last = tokens[tokens.length - 1];
      if (last?.kind === 'system' && last.markPosition === null && isWeaponCode(last.code)) {
        tokens[tokens.length - 1] = { ...last, markPosition: at };
      } else {
        errors.push(
          designError(
            'design/restricted_mark',
            at,
            'A "+" may only follow a weapon (R, G, Pt, F, L or E).',
          ),
        );
      }
      at += 1;
    } else {
      const code = readCode(text, at);
      if (code === null) {
        errors.push(designError('design/unknown_system', at, `"${ch}" is not a system code.`));
        at += 1;
      } else {
        tokens.push({ kind: 'system', code, position: at, markPosition: null });
        at += code.length;
      }
    }
  }
  return tokens;
}
