/**
 * @broadside/rules — pure, deterministic rules for Broadside.
 *
 * No I/O, no clock, no randomness of its own. Dice come from a {@link DiceSource} passed in by the caller.
 */
export * from './core/index.js';
export * from './hex/index.js';
export * from './starfire/data/index.js';
export * from './starfire/rules-math/index.js';
export * from './dice/index.js';
export * from './starfire/design/index.js';
export * from './starfire/scenarios/index.js';
export * from './starfire/engine.js';
export * from './record/index.js';
