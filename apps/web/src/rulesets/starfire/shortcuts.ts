import type { Shortcut } from '../../app/shortcuts.js';

/** Starfire's battle shortcuts (the shell's map, chat and replay keys come on top). */
export const STARFIRE_SHORTCUTS: readonly Shortcut[] = [
  { key: 'z', where: 'battle', action: 'Zoom to the selected ship' },
  { key: 'n', where: 'battle', action: 'Select the next of your ships' },
  { key: '1 … 6', where: 'deployment', action: 'Place the ship facing A … F in the picked hex' },
  { key: 'Enter', where: 'battle', action: 'Confirm declarations, shelter or the transit order' },
  { key: 'w', where: 'movement', action: 'Forward' },
  { key: 'q / e', where: 'movement', action: 'Forward, then turn left / right' },
  { key: 's', where: 'movement', action: 'Stay in the hex' },
  { key: 'a / d', where: 'movement', action: 'Stay and turn left / right' },
  { key: 'x', where: 'movement', action: 'Exit through the warp point' },
  { key: 'Enter', where: 'movement', action: 'Go along the path planned by clicking a hex' },
  { key: 'g', where: 'movement', action: 'Go along the planned path, then stay for the turn' },
  { key: 'h', where: 'movement', action: 'Stay for the rest of the turn (queued)' },
  { key: 'Esc', where: 'movement', action: 'Undo the planned path' },
  {
    key: '1 … 6',
    where: 'movement',
    action: 'Transit facing A … F (ships waiting at a warp point)',
  },
  { key: 'f', where: 'combat', action: 'Fire the assigned weapons' },
  { key: 'p', where: 'combat', action: 'Pass (activate without firing)' },
];
