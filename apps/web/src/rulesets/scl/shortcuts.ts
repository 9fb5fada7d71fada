import type { Shortcut } from '../../app/shortcuts.js';

/** The Star Cruiser Lite battle shortcuts (the shell's map, chat and replay keys come on top). */
export const SCL_SHORTCUTS: readonly Shortcut[] = [
  { key: 'n', where: 'battle', action: 'Select the next of your units' },
  { key: 'z', where: 'battle', action: 'Zoom to the selected unit' },
  { key: 'u', where: 'moving', action: 'Take back the last step of the selected unit' },
  { key: 'Enter', where: 'your orders', action: 'Send the orders as set in the panel' },
];
