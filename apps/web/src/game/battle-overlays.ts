import { html, nothing, type TemplateResult } from 'lit';
import type { AnyRuleset } from '@broadside/rules';
import type { Shortcut } from '../app/shortcuts.js';
import { mySeat, type Session } from '../net/session.js';
import { closedWith, endScreenOpen, type EndClosed } from './end-screen-state.js';
import './end-screen.js';
import '../help/help-page.js';

/** What the overlays over a battle map need from the ruleset's page. */
export interface BattleOverlays {
  readonly session: Session | null;
  readonly mode: string;
  readonly gameId: string;
  readonly rules: AnyRuleset;
  readonly endClosed: EndClosed;
  readonly onEndClosed: (closed: EndClosed) => void;
  readonly showHelp: boolean;
  readonly onHelpClosed: () => void;
  readonly shortcuts: readonly Shortcut[];
}

/**
 * The end screen (result, dice check, record, rematch) once the game is over, and the keyboard
 * help when asked for: the same over every ruleset's battle map.
 */
export function renderBattleOverlays(p: BattleOverlays): TemplateResult {
  const s = p.session;
  return html`${
    s && endScreenOpen(s, p.endClosed)
      ? html`<end-screen
          .result=${s.result}
          .gameId=${p.mode === 'practice' ? '' : p.gameId}
          .seat=${mySeat(s)}
          .rematch=${s.rematch}
          .rules=${p.rules}
          @close=${() => p.onEndClosed(closedWith(s))}
        ></end-screen>`
      : nothing
  }
  ${
    p.showHelp
      ? html`<div class="help-overlay" @click=${() => p.onHelpClosed()}>
          <help-page .shortcuts=${p.shortcuts}></help-page>
        </div>`
      : nothing
  }`;
}
