import type { Shortcut } from '../../app/shortcuts.js';

/** The one-page battle shortcuts (the shell's map, chat and replay keys come on top). */
export const ONEPAGE_SHORTCUTS: readonly Shortcut[] = [
  { key: 'n', where: 'battle', action: 'Select the next of your ships' },
  { key: 'z', where: 'battle', action: 'Zoom to the selected ship' },
  { key: 'u', where: 'plotting', action: 'Take back the last hex of the selected ship' },
  {
    key: 'r',
    where: 'plotting',
    action: "Show or hide the selected ship's gun range and missile reach",
  },
  { key: 'Enter', where: 'plotting', action: 'Send the plot (or the move)' },
  { key: 'f / Enter', where: 'gun combat', action: 'Fire the guns as aimed' },
];
