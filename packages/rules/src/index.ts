/**
 * @broadside/rules — pure, deterministic rules for Broadside.
 *
 * No I/O, no clock, no randomness of its own. Dice come from a {@link DiceSource} passed in by the
 * caller. The root holds what every ruleset shares: the contract (core), hex geometry, dice, game
 * records and the registry. Each ruleset is its own subpath: `@broadside/rules/starfire`, …
 */
export * from './core/index.js';
export * from './hex/index.js';
export * from './dice/index.js';
export * from './record/index.js';
export { RULESETS } from './rulesets.js';
