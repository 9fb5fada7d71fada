/** One documented keyboard shortcut. */
export interface Shortcut {
  readonly key: string;
  readonly where: 'map' | 'battle' | 'deployment' | 'movement' | 'combat' | 'replay' | 'anywhere';
  readonly action: string;
}

/**
 * Every keyboard shortcut of the app, in one list: the help page and the in-battle overlay
 * (`?`) both show it, so the documentation cannot drift from what the handlers bind.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { key: '← ↑ → ↓', where: 'map', action: 'Pan the map (when the map has focus)' },
  { key: '+ / −', where: 'map', action: 'Zoom in / out (also the mouse wheel)' },
  { key: '0', where: 'map', action: 'Fit the whole map' },
  { key: 'z', where: 'battle', action: 'Zoom to the selected ship' },
  { key: 'n', where: 'battle', action: 'Select the next of your ships' },
  { key: '1 … 6', where: 'deployment', action: 'Place the ship facing A … F in the picked hex' },
  { key: 'Enter', where: 'battle', action: 'Confirm declarations, shelter or the transit order' },
  { key: 'w', where: 'movement', action: 'Forward' },
  { key: 'q / e', where: 'movement', action: 'Forward, then turn left / right' },
  { key: 's', where: 'movement', action: 'Stay in the hex' },
  { key: 'a / d', where: 'movement', action: 'Stay and turn left / right' },
  { key: 'x', where: 'movement', action: 'Exit through the warp point' },
  {
    key: '1 … 6',
    where: 'movement',
    action: 'Transit facing A … F (ships waiting at a warp point)',
  },
  { key: 'f', where: 'combat', action: 'Fire the assigned weapons' },
  { key: 'p', where: 'combat', action: 'Pass (activate without firing)' },
  { key: 'Esc', where: 'battle', action: 'Clear the selection and close overlays' },
  { key: 'c', where: 'battle', action: 'Open the chat and type' },
  { key: '?', where: 'battle', action: 'Show or hide these shortcuts' },
  { key: '← / →', where: 'replay', action: 'One event back / forward' },
  { key: 'Shift+← / Shift+→', where: 'replay', action: 'One order back / forward' },
  { key: 'Home / End', where: 'replay', action: 'The start / the end' },
  { key: 'Space', where: 'replay', action: 'Play or pause' },
  { key: 'z', where: 'replay', action: 'Zoom to the ships on the map' },
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
