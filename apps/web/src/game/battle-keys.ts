import type { LitElement, ReactiveController } from 'lit';
import type { Hex } from '@broadside/rules';
import { isTypingIn } from '../app/shortcuts.js';
import { moveInGroup, pressAction } from './action-key.js';
import type { ChatPanel } from './chat-panel.js';
import type { SideTab } from './side-tabs.js';

/** What a battle screen does on the keys every ruleset shares, and on its own keys. */
export interface BattleKeyActions {
  /** `?`: shows or hides the help overlay. */
  toggleHelp(): void;
  /** `Escape`: closes overlays and clears what is highlighted. */
  escape(): void;
  /** `c`: opens the chat tab (see {@link focusChat}). */
  openChat(): void;
  /** `n`: selects the next own unit. */
  nextUnit(): void;
  /** `z`: zooms the map to the selected unit (see {@link zoomMapTo}). */
  zoomToSelected(): void;
  /** The ruleset's keys that come before the shared ones after `?`; true when used. */
  first?(key: string): boolean;
  /** The ruleset's other keys, tried last; true when used. */
  rest?(key: string): boolean;
}

/**
 * The keyboard of a battle screen: listens on the window while the screen is on the page, and
 * resets the tab title when it leaves. Keys typed into a field or with a modifier are left alone.
 * A key nobody else takes presses the action on screen declared with it (`actionKey()`).
 */
export class BattleKeys implements ReactiveController {
  private readonly actions: BattleKeyActions;
  private readonly host: LitElement;

  constructor(host: LitElement, actions: BattleKeyActions) {
    this.actions = actions;
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    window.removeEventListener('keydown', this.onKey);
    document.title = 'Broadside';
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (isTypingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return;
    if (this.handle(e.key, e)) e.preventDefault();
  };

  private handle(key: string, e: KeyboardEvent): boolean {
    const a = this.actions;
    if (key === '?') a.toggleHelp();
    else if (a.first?.(key)) return true;
    else if (key === 'Escape') a.escape();
    else if (key === 'c') a.openChat();
    else if (key === 'n') a.nextUnit();
    else if (key === 'z') a.zoomToSelected();
    else if (a.rest?.(key)) return true;
    // Enter or Space on a focused button presses that button, as the browser does.
    else if (activatesFocused(e)) return false;
    else if (moveInGroup(e.composedPath()[0], key)) return true;
    else return pressAction(this.host.renderRoot, key);
    return true;
  }
}

/** True when the key is Enter or Space on a focused button or link: the browser presses it. */
function activatesFocused(e: KeyboardEvent): boolean {
  if (e.key !== 'Enter' && e.key !== ' ') return false;
  const target = e.composedPath()[0];
  return target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement;
}

/** Puts the keyboard in the screen's chat box once the screen has rendered its chat tab. */
export function focusChat(host: LitElement): void {
  void host.updateComplete.then(() =>
    host.renderRoot.querySelector<ChatPanel>('chat-panel')?.focus(),
  );
}

/** Zooms the screen's map in on a hex (nothing without a map or a hex). */
export function zoomMapTo(host: LitElement, hex: Hex | null | undefined): void {
  const map = host.renderRoot.querySelector('hex-map');
  if (!hex || !map) return;
  map.zoomTo(1.4);
  map.centreOn(hex);
}

/** The state of a battle screen that the shared keys change. */
export interface BattleChrome extends LitElement {
  showHelp: boolean;
  focusUnits: readonly string[];
  tab: SideTab;
}

/**
 * The usual actions of the shared keys: `?` toggles the help, `Escape` closes it and clears the
 * highlighted units, `c` opens the chat tab with the keyboard in its box.
 */
export function chromeKeys(
  host: BattleChrome,
): Pick<BattleKeyActions, 'toggleHelp' | 'escape' | 'openChat'> {
  return {
    toggleHelp: () => (host.showHelp = !host.showHelp),
    escape: () => {
      host.showHelp = false;
      host.focusUnits = [];
    },
    openChat: () => {
      host.tab = 'chat';
      focusChat(host);
    },
  };
}
