/**
 * `@broadside/rules/scl`: Star Cruiser Lite on the hex grid — the seed's conversion rules, the
 * converted classes, scenarios, and the turn engine with its `sclRuleset`.
 */
export { sclRuleset, SCL_RULES_VERSION } from './ruleset.js';
export * from './convert.js';
export {
  convertShip,
  explainConversion,
  type Conversion,
  type ConversionLine,
  type SclShipDesign,
} from './convert-ship.js';
export { scShipSchema, scBeamGroupSchema, type ScShipInput } from './convert-input.js';
export { BISMARCK_EXAMPLE } from './convert-example.js';
export { CONVERT_ERRORS, type ConvertErrorCode } from './convert-errors.js';
export * from './designs.js';
export * from './scenarios.js';
export * from './orders.js';
export type * from './events.js';
export {
  SEATS,
  MOVEMENT_SYSTEMS,
  OPTIONAL_RULES,
  type Seat,
  type MovementSystem,
  type OptionalRule,
  type SclSetup,
  type SclState,
  type Unit,
  type UnitStatus,
  type Battery,
  type Stage,
  type MoveBatch,
  type Command,
  type Submitted,
} from './state.js';
export { ARCS, arcOf, type Arc } from './geometry.js';
export { sclSetupSchema, parseSetup, setupLabel, type SclSetupInput } from './setup.js';
export {
  checkCustom,
  scenarioOf,
  sclCustomSchema,
  CQ_RANGE,
  MAX_SHIPS_PER_SIDE,
  MAX_TURN_LIMIT,
  type SclCustom,
} from './custom.js';
export { classPoints, fleetPoints, POINTS_WEIGHTS } from './points.js';
export { checkOwnClasses, classesOf, classOf, MAX_OWN_CLASSES, type WithSetup } from './classes.js';
export { GAME_OPTIONS, MOVEMENT_OPTION, ruleOption } from './options.js';
export { HOUSE_RULES, HOUSE_RULE_OPTIONS, houseRule, type HouseRule } from './house-rules.js';
export { describeScl } from './describe.js';
export { viewState, viewEvent, seesUnit, type SclView } from './view.js';
export {
  DECISION_KINDS,
  pendingDecisions,
  type CommandDetail,
  type DecisionKind,
  type MoveDetail,
  type SclDecision,
} from './pending.js';
export { legalOrders, moveCandidates } from './legal-orders.js';
export { ORDER_ERRORS, type OrderErrorCode } from './errors.js';
export {
  detectionOf,
  detectionParts,
  detectionRange,
  detectionRadius,
  engagement,
  type EngagementBoard,
} from './detection.js';
export { controlRange, controllers } from './control.js';
export {
  beamModifier,
  beamPoints,
  damageDiePoints,
  pointDefenseModifier,
  rangeModifier,
  strikeModifier,
} from './combat.js';
export { SURVIVES_ON } from './damage.js';
export { currentArmor, currentMa, statsOf, type Stats } from './stats.js';
export { MAX_SPEED, freeFacingAllowed, speedBand, thrustRange, traceMove } from './movement.js';
export { VICTORY_LEVELS } from './victory.js';
export {
  playRandomly,
  randomOrder,
  seededRandom,
  type RandomMove,
  type RandomPlayOptions,
} from './random-play.js';
