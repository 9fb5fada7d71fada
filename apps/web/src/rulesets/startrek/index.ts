import { startrekRuleset, type StartrekView } from '@broadside/rules/startrek';
import { html } from 'lit';
import type { SetupFields, WebRuleset } from '../types.js';
import { STARTREK_CONCEDE } from './session.js';
import { describer } from './describer.js';
import { DECISION_WORDS, phaseTitle } from './battle/phase-text.js';
import { STARTREK_SHORTCUTS } from './shortcuts.js';
import { startrekHelp } from './help.js';
import { startrekReplayFrame } from './replay/replay-board.js';
import { startrekBattle } from './battle/startrek-model.js';
import { startrekSetupFields } from './lobby/setup-fields.js';
import './designer/datacard-page.js';
import { startrekScenarioEditor } from './scenario-editor.js';

/**
 * Star Trek Ship Battles in the browser: battle screen, log words, replay board and rules page.
 * The lobby's generic form sets a game up: the scenario and the draft's two optional ideas
 * (boarding parties, scenery), which the rules label as the draft's; its own fields add custom
 * forces with each side's fleet points. Loaded by the registry on
 * first use, in a chunk of its own.
 */
export const startrekWeb: WebRuleset = {
  id: startrekRuleset.id,
  rules: startrekRuleset,
  battle: startrekBattle,
  describer: (view) => describer(view as StartrekView | null),
  concedeOrder: STARTREK_CONCEDE,
  decisionWords: DECISION_WORDS,
  phaseTitle: (view) => phaseTitle(view as StartrekView | null),
  renderReplay: startrekReplayFrame,
  practiceSetup: (scenario) => ({ scenario }),
  setupFields: startrekSetupFields as SetupFields,
  renderHelp: startrekHelp,
  shortcuts: STARTREK_SHORTCUTS,
  pages: { designer: () => html`<startrek-datacard-page></startrek-datacard-page>` },
  scenarioEditor: startrekScenarioEditor,
};
