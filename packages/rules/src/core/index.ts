export * from './result.js';
export * from './dice-source.js';
export * from './ruleset.js';
export * from './game-result.js';
export * from './description.js';
export * from './fold.js';
export * from './shared-schemas.js';
export * from './canonical-json.js';
