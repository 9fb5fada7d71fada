export * from './types.js';
export * from './data/index.js';
export { starfireSetupSchema, resolveSetup, type StarfireSetupInput } from './setup.js';
export { applyCustomScenario, mapCentre, type CustomScenarioInput } from './custom.js';
export { buildUnits, flagshipIndex, type DesignChoices } from './units.js';
export * from './deployment.js';
export { evaluateVictory, evaluateAtTurnLimit, concessionResult } from './victory.js';
