import { html } from 'lit';
import { startrekRuleset, type StartrekView } from '@broadside/rules/startrek';
import type { WebRuleset } from '../types.js';
import { asStartrek, STARTREK_CONCEDE, type StartrekChannel } from './session.js';
import { describer } from './describer.js';
import { DECISION_WORDS, phaseTitle } from './battle/phase-text.js';
import { STARTREK_SHORTCUTS } from './shortcuts.js';
import { startrekHelp } from './help.js';
import { startrekReplayFrame } from './replay/replay-board.js';
import './battle/startrek-battle.js';

/**
 * Star Trek Ship Battles in the browser: battle screen, log words, replay board and rules page.
 * The lobby's generic form sets a game up: the scenario and the draft's two optional ideas
 * (boarding parties, scenery), which the rules label as the draft's. Loaded by the registry on
 * first use, in a chunk of its own.
 */
export const startrekWeb: WebRuleset = {
  id: startrekRuleset.id,
  rules: startrekRuleset,
  renderBattle: ({ channel, session, mode, gameId, seatLink }) =>
    html`<startrek-battle
      .channel=${channel as StartrekChannel}
      .session=${asStartrek(session)}
      .mode=${mode}
      .gameId=${gameId}
      .seatLink=${seatLink}
    ></startrek-battle>`,
  describer: (view) => describer(view as StartrekView | null),
  concedeOrder: STARTREK_CONCEDE,
  decisionWords: DECISION_WORDS,
  phaseTitle: (view) => phaseTitle(view as StartrekView | null),
  renderReplay: startrekReplayFrame,
  practiceSetup: (scenario) => ({ scenario }),
  renderHelp: startrekHelp,
  shortcuts: STARTREK_SHORTCUTS,
};
