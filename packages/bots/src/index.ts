/**
 * @broadside/bots — computer opponents for every Broadside ruleset.
 *
 * Pure: no I/O, no clock of its own (the hard level's time budget reads a clock the caller
 * injects), no randomness but a generator seeded from the bot's own seed. A bot sees what its seat
 * sees and nothing more: it decides from `ruleset.view` and `ruleset.viewPending` for its seat,
 * samples the hidden rest with the ruleset's `determinize`, and simulates with its own dice.
 */
export { createBot } from './create-bot.js';
export { botLevels } from './registry.js';
export {
  BOT_LEVELS,
  DEFAULT_BUDGET_MS,
  type Bot,
  type BotDecisionInput,
  type BotLevel,
  type BotSettings,
} from './types.js';
export {
  playMatch,
  type MatchDecision,
  type MatchOptions,
  type MatchOutcome,
} from './match/play-match.js';
export { coachSteps, coachStepAt } from './coach/steps.js';
export {
  analyseGame,
  analyseStep,
  COACH_VERSION,
  gameAnalysis,
  severityOf,
  DEFAULT_CANDIDATES,
  DEFAULT_SAMPLES,
  SEVERITY_THRESHOLDS,
} from './coach/analyse.js';
export { wordsFor, type Phrase, type Words } from './coach/words/index.js';
export type {
  CoachSettings,
  CoachStep,
  GameAnalysis,
  StepAnalysis,
  Verdict,
  VerdictSeverity,
  WinPoint,
} from './coach/types.js';
