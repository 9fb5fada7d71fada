/**
 * `@broadside/rules/onepage`: the one-page space combat rules — ship designs, scenarios, gravity
 * wells and the turn engine with its `onepageRuleset`.
 */
export { onepageRuleset, ONEPAGE_RULES_VERSION } from './ruleset.js';
export * from './designs.js';
export * from './scenarios.js';
export * from './orders.js';
export * from './events.js';
export {
  MOVEMENT_MODES,
  activeShips,
  type MovementMode,
  type OnepageSetup,
  type OnepageState,
  type OnepageMap,
  type Body,
  type ShipState,
  type ShipStatus,
  type MissileState,
  type Stage,
  type Submitted,
} from './state.js';
export {
  onepageSetupSchema,
  onepageCustomSchema,
  parseSetup,
  setupLabel,
  type OnepageCustom,
  type OnepageSetupInput,
} from './setup.js';
export { checkCustom, scenarioOf, MAX_SHIPS_PER_SIDE, MAX_WELLS } from './custom.js';
export { DESIGN_POINTS, POINTS_WEIGHTS, designPoints, fleetPoints } from './points.js';
export {
  DESIGN_CAPS,
  DESIGN_ID_PATTERN,
  MAX_OWN_DESIGNS,
  checkDesign,
  designOf,
  gameDesigns,
  ownDesignSchema,
  type OwnDesignInput,
  type WithDesigns,
} from './own-design.js';
export { viewState, viewEvent, type OnepageView } from './view.js';
export {
  DECISION_KINDS,
  pendingDecisions,
  type DecisionKind,
  type OnepageDecision,
} from './pending.js';
export { legalOrders, reachableHexes, type Reach } from './legal-orders.js';
export { ORDER_ERRORS, type OrderErrorCode } from './errors.js';
export { gravityPull, wellAt, type Pull } from './gravity.js';
export { GUN_RANGE, GUN_TO_HIT } from './guns.js';
export { MISSILE_MP, MISSILE_ATTACK_BONUS } from './missiles.js';
export { MISSILE_ENDURANCE } from './movement.js';
export { VICTORY_LEVELS } from './victory.js';
export { MOVEMENT_OPTION, describeOnepage } from './describe.js';
export {
  playRandomly,
  randomOrder,
  seededRandom,
  type RandomMove,
  type RandomPlayOptions,
} from './random-play.js';
