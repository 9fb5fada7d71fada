/**
 * `@broadside/rules/starfire`: the Starfire Quick Start Rules — tables, ship designs, scenarios,
 * geometry and the turn engine with its `starfireRuleset`.
 */
export * from './data/index.js';
export * from './rules-math/index.js';
export * from './design/index.js';
export * from './scenarios/index.js';
export * from './geometry/index.js';
export * from './engine.js';
