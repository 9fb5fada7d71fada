import type { Shortcut } from '../rulesets/contract/shortcut.js';

export type { Shortcut } from '../rulesets/contract/shortcut.js';

/**
 * The shell's keyboard shortcuts (map, battle frame, replay). A ruleset adds its own
 * (`WebRuleset.shortcuts`); the help page and the in-battle overlay (`?`) show both lists, so
 * the documentation cannot drift from what the handlers bind.
 */
export const SHELL_SHORTCUTS: readonly Shortcut[] = [
  {
    key: '← ↑ → ↓',
    where: 'map',
    action: 'Move the hex cursor (when the map has focus; the view follows it)',
  },
  {
    key: 'Enter / Space',
    where: 'map',
    action: 'Click the cursor’s hex (its unit, if one is there)',
  },
  { key: 'Shift+← ↑ → ↓', where: 'map', action: 'Pan the map' },
  { key: '+ / −', where: 'map', action: 'Zoom in / out (also the mouse wheel)' },
  { key: '0', where: 'map', action: 'Fit the whole map' },
  { key: 'Esc', where: 'battle', action: 'Clear the selection, close overlays, end the shots' },
  { key: 'c', where: 'battle', action: 'Open the chat and type' },
  { key: '?', where: 'battle', action: 'Show or hide these shortcuts' },
  { key: '← / →', where: 'replay', action: 'One event back / forward' },
  { key: 'Shift+← / Shift+→', where: 'replay', action: 'One order back / forward' },
  { key: 'Home / End', where: 'replay', action: 'The start / the end' },
  { key: 'Space', where: 'replay', action: 'Play or pause' },
  { key: 'z', where: 'replay', action: 'Zoom to the units on the map' },
];

/**
 * True when a key press goes into a form field (the chat box, a hex label, the scrubber …):
 * page shortcuts leave such keys alone.
 */
export function isTypingIn(e: KeyboardEvent): boolean {
  const target = e.composedPath()[0];
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}
