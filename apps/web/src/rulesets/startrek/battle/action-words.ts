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

/** A turn in words: `straight`, or `2 right after 1`. */
export function turnWords(m: { turnAt: number; turn: number }): string {
  if (m.turn === 0) return 'straight';
  return `${Math.abs(m.turn)} ${m.turn > 0 ? 'right' : 'left'} after ${m.turnAt}`;
}
