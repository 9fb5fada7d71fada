import { html, type TemplateResult } from 'lit';
import type { DescribeEvent } from '../rulesets/contract/log-line.js';
import type { Part } from '../rulesets/contract/battle.js';
import type { Session } from '../net/session.js';
import type { BattleMode } from './owed-orders.js';
import type { SideTab } from './side-tabs.js';
import './battle-log.js';
import './chat-panel.js';
import './side-tabs.js';

/** What the side bar's tabs show, and whom they tell. */
export interface SidePanes {
  readonly session: Session | null;
  readonly mode: BattleMode;
  readonly tab: SideTab;
  /** Key (`seq:index`) of the log line picked. */
  readonly focusKey: string;
  /** Words for the log's events. */
  readonly describe: DescribeEvent;
  /** The ruleset's ship cards. */
  readonly cards: Part;
  onTab(tab: SideTab): void;
  onHelp(): void;
  onFocus(units: readonly string[], key: string): void;
  onCard(unitId: string): void;
  onChat(text: string): void;
}

/** The side bar's tabs and their panes: the battle log, the ship cards and the chat. */
export function sidePanes(p: SidePanes): TemplateResult {
  const s = p.session;
  const pane = (tab: SideTab) => `pane ${p.tab === tab ? 'active' : ''}`;
  return html`<side-tabs
      .tab=${p.tab}
      .chatCount=${s?.chat.length ?? 0}
      @tab-change=${(e: CustomEvent<{ tab: SideTab }>) => p.onTab(e.detail.tab)}
      @show-help=${() => p.onHelp()}
    ></side-tabs>
    <battle-log
      class=${pane('log')}
      .entries=${s?.log ?? []}
      .describe=${p.describe}
      ?complete=${s?.logComplete ?? true}
      .focusKey=${p.focusKey}
      @log-focus=${(e: CustomEvent<{ units: string[]; key: string }>) =>
        p.onFocus(e.detail.units, e.detail.key)}
    ></battle-log>
    <div
      class="${pane('ships')} cards-pane"
      data-testid="ship-cards"
      @card-select=${(e: CustomEvent<{ unitId: string }>) => p.onCard(e.detail.unitId)}
    >
      ${p.cards}
    </div>
    <chat-panel
      class=${pane('chat')}
      .lines=${s?.chat ?? []}
      channel=${p.mode === 'spectator' ? 'spectators' : 'players'}
      ?disabled=${p.mode === 'practice'}
      @chat-send=${(e: CustomEvent<{ text: string }>) => p.onChat(e.detail.text)}
    ></chat-panel>`;
}
