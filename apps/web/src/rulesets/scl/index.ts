import { SCENARIOS, isScenarioId, sclRuleset, type SclView } from '@broadside/rules/scl';
import { html } from 'lit';
import type { SetupFields, WebRuleset } from '../types.js';
import { SCL_CONCEDE } from './session.js';
import { describer } from './describer.js';
import { DECISION_WORDS, phaseTitle } from './battle/phase-text.js';
import { SCL_SHORTCUTS } from './shortcuts.js';
import { sclHelp } from './help.js';
import { sclReplayFrame } from './replay/replay-board.js';
import { sclBattle } from './battle/scl-model.js';
import './converter/converter-page.js';
import { sclScenarioEditor } from './scenario-editor.js';
import { sclSetupFields } from './lobby/setup-fields.js';

/**
 * Star Cruiser Lite in the browser: battle screen, log words, replay board and rules page. The
 * lobby's generic form sets a game up (scenario, movement system, optional rules), and its own
 * fields a custom battle with printed classes and the player's converted designs. Loaded by
 * the registry on first use, in a chunk of its own.
 */
export const sclWeb: WebRuleset = {
  id: sclRuleset.id,
  rules: sclRuleset,
  battle: sclBattle,
  describer: (view) => describer(view as SclView | null),
  concedeOrder: SCL_CONCEDE,
  setupFields: sclSetupFields as SetupFields,
  decisionWords: DECISION_WORDS,
  phaseTitle: (view) => phaseTitle(view as SclView | null),
  renderReplay: sclReplayFrame,
  // Scenarios with fleet commanders are practised with command and control, their point.
  practiceSetup: (scenario) => ({
    scenario,
    options: {
      movement: 'standard',
      ...(isScenarioId(scenario) && SCENARIOS[scenario].sides.some((s) => s.fleetCommander)
        ? { command_control: 'on' }
        : {}),
    },
  }),
  renderHelp: sclHelp,
  shortcuts: SCL_SHORTCUTS,
  pages: { designer: () => html`<scl-converter-page></scl-converter-page>` },
  scenarioEditor: sclScenarioEditor,
};
