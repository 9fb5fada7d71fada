/** One documented keyboard shortcut. */
export interface Shortcut {
  readonly key: string;
  readonly where: 'map' | 'battle' | 'replay' | 'anywhere';
  readonly action: string;
}

/**
 * Every keyboard shortcut of the app, in one list: the help page and the in-battle overlay
 * (`?`) both show it, so the documentation cannot drift from what the handlers bind.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { key: '←↑→↓', where: 'map', action: 'Pan the map (when the map has focus)' },
  { key: '+ / -', where: 'map', action: 'Zoom in / out' },
  { key: '0', where: 'map', action: 'Fit the whole map' },
  { key: 'Tab / n', where: 'battle', action: 'Select the next of your ships' },
  { key: 'w', where: 'battle', action: 'Move the selected ship forward' },
  { key: 'a / d', where: 'battle', action: 'Turn left / right (one hexside)' },
  { key: 's', where: 'battle', action: 'Stay in the hex (spend the MP without moving)' },
  { key: 'f', where: 'battle', action: 'Fire the assigned weapons' },
  { key: 'p', where: 'battle', action: 'Pass (end movement or fire nothing)' },
  { key: 'Esc', where: 'battle', action: 'Clear the selection, close dialogs' },
  { key: 'c', where: 'battle', action: 'Focus the chat box' },
  { key: '?', where: 'anywhere', action: 'Show this list' },
  { key: '← / →', where: 'replay', action: 'Step one event back / forward' },
  { key: 'Home / End', where: 'replay', action: 'Go to the start / the end' },
];
