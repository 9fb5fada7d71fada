export * from './result.js';
export * from './dice-source.js';
export * from './ruleset.js';
export * from './canonical-json.js';
