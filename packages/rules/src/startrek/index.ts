/**
 * `@broadside/rules/startrek`: Star Trek Ship Battles — faction and ship cards, scenarios, stands
 * on the hex grid and the turn engine with its `startrekRuleset`.
 */
export { startrekRuleset, STARTREK_RULES_VERSION } from './ruleset.js';
export * from './cards.js';
export * from './scenarios.js';
export * from './orders.js';
export type { Die, StartrekEvent, StartrekEventType, EventOfType } from './events.js';
export {
  WEAPON_RANGE,
  BOARDING_RANGE,
  aftHex,
  standHexes,
  measure,
  distanceToStand,
  manoeuvre,
  moveProblem,
  type Position,
  type Measure,
  type Manoeuvre,
  type StarMap,
} from './geometry.js';
export type {
  StartrekSetup,
  StartrekState,
  ShipState,
  ShipStatus,
  Token,
  Cloak,
  ScanResult,
  Torpedo,
  Allocation,
  Stage,
  Submitted,
} from './state.js';
export { startrekSetupSchema, parseSetup, setupLabel, type StartrekSetupInput } from './setup.js';
export { viewState, viewEvent, type StartrekView, type ShipView, type StandView } from './view.js';
export {
  DECISION_KINDS,
  pendingDecisions,
  type DecisionKind,
  type StartrekDecision,
} from './pending.js';
export { legalOrders, manoeuvres } from './legal-orders.js';
export { nearestShips } from './check-actions.js';
export { ORDER_ERRORS, type OrderErrorCode } from './errors.js';
export { allowedBands, engineBand, capacity, eligibleSystems } from './rules.js';
export { VICTORY_LEVELS } from './victory.js';
export { BOARDING_OPTION, SCENERY_OPTION, describeStartrek } from './describe.js';
export { HOUSE_RULES, HOUSE_RULE_OPTIONS, houseRule, type HouseRule } from './house-rules.js';
export { initialState } from './create.js';
export {
  customSchema,
  checkCustom,
  scenarioOf,
  MAX_SHIPS_PER_SIDE,
  MAX_TURN_LIMIT,
  type StartrekCustom,
} from './custom.js';
export { shipPoints, fleetPoints } from './points.js';
export {
  checkCard,
  checkFaction,
  classCard,
  factionCard,
  gameClasses,
  gameFactions,
  ownCardId,
  ownClassSchema,
  ownFactionSchema,
  MAX_OWN_CLASSES,
  MAX_OWN_FACTIONS,
  type OwnClass,
  type OwnFaction,
} from './own-cards.js';
export {
  playRandomly,
  randomOrder,
  seededRandom,
  type RandomMove,
  type RandomPlayOptions,
} from './random-play.js';
