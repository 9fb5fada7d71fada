import { html } from 'lit';
import { starfireRuleset, type StarfireView } from '@broadside/rules/starfire';
import type { WebRuleset } from '../types.js';
import { STARFIRE_CONCEDE } from './session.js';
import { describer } from './describer.js';
import { DECISION_WORDS, phaseTitle } from './battle/phase-text.js';
import { STARFIRE_SHORTCUTS } from './shortcuts.js';
import { starfireHelp } from './help.js';
import { starfireSetupFields } from './lobby/setup-fields.js';
import { starfireReplayFrame } from './replay/replay-board.js';
import type { SetupFields } from '../types.js';
import { starfireBattle } from './battle/starfire-model.js';
import './designer/designer-page.js';
import { starfireScenarioEditor } from './scenario-editor.js';

/**
 * Starfire in the browser: its battle screen, log words, lobby fields (custom battle, designs),
 * replay board, rules page, shortcuts and ship designer. Loaded by the registry on first use.
 */
export const starfireWeb: WebRuleset = {
  id: starfireRuleset.id,
  rules: starfireRuleset,
  battle: starfireBattle,
  describer: (view) => describer(view as StarfireView | null),
  concedeOrder: STARFIRE_CONCEDE,
  decisionWords: DECISION_WORDS,
  phaseTitle: (view) => phaseTitle(view as StarfireView | null),
  renderReplay: starfireReplayFrame,
  practiceSetup: (scenario) => ({ scenario, solitaire: true }),
  setupFields: starfireSetupFields as SetupFields,
  renderHelp: starfireHelp,
  shortcuts: STARFIRE_SHORTCUTS,
  pages: { designer: () => html`<designer-page></designer-page>` },
  scenarioEditor: starfireScenarioEditor,
};
