import type { ActionType } from '@broadside/rules/startrek';

/** The action panel's words: its buttons and a manoeuvre's turn. */

/** Words of the action buttons. */
export const TYPE_WORDS: Readonly<Record<ActionType, string>> = {
  move: 'Move',
  move_cloaked: 'Move tokens',
  fire: 'Fire phasers',
  launch: 'Launch torpedo',
  detonate: 'Detonate torpedo',
  cloak: 'Cloak',
  scan: 'Scan token',
  warp: 'Warp out',
  board: 'Board',
  assault: 'Assault',
  pass: 'Pass',
};

/**
 * The keys of the action buttons: the action's first letter where it is free (the shell keeps
 * c, n, z and v; the panel keeps f for Fan out and r for the range bands).
 */
export const TYPE_KEYS: Readonly<Record<ActionType, string>> = {
  move: 'm',
  move_cloaked: 't',
  fire: 'p',
  launch: 'l',
  detonate: 'd',
  cloak: 'k',
  scan: 's',
  warp: 'w',
  board: 'b',
  assault: 'a',
  pass: 'x',
};

/** The keys of a cloaked ship's tokens, in order (letters no action button takes). */
export const TOKEN_KEYS: readonly string[] = ['g', 'h', 'j', 'i', 'o', 'q', 'y'];

/** A turn in words: `straight`, or `2 right after 1`. */
export function turnWords(m: { turnAt: number; turn: number }): string {
  if (m.turn === 0) return 'straight';
  return `${Math.abs(m.turn)} ${m.turn > 0 ? 'right' : 'left'} after ${m.turnAt}`;
}
