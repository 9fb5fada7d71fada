import type { Shortcut } from '../rulesets/contract/shortcut.js';

/**
 * Keys of the actions on a battle screen, the pure part: a button declares its key with
 * `actionKey()` (see `action-key.ts`), the frame presses the button on that key, and the help
 * overlay lists what is declared on screen (built here, so the list cannot drift).
 */

/** The attribute that carries an action's key. */
export const KEY_ATTRIBUTE = 'data-key';

/** The keys every battle screen already uses: the shell's and the map's. Actions avoid them. */
export const RESERVED_KEYS: readonly string[] = [
  '?',
  'Escape',
  'c',
  'n',
  'z',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  '+',
  '-',
  '=',
  '0',
  'v',
];

/** The key of the `index`-th choice of a list (`'1'` … `'9'`), or `''` past the ninth. */
export function listKey(index: number): string {
  return Number.isInteger(index) && index >= 0 && index < 9 ? String(index + 1) : '';
}

/** How a key is shown in a hint and in the help (`Escape` as `Esc`, `Q` as `Shift+Q`). */
export function keyLabel(key: string): string {
  return key === 'Escape' ? 'Esc' : ariaShortcut(key);
}

/** A key as `aria-keyshortcuts` spells it: `Q` is `Shift+Q`, `' '` is `Space`. */
export function ariaShortcut(key: string): string {
  if (/^[A-Z]$/.test(key)) return `Shift+${key}`;
  return key === ' ' ? 'Space' : key;
}

/** One action declared on screen: its key and what it does in words. */
export interface DeclaredAction {
  readonly key: string;
  readonly name: string;
}

/**
 * The help overlay's rows for the actions on screen, in screen order: one row per key (the
 * first action with it wins, as a press does), digits of one list folded into `1 … n`.
 */
export function screenShortcuts(actions: readonly DeclaredAction[]): Shortcut[] {
  const rows: Shortcut[] = [];
  const seen = new Set<string>();
  let digits: { first: string; last: string; names: string[] } | null = null;
  const flush = () => {
    if (!digits) return;
    const key = digits.first === digits.last ? digits.first : `${digits.first} … ${digits.last}`;
    rows.push({ key, where: 'on screen', action: digits.names.join(', ') });
    digits = null;
  };
  for (const a of actions) {
    if (!a.key || seen.has(a.key)) continue;
    seen.add(a.key);
    if (/^[1-9]$/.test(a.key)) {
      if (digits && Number(a.key) === Number(digits.last) + 1) {
        digits.last = a.key;
        digits.names.push(a.name);
        continue;
      }
      flush();
      digits = { first: a.key, last: a.key, names: [a.name] };
      continue;
    }
    flush();
    rows.push({ key: keyLabel(a.key), where: 'on screen', action: a.name });
  }
  flush();
  return rows;
}
