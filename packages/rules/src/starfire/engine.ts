/**
 * The Starfire turn engine: state, orders, events, the `starfireRuleset` object and the helpers
 * UIs and bots use. Re-exported from the package root.
 */
export * from './state.js';
export * from './orders.js';
export * from './events.js';
export * from './errors.js';
export { starfireRuleset, STARFIRE_RULES_VERSION } from './ruleset.js';
export { checkOrder } from './check/index.js';
export { applyOrder, applyTimeout } from './apply.js';
export { createGame, initialState } from './create.js';
export {
  owedDecision,
  pendingDecisions,
  DECISION_KINDS,
  type DecisionKind,
  type StarfireDecision,
} from './pending.js';
export { legalOrders, fireOrdersFor, stepOrders, turnModeProgress } from './legal-orders.js';
export {
  planPath,
  planStays,
  reachableHexes,
  reachablePoses,
  type ReachablePose,
  type PlannedStep,
  type PlanOptions,
} from './path-planning.js';
export {
  fireOptions,
  canActivate,
  type FireOptions,
  type WeaponOptions,
  type TargetOption,
} from './fire-options.js';
export {
  assessShot,
  canSee,
  datalinkRange,
  type ShotFigures,
  type ShotAssessment,
} from './targeting.js';
export { viewState, viewEvent, type StarfireView } from './view.js';
export { replay, replayWithDice, type PlayedOrder, type Replayed } from './replay.js';
export { battleSnapshot } from './phases/victory.js';
export { currentSpeed, isWreck, designOf, findUnit } from './unit-state.js';
export { seededRandom, randomOrder, playRandomly, type RandomMove } from './random-play.js';
export { fleetHulls, fleetSideToChoose } from './phases/fleet.js';
export { starfireStateSchema, parseStoredState } from './state-schema.js';
export { hashState } from './hash.js';
