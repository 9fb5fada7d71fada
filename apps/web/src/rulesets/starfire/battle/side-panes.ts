import { html } from 'lit';
import type { StarfireView } from '@broadside/rules/starfire';
import '../../../game/battle-log.js';
import '../../../game/chat-panel.js';
import '../../../game/side-tabs.js';
import type { SideTab } from '../../../game/side-tabs.js';
import type { StarfireSession } from '../session.js';
import { describer } from '../describer.js';
import './ship-cards.js';

/** What the side panes of the battle screen show and report. */
export interface SidePanes {
  readonly session: StarfireSession | null;
  readonly view: StarfireView | null;
  readonly tab: SideTab;
  /** Key (`seq:index`) of the log line picked. */
  readonly focusKey: string;
  readonly selected: string | null;
  readonly spectator: boolean;
  readonly practice: boolean;
  readonly onTab: (tab: SideTab) => void;
  readonly onHelp: () => void;
  readonly onLogFocus: (units: readonly string[], key: string) => void;
  readonly onCardSelect: (unitId: string) => void;
  readonly onChat: (text: string) => void;
}

/** The tabs under the orders and their panes: the battle log, the ship cards and the chat. */
export function renderSidePanes(p: SidePanes) {
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
        p.onLogFocus(e.detail.units, e.detail.key)}
    ></battle-log>
    <ship-cards
      class="pane ${p.tab === 'ships' ? 'active' : ''}"
      data-testid="ship-cards"
      .view=${p.view}
      .selected=${p.selected}
      @card-select=${(e: CustomEvent<{ unitId: string }>) => p.onCardSelect(e.detail.unitId)}
    ></ship-cards>
    <chat-panel
      class="pane ${p.tab === 'chat' ? 'active' : ''}"
      .lines=${s?.chat ?? []}
      channel=${p.spectator ? 'spectators' : 'players'}
      ?disabled=${p.practice}
      @chat-send=${(e: CustomEvent<{ text: string }>) => p.onChat(e.detail.text)}
    ></chat-panel>`;
}
