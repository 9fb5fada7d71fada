/**
 * Tells a player that a decision is waiting: the tab title (always), a browser notification
 * and a short tone (each only when the player switched it on). Settings live in localStorage.
 */

const SOUND_KEY = 'broadside.sound';
const NOTIFY_KEY = 'broadside.notify';

/** The player's attention settings. */
export interface AttentionSettings {
  readonly sound: boolean;
  readonly notify: boolean;
}

/** Reads the settings. */
export function attentionSettings(): AttentionSettings {
  return {
    sound: localStorage.getItem(SOUND_KEY) === 'on',
    notify: localStorage.getItem(NOTIFY_KEY) === 'on',
  };
}

/** Switches the sound on or off. */
export function setSound(on: boolean): void {
  localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
}

/** Switches notifications on (asking the browser's permission) or off. */
export async function setNotify(on: boolean): Promise<boolean> {
  if (on && typeof Notification !== 'undefined' && Notification.permission !== 'granted') {
    const answer = await Notification.requestPermission();
    if (answer !== 'granted') on = false;
  }
  localStorage.setItem(NOTIFY_KEY, on ? 'on' : 'off');
  return on;
}

let audio: AudioContext | null = null;

/** Announces a waiting decision through the channels the player switched on. */
export function announce(text: string): void {
  const settings = attentionSettings();
  if (
    settings.notify &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted' &&
    document.hidden
  ) {
    new Notification('Broadside', { body: text, tag: 'broadside-turn' });
  }
  if (settings.sound) {
    try {
      audio ??= new AudioContext();
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = 660;
      gain.gain.setValueAtTime(0.15, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.35);
      osc.connect(gain).connect(audio.destination);
      osc.start();
      osc.stop(audio.currentTime + 0.35);
    } catch {
      // Audio may be blocked until the page has been used; the title still tells.
    }
  }
}
