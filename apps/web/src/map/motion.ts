import type { KeyValueStorage } from '../net/storage.js';

/** Where the player's "Motion" setting is kept (`off` turns animations off). */
export const MOTION_KEY = 'broadside:motion';

/** The browser's storage, or null where there is none (tests, private modes). */
function storage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** True when the system asks for reduced motion (`prefers-reduced-motion: reduce`). */
export function systemReducesMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The player's own Motion setting: true unless switched off. */
export function motionSetting(store: KeyValueStorage | null = storage()): boolean {
  return store?.getItem(MOTION_KEY) !== 'off';
}

/** Stores the player's Motion setting. */
export function setMotionSetting(on: boolean, store: KeyValueStorage | null = storage()): void {
  store?.setItem(MOTION_KEY, on ? 'on' : 'off');
}

/**
 * The one test of whether the map may move things: counters sliding to their new hex and shots
 * flying. False when the system asks for reduced motion or the player switched Motion off.
 */
export function motionAllowed(store: KeyValueStorage | null = storage()): boolean {
  return !systemReducesMotion() && motionSetting(store);
}
