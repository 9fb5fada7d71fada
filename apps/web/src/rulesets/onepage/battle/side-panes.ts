import { html } from 'lit';
import type { OnepageView } from '@broadside/rules/onepage';
import type { BattleMode } from '../../../game/owed-orders.js';
import type { SideTab } from '../../../game/side-tabs.js';
import type { OnepageSession } from '../session.js';
import { describer } from '../describer.js';
import '../../../game/battle-log.js';
import '../../../game/chat-panel.js';
import '../../../game/side-tabs.js';
import './ship-cards.js';

/** What the side bar's tabs show and whom they tell. */
export interface SidePanes {
  readonly session: OnepageSession | null;
  readonly view: OnepageView | null;
  readonly mode: BattleMode;
  readonly tab: SideTab;
  readonly selected: string | null;
  readonly focusKey: string;
  onTab(tab: SideTab): void;
  onHelp(): void;
  onFocus(units: readonly string[], key: string): void;
  onSelect(id: string): void;
  onChat(text: string): void;
}

/** The side bar's tabs: the battle log, the ship cards and the chat (the shell's parts). */
export function sidePanes(p: SidePanes) {
  const s = p.session;
  return html`<side-tabs
      .tab=${p.tab}
      .chatCount=${s?.chat.length ?? 0}
      @tab-change=${(e: CustomEvent<{ tab: SideTab }>) => p.onTab(e.detail.tab)}
      @show-help=${() => p.onHelp()}
    ></side-tabs>
    <battle-log
      class="pane ${p.tab === 'log' ? 'active' : ''}"
      .entries=${s?.log ?? []}
      .describe=${describer(p.view)}
      ?complete=${s?.logComplete ?? true}
      .focusKey=${p.focusKey}
      @log-focus=${(e: CustomEvent<{ units: string[]; key: string }>) =>
        p.onFocus(e.detail.units, e.detail.key)}
    ></battle-log>
    <onepage-ship-cards
      class="pane ${p.tab === 'ships' ? 'active' : ''}"
      data-testid="ship-cards"
      .view=${p.view}
      .selected=${p.selected}
      @card-select=${(e: CustomEvent<{ unitId: string }>) => p.onSelect(e.detail.unitId)}
    ></onepage-ship-cards>
    <chat-panel
      class="pane ${p.tab === 'chat' ? 'active' : ''}"
      .lines=${s?.chat ?? []}
      channel=${p.mode === 'spectator' ? 'spectators' : 'players'}
      ?disabled=${p.mode === 'practice'}
      @chat-send=${(e: CustomEvent<{ text: string }>) => p.onChat(e.detail.text)}
    ></chat-panel>`;
}
