import { onepageRuleset, type OnepageView } from '@broadside/rules/onepage';
import { html } from 'lit';
import type { SetupFields, WebRuleset } from '../types.js';
import { ONEPAGE_CONCEDE } from './session.js';
import { describer } from './describer.js';
import { DECISION_WORDS, phaseTitle } from './battle/phase-text.js';
import { ONEPAGE_SHORTCUTS } from './shortcuts.js';
import { onepageHelp } from './help.js';
import { onepageReplayFrame } from './replay/replay-board.js';
import { onepageBattle } from './battle/onepage-model.js';
import { onepageSetupFields } from './lobby/setup-fields.js';
import { onepageScenarioEditor } from './scenario-editor.js';
import './designer/designer-page.js';

/**
 * The one-page space combat rules in the browser: battle screen, log words, replay board and
 * rules page. The lobby's generic form (scenario and the movement option) sets a game up; its own
 * fields add custom forces with each side's points.
 * Loaded by the registry on first use, in a chunk of its own.
 */
export const onepageWeb: WebRuleset = {
  id: onepageRuleset.id,
  rules: onepageRuleset,
  battle: onepageBattle,
  describer: (view) => describer(view as OnepageView | null),
  concedeOrder: ONEPAGE_CONCEDE,
  decisionWords: DECISION_WORDS,
  phaseTitle: (view) => phaseTitle(view as OnepageView | null),
  renderReplay: onepageReplayFrame,
  practiceSetup: (scenario) => ({ scenario, options: { movement: 'written' } }),
  setupFields: onepageSetupFields as SetupFields,
  renderHelp: onepageHelp,
  shortcuts: ONEPAGE_SHORTCUTS,
  pages: { designer: () => html`<onepage-designer-page></onepage-designer-page>` },
  scenarioEditor: onepageScenarioEditor,
};
