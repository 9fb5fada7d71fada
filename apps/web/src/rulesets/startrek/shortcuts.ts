import type { Shortcut } from '../../app/shortcuts.js';

/** The Star Trek battle shortcuts (the shell's map, chat and replay keys come on top). */
export const STARTREK_SHORTCUTS: readonly Shortcut[] = [
  { key: 'n', where: 'battle', action: 'Select the next of your ships' },
  { key: 'z', where: 'battle', action: 'Zoom to the selected ship' },
  { key: 'Enter', where: 'your action', action: 'Send the action as set in the panel' },
  { key: 'f', where: 'cloaked move', action: 'Fan the cloak tokens out, each to its own place' },
  { key: 'r', where: 'battle', action: 'Show or hide the Short, Medium and Long range bands' },
];
